import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    status: text('status').$type<'paid' | 'failed'>().notNull(),
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('donations_store_created_idx').on(t.storeId, t.createdAt)],
);

export type DonationRow = typeof donations.$inferSelect;
