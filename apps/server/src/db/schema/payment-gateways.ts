import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { HostedMethod } from '@stallfront/shared';
import { storeRef } from './columns.js';

/**
 * A store's secrets for one provider, each sealed with AES-256-GCM under PAYMENT_SECRETS_KEY
 * (modules/payments/secret-box.ts); the last 4 characters are kept in clear so the console can
 * show which key is saved without opening it. The public keys live in the store's
 * `payment_gateway` setting.
 */
export const paymentSecrets = pgTable(
  'payment_secrets',
  {
    storeId: storeRef(),
    provider: text('provider').$type<HostedMethod>().notNull(),
    /** The API secret (Stripe secret key, Razorpay key secret), sealed. */
    apiSecret: text('api_secret'),
    /** The webhook signing secret, sealed. */
    webhookSecret: text('webhook_secret'),
    apiSecretLast4: text('api_secret_last4'),
    webhookSecretLast4: text('webhook_secret_last4'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.provider] })],
);

/** Every provider event handled once: a replayed webhook finds its id here and changes nothing. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider').$type<HostedMethod>().notNull(),
    eventId: text('event_id').notNull(),
    storeId: storeRef(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
