import {
  averageOrderValue,
  type Dashboard,
  type DayRange,
  fillDays,
  previousPeriod,
  splitBreakdowns,
  storeDayOf,
} from '@stallfront/shared/dashboard';
import type { Db } from '../../db/client.js';
import { breakdownRowsOf, type DayFigures, salesDaysOf, topProductsOf } from './dashboard.repo.js';

export interface DashboardStore {
  id: string;
  currency: string;
  timeZone: string;
}

const zero = (day: string): DayFigures => ({ day, orders: 0, sales: 0, units: 0 });

function totalsOf(days: readonly DayFigures[]) {
  const sum = days.reduce(
    (t, d) => ({ orders: t.orders + d.orders, sales: t.sales + d.sales, units: t.units + d.units }),
    {
      orders: 0,
      sales: 0,
      units: 0,
    },
  );
  return { ...sum, average_order_value: averageOrderValue(sum.sales, sum.orders) };
}

/** The dashboard of a range of the store's days, read from the rollups only. */
export async function readDashboard(db: Db, store: DashboardStore, range: DayRange, now: Date): Promise<Dashboard> {
  const previous = previousPeriod(range);
  const today = storeDayOf(now, store.timeZone);
  const [rows, top, shares] = await Promise.all([
    salesDaysOf(db, store.id, { from: previous.from, to: range.to }, today),
    topProductsOf(db, store.id, range),
    breakdownRowsOf(db, store.id, range),
  ]);
  const days = fillDays(range, rows, zero);
  const before = fillDays(previous, rows, zero);
  return {
    currency: store.currency,
    time_zone: store.timeZone,
    period: { ...range, ...totalsOf(days) },
    previous: { ...previous, ...totalsOf(before) },
    days,
    top_products: top,
    today: { day: today, ...totalsOf([rows.find((r) => r.day === today) ?? zero(today)]) },
    breakdowns: splitBreakdowns(shares),
  };
}
