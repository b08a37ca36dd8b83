import type { FastifyInstance } from 'fastify';
import { DASHBOARD_CALLS, storeDayOf } from '@stallfront/shared/dashboard';
import { type QuoteSubType, type StoreType, storeTimeZone } from '@stallfront/shared';
import { shopBuyMode } from '@stallfront/shared/shop';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { dashboardCustomersHandler } from './customers.js';
import { readDashboard } from './dashboard.service.js';
import { dashboardFunnelRoutes } from './funnel.js';
import { readRequests } from './requests.js';
import { ownDashboardRoutes } from './vendor-dashboard.js';

/**
 * POST /store/dashboard, /store/dashboard_requests and /store/dashboard_customers: the owner's sales
 * and customer figures from the rollups the database keeps (0079, 0080, 0083), and what the shop asked.
 */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.ctx;
  serveCalls(app, DASHBOARD_CALLS, ['dashboard'], {
    get: async (body, req) => {
      const { store } = storeAuthOf(req).view;
      const timeZone = storeTimeZone(store.country, store.timezone);
      const dashboard = await readDashboard(db, { id: store.id, currency: store.currency, timeZone }, body, now());
      return { data: dashboard };
    },
    requests: async (body, req) => {
      const { store } = storeAuthOf(req).view;
      const timeZone = storeTimeZone(store.country, store.timezone);
      const at = now();
      const figures = await readRequests(
        db,
        {
          id: store.id,
          mode: shopBuyMode({ type: store.type as StoreType, sub_type: store.subType as QuoteSubType | null }),
          timeZone,
        },
        body,
        storeDayOf(at, timeZone),
        at,
      );
      return { data: figures };
    },
    customers: dashboardCustomersHandler(db),
  });
  dashboardFunnelRoutes(app);
  ownDashboardRoutes(app);
}
