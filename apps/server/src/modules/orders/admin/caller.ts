import { and, eq, exists, type SQL, sql } from 'drizzle-orm';
import { type OrderActor, type OrderState, storeHasOrders, storeTimeZone } from '@stallfront/shared';
import { type OrderCaller, orderLines, type OrderRow, orders } from '../../../db/schema/index.js';
import { actorOf, type StoreAuth } from '../../../platform/auth/guards.js';
import { forbidden } from '../../../platform/errors.js';

// Declared with the batch table that stores one (db/schema/order-documents.ts); the order files take it from here.
export type { OrderCaller };

/** The order caller of a store session; estates stores have no orders, so every order call refuses them. */
export function orderCallerOf(auth: StoreAuth): OrderCaller {
  if (!storeHasOrders(auth.view.store.type)) throw forbidden('Estates stores have no orders.');
  const { principal } = auth;
  return {
    storeId: auth.storeId,
    vendorId: principal.type === 'vendor' ? principal.row.id : null,
    branchId: principal.type === 'branch' ? principal.row.id : null,
    actorName: `${principal.row.name} <${principal.row.email}>`,
    actorType: actorOf(auth).loginType,
    timeZone: storeTimeZone(auth.view.store.country, auth.view.store.timezone),
  };
}

/** The caller as the transition rule sees it. */
export function ruleActorOf(caller: OrderCaller, ownsAllLines: boolean): OrderActor {
  if (caller.vendorId) return { role: 'vendor', ownsAllLines };
  return { role: caller.branchId ? 'branch' : 'store' };
}

/** The order as the transition rule sees it: its state and its payment. */
export const orderStateOf = (order: OrderRow): OrderState => ({
  status: order.status,
  stage: order.stage,
  payment: { method: order.paymentMethod, status: order.paymentStatus },
});

/** A vendor's lines of the order in the query: the conditions on order_lines it may read. */
export const vendorLine = (caller: OrderCaller) =>
  and(eq(orderLines.orderId, orders.id), caller.vendorId ? eq(orderLines.vendorId, caller.vendorId) : undefined);

/** The orders a caller may see: their store's, a vendor's with a line of its own, a branch's own. */
export function visibleOrders(caller: OrderCaller): SQL {
  return and(
    eq(orders.storeId, caller.storeId),
    caller.vendorId
      ? exists(
          sql`(select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.vendorId} = ${caller.vendorId})`,
        )
      : undefined,
    caller.branchId ? eq(orders.branchId, caller.branchId) : undefined,
  ) as SQL;
}
