// The merchant's reports: their calls, schemas and bucket rules.
export * from '../api/reports-calls.js';
export * from '../rules/reports.js';
export * from '../schemas/reports.js';
