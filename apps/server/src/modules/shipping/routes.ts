import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DELIVERY_METHOD, type LocalArea, SHIPPING_METHOD } from '@stallfront/shared';
import { deliveryMethods, shippingMethods } from '../../db/schema/index.js';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { featuresOfView, readStoreView } from '../../platform/auth/store-view.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { serveSimpleResource } from '../../platform/resource/simple-resource.js';
import { requireStoreOffers } from '../auth/route-gate.js';
import { branchOfStore } from './shipping-config.js';

/** Delivery methods and shipping methods: the settings the checkout's choices come from (shippingChoices). */
export async function shippingRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.ctx;
  const offeredBy = (route: string, refusal: string) => ({
    guard: (req: FastifyRequest) => requireStoreOffers(storeAuthOf(req), route, now(), refusal),
  });
  serveSimpleResource(
    app,
    DELIVERY_METHOD,
    { things: deliveryMethods },
    {
      ...offeredBy('delivery_methods', 'This store has no delivery: it takes no orders.'),
      // What the schema cannot see: the store's features and branches, and what each kind needs.
      check: async (tx, storeId, input) => {
        if (input.kind === 'pickup') {
          const features = featuresOfView(await readStoreView(db, storeId), now());
          if (!features.includes('store_pickup')) {
            throw badRequest('kind: Pickup needs the store pickup feature: add it to your plan first.');
          }
          if (typeof input.branch_id === 'string' && !(await branchOfStore(tx, storeId, input.branch_id))) {
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
    offeredBy('shipping_methods', 'This store has no shipping methods: turn on the shipping methods feature.'),
  );
}
