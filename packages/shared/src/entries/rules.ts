// Catalog constants and pure domain rules: no zod.
export * from '../catalog/features.js';
export * from '../catalog/limits.js';
export * from '../catalog/packages.js';
export * from '../catalog/store.js';
export * from '../rules/brightness.js';
export * from '../rules/call-access.js';
export * from '../rules/live-alerts.js';
export * from '../rules/links.js';
export * from '../rules/money.js';
export * from '../rules/plural.js';
export * from '../rules/product-access.js';
export * from '../rules/orders.js';
export * from '../rules/products.js';
export * from '../rules/text.js';
export * from '../rules/trial.js';
export * from '../rules/variants.js';
export * from '../rules/quotes.js';
