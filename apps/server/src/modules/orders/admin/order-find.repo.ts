import { and, eq, type SQL } from 'drizzle-orm';
import { type OrderSummary, typedOrderNumber } from '@stallfront/shared';
import type { Db } from '../../../db/client.js';
import { orders } from '../../../db/schema/index.js';
import { type OrderCaller, visibleOrders } from './caller.js';
import { orderList } from './order-list.repo.js';

/**
 * The orders a search finds in every status, as the lists read them (a vendor's share of each):
 * the order of the number typed first, even when newer orders' phones start with the same
 * digits, then the rest newest first (by number: it counts up per store, unlike two orders'
 * placing times, which may be equal).
 */
export async function findOrders(db: Db, caller: OrderCaller, search: string, limit: number): Promise<OrderSummary[]> {
  const typed = search.trim();
  const number = typedOrderNumber(typed);
  const [exact, matches] = await Promise.all([
    number === undefined
      ? []
      : orderList.find(db, caller, and(visibleOrders(caller), eq(orders.number, number)) as SQL, { limit: 1 }),
    orderList.find(db, caller, orderList.where(caller, { search: typed }), { sort: 'number', limit }),
  ]);
  const rest = matches.filter((order) => order.number !== number);
  return [...exact, ...rest].slice(0, limit);
}
