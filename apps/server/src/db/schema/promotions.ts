import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PromotionDuration, PromotionKind } from '@stallfront/shared';
import { billingPayments } from './billing.js';
import { stores } from './stores.js';

const moment = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A platform discount code for plans (/admin/promotions). `uses` counts the stores that used it:
 * raised by one guarded UPDATE (uses < max_uses), so two stores taking the last use at once
 * cannot both have it; the check keeps it so even if code forgot.
 */
export const planPromotions = pgTable(
  'plan_promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper case, as typed codes are compared. */
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind').$type<PromotionKind>().notNull(),
    /** kind percent: 1 to 100. */
    percent: integer('percent'),
    /** kind amount: minor units off per currency (USD: 500 = $5.00). */
    amounts: jsonb('amounts').$type<Record<string, number>>().notNull().default({}),
    validFrom: moment('valid_from').notNull(),
    validTo: moment('valid_to').notNull(),
    /** Null: no limit. */
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    /** Empty: every paid plan. */
    packageIds: text('package_ids').array().notNull().default(sql`'{}'::text[]`),
    duration: text('duration').$type<PromotionDuration>().notNull(),
    /** duration recurring: the months from the first payment its renewals are discounted too. */
    months: integer('months'),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('plan_promotions_code_idx').on(t.code),
    check('plan_promotions_uses_within_max', sql`${t.maxUses} IS NULL OR ${t.uses} <= ${t.maxUses}`),
  ],
);
export type PlanPromotionRow = typeof planPromotions.$inferSelect;

/** A store's use of a promotion: once per store (the unique index), with the payment it discounted. */
export const planPromotionUses = pgTable(
  'plan_promotion_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => planPromotions.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => billingPayments.id, { onDelete: 'cascade' }),
    discount: integer('discount').notNull(),
    currency: text('currency').notNull(),
    usedAt: moment('used_at').notNull(),
  },
  (t) => [
    uniqueIndex('plan_promotion_uses_once_idx').on(t.promotionId, t.storeId),
    index('plan_promotion_uses_store_idx').on(t.storeId),
  ],
);
export type PlanPromotionUseRow = typeof planPromotionUses.$inferSelect;

/**
 * The platform admins' edits and ending of a promotion: who, when, and which fields changed
 * (their values before and after), written in the change's transaction. The admin's name is
 * copied in, so the row still says who it was when the admin account is gone.
 */
export const planPromotionChanges = pgTable(
  'plan_promotion_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => planPromotions.id, { onDelete: 'cascade' }),
    action: text('action').$type<'edited' | 'ended'>().notNull(),
    adminId: uuid('admin_id'),
    adminName: text('admin_name').notNull(),
    /** field: [before, after], as the API names the fields. */
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [index('plan_promotion_changes_promotion_idx').on(t.promotionId, t.createdAt)],
);
export type PlanPromotionChangeRow = typeof planPromotionChanges.$inferSelect;
