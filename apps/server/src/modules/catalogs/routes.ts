import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CATALOG_CALLS } from '@stallfront/shared';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { readUpload } from '../../platform/files/upload.js';
import { CATALOG_CSV_MAX_BYTES, uploadCatalogs } from './bulk-upload.service.js';
import { listCatalogs } from './catalog.repo.js';
import { createCatalog, deleteCatalogs, setHighlights, updateCatalog } from './catalog.service.js';
import { listNavigations } from './navigation.repo.js';
import { createNavigation, removeNavigation, updateNavigation } from './navigation.service.js';
import { saveSections } from './sections.service.js';

/** Catalogs, highlights and the navigation menu (spec section 7); the store is always the token's. */
export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  // Each call's gate applied its shared access rule; the store is the session's.
  const storeOf = (req: FastifyRequest) => storeAuthOf(req).storeId;
  const catalogStoreOf = (req: FastifyRequest) => {
    const auth = storeAuthOf(req);
    return { id: auth.storeId, multiVendor: auth.view.store.type === 'multi_vendor' };
  };

  serveCalls(app, CATALOG_CALLS, ['catalogs'], {
    list: async (query, req) => ({ list: await listCatalogs(db, storeOf(req), query.id) }),
    create: async (body, req) => ({ data: await createCatalog(db, catalogStoreOf(req), body) }),
    update: async (body, req) => ({ data: await updateCatalog(db, catalogStoreOf(req), body) }),
    remove: async (body, req) => ({ message: await deleteCatalogs(db, storeOf(req), body.ids) }),
    highlights: async (body, req) => ({ list: await setHighlights(db, storeOf(req), body.ids) }),
    bulkUpload: async (_body, req) => {
      const storeId = storeOf(req);
      const upload = await readUpload(req, CATALOG_CSV_MAX_BYTES, 'catalog CSV');
      return uploadCatalogs(db, storeId, upload.bytes);
    },
    navigations: (query, req) => listNavigations(db, storeOf(req), query),
    createNavigation: async (body, req) => ({ data: await createNavigation(db, storeOf(req), body) }),
    updateNavigation: async (body, req) => ({ data: await updateNavigation(db, storeOf(req), body) }),
    removeNavigation: async (body, req) => ({ message: await removeNavigation(db, storeOf(req), body._id) }),
    saveSections: (body, req) => saveSections(db, storeOf(req), body),
  });
}
