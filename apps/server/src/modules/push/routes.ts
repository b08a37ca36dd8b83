import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PUSH_CALLS as C } from '@stallfront/shared';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { queryRouteOf, routeOf } from '../../platform/endpoint-route.js';
import { subscribe, unsubscribe } from './push.service.js';
import type { VapidKeys } from './vapid.js';

/** The console's push subscription: the server's key, subscribe and unsubscribe this browser. */
export async function pushRoutes(fastify: FastifyInstance, { vapid }: { vapid: VapidKeys }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.ctx;
  const tags = ['push'];

  app.route({
    ...queryRouteOf(C.key, tags),
    handler: async () => ({ status: true as const, data: { public_key: vapid.publicKey } }),
  });
  app.route({
    ...routeOf(C.subscribe, tags),
    handler: async (req) => ({
      status: true as const,
      message: await subscribe(db, storeAuthOf(req), req.body, config.PUSH_ENDPOINT_ORIGINS, req.headers['user-agent']),
    }),
  });
  app.route({
    ...routeOf(C.unsubscribe, tags),
    handler: async (req) => ({
      status: true as const,
      message: await unsubscribe(db, storeAuthOf(req), req.body.endpoint),
    }),
  });
}
