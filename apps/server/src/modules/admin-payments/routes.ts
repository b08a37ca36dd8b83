import type { FastifyInstance } from 'fastify';
import { ADMIN_PAYMENT_CALLS } from '@stallfront/shared';
import { serveCalls } from '../../platform/serve-calls.js';
import { paymentList } from './admin-payments.repo.js';
import { retryPlanPayment } from './retry.service.js';

/** The stores' plan payments for the platform admin, and the retry of a failed one. */
export async function adminPaymentRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.ctx;
  serveCalls(app, ADMIN_PAYMENT_CALLS, ['admin'], {
    list: (body) => paymentList.page(db, body.type, body),
    count: (filters) => paymentList.count(db, filters.type, filters),
    retry: async ({ id }) => {
      const { message, ...data } = await retryPlanPayment(db, id, now());
      return { message: data.outcome === 'paid' ? `Charged again and paid. ${message}` : message, data };
    },
  });
}
