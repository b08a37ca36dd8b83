import type { FastifyInstance } from 'fastify';
import { ADMIN_DASHBOARD_CALLS, SIGNUP_STEPS, signupFunnel, TRIAL_DAYS } from '@stallfront/shared';
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
 * billing, feedback) or a range of the fee rollup (platform_fee_days); none reads the orders or
 * the ledger.
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
        feeRevenue(db, w),
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
