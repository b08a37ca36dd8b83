// Order console schemas with their calls.
export * from '../api/order-calls.js';
export * from '../schemas/order-admin.js';
export * from '../schemas/order-documents.js';
export { PAYMENT_METHODS } from '../rules/payments.js';
export { type OrderSource, PAYMENT_STATUSES, type ShippingAddress, shippingAddress } from '../schemas/orders.js';
