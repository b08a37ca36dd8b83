// Staff users and the audit log: rules, schemas and calls.
export * from '../api/staff-calls.js';
export * from '../rules/staff.js';
export * from '../schemas/staff.js';
