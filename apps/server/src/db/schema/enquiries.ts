import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { storeRef } from './columns.js';
import { shopperContact } from './columns-contact.js';
import { products } from './products.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A question about a product or the store (enquiry stores and estates). */
export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    ...shopperContact(),
    message: text('message').notNull(),
    status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
    createdAt: createdAt(),
  },
  (t) => [index('enquiries_store_created_idx').on(t.storeId, t.createdAt)],
);

export type EnquiryRow = typeof enquiries.$inferSelect;
