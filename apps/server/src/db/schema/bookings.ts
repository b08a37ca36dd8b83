import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storeRef } from './columns.js';
import { shopperContact } from './columns-contact.js';
import { products } from './products.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * An appointment for a service (service stores). A slot of a service holds one booking: the
 * partial unique index refuses a second one, whichever request comes first.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status').$type<'booked' | 'cancelled'>().notNull().default('booked'),
    ...shopperContact(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bookings_slot_key').on(t.storeId, t.productId, t.startsAt).where(sql`status = 'booked'`),
    index('bookings_store_starts_idx').on(t.storeId, t.startsAt),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;
