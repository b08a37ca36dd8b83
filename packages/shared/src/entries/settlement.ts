// Vendor settlement and payouts: their rules and schemas with their calls.
export * from '../api/settlement-calls.js';
export * from '../rules/settlement.js';
export * from '../schemas/settlement.js';
