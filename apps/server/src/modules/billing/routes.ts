import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BILLING_CALLS } from '@stallfront/shared';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { planLookup } from '../admin-packages/catalogue.js';
import { cancelPlan, checkoutPlan, resumePlan } from './checkout.js';
import { planInvoicePdf } from './invoice-pdf.js';
import { billingOverviewOf, invoiceOf, paymentView, quoteOf, subscriptionOf } from './subscription.js';
import { BILLING_SWEEP, BILLING_SWEEP_CRON, runBillingSweep } from './sweep.js';

/** The store's plan and billing (/deployment/plans, /account/billing, /payment-summary/plan/{id}). */
export async function billingRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.ctx;
  const storeOf = (req: FastifyRequest) => storeAuthOf(req).storeId;
  serveCalls(app, BILLING_CALLS, ['billing'], {
    overview: async (_input, req) => ({ data: await billingOverviewOf(db, storeOf(req)) }),
    quote: async (choice, req) => ({
      data: quoteOf(await subscriptionOf(db, storeOf(req)), choice, now(), await planLookup(db)),
    }),
    checkout: async (body, req) => {
      const { status: _s, ...reply } = await checkoutPlan(db, storeOf(req), body, now());
      return reply;
    },
    cancel: async (_input, req) => ({ message: await cancelPlan(db, storeOf(req), now()) }),
    resume: async (_input, req) => ({ message: await resumePlan(db, storeOf(req), now()) }),
    payment: async ({ id }, req) => ({ data: await paymentView(db, storeOf(req), id) }),
    invoicePdf: async ({ id }, req) => planInvoicePdf(db, await invoiceOf(db, storeOf(req), id)),
  });
  defineBillingWork(app);
}

/** The renewals, grace ends and deactivations, on the job queue. */
function defineBillingWork(app: FastifyInstance): void {
  const { ctx } = app;
  ctx.jobs.define(
    BILLING_SWEEP,
    async () => {
      const report = await runBillingSweep(ctx, ctx.now());
      if (report.renewed + report.failed + report.ended + report.deactivated > 0) app.log.info(report, 'billing sweep');
    },
    { policy: 'singleton', retryLimit: 2 },
  );
  ctx.jobs.schedule(BILLING_SWEEP, BILLING_SWEEP_CRON, {});
}
