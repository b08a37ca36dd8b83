// The platform's package, feature and currency catalogue: calls, schemas and rules.
export * from '../api/admin-packages-calls.js';
export * from '../api/admin-features-calls.js';
export * from '../api/admin-currencies-calls.js';
export * from '../schemas/catalogue.js';
export * from '../rules/catalogue.js';
export { STAFF_FEATURES } from '../catalog/features.js';
export * from '../api/themes-calls.js';
export * from '../schemas/themes.js';
export * from '../rules/themes.js';
