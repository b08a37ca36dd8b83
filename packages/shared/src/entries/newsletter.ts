// Newsletter rules and schemas with their calls.
export * from '../api/newsletter-calls.js';
export * from '../rules/newsletter.js';
export * from '../schemas/newsletter.js';
