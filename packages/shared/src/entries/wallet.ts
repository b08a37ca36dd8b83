// The store's and the vendors' wallets: views of the ledger, and the store's withdrawals.
export * from '../api/wallet-calls.js';
export * from '../rules/wallet.js';
export * from '../schemas/wallet.js';
