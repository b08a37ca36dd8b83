// Product and bulk-upload schemas with the product calls.
export * from '../api/product-calls.js';
export * from '../schemas/bulk-upload.js';
export * from '../schemas/products.js';
export * from '../api/media-calls.js';
export * from '../schemas/media.js';
