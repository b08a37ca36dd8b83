import { bigint, date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
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
