import { and, asc, between, desc, eq, gt, or, type SQL, sql } from 'drizzle-orm';
import type { BreakdownRow, DayRange } from '@stallfront/shared/dashboard';
import type { Db } from '../../db/client.js';
import {
  products,
  productSalesDays,
  salesBreakdownDays,
  salesDays,
  type shareProductSalesDays,
} from '../../db/schema/index.js';

export interface DayFigures {
  day: string;
  orders: number;
  sales: number;
  units: number;
}

/** The store's rollup rows of the days in the range and of one more day (its today). */
export async function salesDaysOf(db: Db, storeId: string, range: DayRange, today: string): Promise<DayFigures[]> {
  return db
    .select({ day: salesDays.day, orders: salesDays.orders, sales: salesDays.sales, units: salesDays.units })
    .from(salesDays)
    .where(
      and(eq(salesDays.storeId, storeId), or(between(salesDays.day, range.from, range.to), eq(salesDays.day, today))),
    );
}

/** The range's best-selling products by sales (summed first, then named as each product is called now). */
export const topProductsOf = (db: Db, storeId: string, range: DayRange, limit = 5) =>
  topProductsIn(
    db,
    productSalesDays,
    and(eq(productSalesDays.storeId, storeId), between(productSalesDays.day, range.from, range.to)),
    limit,
  );

/** The best sellers among a product-day rollup's rows (the store's, or a vendor's or branch's own). */
export async function topProductsIn(
  db: Db,
  r: typeof productSalesDays | typeof shareProductSalesDays,
  where: SQL | undefined,
  limit: number,
) {
  const units = sql<number>`sum(${r.units})::int`;
  const sales = sql<number>`sum(${r.sales})::bigint`.mapWith(Number);
  const top = db
    .select({ productId: r.productId, units: units.as('units'), sales: sales.as('sales') })
    .from(r)
    .where(where)
    .groupBy(r.productId)
    .having(gt(units, 0))
    .orderBy(desc(sales), asc(r.productId))
    .limit(limit)
    .as('top');
  return db
    .select({ product_id: products.id, name: products.name, units: top.units, sales: top.sales })
    .from(top)
    .innerJoin(products, eq(products.id, top.productId))
    .orderBy(desc(top.sales), asc(products.id));
}

/** The range's sales by every dimension: a few dozen rollup rows a day, whatever the orders. */
export async function breakdownRowsOf(db: Db, storeId: string, range: DayRange): Promise<BreakdownRow[]> {
  const r = salesBreakdownDays;
  return db
    .select({
      dimension: r.dimension,
      key: r.key,
      orders: sql<number>`sum(${r.orders})::int`,
      sales: sql<number>`sum(${r.sales})::bigint`.mapWith(Number),
    })
    .from(r)
    .where(and(eq(r.storeId, storeId), between(r.day, range.from, range.to)))
    .groupBy(r.dimension, r.key);
}
