import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { EnquiryType, PlatformSubscriberState } from '@stallfront/shared';

/**
 * Plans: the newest version of each package (what new stores get and sign-in reads). Seeded at
 * start from the package catalog in packages/shared, then edited by the platform admin
 * (/admin/packages); every edit is also kept whole in package_versions.
 */
export const packages = pgTable('packages', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  category: text('category').notNull(),
  plan: text('plan').notNull(),
  transactionFeeBps: integer('transaction_fee_bps').notNull(),
  monthlyPrice: integer('monthly_price').notNull(),
  currency: text('currency').notNull(),
  productLimit: integer('product_limit'),
  features: text('features').array().notNull().default(sql`'{}'::text[]`),
  highlights: text('highlights').array().notNull().default(sql`'{}'::text[]`),
  active: boolean('active').notNull().default(true),
  /** Monthly price per billing currency, minor units; `monthly_price` is the one in `currency`. */
  prices: jsonb('prices').$type<Record<string, number>>().notNull().default({}),
  /** The staff feature the package includes (1_staff, 5_staff...), also in `features`. */
  staffTier: text('staff_tier'),
  version: integer('version').notNull().default(1),
});

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  dialCode: text('dial_code').notNull(),
  currency: text('currency').notNull(),
});

/** Mail the platform sent or would send; the platform admin can read it when no SMTP is configured. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    /** The HTML part, when the mail has one (a newsletter campaign). */
    htmlBody: text('html_body'),
    transport: text('transport').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);

/** Steps of the public sign-up form, kept so the platform can follow up abandoned sign-ups. */
export const signupLog = pgTable(
  'signup_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name'),
    mobile: text('mobile'),
    storeName: text('store_name'),
    step: text('step').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('signup_log_email_idx').on(t.email), index('signup_log_created_idx').on(t.createdAt)],
);

/** Enquiries sent from the public enquiry/{type} pages (sales, partnership, support). */
export const platformEnquiries = pgTable(
  'platform_enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').$type<EnquiryType>().notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile'),
    company: text('company'),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('platform_enquiries_created_idx').on(t.createdAt, t.id)],
);

/** The platform's own newsletter (Stallfront's news), not a store's subscribers. */
export const platformSubscribers = pgTable(
  'platform_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    name: text('name'),
    status: text('status').$type<PlatformSubscriberState>().notNull().default('subscribed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [index('platform_subscribers_created_idx').on(t.createdAt, t.id)],
);

/** Secrets made at first start (JWT key) so a default install needs no setup and every node shares them. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
