import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PRODUCT_CALLS as C } from '@stallfront/shared';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { queryRouteOf, routeOf } from '../../platform/endpoint-route.js';
import { productCallerOf } from './caller.js';
import { exportProductsCsv } from './export.service.js';
import { productFeaturesFor } from './features.service.js';
import { countProducts, listProducts } from './list.repo.js';
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
import { manyProducts } from './many.repo.js';

/** Products: spec section 7's calls, each gated by storeGuard and then by the product rules. */
export async function productRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const tags = ['products'];
  const callerOf = (req: Parameters<typeof storeAuthOf>[0]) => productCallerOf(storeAuthOf(req));
  const ok = <T extends object>(data: T) => ({ status: true as const, ...data });

  app.route({
    ...routeOf(C.list, tags),
    handler: async (req) => ok(await listProducts(db, callerOf(req), req.body)),
  });
  app.route({
    ...queryRouteOf(C.count, tags),
    handler: async (req) => ok(await countProducts(db, callerOf(req), req.query)),
  });
  app.route({
    ...routeOf(C.bulkDelete, tags),
    handler: async (req) => ok({ message: await deleteProducts(db, callerOf(req), req.body.ids) }),
  });
  app.route({
    ...routeOf(C.exportCsv, tags),
    handler: async (req, reply) => {
      const csv = await exportProductsCsv(db, callerOf(req), req.body);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="products.csv"')
        .send(csv);
    },
  });
  app.route({
    ...routeOf(C.many, tags),
    handler: async (req) => ok({ list: await manyProducts(db, callerOf(req), req.body.ids) }),
  });
  app.route({
    ...queryRouteOf(C.get, tags),
    handler: async (req) => ok({ data: await readProduct(db, callerOf(req), req.params.id) }),
  });
  app.route({
    ...routeOf(C.create, tags),
    handler: async (req) => ok({ data: await createProduct(db, callerOf(req), req.body) }),
  });
  app.route({
    ...routeOf(C.saveOverall, tags),
    handler: async (req) => ok({ data: await saveOverall(db, callerOf(req), req.body._id, req.body) }),
  });
  app.route({
    ...routeOf(C.saveDetails, tags),
    handler: async (req) => ok({ data: await saveDetails(db, callerOf(req), req.body._id, req.body) }),
  });
  app.route({
    ...routeOf(C.saveImages, tags),
    handler: async (req) => ok({ data: await saveImages(db, callerOf(req), req.body._id, req.body) }),
  });
  app.route({
    ...routeOf(C.saveBranchStock, tags),
    handler: async (req) => ok({ data: await saveBranchStock(db, callerOf(req), req.body) }),
  });
  app.route({
    ...routeOf(C.archive, tags),
    handler: async (req) => ok({ message: await setArchived(db, callerOf(req), req.body.ids, req.body.archived) }),
  });
  app.route({
    ...routeOf(C.remove, tags),
    handler: async (req) => ok({ message: await deleteProducts(db, callerOf(req), [req.body._id]) }),
  });
  app.route({
    ...routeOf(C.features, tags),
    handler: async (req) => ok({ data: await productFeaturesFor(db, callerOf(req)) }),
  });
}
