import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { REVIEW_CALLS as C } from '@stallfront/shared';
import { storeAuthOf, storeGuard } from '../../platform/auth/guards.js';
import { routeOf } from '../../platform/endpoint-route.js';
import { reviewManagerOf } from './caller.js';
import { listReviews } from './review.repo.js';
import { replyToReview, setReviewStatus } from './review.service.js';

/** Product reviews: shoppers write them on the storefront; the store lists, approves, hides and answers them. */
export async function reviewRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, now } = app.ctx;
  const tags = ['reviews'];
  const onRequest = storeGuard();
  const manager = (req: FastifyRequest) => reviewManagerOf(storeAuthOf(req));
  const ok = <T extends object>(data: T) => ({ status: true as const, ...data });

  app.route({
    ...routeOf(C.list, tags),
    onRequest,
    handler: async (req) => ok(await listReviews(db, manager(req), req.body)),
  });
  app.route({
    ...routeOf(C.setStatus, tags),
    onRequest,
    handler: async (req) => ok({ message: await setReviewStatus(db, manager(req), req.body.ids, req.body.status) }),
  });
  app.route({
    ...routeOf(C.reply, tags),
    onRequest,
    handler: async (req) => ok({ message: await replyToReview(db, manager(req), req.body._id, req.body.reply, now()) }),
  });
}
