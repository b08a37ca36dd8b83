export * from './auth.js';
export * from './platform.js';
export * from './stores.js';
export * from './users.js';
