import { settleOrder } from '../../settlement/settle-order.js';
import { and, eq } from 'drizzle-orm';
import {
  ACTION_LABELS,
  type BulkOrderAction,
  cashDue,
  checkOrderAction,
  countOf,
  formatMoney,
  type OrderActionInput,
  type OrderBulkResponse,
  type OrderDetail,
  type ShippingAddress,
} from '@stallfront/shared';
import type { Db, Tx } from '../../../db/client.js';
import { type OrderRow, orderEvents, orderLines, orders, payments } from '../../../db/schema/index.js';
import { badRequest, conflict, HttpError } from '../../../platform/errors.js';
import { recordEvent } from '../../../platform/outbox/record-event.js';
import { refreshCustomerStats } from '../../customers/customer-stats.js';
import { returnStock } from '../stock.repo.js';
import { type OrderCaller, orderStateOf, ruleActorOf } from './caller.js';
import { ownsAllLines, readOrder, visibleOrder } from './order-detail.repo.js';

export const STALE_ORDER =
  'This order was changed by someone else since you opened it; nothing was saved. Reload it to see the change, then try again.';

const addressText = (a: ShippingAddress) =>
  [a.line1, a.line2, a.city, a.region, a.postal_code, a.country].filter(Boolean).join(', ');

/** What the timeline says of an action besides its states. */
function detailOf(input: OrderActionInput): string {
  switch (input.action) {
    case 'ship':
      return `Tracking number ${input.tracking_number}`;
    case 'cancel':
      return input.reason;
    case 'edit_address':
      return addressText(input.address);
    case 'add_note':
      return input.note;
    default:
      return '';
  }
}

/** What the timeline says of cash taken on delivery: the amount the shopper paid in cash. */
const cashText = (order: OrderRow) =>
  `${order.paymentMethod === 'bank_transfer' ? 'Bank transfer received' : 'Cash received'}: ${formatMoney(order.total - order.giftCardPaid, order.currency)}`;

/**
 * The cash of a cash-on-delivery order is in: its due payment row becomes paid (an order that
 * switched to cash on delivery after a declined card has none, so one is written).
 */
async function settleCash(tx: Tx, order: OrderRow, now: Date): Promise<void> {
  if (order.paymentMethod === 'bank_transfer') {
    await tx
      .update(payments)
      .set({ status: 'paid', message: 'Bank transfer received' })
      .where(
        and(eq(payments.orderId, order.id), eq(payments.provider, 'bank_transfer'), eq(payments.status, 'pending')),
      );
    return;
  }
  const settled = await tx
    .update(payments)
    .set({ status: 'paid', message: 'Cash received on delivery' })
    .where(and(eq(payments.orderId, order.id), eq(payments.provider, 'cod'), eq(payments.status, 'cod_due')))
    .returning({ id: payments.id });
  if (settled.length > 0) return;
  await tx.insert(payments).values({
    storeId: order.storeId,
    orderId: order.id,
    provider: 'cod',
    status: 'paid',
    amount: order.total - order.giftCardPaid,
    currency: order.currency,
    message: 'Cash received on delivery',
    createdAt: now,
  });
}

/** The order's own columns an action sets besides its state. */
function fieldsOf(input: OrderActionInput): Partial<OrderRow> {
  if (input.action === 'ship') return { trackingNumber: input.tracking_number };
  if (input.action === 'cancel') return { cancelReason: input.reason };
  if (input.action === 'edit_address') return { shippingAddress: input.address };
  return {};
}

/**
 * Applies one action inside the caller's transaction, with the order row locked: the rule
 * decides, then the order, its stock and payments and its timeline row are written together.
 * A note never conflicts, so it neither checks nor raises the version. Cancelling a cancelled
 * order answers as it is and writes nothing.
 */
