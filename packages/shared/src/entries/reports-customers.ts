// The customer cohorts report: its call, schemas and month rules.
export * from '../api/reports-customers-calls.js';
export * from '../rules/reports-customers.js';
export * from '../schemas/reports-customers.js';
