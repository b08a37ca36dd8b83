import { VENDOR_WALLET_ACCESS, WALLET_ACCESS, WALLET_WITHDRAW_ACCESS } from '../rules/wallet.js';
import {
  vendorAdSpendResponse,
  vendorWalletSummaryResponse,
  walletCountQuery,
  walletListBody,
  walletPage,
  walletSummaryResponse,
  walletWithdrawInput,
  walletWithdrawResponse,
} from '../schemas/wallet.js';
import { endpoint } from './endpoint.js';
import { exportedListCalls } from './list-calls.js';

/** The store's wallet (/account/wallet): its balance, its ledger rows, and a withdrawal to the bank. */
export const WALLET_CALLS = {
  get: endpoint({
    method: 'GET',
    path: '/store/wallet',
    auth: 'store',
    access: WALLET_ACCESS,
    input: undefined,
    output: walletSummaryResponse,
    summary: "The store wallet's balance: its marketplace earnings not yet withdrawn",
  }),
  ...exportedListCalls({
    path: '/store/wallet/entries',
    caller: { auth: 'store', access: WALLET_ACCESS },
    body: walletListBody,
    count: walletCountQuery,
    page: walletPage,
    what: "the store wallet's ledger rows, newest first, each with the balance after it",
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/store/wallet/withdraw',
    auth: 'store',
    access: WALLET_WITHDRAW_ACCESS,
    input: walletWithdrawInput,
    output: walletWithdrawResponse,
    summary: 'Send an amount of the wallet to the bank (400 on `amount` above the balance)',
  }),
};

/** A vendor's own wallet (/vendor-account/vendor-wallet): pending and available, and its rows. */
export const VENDOR_WALLET_CALLS = {
  get: endpoint({
    method: 'GET',
    path: '/store/vendor_wallet',
    auth: 'store',
    access: VENDOR_WALLET_ACCESS,
    input: undefined,
    output: vendorWalletSummaryResponse,
    summary: 'What the store owes the signed-in vendor: pending a statement, and available',
  }),
  ...exportedListCalls({
    path: '/store/vendor_wallet/entries',
    caller: { auth: 'store', access: VENDOR_WALLET_ACCESS },
    body: walletListBody,
    count: walletCountQuery,
    page: walletPage,
    what: "the signed-in vendor's ledger rows, newest first, each with what it was owed after it",
  }),
  adSpend: endpoint({
    method: 'GET',
    path: '/store/vendor_wallet/ad_spend',
    auth: 'store',
    access: VENDOR_WALLET_ACCESS,
    input: undefined,
    output: vendorAdSpendResponse,
    summary: "The signed-in vendor's ad spend: what its paid ad orders cost, what was refunded, and the latest of them",
  }),
};
