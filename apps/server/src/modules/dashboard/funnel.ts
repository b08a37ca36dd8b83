import type { FastifyInstance } from 'fastify';
import {
  type AbandonedCartFigures,
  DASHBOARD_FUNNEL_CALLS,
  type DashboardFunnel,
  type DashboardFunnelDay,
  type DayRange,
  fillDays,
  funnelRates,
  previousPeriod,
  recoveryRate,
  storeDayOf,
} from '@stallfront/shared/dashboard';
import { storeTimeZone } from '@stallfront/shared';
import type { CartRow } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { cartViewsOf } from '../carts/cart.service.js';
import { visitCounterOf } from '../shop/visits.js';
import { salesDaysOf } from './dashboard.repo.js';
import type { DashboardStore } from './dashboard.service.js';
import { cartsAbandonedIn, visitDaysOf } from './funnel.repo.js';

/** POST /store/dashboard_funnel: the shop's sessions to orders, and its abandoned carts. */
export function dashboardFunnelRoutes(app: FastifyInstance): void {
  const { db, now } = app.ctx;
  serveCalls(app, DASHBOARD_FUNNEL_CALLS, ['dashboard'], {
    get: async (body, req) => {
      const { store } = storeAuthOf(req).view;
      const timeZone = storeTimeZone(store.country, store.timezone);
      // This node's visits of the last few seconds are in the figures; other nodes' follow within their flush.
      await visitCounterOf(app.ctx)?.flush(now().getTime());
      return { data: await readFunnel(db, { id: store.id, currency: store.currency, timeZone }, body, now()) };
    },
  });
}

const zero = (day: string): DashboardFunnelDay => ({
  day,
  sessions: 0,
  page_views: 0,
  cart_sessions: 0,
  checkout_sessions: 0,
  orders: 0,
});

function totalsOf(days: readonly DashboardFunnelDay[]) {
  const sum = { sessions: 0, page_views: 0, cart_sessions: 0, checkout_sessions: 0, orders: 0 };
  for (const d of days) {
    sum.sessions += d.sessions;
    sum.page_views += d.page_views;
    sum.cart_sessions += d.cart_sessions;
    sum.checkout_sessions += d.checkout_sessions;
    sum.orders += d.orders;
  }
  return { ...sum, ...funnelRates(sum) };
}

/** The funnel of a range of the store's days, from the visit and sales rollups and the abandoned carts' index. */
export async function readFunnel(db: Db, store: DashboardStore, range: DayRange, at: Date): Promise<DashboardFunnel> {
  const previous = previousPeriod(range);
  const today = storeDayOf(at, store.timeZone);
  const both = { from: previous.from, to: range.to };
  const [visits, sales, abandoned] = await Promise.all([
    visitDaysOf(db, store.id, both, today),
    salesDaysOf(db, store.id, both, today),
    abandonedCartsOf(db, store, both),
  ]);
  const ordersOf = new Map(sales.map((s) => [s.day, s.orders]));
  const days = [...new Set([...visits.map((v) => v.day), ...sales.map((s) => s.day)])].map((day) => ({
    ...(visits.find((v) => v.day === day) ?? zero(day)),
    orders: ordersOf.get(day) ?? 0,
  }));
  const periodDays = fillDays(range, days, zero);
  const periodOf = (r: DayRange, list: DashboardFunnelDay[]) => ({
    ...r,
    ...totalsOf(list),
    abandoned: abandonedFigures(abandoned.filter((c) => c.day >= r.from && c.day <= r.to)),
  });
  return {
    currency: store.currency,
    time_zone: store.timeZone,
    period: periodOf(range, periodDays),
    previous: periodOf(previous, fillDays(previous, days, zero)),
    days: periodDays,
    today: days.find((d) => d.day === today) ?? zero(today),
  };
}

interface PricedCart {
  day: string;
  value: number;
  recovered: boolean;
}

/** The range's abandoned order carts, each priced at today's prices as the abandoned list shows them. */
async function abandonedCartsOf(db: Db, store: DashboardStore, range: DayRange): Promise<PricedCart[]> {
  const rows: CartRow[] = await cartsAbandonedIn(db, store.id, range, store.timeZone);
  if (rows.length === 0) return [];
  const views = await cartViewsOf(db, { id: store.id, currency: store.currency, cartKind: 'order' }, rows);
  return rows.map((cart, i) => {
    const abandonedAt = cart.abandonedAt as Date;
    return {
      day: storeDayOf(abandonedAt, store.timeZone),
      value: views[i]?.lines.reduce((sum, l) => sum + l.line_total, 0) ?? 0,
      recovered: cart.orderedAt !== null && cart.orderedAt.getTime() > abandonedAt.getTime(),
    };
  });
}

function abandonedFigures(list: readonly PricedCart[]): AbandonedCartFigures {
  const recovered = list.filter((c) => c.recovered);
  const sum = (carts: readonly PricedCart[]) => carts.reduce((total, c) => total + c.value, 0);
  return {
    count: list.length,
    value: sum(list),
    recovered_count: recovered.length,
    recovered_value: sum(recovered),
    recovery_rate: recoveryRate(recovered.length, list.length),
  };
}
