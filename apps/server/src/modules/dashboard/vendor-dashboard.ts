import type { FastifyInstance, FastifyRequest } from 'fastify';
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
  /** The signed-in principal's id, when it is of the kind the dashboard is for, and its store's figures' frame. */
  const own = (req: FastifyRequest, kind: 'vendor' | 'branch') => {
    const { principal, view } = storeAuthOf(req);
    if (principal.type !== kind) throw forbidden(`Only a ${kind} has a ${kind} dashboard.`);
    const { store } = view;
    const frame = { id: store.id, currency: store.currency, timeZone: storeTimeZone(store.country, store.timezone) };
    return { frame, id: principal.row.id };
  };
  serveCalls(app, OWN_DASHBOARD_CALLS, ['dashboard'], {
    vendor: async (body, req) => {
      const { frame, id } = own(req, 'vendor');
      return { data: await readVendorDashboard(db, frame, id, body, now()) };
    },
    branch: async (body, req) => {
      const { frame, id } = own(req, 'branch');
      return { data: await readBranchDashboard(db, frame, id, body, now()) };
    },
  });
}
