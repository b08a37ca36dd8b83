import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { storeRef } from './columns.js';

/**
 * The customer rollups behind returning customers and cohorts, kept by triggers on orders
 * (migration "customer_rollups"), never written by code. A customer is the order's account
 * id or, for a guest, its email in lower case (no email holds a uuid, no uuid an "@"). Only orders
 * that count as sales are in them, on the store-local day they were placed; a row whose orders
 * all went is deleted (docs/decisions.md, "Returning customers and cohorts").
 */
export const customerSalesDays = pgTable(
  'customer_sales_days',
  {
    storeId: storeRef(),
    customerKey: text('customer_key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** The customer's first counting day (customer_firsts'), on every row: periods and cohorts read no join. */
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    orders: integer('orders').notNull().default(0),
    /** Minor units: the orders' totals, as sales_days counts them. */
    sales: bigint('sales', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.customerKey, t.day] }),
    index('customer_sales_days_store_day_idx').on(t.storeId, t.day),
  ],
);

/** Each customer's first counting order day: what makes a customer new in a period or of a cohort. */
export const customerFirsts = pgTable(
  'customer_firsts',
  {
    storeId: storeRef(),
    customerKey: text('customer_key').notNull(),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.customerKey] }),
    index('customer_firsts_store_first_day_idx').on(t.storeId, t.firstDay),
  ],
);
