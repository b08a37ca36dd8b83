import {
  bucketOf,
  bucketsOf,
  type DayRange,
  PRODUCT_REPORT_LIMIT,
  type ProductReportSort,
  type ProductsReport,
  type ReportGrain,
  type SalesFigures,
  type SalesReport,
  stockTurns,
  type TaxRateFigures,
  type TaxReport,
} from '@stallfront/shared/reports';
import type { Db } from '../../db/client.js';
import { productRowsOf, salesRowsOf, taxRowsOf } from './reports.repo.js';

export interface ReportStore {
  id: string;
  currency: string;
  timeZone: string;
}

const ZERO: SalesFigures = { orders: 0, units: 0, gross: 0, discounts: 0, net: 0, tax: 0, shipping: 0, total: 0 };

function add(a: SalesFigures, b: Omit<SalesFigures, 'gross'>): SalesFigures {
  return {
    orders: a.orders + b.orders,
    units: a.units + b.units,
    gross: a.gross + b.net + b.discounts,
    discounts: a.discounts + b.discounts,
    net: a.net + b.net,
    tax: a.tax + b.tax,
    shipping: a.shipping + b.shipping,
    total: a.total + b.total,
  };
}

/** The sales of a range by day, ISO week or month, from the daily rollup. */
export async function readSalesReport(
  db: Db,
  store: ReportStore,
  range: DayRange,
  grain: ReportGrain,
): Promise<SalesReport> {
  const rows = await salesRowsOf(db, store.id, range);
  const byBucket = new Map<string, SalesFigures>();
  for (const row of rows) {
    const key = bucketOf(row.day, grain);
    byBucket.set(key, add(byBucket.get(key) ?? ZERO, row));
  }
  const buckets = bucketsOf(range, grain).map((b) => ({ ...b, ...(byBucket.get(bucketOf(b.from, grain)) ?? ZERO) }));
  const totals = buckets.reduce<SalesFigures>((t, b) => add(t, b), ZERO);
  return { currency: store.currency, time_zone: store.timeZone, ...range, grain, buckets, totals };
}

/** The tax of a range by the lines' rates, each rate by its parts as invoices print them. */
export async function readTaxReport(db: Db, store: ReportStore, range: DayRange): Promise<TaxReport> {
  const rows = await taxRowsOf(db, store.id, range);
  const rates = new Map<number, TaxRateFigures>();
  for (const row of rows) {
    const rate = rates.get(row.rate_bp) ?? { rate_bp: row.rate_bp, taxable: 0, tax: 0, parts: [] };
    rate.taxable += row.rate_taxable;
    rate.tax += row.tax;
    rate.parts.push({ name: row.part, rate_bp: row.part_rate_bp, taxable: row.taxable, tax: row.tax });
    rates.set(row.rate_bp, rate);
  }
  const list = [...rates.values()];
  const totals = list.reduce((t, r) => ({ taxable: t.taxable + r.taxable, tax: t.tax + r.tax }), {
    taxable: 0,
    tax: 0,
  });
  return { currency: store.currency, time_zone: store.timeZone, ...range, rates: list, totals };
}

/** Each product sold in a range with its stock turns, sorted. */
export async function readProductsReport(
  db: Db,
  store: ReportStore,
  range: DayRange,
  sort: ProductReportSort,
): Promise<ProductsReport> {
  const rows = await productRowsOf(db, store.id, range, sort, PRODUCT_REPORT_LIMIT);
  return {
    currency: store.currency,
    time_zone: store.timeZone,
    ...range,
    sort,
    products: rows.map((r) => ({ ...r, turns: stockTurns(r.units, r.stock) })),
  };
}
