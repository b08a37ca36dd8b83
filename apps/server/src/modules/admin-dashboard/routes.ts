import type { FastifyInstance } from 'fastify';
import { ADMIN_DASHBOARD_CALLS, LEDGER_ACCOUNTS, SIGNUP_STEPS, signupFunnel, TRIAL_DAYS } from '@stallfront/shared';
import { everyDay } from '@stallfront/shared/dashboard';
import { serveCalls } from '../../platform/serve-calls.js';
import {
  dayCounts,
  feeRevenue,
  planRevenue,
  stepsReached,
  storesBy,
  supportCounts,
  trialCounts,
  windowOf,
} from './admin-dashboard.repo.js';

/**
 * The platform admin's dashboard. Every figure is a count over small tables (stores, sign-up log,
 * billing, feedback) or an indexed range of the ledger's fee account; none reads the orders.
 */
export async function adminDashboardRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.ctx;
  serveCalls(app, ADMIN_DASHBOARD_CALLS, ['admin'], {
    get: async (range) => {
      const w = windowOf(range);
      const at = now();
      const [byType, byStatus, days, reached, plans, fees, trials, support] = await Promise.all([
        storesBy(db, 'type'),
        storesBy(db, 'status'),
        dayCounts(db, w),
        stepsReached(db, w),
        planRevenue(db, w),
        feeRevenue(db, LEDGER_ACCOUNTS.platformFees(), w),
        trialCounts(db, at, TRIAL_DAYS),
        supportCounts(db, w),
      ]);
      return {
        data: {
          from: range.from,
          to: range.to,
          stores: { total: byType.reduce((sum, r) => sum + r.stores, 0), by_type: byType, by_status: byStatus },
          days: everyDay(range).map((day) => ({
            day,
            signups_started: days.signups.get(day) ?? 0,
            stores_created: days.created.get(day) ?? 0,
            plans_paid: days.paid.get(day) ?? 0,
          })),
          funnel: signupFunnel(SIGNUP_STEPS, reached),
          revenue: { plans, fees },
          trials,
          ...support,
          as_of: at.toISOString(),
        },
      };
    },
  });
}
