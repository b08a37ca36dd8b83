// Web push of new-order alerts: rules, schemas and calls.
export * from '../api/push-calls.js';
export * from '../rules/push.js';
export * from '../schemas/push.js';
