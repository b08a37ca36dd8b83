import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { VendorPlanInterval } from '@stallfront/shared';
import { storeRef } from './columns.js';
import { vendors } from './users.js';

const moment = (name: string) => timestamp(name, { withTimezone: true });

/** A plan a multi-vendor store sells its vendors (docs/vendors.md); price in minor units of `currency`. */
export const vendorPlans = pgTable(
  'vendor_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    currency: text('currency').notNull(),
    interval: text('interval').$type<VendorPlanInterval>().notNull(),
    /** The vendor_features a paid period of the plan gives the vendor. */
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vendor_plans_store_name_key').on(t.storeId, sql`lower(${t.name})`)],
);
export type VendorPlanRow = typeof vendorPlans.$inferSelect;

/**
 * The plan a vendor is on (the owner assigned it or the vendor chose it by paying). The period it
 * paid for ends at `vendors.subscription_ends_at`, which the guards and the expiry sweep read.
 */
export const vendorSubscriptions = pgTable(
  'vendor_subscriptions',
  {
    vendorId: uuid('vendor_id')
      .primaryKey()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    storeId: storeRef(),
    planId: uuid('plan_id').references(() => vendorPlans.id),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [index('vendor_subscriptions_plan_idx').on(t.planId)],
);

/**
 * One try to pay for a vendor plan. Confirming it is idempotent: only a pending row is settled, so
 * a replayed confirmation never extends the subscription twice. One pending try per vendor.
 */
export const vendorPayments = pgTable(
  'vendor_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => vendorPlans.id),
    /** The plan's name and interval when paid: a renamed plan keeps its old payments' words. */
    planName: text('plan_name').notNull(),
    interval: text('interval').$type<VendorPlanInterval>().notNull(),
    attemptKey: text('attempt_key').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<'pending' | 'paid' | 'failed'>().notNull().default('pending'),
    provider: text('provider').notNull(),
    reference: text('reference'),
    message: text('message'),
    /** Worked out when settled (paid): from the current end or from now (rules/vendor-subscription.ts). */
    periodStart: moment('period_start'),
    periodEnd: moment('period_end'),
    createdAt: moment('created_at').notNull(),
    settledAt: moment('settled_at'),
  },
  (t) => [
    uniqueIndex('vendor_payments_attempt_idx').on(t.vendorId, t.attemptKey),
    uniqueIndex('vendor_payments_one_pending_idx').on(t.vendorId).where(sql`${t.status} = 'pending'`),
    index('vendor_payments_store_vendor_idx').on(t.storeId, t.vendorId, t.createdAt),
  ],
);
export type VendorPaymentRow = typeof vendorPayments.$inferSelect;
