import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REVIEW_CALLS } from '@stallfront/shared';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { listHandlers } from '../../platform/list/list-handlers.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { reviewList } from './review.repo.js';
import { replyToReview, setReviewStatus } from './review.service.js';

/** Product reviews: shoppers write them on the storefront; the store lists, approves, hides and answers them. */
export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.ctx;
  // The gate applied REVIEW_ACCESS; the store is the session's.
  const storeOf = (req: FastifyRequest) => storeAuthOf(req).storeId;
  serveCalls(app, REVIEW_CALLS, ['reviews'], {
    ...listHandlers(db, reviewList, storeOf),
    setStatus: async (body, req) => ({ message: await setReviewStatus(db, storeOf(req), body.ids, body.status) }),
    reply: async (body, req) => ({ message: await replyToReview(db, storeOf(req), body._id, body.reply, now()) }),
  });
}
