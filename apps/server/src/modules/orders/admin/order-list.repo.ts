import { and, eq, exists, or, type SQL, sql } from 'drizzle-orm';
import {
  deliveryLabelOf,
  displayNumber,
  minorToDecimal,
  typedOrderNumber,
  type OrderFilters,
  type OrderSummary,
} from '@stallfront/shared';
import { orderLines, orders } from '../../../db/schema/index.js';
import { listResource } from '../../../platform/list/list-resource.js';
import { likePrefix } from '../../../platform/list/search.js';
import { type OrderCaller, visibleOrders } from './caller.js';

/**
 * A search: an order number exactly ("1042", "#1042", "UT-01042"), or the start of the customer's
 * name, email or phone. Each is a range of its own index led by the store.
 */
function searchMatch(search: string | undefined): SQL | undefined {
  const typed = search?.trim();
  if (!typed) return undefined;
  const prefix = likePrefix(typed.toLowerCase());
  const number = typedOrderNumber(typed);
  return or(
    number === undefined ? undefined : eq(orders.number, number),
    sql`lower(${orders.name}) like ${prefix}`,
    sql`lower(${orders.email}) like ${prefix}`,
    /^\+?[\d\s-]{3,}$/.test(typed) ? sql`${orders.phone} like ${likePrefix(typed)}` : undefined,
  );
}

/** A day of the store's calendar at its start, as an instant. */
const dayStart = (day: string, timeZone: string) => sql`((${day}::date)::timestamp at time zone ${timeZone})`;

// Spelled out: in a select list drizzle writes columns without their table, and the
// subquery's "id" would then be the line's own.
const LINE_OF_ORDER = sql.raw('"order_lines"."order_id" = "orders"."id"');
const ofVendor = (caller: OrderCaller) =>
  caller.vendorId ? sql` and "order_lines"."vendor_id" = ${caller.vendorId}` : sql``;

/** A vendor's share of an order (its lines with their tax), or the order's total for everyone else. */
const totalFor = (caller: OrderCaller) =>
  caller.vendorId
    ? sql<number>`(select coalesce(sum("order_lines"."subtotal" + "order_lines"."tax"), 0)::int8 from ${orderLines}
        where ${LINE_OF_ORDER}${ofVendor(caller)})`.mapWith(Number)
    : sql<number>`${orders.total}`.mapWith(Number);

const itemCountFor = (caller: OrderCaller) =>
  sql<number>`(select coalesce(sum("order_lines"."quantity"), 0)::int from ${orderLines}
    where ${LINE_OF_ORDER}${ofVendor(caller)})`.mapWith(Number);

/** The orders a caller may see, of one status (or one source), with a vendor's own share of each. */
export const orderList = listResource({
  table: orders,
  columns: (caller: OrderCaller) => ({
    id: orders.id,
    number: orders.number,
    reference: orders.reference,
    status: orders.status,
    stage: orders.stage,
    source: orders.source,
    name: orders.name,
    email: orders.email,
    phone: orders.phone,
    paymentMethod: orders.paymentMethod,
    paymentStatus: orders.paymentStatus,
    deliveryMethod: orders.deliveryMethod,
    deliveryLabel: orders.deliveryLabel,
    currency: orders.currency,
    total: totalFor(caller),
    itemCount: itemCountFor(caller),
    createdAt: orders.createdAt,
  }),
  where: (caller: OrderCaller, filters: OrderFilters) =>
    and(
      visibleOrders(caller),
      filters.status ? eq(orders.status, filters.status) : undefined,
      filters.source ? eq(orders.source, filters.source) : undefined,
      filters.placed_from ? sql`${orders.createdAt} >= ${dayStart(filters.placed_from, caller.timeZone)}` : undefined,
      filters.placed_to
        ? sql`${orders.createdAt} < ${dayStart(filters.placed_to, caller.timeZone)} + interval '1 day'`
        : undefined,
      filters.payment_method ? eq(orders.paymentMethod, filters.payment_method) : undefined,
      filters.payment_status ? eq(orders.paymentStatus, filters.payment_status) : undefined,
      filters.vendor_id
        ? exists(
            sql`(select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.vendorId} = ${filters.vendor_id})`,
          )
        : undefined,
      filters.branch_id ? eq(orders.branchId, filters.branch_id) : undefined,
      searchMatch(filters.search),
    ),
  sorts: {
    created: orders.createdAt,
    number: { column: orders.number, key: 'int4' },
    total: { column: orders.total, key: 'int8' },
  },
  toItem: (row): OrderSummary => ({
    _id: row.id,
    number: row.number,
    display_number: displayNumber(row),
    status: row.status,
    stage: row.stage,
    source: row.source,
    customer_name: row.name,
    email: row.email,
    phone: row.phone,
    payment_method: row.paymentMethod,
    payment_status: row.paymentStatus,
    delivery_method: row.deliveryMethod,
    delivery_label: deliveryLabelOf(row.deliveryMethod, row.deliveryLabel),
    currency: row.currency,
    total: row.total,
    item_count: row.itemCount,
    created_on: row.createdAt.toISOString(),
  }),
  csv: {
    fileName: (body) => `orders-${body.status ?? body.source ?? 'all'}.csv`,
    maxRows: 100_000,
    columns: [
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
    ],
    // A vendor's totals are its own lines'.
    row: (o) => ({
      ...o,
      placed_at: o.created_on,
      customer: o.customer_name,
      items: o.item_count,
      total: minorToDecimal(o.total, o.currency),
      delivery_method: o.delivery_label,
    }),
  },
});
