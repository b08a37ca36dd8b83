// Order console schemas with their calls.
export * from '../api/order-calls.js';
export * from '../schemas/order-admin.js';
