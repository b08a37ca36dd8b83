import type { FastifyInstance } from 'fastify';
import { DELIVERY_METHOD, type LocalArea, SHIPPING_CALLS, SHIPPING_METHOD } from '@stallfront/shared';
import { deliveryMethods, shippingMethods } from '../../db/schema/index.js';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { featuresOfView } from '../../platform/auth/store-view.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { serveSimpleResource } from '../../platform/resource/simple-resource.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { offeredBy, requireStoreOffers } from '../auth/route-gate.js';
import { activeBranches, branchOfStore } from './shipping-config.js';

/** Delivery methods and shipping methods: the settings the checkout's choices come from (shippingChoices). */
export async function shippingRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.ctx;
  serveSimpleResource(
    app,
    DELIVERY_METHOD,
    { things: deliveryMethods },
    {
      guard: (req) => {
        const auth = storeAuthOf(req);
        requireStoreOffers(auth, 'delivery_methods', now(), 'This store has no delivery: it takes no orders.');
        // A pickup is for stores with the store_pickup feature (read with the session, before any write).
        const body = req.body as { kind?: unknown } | undefined;
        const writes = req.method === 'POST' || req.method === 'PUT';
        if (writes && body?.kind === 'pickup' && !featuresOfView(auth.view, now()).includes('store_pickup')) {
          throw badRequest('kind: Pickup needs the store pickup feature: add it to your plan first.');
        }
      },
      // What the schema cannot see: the store's branches, and what a local delivery needs.
      check: async (tx, storeId, input) => {
        if (input.kind === 'pickup' && typeof input.branch_id === 'string') {
          if (!(await branchOfStore(tx, storeId, input.branch_id))) {
            throw notFound('branch_id: This branch does not exist in your store.');
          }
        }
        const area = input.area as LocalArea;
        if (input.kind === 'local' && area.postcodes.length === 0 && area.radius_km === null) {
          throw badRequest('area.postcodes: List the postcodes it delivers to, or give a radius around the store');
        }
      },
    },
  );
  serveSimpleResource(
    app,
    SHIPPING_METHOD,
    { things: shippingMethods },
    offeredBy(app, 'shipping_methods', 'This store has no shipping methods: turn on the shipping methods feature.'),
  );
  serveCalls(app, SHIPPING_CALLS, ['shipping'], {
    branches: async (_input, req) => {
      const auth = storeAuthOf(req);
      requireStoreOffers(auth, 'delivery_methods', now(), 'This store has no delivery: it takes no orders.');
      const list = await activeBranches(db, auth.storeId);
      return { list: list.map((b) => ({ _id: b.id, name: b.name, address: b.address ?? '' })) };
    },
  });
}
