import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PRODUCT_CALLS } from '@stallfront/shared';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { productCallerOf } from './caller.js';
import { exportProductsCsv } from './export.service.js';
import { productFeaturesFor } from './features.service.js';
import { productList } from './list.repo.js';
import { manyProducts } from './many.repo.js';
import { readProduct } from './product.repo.js';
import {
  createProduct,
  deleteProducts,
  saveBranchStock,
  saveDetails,
  saveImages,
  saveOverall,
  setArchived,
} from './product.service.js';

/** Products: spec section 7's calls, each gated by storeGuard and then by the product rules. */
export async function productRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const callerOf = (req: FastifyRequest) => productCallerOf(storeAuthOf(req));
  serveCalls(app, PRODUCT_CALLS, ['products'], {
    list: (body, req) => productList.page(db, callerOf(req), body),
    count: (query, req) => productList.count(db, callerOf(req), query),
    bulkDelete: async (body, req) => ({ message: await deleteProducts(db, callerOf(req), body.ids) }),
    exportCsv: async (body, req) => ({ name: 'products.csv', file: await exportProductsCsv(db, callerOf(req), body) }),
    many: async (body, req) => ({ list: await manyProducts(db, callerOf(req), body.ids) }),
    get: async (params, req) => ({ data: await readProduct(db, callerOf(req), params.id) }),
    create: async (body, req) => ({ data: await createProduct(db, callerOf(req), body) }),
    saveOverall: async (body, req) => ({ data: await saveOverall(db, callerOf(req), body._id, body) }),
    saveDetails: async (body, req) => ({ data: await saveDetails(db, callerOf(req), body._id, body) }),
    saveImages: async (body, req) => ({ data: await saveImages(db, callerOf(req), body._id, body) }),
    saveBranchStock: async (body, req) => ({ data: await saveBranchStock(db, callerOf(req), body) }),
    archive: async (body, req) => ({ message: await setArchived(db, callerOf(req), body.ids, body.archived) }),
    remove: async (body, req) => ({ message: await deleteProducts(db, callerOf(req), [body._id]) }),
    features: async (_query, req) => ({ data: await productFeaturesFor(db, callerOf(req)) }),
  });
}
