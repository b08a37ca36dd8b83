// Plans and billing: the rules and schemas with their calls.
export * from '../api/billing-calls.js';
export * from '../rules/billing.js';
export * from '../schemas/billing.js';
export * from '../catalog/packages.js';
export * from '../api/promotions-calls.js';
export * from '../rules/promotions.js';
export * from '../schemas/promotions.js';
