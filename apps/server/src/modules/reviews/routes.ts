import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { REVIEW_CALLS as C } from '@stallfront/shared';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { queryRouteOf, routeOf } from '../../platform/endpoint-route.js';
import { countReviews, listReviews } from './review.repo.js';
import { replyToReview, setReviewStatus } from './review.service.js';

/** Product reviews: shoppers write them on the storefront; the store lists, approves, hides and answers them. */
export async function reviewRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, now } = app.ctx;
  const tags = ['reviews'];
  // The gate applied REVIEW_ACCESS; the store is the session's.
  const storeOf = (req: FastifyRequest) => storeAuthOf(req).storeId;
  const ok = <T extends object>(data: T) => ({ status: true as const, ...data });

  app.route({
    ...routeOf(C.list, tags),
    handler: async (req) => ok(await listReviews(db, storeOf(req), req.body)),
  });
  app.route({
    ...queryRouteOf(C.count, tags),
    handler: async (req) => ok(await countReviews(db, storeOf(req), req.query)),
  });
  app.route({
    ...routeOf(C.setStatus, tags),
    handler: async (req) => ok({ message: await setReviewStatus(db, storeOf(req), req.body.ids, req.body.status) }),
  });
  app.route({
    ...routeOf(C.reply, tags),
    handler: async (req) => ok({ message: await replyToReview(db, storeOf(req), req.body._id, req.body.reply, now()) }),
  });
}
