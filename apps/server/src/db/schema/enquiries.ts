import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { EnquiryStatus } from '@stallfront/shared';
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
    status: text('status').$type<EnquiryStatus>().notNull().default('new'),
    /** The store's own notes, never shown to the shopper. */
    notes: text('notes').notNull().default(''),
    /** Raised by every store write; a write naming an older version is refused (409). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('enquiries_store_created_idx').on(t.storeId, t.createdAt)],
);

/** An answer the store mailed to the person who asked. */
export const enquiryReplies = pgTable(
  'enquiry_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** Who sent it, as "name <email>" of the signed-in account. */
    sentBy: text('sent_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('enquiry_replies_enquiry_idx').on(t.enquiryId, t.createdAt)],
);

export type EnquiryRow = typeof enquiries.$inferSelect;
export type EnquiryReplyRow = typeof enquiryReplies.$inferSelect;
