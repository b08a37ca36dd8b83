// A marketplace's vendors and the vendor's and branch's own profiles: rules, schemas and calls.
export * from '../api/vendor-calls.js';
export * from '../rules/vendors.js';
export * from '../schemas/vendors.js';
export { VENDOR_FEATURES, type VendorFeature } from '../catalog/features.js';
