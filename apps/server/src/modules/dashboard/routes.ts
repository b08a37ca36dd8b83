import type { FastifyInstance } from 'fastify';
import { DASHBOARD_CALLS } from '@stallfront/shared/dashboard';
import { storeTimeZone } from '@stallfront/shared';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { readDashboard } from './dashboard.service.js';

/** POST /store/dashboard: the owner's sales figures, from the rollups the database keeps (migration 0079). */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.ctx;
  serveCalls(app, DASHBOARD_CALLS, ['dashboard'], {
    get: async (body, req) => {
      const { store } = storeAuthOf(req).view;
      const timeZone = storeTimeZone(store.country, store.timezone);
      const dashboard = await readDashboard(db, { id: store.id, currency: store.currency, timeZone }, body, now());
      return { data: dashboard };
    },
  });
}
