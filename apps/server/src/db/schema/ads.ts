import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AdOrderStatus, AdPlacement } from '@stallfront/shared';
import { storeRef } from './columns.js';
import { namedThings } from './named-things.js';
import { products } from './products.js';
import { vendors } from './users.js';

/** A store's ad slots (/features/ad-management): where ads show, their size, price a day and how many at once. */
export const adSlots = namedThings('ad_slots', {
  placement: text('placement').$type<AdPlacement>().notNull(),
  size: text('size').notNull(),
  pricePerDay: bigint('price_per_day', { mode: 'number' }).notNull(),
  maxRunning: integer('max_running').notNull(),
});
export type AdSlotRow = typeof adSlots.$inferSelect;

/**
 * A vendor's ad order: one attempt per form key, kept whatever its outcome. Paid money is in the
 * ledger (provider gives, store:wallet gains; a rejection posts the reverse), never here.
 */
export const adOrders = pgTable(
  'ad_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    /** Null once the owner deleted the slot anyway; the order keeps the slot's name and place. */
    slotId: uuid('slot_id').references(() => adSlots.id, { onDelete: 'set null' }),
    slotName: text('slot_name').notNull(),
    placement: text('placement').$type<AdPlacement>().notNull(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    title: text('title').notNull(),
    /** First day shown and the day after the last (UTC days). */
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    days: integer('days').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<AdOrderStatus>().notNull(),
    /** Why it was rejected or declined. */
    note: text('note'),
    provider: text('provider').notNull(),
    paymentReference: text('payment_reference'),
    attemptKey: uuid('attempt_key').notNull(),
    /** The vendor's own picture for the ad (a media URL of the store); null: its product's first picture. */
    imageUrl: text('image_url'),
    /** When the vendor's mail about the approval, and the rejection, went to the outbox: each once. */
    approvalMailedAt: timestamp('approval_mailed_at', { withTimezone: true }),
    rejectionMailedAt: timestamp('rejection_mailed_at', { withTimezone: true }),
    impressions: bigint('impressions', { mode: 'number' }).notNull().default(0),
    clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ad_orders_store_attempt_key').on(t.storeId, t.attemptKey),
    index('ad_orders_store_created_idx').on(t.storeId, t.createdAt),
    index('ad_orders_vendor_created_idx').on(t.storeId, t.vendorId, t.createdAt),
    index('ad_orders_slot_days_idx').on(t.slotId, t.startsOn),
    /** The sweep of orders stuck `paying` reads only those. */
    index('ad_orders_paying_idx').on(t.createdAt).where(sql`status = 'paying'`),
  ],
);
export type AdOrderRow = typeof adOrders.$inferSelect;
