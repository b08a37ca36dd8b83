import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ORDER_CALLS } from '@stallfront/shared';
import type { Db } from '../../../db/client.js';
import { branches, vendors } from '../../../db/schema/index.js';
import { storeAuthOf } from '../../../platform/auth/guards.js';
import { listHandlers } from '../../../platform/list/list-handlers.js';
import { serveCalls } from '../../../platform/serve-calls.js';
import { type OrderCaller, orderCallerOf } from './caller.js';
import { actOnOrder, actOnOrders } from './order-action.service.js';
import { findOrders } from './order-find.repo.js';
import { readOrder } from './order-detail.repo.js';
import { orderAddonFile } from './order-files.js';
import { orderList } from './order-list.repo.js';

/** The console's orders: lists per status, the order page, its actions and its lines' files (ORDER_CALLS). */
export async function orderAdminRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.ctx;
  const files = app.ctx.privateFiles;
  const callerOf = (req: FastifyRequest) => orderCallerOf(storeAuthOf(req));
  const { list, count, exportCsv, find, bulk, features, get, act, addonFile } = ORDER_CALLS;

  serveCalls(app, { list, count, exportCsv, find, bulk, features, get, act, addonFile }, ['orders'], {
    ...listHandlers(db, orderList, callerOf),
    find: async (body, req) => {
      const found = await findOrders(db, callerOf(req), body.search, body.limit);
      return { list: found, total: found.length };
    },
    bulk: (body, req) => actOnOrders(db, callerOf(req), body.ids, body.action, body.reason, now()),
    features: async (_query, req) => ({ data: await orderFilterChoices(db, callerOf(req)) }),
    get: async (params, req) => ({ data: await readOrder(db, callerOf(req), params.id) }),
    act: async (body, req) => ({ data: await actOnOrder(db, callerOf(req), body, now()) }),
    addonFile: ({ id, file_id }, req) => orderAddonFile(db, files, callerOf(req), id, file_id),
  });
}

/** The vendors and branches an owner may filter orders by; a vendor or branch filters by neither. */
async function orderFilterChoices(db: Db, caller: OrderCaller) {
  if (caller.vendorId || caller.branchId) return { vendors: [], branches: [] };
  const [vendorRows, branchRows] = await Promise.all([
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
  ]);
  return { vendors: vendorRows, branches: branchRows };
}
