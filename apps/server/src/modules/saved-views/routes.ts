import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SAVED_VIEW_CALLS as C } from '@stallfront/shared';
import { queryRouteOf, routeOf } from '../../platform/endpoint-route.js';
import { keeperOf } from './keeper.js';
import { listViews } from './saved-view.repo.js';
import { createView, deleteView, renameView } from './saved-view.service.js';

/** Saved views of the console's lists: each signed-in person keeps their own. */
export async function savedViewRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const tags = ['saved views'];
  const ok = <T extends object>(data: T) => ({ status: true as const, ...data });

  app.route({
    ...queryRouteOf(C.list, tags),
    handler: async (req) => ok({ list: await listViews(db, keeperOf(req), req.query.list) }),
  });
  app.route({
    ...routeOf(C.create, tags),
    handler: async (req) => ok({ data: await createView(db, keeperOf(req), req.body) }),
  });
  app.route({
    ...routeOf(C.rename, tags),
    handler: async (req) => ok({ data: await renameView(db, keeperOf(req), req.body._id, req.body.name) }),
  });
  app.route({
    ...routeOf(C.remove, tags),
    handler: async (req) => ok({ message: await deleteView(db, keeperOf(req), req.body._id) }),
  });
}
