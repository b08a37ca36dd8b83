import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ORDER_CALLS as C } from '@stallfront/shared';
import { branches, vendors } from '../../../db/schema/index.js';
import { storeAuthOf } from '../../../platform/auth/guards.js';
import { queryRouteOf, routeOf } from '../../../platform/endpoint-route.js';
import { orderCallerOf } from './caller.js';
import { actOnOrder, actOnOrders } from './order-action.service.js';
import { readOrder } from './order-detail.repo.js';
import { exportOrdersCsv } from './order-export.service.js';
import { countOrders, listOrders } from './order-list.repo.js';

/** The console's orders: lists per status, the order page and its actions (ORDER_CALLS). */
export async function orderAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, now } = app.ctx;
  const tags = ['orders'];
  const callerOf = (req: FastifyRequest) => orderCallerOf(storeAuthOf(req));
  const ok = <T extends object>(data: T) => ({ status: true as const, ...data });

  app.route({
    ...routeOf(C.list, tags),
    handler: async (req) => ok(await listOrders(db, callerOf(req), req.body)),
  });
  app.route({
    ...queryRouteOf(C.count, tags),
    handler: async (req) => ok(await countOrders(db, callerOf(req), req.query)),
  });
  app.route({
    ...routeOf(C.exportCsv, tags),
    handler: async (req, reply) => {
      const csv = await exportOrdersCsv(db, callerOf(req), req.body);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${req.body.status}.csv"`)
        .send(csv);
    },
  });
  app.route({
    ...routeOf(C.bulk, tags),
    handler: async (req) => actOnOrders(db, callerOf(req), req.body.ids, req.body.action, req.body.reason, now()),
  });
  app.route({
    ...queryRouteOf(C.features, tags),
    handler: async (req) => {
      const caller = callerOf(req);
      const owner = !caller.vendorId && !caller.branchId;
      const [vendorRows, branchRows] = owner
        ? await Promise.all([
            db
              .select({ _id: vendors.id, name: vendors.companyName })
              .from(vendors)
              .where(eq(vendors.storeId, caller.storeId))
              .orderBy(asc(vendors.companyName)),
            db
              .select({ _id: branches.id, name: branches.name })
              .from(branches)
              .where(eq(branches.storeId, caller.storeId))
              .orderBy(asc(branches.name)),
          ])
        : [[], []];
      return ok({ data: { vendors: vendorRows, branches: branchRows } });
    },
  });
  app.route({
    ...queryRouteOf(C.get, tags),
    handler: async (req) => ok({ data: await readOrder(db, callerOf(req), req.params.id) }),
  });
  app.route({
    ...routeOf(C.act, tags),
    handler: async (req) => ok({ data: await actOnOrder(db, callerOf(req), req.body, now()) }),
  });
}
