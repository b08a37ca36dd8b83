import { sql } from 'drizzle-orm';
import type { CohortActivity, CohortSize } from '@stallfront/shared/reports-customers';
import type { Db } from '../../../db/client.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** How many customers first ordered in each month of the days' range. */
export async function cohortSizesOf(db: Db, storeId: string, days: { from: string; to: string }) {
  const result = await db.execute(sql`
    select to_char(first_day, 'YYYY-MM') as cohort, count(*)::int as customers
      from customer_firsts
      where store_id = ${storeId} and first_day between ${days.from} and ${days.to}
      group by 1`);
  return rowsOf<CohortSize>(result);
}

/** For each cohort of the range and each month of it: the cohort's customers who ordered then, and their sales. */
export async function cohortActivityOf(db: Db, storeId: string, days: { from: string; to: string }) {
  const result = await db.execute(sql`
    select to_char(first_day, 'YYYY-MM') as cohort, to_char(day, 'YYYY-MM') as month,
           count(distinct customer_key)::int as customers, sum(sales)::bigint as sales
      from customer_sales_days
      where store_id = ${storeId} and day between ${days.from} and ${days.to}
        and first_day between ${days.from} and ${days.to}
      group by 1, 2`);
  return rowsOf<CohortActivity & { sales: string | number }>(result).map((r) => ({ ...r, sales: Number(r.sales) }));
}
