import { sql } from 'drizzle-orm';
import { integer, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AppointmentAction, AppointmentStatus } from '@stallfront/shared';
import { storeRef } from './columns.js';
import { shopperContact } from './columns-contact.js';
import { products } from './products.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * An appointment for a service (service stores). A slot of a service holds one booking: the
 * partial unique index refuses a second one, whichever request comes first (a booking, or a
 * reschedule from the console). A done appointment keeps its slot; a cancelled one frees it.
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
    status: text('status').$type<AppointmentStatus>().notNull().default('booked'),
    ...shopperContact(),
    note: text('note').notNull().default(''),
    cancelReason: text('cancel_reason'),
    /**
     * A shop booking not yet confirmed by the link mailed to its email holds the slot until
     * then; lapsed, it is cancelled and the slot is free. Null once confirmed (or made by a
     * customer whose email is confirmed, or by the console).
     */
    heldUntil: timestamp('held_until', { withTimezone: true }),
    /** The hash of the confirmation link's token while the booking is held. */
    confirmTokenHash: text('confirm_token_hash'),
    /** Raised by every change from the console: a stale view gets a 409, not a lost update. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookings_slot_key').on(t.storeId, t.productId, t.startsAt).where(sql`status <> 'cancelled'`),
    index('bookings_store_starts_idx').on(t.storeId, t.startsAt),
    uniqueIndex('bookings_confirm_token_key').on(t.confirmTokenHash),
    index('bookings_held_idx').on(t.heldUntil).where(sql`held_until is not null`),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;

/** An appointment's timeline: who booked, moved, cancelled or finished it, and when. */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    action: text('action').$type<AppointmentAction>().notNull(),
    actorName: text('actor_name').notNull(),
    actorType: text('actor_type').notNull(),
    fromStartsAt: timestamp('from_starts_at', { withTimezone: true }),
    toStartsAt: timestamp('to_starts_at', { withTimezone: true }),
    detail: text('detail').notNull().default(''),
    /** Set when the customer's mail of this change was sent: a repeated outbox delivery sends nothing. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('booking_events_booking_idx').on(t.bookingId, t.createdAt)],
);

export type BookingEventRow = typeof bookingEvents.$inferSelect;
