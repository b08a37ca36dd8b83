import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BillingPeriod, ChargeLine, SubscriptionStatus } from '@stallfront/shared';
import { packages } from './platform.js';
import { stores } from './stores.js';

const moment = (name: string) => timestamp(name, { withTimezone: true });
const storeId = () =>
  uuid('store_id')
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' });

/**
 * A store's paid plan: one row per store once it has paid for a plan. The period's end and the
 * grace end are the due times the billing sweep reads (docs/decisions.md, "Plans and billing"),
 * so a restart loses nothing.
 */
export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeId().unique(),
    packageId: text('package_id')
      .notNull()
      .references(() => packages.id),
    period: text('period').$type<BillingPeriod>().notNull(),
    status: text('status').$type<SubscriptionStatus>().notNull(),
    periodStart: moment('period_start').notNull(),
    periodEnd: moment('period_end').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** A downgrade that takes effect at the period's end. */
    pendingPackageId: text('pending_package_id').references(() => packages.id),
    pendingPeriod: text('pending_period').$type<BillingPeriod>(),
    graceEndsAt: moment('grace_ends_at'),
    /** The gateway's handle on the card renewals charge (the test gateway: the test card's number). */
    cardToken: text('card_token'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    endedAt: moment('ended_at'),
    /** canceled: the merchant ended it; unpaid: deactivated after the grace period. */
    endedReason: text('ended_reason'),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('billing_subscriptions_due_idx').on(t.status, t.periodEnd),
    index('billing_subscriptions_grace_idx').on(t.status, t.graceEndsAt),
  ],
);
export type BillingSubscriptionRow = typeof billingSubscriptions.$inferSelect;

/**
 * One try to pay for a plan. Its id is the payment id of /payment-summary/plan/{id}; confirming
 * it is idempotent (a paid row is never applied twice). One pending try per store at a time.
 */
export const billingPayments = pgTable(
  'billing_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeId(),
    attemptKey: text('attempt_key').notNull(),
    kind: text('kind').notNull(),
    packageId: text('package_id')
      .notNull()
      .references(() => packages.id),
    period: text('period').$type<BillingPeriod>().notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    lines: jsonb('lines').$type<ChargeLine[]>().notNull(),
    periodStart: moment('period_start').notNull(),
    periodEnd: moment('period_end').notNull(),
    status: text('status').$type<'pending' | 'paid' | 'failed'>().notNull().default('pending'),
    provider: text('provider').notNull(),
    reference: text('reference'),
    /** The provider's page for a hosted payment, while it can be paid (a renewal's link mailed to the owner). */
    checkoutUrl: text('checkout_url'),
    message: text('message'),
    createdAt: moment('created_at').notNull(),
    settledAt: moment('settled_at'),
  },
  (t) => [
    uniqueIndex('billing_payments_attempt_idx').on(t.storeId, t.attemptKey),
    uniqueIndex('billing_payments_one_pending_idx').on(t.storeId).where(sql`${t.status} = 'pending'`),
    index('billing_payments_store_idx').on(t.storeId, t.createdAt),
    // The platform admin's payment lists and the dashboard's plan revenue.
    index('billing_payments_status_idx').on(t.status, t.createdAt),
    index('billing_payments_settled_idx').on(t.status, t.settledAt),
  ],
);
export type BillingPaymentRow = typeof billingPayments.$inferSelect;

/** A plan invoice: numbered across the platform without gaps (billing_invoice_counter), money in minor units. */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number').notNull().unique(),
    storeId: storeId(),
    paymentId: uuid('payment_id')
      .unique()
      .references(() => billingPayments.id),
    packageId: text('package_id')
      .notNull()
      .references(() => packages.id),
    period: text('period').$type<BillingPeriod>().notNull(),
    issuedAt: moment('issued_at').notNull(),
    periodStart: moment('period_start').notNull(),
    periodEnd: moment('period_end').notNull(),
    currency: text('currency').notNull(),
    total: integer('total').notNull(),
    lines: jsonb('lines').$type<ChargeLine[]>().notNull(),
  },
  (t) => [index('billing_invoices_store_idx').on(t.storeId, t.issuedAt)],
);
export type BillingInvoiceRow = typeof billingInvoices.$inferSelect;

/** The platform's last invoice number; its one row is locked while a number is taken, so none is skipped or shared. */
export const billingInvoiceCounter = pgTable('billing_invoice_counter', {
  id: text('id').primaryKey(),
  last: integer('last').notNull(),
});
