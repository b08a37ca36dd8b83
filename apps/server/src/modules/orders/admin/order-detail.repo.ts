import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  allowedOrderActions,
  deliveryLabelOf,
  displayNumber,
  type OrderDetail,
  type OrderEvent,
  type TaxPart,
  taxSummary,
} from '@stallfront/shared';
import type { Db, Tx } from '../../../db/client.js';
import { readAll } from '../../../db/read-all.js';
import {
  type OrderEventRow,
  type OrderRow,
  orderEvents,
  orderLines,
  orders,
  payments,
  products,
} from '../../../db/schema/index.js';
import { foundOr404 } from '../../../platform/store-scope.js';
import { type OrderCaller, orderStateOf, ruleActorOf, visibleOrders } from './caller.js';

/** The order if the caller may see it, else a 404 (another store's, another vendor's, another branch's). */

const PAID_BY = {
  cod: 'Cash on delivery',
  test_card: 'Card',
  gift_card: 'Gift card',
  bank_transfer: 'Bank transfer',
  stripe: 'Stripe',
  razorpay: 'Razorpay',
} as const;
export async function visibleOrder(db: Db | Tx, caller: OrderCaller, id: string, lock = false): Promise<OrderRow> {
  const query = db
    .select()
    .from(orders)
    .where(and(visibleOrders(caller), eq(orders.id, id)));
  return foundOr404(lock ? await query.for('update', { of: orders }) : await query, 'order');
}

/** Whether every line of the order is the vendor's; always true for the store and branches. */
export async function ownsAllLines(db: Db | Tx, caller: OrderCaller, orderId: string): Promise<boolean> {
  if (!caller.vendorId) return true;
  const [row] = await db
    .select({ others: sql<number>`count(*)::int` })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), sql`${orderLines.vendorId} is distinct from ${caller.vendorId}`));
  return (row?.others ?? 0) === 0;
}

const toEvent = (row: OrderEventRow): OrderEvent => ({
  _id: row.id,
  action: row.action,
  by: row.actorName,
  at: row.createdAt.toISOString(),
  from_status: row.fromStatus,
  from_stage: row.fromStage,
  to_status: row.toStatus,
  to_stage: row.toStage,
  detail: row.detail,
});

/** Each tax over the lines shown (CGST and SGST, or IGST, at each rate), from the parts each line was charged. */
const taxSplitOf = (lines: { subtotal: number; taxParts: TaxPart[] }[]) =>
  taxSummary(lines.map((l) => ({ net: l.subtotal, parts: l.taxParts })));

/**
 * One order as the order page shows it. A vendor gets its own lines only and the actions the
 * rule gives a vendor of this order. The placing is the timeline's first entry, from the order.
 */
export async function readOrder(db: Db | Tx, caller: OrderCaller, id: string): Promise<OrderDetail> {
  const order = await visibleOrder(db, caller, id);
  const [lineRows, paymentRows, eventRows, whole] = await readAll(db, [
    () =>
      db
        .select({ line: orderLines, images: products.images })
        .from(orderLines)
        .leftJoin(products, eq(products.id, orderLines.productId))
        .where(
          and(eq(orderLines.orderId, order.id), caller.vendorId ? eq(orderLines.vendorId, caller.vendorId) : undefined),
        )
        .orderBy(asc(orderLines.name), asc(orderLines.id)),
    () =>
      caller.vendorId
        ? Promise.resolve([])
        : db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(asc(payments.createdAt)),
    () =>
      db
        .select()
        .from(orderEvents)
        .where(and(eq(orderEvents.storeId, caller.storeId), eq(orderEvents.orderId, order.id)))
        .orderBy(asc(orderEvents.seq)),
    () => ownsAllLines(db, caller, order.id),
  ] as const);
  const lines = lineRows.map((r) => r.line);
  const events = eventRows.map(toEvent);
  const placed: OrderEvent = {
    _id: `placed-${order.id}`,
    action: 'placed',
    by: order.name,
    at: order.createdAt.toISOString(),
    from_status: null,
    from_stage: null,
    to_status: order.status === 'inactive' ? 'inactive' : 'live',
    to_stage: 'placed',
    detail: `${PAID_BY[order.paymentMethod]}, ${deliveryLabelOf(order.deliveryMethod, order.deliveryLabel)}${order.source === 'quick_order' ? ', from the quick order form' : ''}`,
  };
  return {
    _id: order.id,
    number: order.number,
    display_number: displayNumber(order),
    status: order.status,
    stage: order.stage,
    source: order.source,
    version: order.version,
    customer_id: order.customerId,
    customer_name: order.name,
    email: order.email,
    phone: order.phone,
    payment_method: order.paymentMethod,
    payment_status: order.paymentStatus,
    delivery_method: order.deliveryMethod,
    delivery_label: deliveryLabelOf(order.deliveryMethod, order.deliveryLabel),
    currency: order.currency,
    shipping_address: order.shippingAddress,
    tracking_number: order.trackingNumber,
    cancel_reason: order.cancelReason,
    customer_note: order.customerNote,
    branch_id: order.branchId,
    subtotal: caller.vendorId ? lines.reduce((n, l) => n + l.subtotal, 0) : order.subtotal,
    tax: caller.vendorId ? lines.reduce((n, l) => n + l.tax, 0) : order.tax,
    shipping: caller.vendorId ? 0 : order.shipping,
    coupon: couponOf(order, lines, Boolean(caller.vendorId)),
    total: caller.vendorId ? lines.reduce((n, l) => n + l.subtotal + l.tax, 0) : order.total,
    item_count: lines.reduce((n, l) => n + l.quantity, 0),
    tax_split: taxSplitOf(lines),
    lines: lineRows.map(({ line, images }) => ({
      _id: line.id,
      product_id: line.productId,
      vendor_id: line.vendorId,
      sku: line.sku,
      name: line.name,
      option_values: line.optionValues,
      image: images?.[0]?.url ?? null,
      unit_price: line.unitPrice,
      addons: line.addons,
      measurements: line.measurements,
      quantity: line.quantity,
      tax_rate_bp: line.taxRateBp,
      hsn_code: line.hsnCode,
      discount: line.discount,
      discount_note: line.discountNote,
      coupon_discount: line.couponDiscount,
      subtotal: line.subtotal,
      tax: line.tax,
    })),
    payments: paymentRows.map((p) => ({
      _id: p.id,
      provider: p.provider,
      status: p.status,
      amount: p.amount,
      currency: p.currency,
      reference: p.reference,
      message: p.message,
      created_on: p.createdAt.toISOString(),
    })),
    notes: events.filter((e) => e.action === 'add_note'),
    timeline: [placed, ...events],
    allowed_actions: allowedOrderActions(orderStateOf(order), ruleActorOf(caller, whole)),
    partial: !whole,
    created_on: order.createdAt.toISOString(),
    updated_on: order.updatedAt.toISOString(),
  };
}

/** The numbers of these orders that the caller may see, by id. */
export async function numbersOf(db: Db, caller: OrderCaller, ids: string[]) {
  const rows = await db
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .where(and(visibleOrders(caller), inArray(orders.id, ids)));
  return new Map(rows.map((r) => [r.id, r.number]));
}

/** The order's coupon as the caller sees it: a vendor, its lines' shares only. */
function couponOf(order: OrderRow, lines: { couponDiscount: number }[], partial: boolean) {
  if (!order.couponCode) return null;
  const items = lines.reduce((n, l) => n + l.couponDiscount, 0);
  return { code: order.couponCode, items, delivery: partial ? 0 : order.couponDiscount - items };
}
