import type { FastifyInstance, FastifyRequest } from 'fastify';
import { storeTimeZone } from '@stallfront/shared';
import {
  VENDOR_WALLET_CALLS,
  vendorWalletAccounts,
  WALLET_CALLS,
  WALLET_NEEDS_MULTI_VENDOR,
} from '@stallfront/shared/wallet';
import { LEDGER_ACCOUNTS } from '@stallfront/shared';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { forbidden } from '../../platform/errors.js';
import { balances } from '../../platform/ledger/ledger.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { type WalletScope, walletCount, walletCsv, walletPage } from './wallet-entries.js';
import { walletBalance, withdraw } from './wallet.service.js';
import { vendorAdSpend } from './ad-spend.js';

/**
 * The store's wallet (/account/wallet) and a vendor's (/vendor-account/vendor-wallet): read-only
 * views of the ledger (docs/vendors.md), and the store's withdrawals to its bank.
 */
export async function walletRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  /** The gate applied WALLET_ACCESS; the wallet is a marketplace's only (spec section 6). */
  const storeOf = (req: FastifyRequest) => {
    const { store } = storeAuthOf(req).view;
    if (store.type !== 'multi_vendor') throw forbidden(WALLET_NEEDS_MULTI_VENDOR);
    return store;
  };
  const storeScope = (req: FastifyRequest): WalletScope => {
    const store = storeOf(req);
    return {
      storeId: store.id,
      accounts: { [LEDGER_ACCOUNTS.storeWallet()]: 'wallet', [LEDGER_ACCOUNTS.storeDebt()]: 'owed' },
      timeZone: storeTimeZone(store.country, store.timezone),
    };
  };
  serveCalls(app, WALLET_CALLS, ['wallet'], {
    get: async (_query, req) => {
      const store = storeOf(req);
      return { data: { currency: store.currency, ...(await walletBalance(db, store.id)) } };
    },
    list: (body, req) => walletPage(db, storeScope(req), body),
    count: (filters, req) => walletCount(db, storeScope(req), filters),
    exportCsv: (body, req) => walletCsv(db, storeScope(req), body, 'wallet.csv'),
    withdraw: async (input, req) => ({ data: await withdraw(db, storeOf(req), input) }),
  });

  /** The gate let in a vendor only: its own two accounts, never another's. */
  const vendorOf = (req: FastifyRequest) => {
    const auth = storeAuthOf(req);
    if (auth.principal.type !== 'vendor') throw forbidden('Only a vendor has a vendor wallet.');
    const { store } = auth.view;
    const vendorId = auth.principal.row.id;
    return { store, vendorId, accounts: vendorWalletAccounts(vendorId) };
  };
  const vendorScope = (req: FastifyRequest): WalletScope => {
    const { store, accounts } = vendorOf(req);
    return {
      storeId: store.id,
      accounts: { [accounts.pending]: 'pending', [accounts.available]: 'available' },
      timeZone: storeTimeZone(store.country, store.timezone),
    };
  };
  serveCalls(app, VENDOR_WALLET_CALLS, ['wallet'], {
    get: async (_query, req) => {
      const { store, accounts } = vendorOf(req);
      const held = await balances(db, store.id, [accounts.pending, accounts.available]);
      return {
        data: {
          currency: store.currency,
          pending: held.get(accounts.pending) ?? 0,
          available: held.get(accounts.available) ?? 0,
        },
      };
    },
    list: (body, req) => walletPage(db, vendorScope(req), body),
    count: (filters, req) => walletCount(db, vendorScope(req), filters),
    exportCsv: (body, req) => walletCsv(db, vendorScope(req), body, 'vendor-wallet.csv'),
    adSpend: async (_query, req) => {
      const { store, vendorId } = vendorOf(req);
      return { data: await vendorAdSpend(db, store, vendorId) };
    },
  });
}
