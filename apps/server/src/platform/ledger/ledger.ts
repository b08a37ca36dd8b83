import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  isBalanced,
  LEDGER_ACCOUNTS,
  type Posting,
  routeWalletPostings,
  touchesWallet,
  type WalletPosition,
  walletNetOf,
  walletPositionOf,
} from '@stallfront/shared';
import type { DbOrTx, Tx } from '../../db/client.js';
import { ledgerEntries } from '../../db/schema/index.js';

export interface LedgerTransaction {
  storeId: string;
  currency: string;
  memo: string;
  postings: Posting[];
  /** When the value moved, if not now: a sale settles at the instant the order was paid (the seed's history too). */
  at?: Date;
  /** The transaction's id when the caller wrote it elsewhere first (a settlement row); a new one otherwise. */
  id?: string;
}

/**
 * Writes one balanced ledger transaction inside the caller's database transaction. The
 * database checks the balance again at commit; checking here names the mistake at its source.
 */
export async function post(tx: Tx, entry: LedgerTransaction): Promise<string> {
  const [transactionId] = await postAll(tx, [entry]);
  return transactionId as string;
}

/** Rows per insert: a posting takes 7 parameters, PostgreSQL allows 65,535 a statement. */
const POSTINGS_PER_INSERT = 5_000;

/**
 * Writes many balanced ledger transactions in as few inserts as they fit in (a catch-up of
 * thousands of sales); answers their ids in the order given.
 */
export async function postAll(tx: Tx, entries: readonly LedgerTransaction[]): Promise<string[]> {
  for (const entry of entries) {
    if (!isBalanced(entry.postings)) {
      throw new Error(`Unbalanced ledger transaction (${entry.memo}): ${JSON.stringify(entry.postings)}`);
    }
  }
  const ids = entries.map((entry) => entry.id ?? randomUUID());
  const routed = await routedThroughWallet(tx, entries);
  const rows = routed.flatMap((entry, i) =>
    entry.postings.map((p) => ({
      storeId: entry.storeId,
      transactionId: ids[i] as string,
      account: p.account,
      amount: p.amount,
      currency: entry.currency,
      memo: entry.memo,
      ...(entry.at ? { createdAt: entry.at } : {}),
    })),
  );
  for (let from = 0; from < rows.length; from += POSTINGS_PER_INSERT) {
    await tx.insert(ledgerEntries).values(rows.slice(from, from + POSTINGS_PER_INSERT));
  }
  return ids;
}

/**
 * Takes the store wallet's lock for the rest of the caller's transaction: every transaction that
 * moves `store:wallet` (and a withdrawal before it reads the balance) takes it, so a refund and a
 * withdrawal at once take turns and each sees the other's rows. A transaction-scoped advisory
 * lock: it blocks nothing else of the store (its row stays free for settings saves).
 */
export async function lockWallet(tx: DbOrTx, storeId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`store-wallet:${storeId}`}, 0))`);
}

/** The store wallet's balance and what it owes, read under `lockWallet`. */
export async function walletPosition(tx: DbOrTx, storeId: string): Promise<WalletPosition> {
  const wallet = LEDGER_ACCOUNTS.storeWallet();
  const debt = LEDGER_ACCOUNTS.storeDebt();
  const held = await balances(tx, storeId, [wallet, debt]);
  return walletPositionOf(held.get(wallet) ?? 0, held.get(debt) ?? 0);
}

/**
 * What a batch knows of a store's wallet while routing it: the debt, read at once (few rows), and
 * the wallet's balance only once an entry takes money out: a sale's commission only adds, and
 * summing every wallet row for each sale would make a busy store's checkout slower with each sale.
 */
interface HeldWallet {
  owed: number;
  /** The wallet's balance before the batch, once read. */
  base?: number;
  /** What the batch's earlier entries added to or took from the wallet. */
  change: number;
}

/**
 * The entries as they are written: each that moves `store:wallet` is routed by the debt rule
 * (rules/wallet-debt.ts), in order, under the wallet's lock of its store. Entries that do not
 * touch the wallet (most sales' other legs, gift cards) cost nothing more.
 */
async function routedThroughWallet(tx: Tx, entries: readonly LedgerTransaction[]): Promise<LedgerTransaction[]> {
  const held = new Map<string, HeldWallet>();
  const routed: LedgerTransaction[] = [];
  for (const entry of entries) {
    if (!touchesWallet(entry.postings)) {
      routed.push(entry);
      continue;
    }
    let store = held.get(entry.storeId);
    if (!store) {
      await lockWallet(tx, entry.storeId);
      const debt = await balanceOf(tx, entry.storeId, LEDGER_ACCOUNTS.storeDebt());
      store = { owed: walletPositionOf(0, debt).owed, change: 0 };
      held.set(entry.storeId, store);
    }
    if (store.base === undefined && walletNetOf(entry.postings) < 0) {
      store.base = await balanceOf(tx, entry.storeId, LEDGER_ACCOUNTS.storeWallet());
    }
    // Before the base is read only additions happened, which the rule never compares with the balance.
    const wallet = (store.base ?? 0) + store.change;
    const next = routeWalletPostings(entry.postings, { wallet, owed: store.owed });
    store.change += next.position.wallet - wallet;
    store.owed = next.position.owed;
    routed.push({ ...entry, postings: next.postings });
  }
  return routed;
}

/** The balance of each named account of a store (accounts without postings hold 0). */
export async function balances(db: DbOrTx, storeId: string, accounts: readonly string[]): Promise<Map<string, number>> {
  const found = new Map(accounts.map((a) => [a, 0]));
  if (accounts.length === 0) return found;
  const rows = await db
    .select({ account: ledgerEntries.account, balance: sql<string>`sum(${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.storeId, storeId), inArray(ledgerEntries.account, [...accounts])))
    .groupBy(ledgerEntries.account);
  for (const row of rows) found.set(row.account, Number(row.balance));
  return found;
}

export async function balanceOf(db: DbOrTx, storeId: string, account: string): Promise<number> {
  return (await balances(db, storeId, [account])).get(account) ?? 0;
}
