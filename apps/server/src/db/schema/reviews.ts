import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ReviewStatus } from '@stallfront/shared';
import { products } from './products.js';
import { storeRef } from './columns.js';

/** Shoppers' reviews of products; the store approves, hides and answers them. */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerName: text('customer_name').notNull(),
    rating: integer('rating').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    status: text('status').$type<ReviewStatus>().notNull().default('pending'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    // Milliseconds, so a list cursor names its row exactly.
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('product_reviews_created_idx').on(t.storeId, t.createdAt, t.id),
    index('product_reviews_rating_idx').on(t.storeId, t.rating, t.id),
    index('product_reviews_product_idx').on(t.productId),
  ],
);

export type ReviewRow = typeof productReviews.$inferSelect;
