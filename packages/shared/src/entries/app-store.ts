// The App Store: its rules and schemas with their calls.
export * from '../api/app-store-calls.js';
export * from '../catalog/feature-info.js';
export * from '../rules/app-store.js';
export * from '../schemas/app-store.js';
