export * from './all-calls.js';
export * from './calls.js';
export * from './catalog-calls.js';
export * from './endpoint.js';
export * from './product-calls.js';
export * from './review-calls.js';
export * from './request-calls.js';
export * from './saved-view-calls.js';
