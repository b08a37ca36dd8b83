import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CATALOG_CALLS as C } from '@stallfront/shared';
import { storeAuthOf, storeGuard } from '../../platform/auth/guards.js';
import { queryRouteOf, routeOf } from '../../platform/endpoint-route.js';
import { readUpload } from '../../platform/files/upload.js';
import { CATALOG_CSV_MAX_BYTES, uploadCatalogs } from './bulk-upload.service.js';
import { catalogEditorOf, catalogReaderOf } from './caller.js';
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
  const onRequest = storeGuard();
  const editor = (req: FastifyRequest) => catalogEditorOf(storeAuthOf(req));
  const ok = <T extends object>(data: T) => ({ status: true as const, ...data });

  app.route({
    ...queryRouteOf(C.list, tags),
    onRequest,
    handler: async (req) => ok({ list: await listCatalogs(db, catalogReaderOf(storeAuthOf(req)), req.query.id) }),
  });
  app.route({
    ...routeOf(C.create, tags),
    onRequest,
    handler: async (req) => ok({ data: await createCatalog(db, editor(req), req.body) }),
  });
  app.route({
    ...routeOf(C.update, tags),
    onRequest,
    handler: async (req) => ok({ data: await updateCatalog(db, editor(req), req.body) }),
  });
  app.route({
    ...routeOf(C.remove, tags),
    onRequest,
    handler: async (req) => ok({ message: await deleteCatalogs(db, editor(req), req.body.ids) }),
  });
  app.route({
    ...routeOf(C.highlights, tags),
    onRequest,
    handler: async (req) => ok({ list: await setHighlights(db, editor(req), req.body.ids) }),
  });
  app.route({
    ...routeOf(C.bulkUpload, tags),
    onRequest,
    handler: async (req) => {
      const storeId = editor(req);
      const upload = await readUpload(req, CATALOG_CSV_MAX_BYTES, 'catalog CSV');
      return ok(await uploadCatalogs(db, storeId, upload.bytes));
    },
  });
  app.route({
    ...queryRouteOf(C.navigations, tags),
    onRequest,
    handler: async (req) => ok(await listNavigations(db, editor(req), req.query)),
  });
  app.route({
    ...routeOf(C.createNavigation, tags),
    onRequest,
    handler: async (req) => ok({ data: await createNavigation(db, editor(req), req.body) }),
  });
  app.route({
    ...routeOf(C.updateNavigation, tags),
    onRequest,
    handler: async (req) => ok({ data: await updateNavigation(db, editor(req), req.body) }),
  });
  app.route({
    ...routeOf(C.removeNavigation, tags),
    onRequest,
    handler: async (req) => ok({ message: await removeNavigation(db, editor(req), req.body._id) }),
  });
  app.route({
    ...routeOf(C.saveSections, tags),
    onRequest,
    handler: async (req) => ok(await saveSections(db, editor(req), req.body)),
  });
}
