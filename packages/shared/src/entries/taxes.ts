// Tax classes, the store's tax settings and the rules that charge them.
export * from '../api/tax-calls.js';
export * from '../rules/taxes.js';
