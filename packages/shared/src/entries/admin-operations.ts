// The platform admin's dashboard, plan payments and control panel: their calls, schemas and rules.
export * from '../api/admin-dashboard-calls.js';
export * from '../api/admin-payment-calls.js';
export * from '../api/control-panel-calls.js';
export * from '../schemas/admin-dashboard.js';
export * from '../schemas/admin-payments.js';
export * from '../schemas/control-panel.js';
export * from '../rules/admin-operations.js';
