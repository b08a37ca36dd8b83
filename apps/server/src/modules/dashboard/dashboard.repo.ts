import { and, desc, eq, gt, or, sql, between, asc } from 'drizzle-orm';
import type { DayRange } from '@stallfront/shared/dashboard';
import type { Db } from '../../db/client.js';
import { products, productSalesDays, salesDays } from '../../db/schema/index.js';

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

/** The range's best-selling products by sales, by name as the product is called now. */
export async function topProductsOf(db: Db, storeId: string, range: DayRange, limit = 5) {
  const units = sql<number>`sum(${productSalesDays.units})::int`;
  const sales = sql<number>`sum(${productSalesDays.sales})::bigint`.mapWith(Number);
  return db
    .select({ product_id: products.id, name: products.name, units, sales })
    .from(productSalesDays)
    .innerJoin(products, eq(products.id, productSalesDays.productId))
    .where(and(eq(productSalesDays.storeId, storeId), between(productSalesDays.day, range.from, range.to)))
    .groupBy(products.id, products.name)
    .having(gt(units, 0))
    .orderBy(desc(sales), asc(products.name))
    .limit(limit);
}
