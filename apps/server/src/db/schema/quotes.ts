import { bigint, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { QuoteStatus } from '@stallfront/shared';
import { storeRef } from './columns.js';
import { shopperContact } from './columns-contact.js';
import { carts, orders } from './orders.js';
import { products } from './products.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A B2B shopper's request for prices (quote stores). States and their moves are the shared
 * rule `rules/quotes.ts`: live, replied (the merchant's prices sent), confirmed, cancelled.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    number: integer('number').notNull(),
    status: text('status').$type<QuoteStatus>().notNull().default('live'),
    ...shopperContact(),
    company: text('company').notNull().default(''),
    note: text('note').notNull().default(''),
    currency: text('currency').notNull(),
    cartId: uuid('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    /** Raised by every merchant write; a write naming an older version is refused (409). */
    version: integer('version').notNull().default(1),
    /** The merchant's reply: the last day its prices hold, in the store's time zone. */
    validUntil: date('valid_until', { mode: 'string' }),
    terms: text('terms').notNull().default(''),
    /** Minor units of `currency`, quoted with the reply. */
    shipping: bigint('shipping', { mode: 'number' }).notNull().default(0),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** The order a confirmed quote became. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quotes_store_number_key').on(t.storeId, t.number),
    index('quotes_store_status_created_idx').on(t.storeId, t.status, t.createdAt),
  ],
);

/** What a quote asks for, with the list price the shopper saw. */
export const quoteLines = pgTable(
  'quote_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    listPrice: bigint('list_price', { mode: 'number' }).notNull(),
    /** The merchant's unit price for the line, before tax; null until replied. */
    quotedPrice: bigint('quoted_price', { mode: 'number' }),
  },
  (t) => [index('quote_lines_quote_idx').on(t.quoteId)],
);

export type QuoteRow = typeof quotes.$inferSelect;
export type QuoteLineRow = typeof quoteLines.$inferSelect;
