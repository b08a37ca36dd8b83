// The store's own settings (/setting/store, its logo, B2B config, notifications): calls, schemas, rules.
export * from '../api/store-calls.js';
export * from '../rules/store.js';
export * from '../schemas/store.js';
export * from '../api/notification-calls.js';
export * from '../rules/notifications.js';
