// Sign-in, sign-up, session and store-details schemas with their calls (what the auth pages need).
export * from '../api/calls.js';
export * from '../schemas/admin.js';
export * from '../schemas/auth.js';
export * from '../schemas/common.js';
export * from '../schemas/session.js';
export * from '../schemas/signup.js';
export * from '../schemas/store.js';
export * from '../schemas/account.js';
