import type { FastifyInstance } from 'fastify';
import { OWN_DASHBOARD_CALLS } from '@stallfront/shared/dashboard';
import { storeTimeZone } from '@stallfront/shared';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { forbidden } from '../../platform/errors.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { readBranchDashboard, readVendorDashboard } from './vendor-dashboard.service.js';

/**
 * POST /store/vendor_dashboard and /store/branch_dashboard: the signed-in vendor's or branch's
 * own figures; the id comes from the session, never from the request, so none reads another's.
 */
export function ownDashboardRoutes(app: FastifyInstance): void {
  const { db, now } = app.ctx;
  serveCalls(app, OWN_DASHBOARD_CALLS, ['dashboard'], {
    vendor: async (body, req) => {
      const { principal, view } = storeAuthOf(req);
      if (principal.type !== 'vendor') throw forbidden('Only a vendor has a vendor dashboard.');
      const { store } = view;
      const timeZone = storeTimeZone(store.country, store.timezone);
      const data = await readVendorDashboard(
        db,
        { id: store.id, currency: store.currency, timeZone },
        principal.row.id,
        body,
        now(),
      );
      return { data };
    },
    branch: async (body, req) => {
      const { principal, view } = storeAuthOf(req);
      if (principal.type !== 'branch') throw forbidden('Only a branch has a branch dashboard.');
      const { store } = view;
      const timeZone = storeTimeZone(store.country, store.timezone);
      const data = await readBranchDashboard(
        db,
        { id: store.id, currency: store.currency, timeZone },
        principal.row.id,
        body,
        now(),
      );
      return { data };
    },
  });
}
