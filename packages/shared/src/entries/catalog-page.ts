// The catalog pages' designs: their calls and the rules the shop applies them by.
export * from '../api/catalog-page-calls.js';
export * from '../rules/catalog-page.js';
