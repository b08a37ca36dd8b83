import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SHOP_FEEDBACK_CALLS } from '@stallfront/shared';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { listHandlers } from '../../platform/list/list-handlers.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { requireRoute } from '../auth/route-gate.js';
import { shopFeedbackDetail, shopFeedbackList } from './shop-feedback-admin.repo.js';
import { replyToShopFeedback, updateShopFeedback } from './shop-feedback-admin.service.js';

/** Shoppers' feedback in the console (spec section 7: POST /store/feedback lists). */
export async function shopFeedbackRoutes(app: FastifyInstance): Promise<void> {
  const { db, mailer, now } = app.ctx;
  // SHOP_FEEDBACK_ACCESS let the caller in; the route's feedback feature asks the same of the store.
  const authOf = (req: FastifyRequest) => {
    const auth = storeAuthOf(req);
    requireRoute(auth, 'feedback', now(), 'This store takes no feedback: turn on the feedback feature.');
    return auth;
  };
  const scopeOf = (req: FastifyRequest) => ({ storeId: authOf(req).storeId, now: now() });
  const write = (req: FastifyRequest) => {
    const auth = authOf(req);
    const person = auth.principal.row;
    return {
      db,
      mailer,
      storeId: auth.storeId,
      storeName: auth.view.store.name,
      sentBy: `${person.name} <${person.email}>`,
      now: now(),
    };
  };

  serveCalls(app, SHOP_FEEDBACK_CALLS, ['shop feedback'], {
    ...listHandlers(db, shopFeedbackList, scopeOf),
    get: async (params, req) => ({ data: await shopFeedbackDetail(db, scopeOf(req), params.id) }),
    update: (body, req) => updateShopFeedback(write(req), body),
    reply: (body, req) => replyToShopFeedback(write(req), body),
  });
}
