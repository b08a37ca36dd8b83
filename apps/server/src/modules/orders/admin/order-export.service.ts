import { minorToDecimal, type orderListBody } from '@stallfront/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { orders } from '../../../db/schema/index.js';
import { toCsv } from '../../../platform/files/csv.js';
import { keysetOrder } from '../../../platform/list/keyset.js';
import type { OrderCaller } from './caller.js';
import { orderConditions, orderSort, summaryColumns } from './order-list.repo.js';

/** Most rows one export carries; a store with more narrows the filter. */
export const ORDER_EXPORT_MAX_ROWS = 100_000;

const COLUMNS = [
  'number',
  'placed_at',
  'status',
  'stage',
  'customer',
  'email',
  'phone',
  'items',
  'total',
  'currency',
  'payment_method',
  'payment_status',
  'delivery_method',
] as const;

/** The filtered order list as CSV, in the list's order; a vendor's totals are its own lines'. */
export async function exportOrdersCsv(
  db: Db,
  caller: OrderCaller,
  body: z.output<typeof orderListBody>,
): Promise<string> {
  const rows = await db
    .select(summaryColumns(caller))
    .from(orders)
    .where(orderConditions(caller, body))
    .orderBy(...keysetOrder(orderSort(body)))
    .limit(ORDER_EXPORT_MAX_ROWS);
  return toCsv(
    COLUMNS,
    rows.map((o) => ({
      number: o.number,
      placed_at: o.createdAt.toISOString(),
      status: o.status,
      stage: o.stage,
      customer: o.name,
      email: o.email,
      phone: o.phone,
      items: o.itemCount,
      total: minorToDecimal(o.total, o.currency),
      currency: o.currency,
      payment_method: o.paymentMethod,
      payment_status: o.paymentStatus,
      delivery_method: o.deliveryMethod,
    })),
  );
}
