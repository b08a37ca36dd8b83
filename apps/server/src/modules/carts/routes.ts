import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ABANDONED_CART_CALLS, ABANDONED_QUOTE_CALLS } from '@stallfront/shared';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { featuresOfView } from '../../platform/auth/store-view.js';
import { queryRouteOf, routeOf } from '../../platform/endpoint-route.js';
import { forbidden } from '../../platform/errors.js';
import { countAbandoned, listAbandoned } from './abandoned.repo.js';
import type { CartStore } from './cart.service.js';
import { queueReminders } from './reminders.js';

/** Abandoned carts and abandoned quote lists: the same three calls for each kind of cart. */
export async function cartRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, jobs, now } = app.ctx;
  const tags = ['abandoned carts'];
  const ok = <T extends object>(data: T) => ({ status: true as const, ...data });

  for (const [C, cartKind] of [
    [ABANDONED_CART_CALLS, 'order'],
    [ABANDONED_QUOTE_CALLS, 'quote'],
  ] as const) {
    // The gate applied the call's access. Abandoned carts are a package feature; quote lists
    // exist only in quote stores, so any other store's list is simply empty.
    const storeOf = (req: FastifyRequest): CartStore => {
      const { view } = storeAuthOf(req);
      if (cartKind === 'order' && !featuresOfView(view, now()).includes('abandoned_cart')) {
        throw forbidden('Abandoned carts are not part of your package.');
      }
      return { id: view.store.id, currency: view.store.currency, cartKind };
    };
    app.route({
      ...routeOf(C.list, tags),
      handler: async (req) => ok(await listAbandoned(db, storeOf(req), req.body)),
    });
    app.route({
      ...queryRouteOf(C.count, tags),
      handler: async (req) => ok(await countAbandoned(db, storeOf(req).id, cartKind, req.query)),
    });
    app.route({
      ...routeOf(C.remind, tags),
      handler: async (req) => ok({ message: await queueReminders(db, jobs, storeOf(req), req.body.ids, now()) }),
    });
  }
}
