import type { FastifyInstance } from 'fastify';
import { SHOP_FEEDBACK_CALLS } from '@stallfront/shared';
import { listHandlers } from '../../platform/list/list-handlers.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { threadCaller } from '../auth/thread-caller.js';
import { shopFeedbackDetail, shopFeedbackList } from './shop-feedback-admin.repo.js';
import { replyToShopFeedback, updateShopFeedback } from './shop-feedback-admin.service.js';

/** Shoppers' feedback in the console (spec section 7: POST /store/feedback lists). */
export async function shopFeedbackRoutes(app: FastifyInstance): Promise<void> {
  const { scopeOf, write } = threadCaller(
    app,
    'feedback',
    'This store takes no feedback: turn on the feedback feature.',
  );
  serveCalls(app, SHOP_FEEDBACK_CALLS, ['shop feedback'], {
    ...listHandlers(app.ctx.db, shopFeedbackList, scopeOf),
    get: async (params, req) => ({ data: await shopFeedbackDetail(app.ctx.db, scopeOf(req), params.id) }),
    update: (body, req) => updateShopFeedback(write(req), body),
    reply: (body, req) => replyToShopFeedback(write(req), body),
  });
}
