// The platform admin's clients: rules, schemas and calls.
export * from '../api/admin-clients-calls.js';
export * from '../rules/admin-clients.js';
export * from '../schemas/admin-clients.js';