async function applyAction(
  tx: Tx,
  caller: OrderCaller,
  input: OrderActionInput,
  now: Date,
  checkVersion: boolean,
): Promise<OrderRow> {
  const order = await visibleOrder(tx, caller, input._id, true);
  const whole = await ownsAllLines(tx, caller, order.id);
  const result = checkOrderAction(orderStateOf(order), input.action, ruleActorOf(caller, whole));
  if (result.ok && !result.changed) return order;
  // Already done by someone else (cash marked paid twice): the same answer whatever version was seen.
  if (!result.ok && result.conflict) throw conflict(result.message);
  const isNote = input.action === 'add_note';
  if (checkVersion && !isNote && order.version !== input.version) throw conflict(STALE_ORDER);
  if (!result.ok) throw badRequest(`action: ${result.message}`);

  const refund = input.action === 'cancel' && order.paymentStatus === 'paid';
  const cash =
    input.action === 'mark_paid' ||
    (input.action === 'deliver' && input.cash_received === true && cashDue(orderStateOf(order)));
  if (cash) await settleCash(tx, order, now);
  if (result.returnsStock) {
    const lines = await tx
      .select({ sku: orderLines.sku, quantity: orderLines.quantity })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id));
    await returnStock(tx, order.storeId, lines);
  }
  if (refund) {
    await tx
      .update(payments)
      .set({ status: 'refund_due' })
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'paid')));
  }
  const [updated] = await tx
    .update(orders)
    .set({
      ...fieldsOf(input),
      status: result.next.status,
      stage: result.next.stage,
      ...(refund ? { paymentStatus: 'refund_due' as const } : {}),
      ...(cash ? { paymentStatus: 'paid' as const } : {}),
      ...(isNote ? {} : { version: order.version + 1, updatedAt: now }),
    })
    .where(and(eq(orders.storeId, order.storeId), eq(orders.id, order.id)))
    .returning();
  const event = {
    storeId: order.storeId,
    orderId: order.id,
    actorName: caller.actorName,
    actorType: caller.actorType,
    toStatus: result.next.status,
    toStage: result.next.stage,
    createdAt: now,
  };
  await tx.insert(orderEvents).values({
    ...event,
    action: input.action,
    fromStatus: order.status,
    fromStage: order.stage,
    detail: input.action === 'mark_paid' ? cashText(order) : detailOf(input),
  });
  // Delivered with the cash: the payment has its own timeline entry, after the delivery's.
  if (cash && input.action === 'deliver') {
    await tx.insert(orderEvents).values({
      ...event,
      action: 'mark_paid',
      fromStatus: result.next.status,
      fromStage: result.next.stage,
      detail: cashText(order),
    });
  }
  if (input.action === 'ship') {
    await recordEvent(tx, { storeId: order.storeId, type: 'order_shipped', payload: { order_id: order.id } });
  }
  if (result.next.status === 'cancelled' && order.status !== 'cancelled') {
    await recordEvent(tx, { storeId: order.storeId, type: 'order_cancelled', payload: { order_id: order.id } });
  }
  if (result.next.status !== order.status) await refreshCustomerStats(tx, [order.customerId]);
  // A vendor line's sale once paid, its reversal once a paid order is cancelled (modules/settlement).
  if (cash || refund || result.next.status === 'cancelled') await settleOrder(tx, order.storeId, order.id, now);
  return updated as OrderRow;
}

/** One action on one order, refused with 409 when the order changed since the caller saw `version`. */
export async function actOnOrder(
  db: Db,
  caller: OrderCaller,
  input: OrderActionInput,
  now: Date,
): Promise<OrderDetail> {
  return db.transaction(async (tx) => {
    const order = await applyAction(tx, caller, input, now, true);
    return readOrder(tx, caller, order.id);
  });
}

/**
 * One action over many orders, each in its own transaction and checked by the rule on its
 * own: a refused order does not stop the others. The version is the one each order has now.
 */
export async function actOnOrders(
  db: Db,
  caller: OrderCaller,
  ids: string[],
  action: BulkOrderAction,
  reason: string | undefined,
  now: Date,
): Promise<OrderBulkResponse> {
  const succeeded: OrderBulkResponse['succeeded'] = [];
  const refused: OrderBulkResponse['refused'] = [];
  for (const id of [...new Set(ids)]) {
    const input = (
      action === 'cancel' ? { _id: id, version: 1, action, reason: reason ?? '' } : { _id: id, version: 1, action }
    ) as OrderActionInput;
    try {
      const order = await db.transaction((tx) => applyAction(tx, caller, input, now, false));
      succeeded.push({ _id: id, number: order.number });
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      const number = error.statusCode === 404 ? null : await numberOf(db, caller, id);
      refused.push({ _id: id, number, message: error.message.replace(/^action: /, '') });
    }
  }
  const done = `${ACTION_LABELS[action]}: ${countOf(succeeded.length, 'order')} done`;
  const message = refused.length ? `${done}, ${refused.length} refused.` : `${done}.`;
  return { status: true, message, succeeded, refused };
}

async function numberOf(db: Db, caller: OrderCaller, id: string): Promise<number | null> {
  const [row] = await db
    .select({ number: orders.number })
    .from(orders)
    .where(and(eq(orders.storeId, caller.storeId), eq(orders.id, id)));
  return row?.number ?? null;
}
