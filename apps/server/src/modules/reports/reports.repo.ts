import { and, asc, between, desc, eq, sql } from 'drizzle-orm';
import type { DayRange, ProductReportSort } from '@stallfront/shared/reports';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { products, productSalesDays, salesDays, taxDays } from '../../db/schema/index.js';

/** The store's sales rollup rows of the range, one per day that sold. */
export async function salesRowsOf(db: Db, storeId: string, range: DayRange) {
  return db
    .select({
      day: salesDays.day,
      orders: salesDays.orders,
      units: salesDays.units,
      net: salesDays.net,
      discounts: salesDays.discounts,
      tax: salesDays.tax,
      shipping: salesDays.shipping,
      total: salesDays.sales,
    })
    .from(salesDays)
    .where(and(eq(salesDays.storeId, storeId), between(salesDays.day, range.from, range.to)));
}

const sum = (column: AnyPgColumn) => sql<number>`sum(${column})::bigint`.mapWith(Number);

/** The range's tax by line rate and part, parts that came to nothing left out. */
export async function taxRowsOf(db: Db, storeId: string, range: DayRange) {
  const taxable = sum(taxDays.taxable);
  const tax = sum(taxDays.tax);
  const rateTaxable = sum(taxDays.rateTaxable);
  return db
    .select({
      rate_bp: taxDays.rateBp,
      part: taxDays.part,
      part_rate_bp: sql<number>`max(${taxDays.partRateBp})`.mapWith(Number),
      taxable,
      tax,
      rate_taxable: rateTaxable,
    })
    .from(taxDays)
    .where(and(eq(taxDays.storeId, storeId), between(taxDays.day, range.from, range.to)))
    .groupBy(taxDays.rateBp, taxDays.part)
    .having(sql`sum(${taxDays.taxable}) <> 0 or sum(${taxDays.tax}) <> 0`)
    .orderBy(desc(taxDays.rateBp), asc(taxDays.part));
}

/** The range's products by units and revenue, with their stock now, sorted and capped (summed first, then named). */
export async function productRowsOf(db: Db, storeId: string, range: DayRange, sort: ProductReportSort, limit: number) {
  const sold = db
    .select({
      productId: productSalesDays.productId,
      units: sql<number>`sum(${productSalesDays.units})::int`.as('units'),
      revenue: sql<number>`sum(${productSalesDays.sales})::bigint`.mapWith(Number).as('revenue'),
    })
    .from(productSalesDays)
    .where(and(eq(productSalesDays.storeId, storeId), between(productSalesDays.day, range.from, range.to)))
    .groupBy(productSalesDays.productId)
    .having(sql`sum(${productSalesDays.units}) <> 0 or sum(${productSalesDays.sales}) <> 0`)
    .as('sold');
  const turns = sql`case when ${products.stock} > 0 then ${sold.units}::float8 / ${products.stock} end`;
  const order = {
    revenue: [desc(sold.revenue), desc(sold.units)],
    units: [desc(sold.units), desc(sold.revenue)],
    turns: [sql`${turns} desc nulls last`, desc(sold.units)],
    name: [asc(sql`lower(${products.name})`)],
  }[sort];
  return db
    .select({
      product_id: products.id,
      name: products.name,
      sku: products.sku,
      units: sold.units,
      revenue: sold.revenue,
      stock: products.stock,
    })
    .from(sold)
    .innerJoin(products, eq(products.id, sold.productId))
    .orderBy(...order, asc(products.id))
    .limit(limit);
}
