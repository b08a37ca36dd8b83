// Vendor subscriptions: the rules and schemas with their calls.
export * from '../api/vendor-subscription-calls.js';
export * from '../rules/vendor-subscription.js';
export * from '../schemas/vendor-subscriptions.js';
