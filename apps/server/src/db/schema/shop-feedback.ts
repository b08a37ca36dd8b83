import { index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ShopFeedbackStatus } from '@stallfront/shared';
import { storeRef } from './columns.js';
import { customers } from './customers.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** What a shopper sent from the shop's feedback page (not the merchant's feedback to the platform). */
export const shopFeedback = pgTable(
  'shop_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    /** The shopper's account when they were signed in. */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    rating: smallint('rating').notNull(),
    message: text('message').notNull(),
    orderNumber: text('order_number').notNull().default(''),
    status: text('status').$type<ShopFeedbackStatus>().notNull().default('new'),
    /** Raised by every store write; a write naming an older version is refused (409). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shop_feedback_store_created_idx').on(t.storeId, t.createdAt)],
);

/** An answer the store mailed to the shopper. */
export const shopFeedbackReplies = pgTable(
  'shop_feedback_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    feedbackId: uuid('feedback_id')
      .notNull()
      .references(() => shopFeedback.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** Who sent it, as "name <email>" of the signed-in account. */
    sentBy: text('sent_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('shop_feedback_replies_feedback_idx').on(t.feedbackId, t.createdAt)],
);

export type ShopFeedbackRow = typeof shopFeedback.$inferSelect;
