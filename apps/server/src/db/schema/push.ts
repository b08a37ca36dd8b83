import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { storeRef } from './columns.js';
import { outboxEvents } from './outbox.js';
import { storeUsers } from './users.js';

/** The server's VAPID key pair (RFC 8292), made at first start and shared by every node. */
export const vapidKeys = pgTable('vapid_keys', {
  /** One row, 'default'. */
  name: text('name').primaryKey(),
  /** Uncompressed P-256 public key, base64url: the browser's applicationServerKey. */
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A browser that receives a store user's new-order alerts by web push. The endpoint is the
 * browser's own for this site, so it is unique: a browser signed in to another account is
 * that account's now.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    userId: uuid('user_id')
      .notNull()
      .references(() => storeUsers.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique('push_subscriptions_endpoint_key'),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_store_idx').on(t.storeId), index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * An outbox event's push that reached a subscription's push service. A retried event (another
 * subscriber failed) skips the subscriptions it already reached.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => outboxEvents.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.subscriptionId] }),
    index('push_deliveries_subscription_idx').on(t.subscriptionId),
  ],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
