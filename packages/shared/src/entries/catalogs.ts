// Catalog and navigation schemas with their calls.
export * from '../api/catalog-calls.js';
export * from '../schemas/catalogs.js';
