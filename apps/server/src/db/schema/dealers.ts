import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stores } from './stores.js';

/** A reseller who signs stores up with its code and earns share_bps of their plan payments. */
export const dealers = pgTable(
  'dealers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** Upper case (rules/dealers.ts), unique across the platform. */
    code: text('code').notNull().unique('dealers_code_key'),
    shareBps: integer('share_bps').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dealers_created_idx').on(t.createdAt, t.id)],
);

/**
 * Which dealer signed a store up: at most one per store, kept beside the store rather than on
 * it, so the stores table stays as the sign-up and billing code write it.
 */
export const dealerStores = pgTable(
  'dealer_stores',
  {
    storeId: uuid('store_id')
      .primaryKey()
      .references(() => stores.id, { onDelete: 'cascade' }),
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => dealers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dealer_stores_dealer_idx').on(t.dealerId, t.createdAt)],
);
