// Coupon rules and schemas with their calls.
export * from '../api/coupon-calls.js';
export * from '../rules/coupons.js';
export * from '../schemas/coupons.js';
