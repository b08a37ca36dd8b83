import { storeTimeZone } from '@stallfront/shared';
import {
  customerDays,
  customerTotals,
  type DASHBOARD_CALLS,
  type DashboardCustomers,
  type DayRange,
  previousPeriod,
} from '@stallfront/shared/dashboard';
import type { Db } from '../../db/client.js';
import { storeAuthOf } from '../../platform/auth/guards.js';
import type { Handler } from '../../platform/serve-calls.js';
import { customerDaysOf, customerGroupsOf } from './customers.repo.js';

/** New and returning customers of a range against the range before, from the customer rollups only. */
export async function readDashboardCustomers(
  db: Db,
  store: { id: string; currency: string; timeZone: string },
  range: DayRange,
): Promise<DashboardCustomers> {
  const previous = previousPeriod(range);
  const [now, before, days] = await Promise.all([
    customerGroupsOf(db, store.id, range),
    customerGroupsOf(db, store.id, previous),
    customerDaysOf(db, store.id, range),
  ]);
  return {
    currency: store.currency,
    time_zone: store.timeZone,
    period: { ...range, ...customerTotals(now) },
    previous: { ...previous, ...customerTotals(before) },
    days: customerDays(range, days),
  };
}

/** POST /store/dashboard_customers (spec section 7). */
export const dashboardCustomersHandler =
  (db: Db): Handler<typeof DASHBOARD_CALLS.customers> =>
  async (body, req) => {
    const { store } = storeAuthOf(req).view;
    const timeZone = storeTimeZone(store.country, store.timezone);
    return { data: await readDashboardCustomers(db, { id: store.id, currency: store.currency, timeZone }, body) };
  };
