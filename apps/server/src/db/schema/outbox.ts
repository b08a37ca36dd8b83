import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { storeRef } from './columns.js';

/**
 * Events a write must tell others about, written in the writer's own transaction and delivered
 * afterwards, at least once, by the outbox dispatcher (src/platform/outbox). A row is due while
 * `delivered_at` is null and `next_attempt_at` has passed; a dispatcher that takes it moves
 * `next_attempt_at` a lease ahead, so a node that dies mid-delivery leaves it due again.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, precision: 3 }),
    lastError: text('last_error'),
    /** The subscribers that have handled the event: a retry skips them. */
    handled: text('handled').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    // Only undelivered rows are ever looked for; delivered ones stay out of the index.
    index('outbox_events_due_idx').on(t.nextAttemptAt).where(sql`${t.deliveredAt} is null`),
    index('outbox_events_store_idx').on(t.storeId, t.createdAt),
  ],
);

export type OutboxEventRow = typeof outboxEvents.$inferSelect;
