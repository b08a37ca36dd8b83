import { sql } from 'drizzle-orm';
import type { CustomerDay, CustomerGroup, DayRange } from '@stallfront/shared/dashboard';
import type { Db } from '../../db/client.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The period's customers from the rollups, as new or returning: each customer's orders and sales
 * of the period summed first (every row carries their first day), then counted by group.
 */
export async function customerGroupsOf(db: Db, storeId: string, range: DayRange): Promise<CustomerGroup[]> {
  const result = await db.execute(sql`
    with c as (
      select min(first_day) as first_day, sum(orders)::int as orders, sum(sales)::bigint as sales
        from customer_sales_days
        where store_id = ${storeId} and day between ${range.from} and ${range.to}
        group by customer_key)
    select c.first_day >= ${range.from}::date as is_new, count(*)::int as customers, sum(c.orders)::int as orders,
           sum(c.sales)::bigint as sales,
           count(*) filter (where c.first_day < ${range.from}::date or c.orders >= 2)::int as repeat
      from c group by 1`);
  return rowsOf<CustomerGroup & { sales: string | number }>(result).map((r) => ({ ...r, sales: Number(r.sales) }));
}

/** The days of the range on which someone ordered: who ordered for the first time, who had before. */
export async function customerDaysOf(db: Db, storeId: string, range: DayRange): Promise<CustomerDay[]> {
  const result = await db.execute(sql`
    select to_char(day, 'YYYY-MM-DD') as day,
           count(*) filter (where first_day = day)::int as new_customers,
           count(*) filter (where first_day < day)::int as returning_customers
      from customer_sales_days
      where store_id = ${storeId} and day between ${range.from} and ${range.to}
      group by day`);
  return rowsOf<CustomerDay>(result);
}
