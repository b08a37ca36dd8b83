import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COUPON_CALLS } from '@stallfront/shared';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { notFound } from '../../platform/errors.js';
import { listHandlers } from '../../platform/list/list-handlers.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { requireStoreOffers } from '../auth/route-gate.js';
import { couponList, couponOf, type CouponScope } from './coupon.repo.js';
import { codesCsv, createCoupon, generateCodes, removeCoupons, updateCoupon } from './coupon.service.js';

/** Coupon codes: the store makes them here; the shop's cart applies them and the checkout counts their uses. */
export async function couponRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.ctx;
  // The gate applied COUPON_ACCESS; a store without the coupon_codes feature has no coupons.
  const scopeOf = (req: FastifyRequest): CouponScope => {
    const auth = storeAuthOf(req);
    requireStoreOffers(auth, 'coupon_codes', now(), 'This store has no coupon codes.');
    return { storeId: auth.storeId, now: now() };
  };
  serveCalls(app, COUPON_CALLS, ['coupons'], {
    ...listHandlers(db, couponList, scopeOf),
    get: async ({ id }, req) => {
      const data = await couponOf(db, scopeOf(req), id);
      if (!data) throw notFound('This coupon does not exist in your store.');
      return { data };
    },
    create: async (body, req) => ({ data: await createCoupon(db, scopeOf(req), body) }),
    update: async (body, req) => ({ data: await updateCoupon(db, scopeOf(req), body) }),
    remove: async ({ ids }, req) => ({ message: await removeCoupons(db, scopeOf(req).storeId, ids) }),
    generateCodes: async (body, req) => ({ message: await generateCodes(db, scopeOf(req), body) }),
    exportCodes: async ({ id }, req) => codesCsv(db, scopeOf(req).storeId, id),
  });
}
