import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AD_ORDER_CALLS, AD_SETTING, AD_SLOT, ADS_NOT_OFFERED, utcDayOf } from '@stallfront/shared';
import { adSlots } from '../../db/schema/index.js';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { forbidden } from '../../platform/errors.js';
import { listHandlers } from '../../platform/list/list-handlers.js';
import { serveSimpleResource } from '../../platform/resource/simple-resource.js';
import { serveStoreSetting } from '../../platform/resource/store-setting.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { requireRoute } from '../auth/route-gate.js';
import { adOrderList, type AdScope } from './ad-orders.repo.js';
import { buyAd, decideAd, slotsInUse, vendorProducts } from './ad-orders.service.js';
import { clearAdImage, setAdImage } from './ad-image.js';
import { defineAdWork } from './ad-mail.js';
import { AD_PAYING_SWEEP, AD_PAYING_SWEEP_CRON, runAdPayingSweep } from './ad-sweep.js';

/**
 * Ads (/features/ad-management, spec section 7): the store's slots and settings, and the ad
 * orders its vendors buy. Every call needs the route: the store's ad_management feature, and a
 * vendor's ad_management grant (an expired vendor is refused by the call's access).
 */
export async function adRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { db, now } = ctx;
  const guard = (req: FastifyRequest) => {
    const auth = storeAuthOf(req);
    requireRoute(auth, 'ad_management', now(), ADS_NOT_OFFERED);
    return auth;
  };
  const scopeOf = (req: FastifyRequest): AdScope => {
    const auth = guard(req);
    return {
      storeId: auth.storeId,
      vendorId: auth.principal.type === 'vendor' ? auth.principal.row.id : null,
      today: utcDayOf(now()),
    };
  };
  const buyerOf = (req: FastifyRequest) => {
    const scope = scopeOf(req);
    if (!scope.vendorId) throw forbidden('Only a vendor buys ads.');
    return { storeId: scope.storeId, vendorId: scope.vendorId };
  };

  serveSimpleResource(
    app,
    AD_SLOT,
    { things: adSlots },
    { guard, usedBy: (tx, ids) => slotsInUse(tx, ids, utcDayOf(now())) },
  );
  serveStoreSetting(app, AD_SETTING, { guard });
  const lists = listHandlers(db, adOrderList, scopeOf);
  serveCalls(app, AD_ORDER_CALLS, ['ads'], {
    list: lists.list,
    count: lists.count,
    create: async (body, req) => buyAd(db, buyerOf(req), body, now()),
    decide: async (body, req) => ({ data: await decideAd(db, scopeOf(req).storeId, body, now()) }),
    image: async (_input, req) => ({ data: await setAdImage(db, ctx.media, buyerOf(req), req, now()) }),
    clearImage: async ({ _id }, req) => ({ data: await clearAdImage(db, buyerOf(req), _id, now()) }),
    products: async (_input, req) => vendorProducts(db, buyerOf(req)),
  });

  defineAdWork(ctx);
  ctx.jobs.define(
    AD_PAYING_SWEEP,
    async () => {
      const swept = await runAdPayingSweep(db, now());
      if (swept.completed + swept.failed > 0) app.log.info(swept, 'ad orders stuck paying swept');
    },
    { policy: 'singleton', retryLimit: 2 },
  );
  ctx.jobs.schedule(AD_PAYING_SWEEP, AD_PAYING_SWEEP_CRON, {});
}
