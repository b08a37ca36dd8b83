import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CampaignState, SubscriberSource, SubscriberState } from '@stallfront/shared';
import { storeRef } from './columns.js';

const moment = (name: string) => timestamp(name, { withTimezone: true });

/** A newsletter subscriber: one row per address in a store (lower-cased), whatever its state. */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    status: text('status').$type<SubscriberState>().notNull(),
    source: text('source').$type<SubscriberSource>().notNull(),
    confirmedAt: moment('confirmed_at'),
    unsubscribedAt: moment('unsubscribed_at'),
    /** The campaign whose link was used to leave, for its count. */
    unsubscribedCampaignId: uuid('unsubscribed_campaign_id'),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_store_email_key').on(t.storeId, t.email),
    index('newsletter_subscribers_store_created_idx').on(t.storeId, t.createdAt, t.id),
    index('newsletter_subscribers_store_status_idx').on(t.storeId, t.status, t.createdAt, t.id),
    index('newsletter_subscribers_campaign_idx')
      .on(t.unsubscribedCampaignId)
      .where(sql`${t.unsubscribedCampaignId} is not null`),
  ],
);
export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect;

/** A campaign: its words and products, its state, and its counts as its sending job leaves them. */
export const newsletterCampaigns = pgTable(
  'newsletter_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    subject: text('subject').notNull(),
    bodyHtml: text('body_html').notNull().default(''),
    productIds: uuid('product_ids').array().notNull().default(sql`'{}'::uuid[]`),
    state: text('state').$type<CampaignState>().notNull().default('draft'),
    sendAt: moment('send_at'),
    sentAt: moment('sent_at'),
    recipientCount: integer('recipient_count').notNull().default(0),
    sentCount: integer('sent_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [index('newsletter_campaigns_store_created_idx').on(t.storeId, t.createdAt, t.id)],
);
export type NewsletterCampaignRow = typeof newsletterCampaigns.$inferSelect;

/**
 * Who a campaign goes to, taken when it starts: queued, then claimed (sending) before its mail
 * leaves and sent or failed after, so a job run twice never mails anyone twice.
 */
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => newsletterCampaigns.id, { onDelete: 'cascade' }),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    storeId: storeRef(),
    email: text('email').notNull(),
    status: text('status').$type<'queued' | 'sending' | 'sent' | 'failed'>().notNull().default('queued'),
    error: text('error'),
    sentAt: moment('sent_at'),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.subscriberId] }),
    index('campaign_recipients_campaign_status_idx').on(t.campaignId, t.status),
  ],
);
