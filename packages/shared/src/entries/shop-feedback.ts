// Shoppers' feedback: its schemas and rules with its calls.
export * from '../api/shop-feedback-calls.js';
export * from '../rules/shop-feedback.js';
export * from '../schemas/shop-feedback.js';
