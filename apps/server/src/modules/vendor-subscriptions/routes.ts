import type { FastifyInstance, FastifyRequest } from 'fastify';
import { VENDOR_SUBS_MISSING, VENDOR_SUBSCRIPTION_CALLS } from '@stallfront/shared';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { forbidden } from '../../platform/errors.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { requireStoreOffers, storeOfferedRoute } from '../auth/route-gate.js';
import { checkoutVendorPlan, mySubscription, type VendorCaller } from './checkout.js';
import { assignPlan, createPlan, listPlans, listSubscriptions, updatePlan, vendorPaymentsOf } from './plans.service.js';
import { runVendorExpirySweep, VENDOR_EXPIRY_SWEEP, VENDOR_EXPIRY_SWEEP_CRON } from './sweep.js';

/** Vendor subscriptions: the owner's plans (/vendors/subscriptions) and the vendor's billing (/vendor-account/vendor-billing). */
export async function vendorSubscriptionRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { db } = ctx;
  /** The owner's calls: a multi-vendor store with vendor_subs only (404 elsewhere, as its screen is missing). */
  const ownerOf = (req: FastifyRequest) => {
    const auth = storeAuthOf(req);
    requireStoreOffers(auth, 'vendor_subscriptions', ctx.now(), VENDOR_SUBS_MISSING);
    return auth;
  };
  const storeOf = (req: FastifyRequest) => ownerOf(req).storeId;
  const vendorOf = (req: FastifyRequest): VendorCaller => {
    const auth = storeAuthOf(req);
    if (auth.principal.type !== 'vendor') throw forbidden('Only a vendor has a vendor subscription.');
    return {
      storeId: auth.storeId,
      vendorId: auth.principal.row.id,
      storeName: auth.view.store.name,
      offered: storeOfferedRoute(auth, 'vendor_subscriptions', ctx.now()),
    };
  };
  serveCalls(app, VENDOR_SUBSCRIPTION_CALLS, ['vendor-subscriptions'], {
    plans: async (_input, req) => ({ list: await listPlans(db, storeOf(req)) }),
    createPlan: async (body, req) => {
      const auth = ownerOf(req);
      return { data: await createPlan(db, auth.storeId, auth.view.store.currency, body) };
    },
    updatePlan: async (body, req) => ({ data: await updatePlan(db, storeOf(req), body, ctx.now()) }),
    subscriptions: async (_input, req) => ({ list: await listSubscriptions(db, storeOf(req)) }),
    assign: async ({ vendor_id, plan_id }, req) => ({
      message: await assignPlan(db, storeOf(req), vendor_id, plan_id, ctx.now()),
    }),
    vendorPayments: async ({ id }, req) => ({ list: await vendorPaymentsOf(db, storeOf(req), id) }),
    mine: async (_input, req) => ({ data: await mySubscription(db, vendorOf(req)) }),
    checkout: async (body, req) => {
      const { status: _s, ...reply } = await checkoutVendorPlan(db, vendorOf(req), body, ctx.now());
      return reply;
    },
  });
  ctx.jobs.define(
    VENDOR_EXPIRY_SWEEP,
    async () => {
      const expired = await runVendorExpirySweep(ctx.db, ctx.now());
      if (expired > 0) app.log.info({ expired }, 'vendor subscriptions expired');
    },
    { policy: 'singleton', retryLimit: 2 },
  );
  ctx.jobs.schedule(VENDOR_EXPIRY_SWEEP, VENDOR_EXPIRY_SWEEP_CRON, {});
}
