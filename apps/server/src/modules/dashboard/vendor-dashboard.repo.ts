import { type SQL, sql } from 'drizzle-orm';
import type { DashboardProduct, DayRange } from '@stallfront/shared/dashboard';
import type { Db } from '../../db/client.js';
import { orderLines, orders, products } from '../../db/schema/index.js';
import type { DayFigures } from './dashboard.repo.js';

/**
 * Whose share of the orders a dashboard reads: a vendor's lines, or the orders of a branch.
 * Read straight from orders and order_lines, not from rollups: a vendor's lines are found by the
 * (store_id, vendor_id) index of order_lines, a branch's orders by (store_id, branch_id) of
 * orders, and a range's rows are then summed. Enough for a vendor's or a branch's thousands of
 * orders; a per-vendor rollup kept by the order triggers would be the step after (docs/vendors.md).
 */
export type OwnShare =
  | { kind: 'vendor'; storeId: string; vendorId: string }
  | { kind: 'branch'; storeId: string; branchId: string };

/** The store-local day of an order, as the owner's rollups count it. */
const dayOf = (timeZone: string) => sql`(${orders.createdAt} at time zone ${timeZone})::date`;

/** The instants of a range of store days: from its first day's start to the start of the day after its last. */
const within = (range: DayRange, timeZone: string) =>
  sql`${orders.createdAt} >= (${range.from}::date::timestamp at time zone ${timeZone})
    and ${orders.createdAt} < ((${range.to}::date + 1)::timestamp at time zone ${timeZone})`;

const counted = sql`stallfront_counts_as_sale(${orders.status})`;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The share's figures of each day of the range that sold, and of `today` (whatever the range). */
export async function ownSalesDays(
  db: Db,
  share: OwnShare,
  range: DayRange,
  today: string,
  timeZone: string,
): Promise<DayFigures[]> {
  const day = dayOf(timeZone);
  const when = sql`((${within(range, timeZone)}) or (${within({ from: today, to: today }, timeZone)}))`;
  const query: SQL =
    share.kind === 'vendor'
      ? sql`select ${day} as day, count(distinct ${orders.id})::int as orders,
            coalesce(sum(${orderLines.subtotal} + ${orderLines.tax}), 0)::bigint as sales,
            coalesce(sum(${orderLines.quantity}), 0)::int as units
          from ${orderLines} join ${orders} on ${orders.id} = ${orderLines.orderId}
          where ${orderLines.storeId} = ${share.storeId} and ${orderLines.vendorId} = ${share.vendorId}
            and ${orders.storeId} = ${share.storeId} and ${counted} and ${when}
          group by 1`
      : sql`select ${day} as day, count(*)::int as orders, coalesce(sum(${orders.total}), 0)::bigint as sales,
            coalesce(sum((select sum(l.quantity) from ${orderLines} l where l.order_id = ${orders.id})), 0)::int as units
          from ${orders}
          where ${orders.storeId} = ${share.storeId} and ${orders.branchId} = ${share.branchId} and ${counted} and ${when}
          group by 1`;
  const rows = rowsOf<{ day: string | Date; orders: number | string; sales: number | string; units: number | string }>(
    await db.execute(query),
  );
  return rows.map((row) => ({
    day: typeof row.day === 'string' ? row.day.slice(0, 10) : row.day.toISOString().slice(0, 10),
    orders: Number(row.orders),
    sales: Number(row.sales),
    units: Number(row.units),
  }));
}

/** The range's best sellers of the share, by their lines' subtotals (the owner's top products' measure). */
export async function ownTopProducts(
  db: Db,
  share: OwnShare,
  range: DayRange,
  timeZone: string,
  limit = 5,
): Promise<DashboardProduct[]> {
  const whose =
    share.kind === 'vendor'
      ? sql`${orderLines.vendorId} = ${share.vendorId}`
      : sql`${orders.branchId} = ${share.branchId}`;
  const rows = rowsOf<{ product_id: string; name: string; units: number | string; sales: number | string }>(
    await db.execute(sql`select ${products.id} as product_id, ${products.name} as name, top.units, top.sales
      from (
        select ${orderLines.productId} as product_id, sum(${orderLines.quantity})::int as units,
          sum(${orderLines.subtotal})::bigint as sales
        from ${orderLines} join ${orders} on ${orders.id} = ${orderLines.orderId}
        where ${orderLines.storeId} = ${share.storeId} and ${orders.storeId} = ${share.storeId} and ${whose}
          and ${orderLines.productId} is not null and ${counted} and ${within(range, timeZone)}
        group by 1 having sum(${orderLines.quantity}) > 0
      ) top join ${products} on ${products.id} = top.product_id
      order by top.sales desc, ${products.id} asc
      limit ${limit}`),
  );
  return rows.map((row) => ({
    product_id: row.product_id,
    name: row.name,
    units: Number(row.units),
    sales: Number(row.sales),
  }));
}
