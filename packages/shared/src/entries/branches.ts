// A store's branches: their rules and schemas with their calls.
export * from '../api/branch-calls.js';
export * from '../rules/branches.js';
export * from '../schemas/branches.js';
