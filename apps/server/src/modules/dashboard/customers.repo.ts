import { sql } from 'drizzle-orm';
import type { CustomerDay, CustomerGroup, DayRange } from '@stallfront/shared/dashboard';
import type { Db } from '../../db/client.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The period's customers from the rollups, as new or returning: each customer's orders and sales
 * of the period summed first, with their first day, then counted by group.
 */
export async function customerGroupsOf(db: Db, storeId: string, range: DayRange): Promise<CustomerGroup[]> {
  const result = await db.execute(sql`
    with c as (
      select f.first_day, sum(d.orders)::int as orders, sum(d.sales)::bigint as sales
        from customer_sales_days d
        join customer_firsts f on f.store_id = d.store_id and f.customer_key = d.customer_key
        where d.store_id = ${storeId} and d.day between ${range.from} and ${range.to}
        group by d.customer_key, f.first_day
        having sum(d.orders) > 0)
    select c.first_day >= ${range.from}::date as is_new, count(*)::int as customers, sum(c.orders)::int as orders,
           sum(c.sales)::bigint as sales,
           count(*) filter (where c.first_day < ${range.from}::date or c.orders >= 2)::int as repeat
      from c group by 1`);
  return rowsOf<CustomerGroup & { sales: string | number }>(result).map((r) => ({ ...r, sales: Number(r.sales) }));
}

/** The days of the range on which someone ordered: who ordered for the first time, who had before. */
export async function customerDaysOf(db: Db, storeId: string, range: DayRange): Promise<CustomerDay[]> {
  const result = await db.execute(sql`
    select to_char(d.day, 'YYYY-MM-DD') as day,
           count(*) filter (where f.first_day = d.day)::int as new_customers,
           count(*) filter (where f.first_day < d.day)::int as returning_customers
      from customer_sales_days d
      join customer_firsts f on f.store_id = d.store_id and f.customer_key = d.customer_key
      where d.store_id = ${storeId} and d.day between ${range.from} and ${range.to} and d.orders > 0
      group by d.day`);
  return rowsOf<CustomerDay>(result);
}
