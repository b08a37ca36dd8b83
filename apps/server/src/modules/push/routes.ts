import type { FastifyInstance } from 'fastify';
import { PUSH_CALLS } from '@stallfront/shared';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { subscribe, unsubscribe } from './push.service.js';
import type { VapidKeys } from './vapid.js';

/** The console's push subscription: the server's key, subscribe and unsubscribe this browser. */
export async function pushRoutes(app: FastifyInstance, { vapid }: { vapid: VapidKeys }): Promise<void> {
  const { db, config } = app.ctx;
  serveCalls(app, PUSH_CALLS, ['push'], {
    key: () => ({ data: { public_key: vapid.publicKey } }),
    subscribe: async (body, req) => ({
      message: await subscribe(db, storeAuthOf(req), body, config.PUSH_ENDPOINT_ORIGINS, req.headers['user-agent']),
    }),
    unsubscribe: async (body, req) => ({ message: await unsubscribe(db, storeAuthOf(req), body.endpoint) }),
  });
}
