export * from './auth.js';
export * from './catalogs.js';
export * from './platform.js';
export * from './products.js';
export * from './reviews.js';
export * from './stores.js';
export * from './users.js';
export * from './saved-views.js';
