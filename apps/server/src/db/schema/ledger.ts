import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { storeRef } from './columns.js';

/**
 * Double-entry postings (`rules/ledger.ts`): the rows of one `transaction_id` sum to zero,
 * checked by a deferred trigger at commit, and rows are never updated or deleted. A balance
 * is the sum of an account's rows.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    transactionId: uuid('transaction_id').notNull(),
    account: text('account').notNull(),
    /** Minor units the account gains (negative: what it gives). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** Why the value moved, for people reading the history. */
    memo: text('memo').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_store_account_idx').on(t.storeId, t.account),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    // An account across all stores over time: the platform's transaction fees on the admin dashboard.
    index('ledger_entries_account_time_idx').on(t.account, t.createdAt),
  ],
);
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
