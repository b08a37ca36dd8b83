import { bigint, date, doublePrecision, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { SalesDimension } from '@stallfront/shared/dashboard';
import { storeRef } from './columns.js';
import { products } from './products.js';

/**
 * The dashboard's rollups, kept by triggers on orders and order lines (migration 0079), never
 * written by code. A day is the order's placement date in the store's time zone; only orders
 * that count as sales (live or delivered) are in them (docs/decisions.md, "The dashboard").
 */
export const salesDays = pgTable(
  'sales_days',
  {
    storeId: storeRef(),
    day: date('day', { mode: 'string' }).notNull(),
    orders: integer('orders').notNull().default(0),
    /** Minor units of the store's currency: the orders' totals (tax and delivery included). */
    sales: bigint('sales', { mode: 'number' }).notNull().default(0),
    units: integer('units').notNull().default(0),
    /** The orders' subtotals: their items after discounts, before tax (the reports' net sales). */
    net: bigint('net', { mode: 'number' }).notNull().default(0),
    tax: bigint('tax', { mode: 'number' }).notNull().default(0),
    /** What delivery was charged, after a coupon's delivery part. */
    shipping: bigint('shipping', { mode: 'number' }).notNull().default(0),
    /** The coupons' parts off the items (the lines' coupon_discount); gross sales are net plus these. */
    discounts: bigint('discounts', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day] })],
);

export const productSalesDays = pgTable(
  'product_sales_days',
  {
    storeId: storeRef(),
    day: date('day', { mode: 'string' }).notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    units: integer('units').notNull().default(0),
    /** The lines' subtotals: after discounts, before tax. */
    sales: bigint('sales', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day, t.productId] })],
);

/**
 * Sales split by one dimension per store-local day, kept by their own trigger on orders
 * (migration 0080). A region's key is "country|region" as the shopper wrote the region.
 */
export const salesBreakdownDays = pgTable(
  'sales_breakdown_days',
  {
    storeId: storeRef(),
    day: date('day', { mode: 'string' }).notNull(),
    dimension: text('dimension').$type<SalesDimension>().notNull(),
    key: text('key').notNull(),
    orders: integer('orders').notNull().default(0),
    sales: bigint('sales', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.dimension, t.day, t.key] })],
);

/**
 * The tax report's rollup (migration 0081): per store-local day, line tax rate and part of it as
 * the invoice prints it (CGST, SGST, IGST, GST, Tax; "" for a line with no parts), kept by the
 * same triggers as sales_days.
 */
export const taxDays = pgTable(
  'tax_days',
  {
    storeId: storeRef(),
    day: date('day', { mode: 'string' }).notNull(),
    /** The line's rate (order_lines.tax_rate_bp). */
    rateBp: integer('rate_bp').notNull(),
    part: text('part').notNull(),
    /** The part's own rate: half the line's for CGST and SGST (12.5 of a 0.25% rate). */
    partRateBp: doublePrecision('part_rate_bp').notNull(),
    /** The lines' subtotals this part taxed. */
    taxable: bigint('taxable', { mode: 'number' }).notNull().default(0),
    tax: bigint('tax', { mode: 'number' }).notNull().default(0),
    /** The lines' subtotals counted on their first part only: summed over a rate's parts, each line once. */
    rateTaxable: bigint('rate_taxable', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day, t.rateBp, t.part] })],
);

/**
 * The shop's own visit counts per store-local day, with the funnel's steps: sessions that added
 * to cart and sessions that reached checkout. Written by the node's visit counter
 * (modules/shop/visit-counter.ts) in batches, never per request; no visitor is named in it
 * (docs/decisions.md, "The conversion funnel").
 */
export const shopVisitDays = pgTable(
  'shop_visit_days',
  {
    storeId: storeRef(),
    day: date('day', { mode: 'string' }).notNull(),
    sessions: integer('sessions').notNull().default(0),
    pageViews: integer('page_views').notNull().default(0),
    cartSessions: integer('cart_sessions').notNull().default(0),
    checkoutSessions: integer('checkout_sessions').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day] })],
);

/**
 * A vendor's or a branch's own sales per store-local day (migration 0093), for their dashboards:
 * a vendor's are its order lines (with their tax), a branch's the orders placed at it. Kept by
 * their own triggers on orders and order lines, never written by code.
 */
export const shareSalesDays = pgTable(
  'share_sales_days',
  {
    storeId: storeRef(),
    shareKind: text('share_kind').$type<'vendor' | 'branch'>().notNull(),
    /** The vendor's or the branch's id (no foreign key: a deleted one's days simply stop being read). */
    shareId: uuid('share_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    orders: integer('orders').notNull().default(0),
    sales: bigint('sales', { mode: 'number' }).notNull().default(0),
    units: integer('units').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.shareKind, t.shareId, t.day] })],
);

/** A vendor's or a branch's units and line subtotals per product and store-local day (migration 0093). */
export const shareProductSalesDays = pgTable(
  'share_product_sales_days',
  {
    storeId: storeRef(),
    shareKind: text('share_kind').$type<'vendor' | 'branch'>().notNull(),
    shareId: uuid('share_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    units: integer('units').notNull().default(0),
    sales: bigint('sales', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.shareKind, t.shareId, t.day, t.productId] })],
);
