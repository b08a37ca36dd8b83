export * from './calls.js';
export * from './endpoint.js';
