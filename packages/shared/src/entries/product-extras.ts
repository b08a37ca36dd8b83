// The simple resources of the product extras, and the machinery they are declared on.
export * from '../api/product-extra-calls.js';
export * from '../api/product-tag-calls.js';
export * from '../api/simple-resource.js';
export * from '../catalog/highlight-icons.js';
export * from '../catalog/amenity-icons.js';
export * from '../api/product-taxonomy-calls.js';
export * from '../api/product-attachment-calls.js';
