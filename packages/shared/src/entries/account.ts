// The owner's and staff's own account: profile, sessions, two-step sign-in, a phone app's push token.
export * from '../api/account-calls.js';
export * from '../rules/account.js';
export * from '../schemas/account.js';
