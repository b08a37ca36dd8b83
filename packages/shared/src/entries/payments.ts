// Payment gateway rules and schemas with their calls.
export * from '../api/payment-gateway-calls.js';
export * from '../rules/payment-gateway.js';
export * from '../rules/payments.js';
export * from '../schemas/payment-gateway.js';
