import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CATALOG_PAGE_CALLS } from '@stallfront/shared/catalog-page';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { requireStoreOffers } from '../auth/route-gate.js';
import { addOverride, catalogPageState, changeDesign, removeOverrides } from './catalog-page.service.js';

/** /setting/catalog-page: the catalog pages' designs, for stores with the feature (a 404 elsewhere, as the screen is missing). */
export async function catalogPageRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.ctx;
  const storeOf = (req: FastifyRequest) => {
    const auth = storeAuthOf(req);
    requireStoreOffers(
      auth,
      'catalog_page',
      now(),
      'This store has no catalog page designs: add the Catalog page app first.',
    );
    return auth.storeId;
  };
  serveCalls(app, CATALOG_PAGE_CALLS, ['website'], {
    get: async (_input, req) => ({ data: await catalogPageState(db, storeOf(req)) }),
    add: async (input, req) => ({ data: await addOverride(db, storeOf(req), input) }),
    change: async (input, req) => ({ data: await changeDesign(db, storeOf(req), input) }),
    remove: async ({ ids }, req) => {
      const removed = await removeOverrides(db, storeOf(req), ids);
      return { message: `${removed === 1 ? 'That catalog uses' : 'Those catalogs use'} the default design again.` };
    },
  });
}
