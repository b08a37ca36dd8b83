// The custom domain: its rules and schemas with their calls.
export * from '../api/domain-calls.js';
export * from '../rules/domains.js';
export * from '../schemas/domains.js';
