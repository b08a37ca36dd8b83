import type { FastifyInstance } from 'fastify';
import { PROMOTION_CALLS } from '@stallfront/shared';
import { serveCalls } from '../../platform/serve-calls.js';
import { supportActorOf } from '../admin-clients/support-actor.js';
import { createPromotion, endPromotion, listPromotions, updatePromotion } from './promotions.service.js';

/** /admin/promotions: the platform's discount codes for plans; master token only (store, vendor and branch tokens are refused). */
export async function promotionRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.ctx;
  serveCalls(app, PROMOTION_CALLS, ['admin'], {
    list: async () => listPromotions(db, now()),
    create: async (input) => ({ data: await createPromotion(db, input, now()) }),
    update: async (input, req) => ({ data: await updatePromotion(db, await supportActorOf(req), input, now()) }),
    end: async ({ _id }, req) => ({ data: await endPromotion(db, await supportActorOf(req), _id, now()) }),
  });
}
