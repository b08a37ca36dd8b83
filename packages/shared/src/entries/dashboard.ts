// The owner's dashboard: its call, schemas and period rules.
export * from '../api/dashboard-calls.js';
export * from '../rules/dashboard.js';
export * from '../rules/dashboard-funnel.js';
export * from '../schemas/dashboard.js';
export * from '../rules/dashboard-customers.js';
export * from '../api/vendor-dashboard-calls.js';
export * from '../schemas/vendor-dashboard.js';
