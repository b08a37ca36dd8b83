import type { FastifyInstance } from 'fastify';
import { storeTimeZone } from '@stallfront/shared';
import { storeDayOf } from '@stallfront/shared/dashboard';
import { cohortTriangle, daysOfMonths, monthOf, REPORTS_CUSTOMERS_CALLS } from '@stallfront/shared/reports-customers';
import { storeAuthOf } from '../../../platform/auth/guards.js';
import { serveCalls } from '../../../platform/serve-calls.js';
import { cohortActivityOf, cohortSizesOf } from './cohorts.repo.js';

/** POST /store/reports/customers: the retention triangle, from the customer rollups only. */
export async function customerReportRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.ctx;
  serveCalls(app, REPORTS_CUSTOMERS_CALLS, ['reports'], {
    cohorts: async (body, req) => {
      const { store } = storeAuthOf(req).view;
      const timeZone = storeTimeZone(store.country, store.timezone);
      const days = daysOfMonths(body);
      const [sizes, activity] = await Promise.all([
        cohortSizesOf(db, store.id, days),
        cohortActivityOf(db, store.id, days),
      ]);
      const currentMonth = monthOf(storeDayOf(now(), timeZone));
      return {
        data: {
          currency: store.currency,
          time_zone: timeZone,
          ...body,
          current_month: currentMonth,
          cohorts: cohortTriangle(body, currentMonth, sizes, activity),
        },
      };
    },
  });
}
