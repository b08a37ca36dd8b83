// Collections: their calls and the rules that pick their products.
export * from '../api/collection-calls.js';
export * from '../rules/collections.js';
