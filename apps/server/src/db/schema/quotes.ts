import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storeRef } from './columns.js';
import { shopperContact } from './columns-contact.js';
import { carts } from './orders.js';
import { products } from './products.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A B2B shopper's request for prices (quote stores): states live, confirmed, cancelled. */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    number: integer('number').notNull(),
    status: text('status').$type<'live' | 'confirmed' | 'cancelled'>().notNull().default('live'),
    ...shopperContact(),
    company: text('company').notNull().default(''),
    note: text('note').notNull().default(''),
    currency: text('currency').notNull(),
    cartId: uuid('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
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
  },
  (t) => [index('quote_lines_quote_idx').on(t.quoteId)],
);

export type QuoteRow = typeof quotes.$inferSelect;
