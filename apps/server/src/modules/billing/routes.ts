import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BILLING_CALLS, type HostedMethod } from '@stallfront/shared';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { planLookup } from '../admin-packages/catalogue.js';
import { quoteWithPromotion } from '../promotions/promotions.service.js';
import { cancelPlan, checkoutPlan, resumePlan } from './checkout.js';
import { receivePlanWebhook } from './hosted-plan.js';
import { planInvoicePdf } from './invoice-pdf.js';
import { billingOverviewOf, invoiceOf, paymentView, quoteOf, subscriptionOf } from './subscription.js';
import { planGatewayOf } from './plan-gateway.js';
import { BILLING_SWEEP, BILLING_SWEEP_CRON, runBillingSweep } from './sweep.js';

/** The store's plan and billing (/deployment/plans, /account/billing, /payment-summary/plan/{id}). */
export async function billingRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.ctx;
  const gateway = planGatewayOf(app.ctx.config);
  const gatewayName = gateway.kind === 'hosted' ? gateway.method : 'test_card';
  const storeOf = (req: FastifyRequest) => storeAuthOf(req).storeId;
  const { stripeWebhook, razorpayWebhook, ...calls } = BILLING_CALLS;
  serveCalls(app, calls, ['billing'], {
    overview: async (_input, req) => ({ data: await billingOverviewOf(db, storeOf(req)) }),
    quote: async (choice, req) => {
      const storeId = storeOf(req);
      const plain = quoteOf(await subscriptionOf(db, storeId), choice, now(), await planLookup(db), gatewayName);
      return { data: (await quoteWithPromotion(db, storeId, plain, choice.promo_code, now())).quote };
    },
    checkout: async (body, req) => {
      const { status: _s, ...reply } = await checkoutPlan(db, gateway, storeOf(req), body, now());
      return reply;
    },
    cancel: async (_input, req) => ({ message: await cancelPlan(db, storeOf(req), now()) }),
    resume: async (_input, req) => ({ message: await resumePlan(db, storeOf(req), now()) }),
    payment: async ({ id }, req) => ({ data: await paymentView(db, storeOf(req), id) }),
    invoicePdf: async ({ id }, req) => planInvoicePdf(db, await invoiceOf(db, storeOf(req), id)),
  });
  defineBillingWork(app);

  // The platform account's webhooks read their body as the provider sent it: the signature is over those bytes.
  await app.register(async (hooks) => {
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 512 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    const webhook = (method: HostedMethod) => async (req: FastifyRequest) => {
      const body = typeof req.body === 'string' ? req.body : '';
      const outcome = await receivePlanWebhook(db, gateway, method, body, req.headers, now());
      return { status: true as const, outcome };
    };
    hooks.post(`/${stripeWebhook.path.replace(/^\//, '')}`, webhook('stripe'));
    hooks.post(`/${razorpayWebhook.path.replace(/^\//, '')}`, webhook('razorpay'));
  });
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
