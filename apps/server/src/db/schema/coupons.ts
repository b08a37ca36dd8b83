import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CouponKind } from '@stallfront/shared';
import { storeRef } from './columns.js';
import { customers } from './customers.js';
import { orders } from './orders.js';

const ids = (name: string) => uuid(name).array().notNull().default(sql`'{}'::uuid[]`);
const moment = (name: string) => timestamp(name, { withTimezone: true });

/** A coupon: what it gives and the rules of its use (rules/coupons.ts). Its codes are coupon_codes. */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    /** The code the merchant chose; generated batches add more in coupon_codes. */
    code: text('code').notNull(),
    kind: text('kind').$type<CouponKind>().notNull(),
    percentBp: integer('percent_bp').notNull().default(0),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    buyQuantity: integer('buy_quantity').notNull().default(1),
    getQuantity: integer('get_quantity').notNull().default(1),
    minSubtotal: bigint('min_subtotal', { mode: 'number' }).notNull().default(0),
    maxDiscount: bigint('max_discount', { mode: 'number' }),
    startsAt: moment('starts_at').notNull(),
    endsAt: moment('ends_at'),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    perCodeLimit: integer('per_code_limit'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    active: boolean('active').notNull().default(true),
    productIds: ids('product_ids'),
    catalogIds: ids('catalog_ids'),
    vendorIds: ids('vendor_ids'),
    customerIds: ids('customer_ids'),
    /** Orders placed with it, counted under its row lock so a limit is never passed. */
    usedCount: integer('used_count').notNull().default(0),
    codeCount: integer('code_count').notNull().default(1),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('coupons_store_created_idx').on(t.storeId, t.createdAt, t.id),
    uniqueIndex('coupons_store_code_key').on(t.storeId, t.code),
  ],
);
export type CouponRow = typeof coupons.$inferSelect;

/** Every code a shopper can type for a coupon: its own, and each generated one. Unique in the store. */
export const couponCodes = pgTable(
  'coupon_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    usedCount: integer('used_count').notNull().default(0),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_codes_store_code_key').on(t.storeId, t.code),
    index('coupon_codes_coupon_idx').on(t.couponId, t.code),
  ],
);
export type CouponCodeRow = typeof couponCodes.$inferSelect;

/** One order's use of a coupon: counts a shopper's uses (by account or email) and what it took off. */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    codeId: uuid('code_id')
      .notNull()
      .references(() => couponCodes.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** Lower case, so a guest's uses count whatever case they type their address in. */
    email: text('email').notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_uses_order_key').on(t.orderId),
    index('coupon_uses_coupon_email_idx').on(t.couponId, t.email),
    index('coupon_uses_coupon_customer_idx').on(t.couponId, t.customerId),
  ],
);
