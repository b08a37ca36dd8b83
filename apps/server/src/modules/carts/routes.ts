import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ABANDONED_CART_CALLS, ABANDONED_QUOTE_CALLS } from '@stallfront/shared';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { featuresOfView } from '../../platform/auth/store-view.js';
import { forbidden } from '../../platform/errors.js';
import { listHandlers } from '../../platform/list/list-handlers.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { abandonedList } from './abandoned.repo.js';
import type { CartStore } from './cart.service.js';
import { queueReminders } from './reminders.js';

/** Abandoned carts and abandoned quote lists: the same three calls for each kind of cart. */
export async function cartRoutes(app: FastifyInstance): Promise<void> {
  const { db, jobs, now } = app.ctx;
  for (const [calls, cartKind] of [
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
      return { id: view.store.id, currency: view.store.currency, cartKind, features: featuresOfView(view, now()) };
    };
    serveCalls(app, calls, ['abandoned carts'], {
      ...listHandlers(db, abandonedList, storeOf),
      remind: async (body, req) => ({ message: await queueReminders(db, jobs, storeOf(req), body.ids, now()) }),
    });
  }
}
