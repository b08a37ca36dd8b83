// Customer console schemas with their calls.
export * from '../api/customer-calls.js';
export * from '../schemas/customer-admin.js';
export * from '../rules/customers.js';
