// Ads: slots, settings and ad orders, their rules and schemas with their calls.
export * from '../api/ad-calls.js';
export * from '../rules/ads.js';
export * from '../schemas/ads.js';
