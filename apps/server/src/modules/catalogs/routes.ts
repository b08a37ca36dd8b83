import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CATALOG_CALLS as C } from '@stallfront/shared';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { queryRouteOf, routeOf } from '../../platform/endpoint-route.js';
import { readUpload } from '../../platform/files/upload.js';
import { CATALOG_CSV_MAX_BYTES, uploadCatalogs } from './bulk-upload.service.js';
import { listCatalogs } from './catalog.repo.js';
import { createCatalog, deleteCatalogs, setHighlights, updateCatalog } from './catalog.service.js';
import { listNavigations } from './navigation.repo.js';
import { createNavigation, removeNavigation, updateNavigation } from './navigation.service.js';
import { saveSections } from './sections.service.js';

/** Catalogs, highlights and the navigation menu (spec section 7); the store is always the token's. */
export async function catalogRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const tags = ['catalogs'];
  // Each call's gate applied its shared access rule; the store is the session's.
  const storeOf = (req: FastifyRequest) => storeAuthOf(req).storeId;
  const ok = <T extends object>(data: T) => ({ status: true as const, ...data });

  app.route({
    ...queryRouteOf(C.list, tags),
    handler: async (req) => ok({ list: await listCatalogs(db, storeOf(req), req.query.id) }),
  });
  app.route({
    ...routeOf(C.create, tags),
    handler: async (req) => ok({ data: await createCatalog(db, storeOf(req), req.body) }),
  });
  app.route({
    ...routeOf(C.update, tags),
    handler: async (req) => ok({ data: await updateCatalog(db, storeOf(req), req.body) }),
  });
  app.route({
    ...routeOf(C.remove, tags),
    handler: async (req) => ok({ message: await deleteCatalogs(db, storeOf(req), req.body.ids) }),
  });
  app.route({
    ...routeOf(C.highlights, tags),
    handler: async (req) => ok({ list: await setHighlights(db, storeOf(req), req.body.ids) }),
  });
  app.route({
    ...routeOf(C.bulkUpload, tags),
    handler: async (req) => {
      const storeId = storeOf(req);
      const upload = await readUpload(req, CATALOG_CSV_MAX_BYTES, 'catalog CSV');
      return ok(await uploadCatalogs(db, storeId, upload.bytes));
    },
  });
  app.route({
    ...queryRouteOf(C.navigations, tags),
    handler: async (req) => ok(await listNavigations(db, storeOf(req), req.query)),
  });
  app.route({
    ...routeOf(C.createNavigation, tags),
    handler: async (req) => ok({ data: await createNavigation(db, storeOf(req), req.body) }),
  });
  app.route({
    ...routeOf(C.updateNavigation, tags),
    handler: async (req) => ok({ data: await updateNavigation(db, storeOf(req), req.body) }),
  });
  app.route({
    ...routeOf(C.removeNavigation, tags),
    handler: async (req) => ok({ message: await removeNavigation(db, storeOf(req), req.body._id) }),
  });
  app.route({
    ...routeOf(C.saveSections, tags),
    handler: async (req) => ok(await saveSections(db, storeOf(req), req.body)),
  });
}
