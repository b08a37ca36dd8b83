// Delivery and shipping methods: the checkout's choice, the settings' schemas and their calls.
export * from '../api/shipping-calls.js';
export * from '../catalog/countries.js';
export * from '../rules/shipping.js';
export * from '../schemas/shipping.js';
