import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DonationStatus } from '@stallfront/shared';
import { storeRef } from './columns.js';
import { shopperContact } from './columns-contact.js';

/** A gift of money to a store with the donations feature; a declined card is kept as failed. */
export const donations = pgTable(
  'donations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    ...shopperContact(),
    /** Minor units of `currency`. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    note: text('note').notNull().default(''),
    /** Pending from before the charge until its outcome is written. */
    status: text('status').$type<DonationStatus>().notNull(),
    reference: text('reference'),
    /** The donation form's key: a resent form finds this donation instead of charging again. */
    idempotencyKey: uuid('idempotency_key'),
    /** Set by the first delivery of the donor's receipt; a repeated event sends none. */
    receiptMailedAt: timestamp('receipt_mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('donations_store_created_idx').on(t.storeId, t.createdAt),
    uniqueIndex('donations_store_idempotency_key').on(t.storeId, t.idempotencyKey),
  ],
);

export type DonationRow = typeof donations.$inferSelect;
