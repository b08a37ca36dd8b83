import { settleOrder } from '../settlement/settle-order.js';
import { and, desc, eq } from 'drizzle-orm';
import { type HostedMethod, isHosted, type OrderPayInput } from '@stallfront/shared';
import type { Db, Tx } from '../../db/client.js';
import { type OrderRow, orders, payments } from '../../db/schema/index.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { recordEvent } from '../../platform/outbox/record-event.js';
import type { ChargeResult } from '../payments/provider.js';
import { providerFor } from '../payments/providers.js';
import { testGateway } from '../payments/test-gateway.js';

type PaymentRow = typeof payments.$inferSelect;

export interface PaymentTry {
  order: OrderRow;
  /** The try's refusal (a declined card); the order keeps its stock and may be paid again. */
  paymentProblem: string | null;
}

const busy = () => conflict('A payment for this order is being taken. Reload the page in a moment.');
/** A card try is out at the gateway now: another must wait, so an order is never paid twice. */
const charging = (tries: PaymentRow[]) => tries.some((p) => p.status === 'pending' && p.provider === 'test_card');
const triesOf = (tx: Tx, order: OrderRow) => tx.select().from(payments).where(eq(payments.orderId, order.id));

/** An order is waiting for its payment while it is written, not live and not cancelled. */
export const awaitsPayment = (order: Pick<OrderRow, 'status'>) => order.status === 'inactive';

/**
 * Starts a try: with the order locked, a payment row is written pending under the try's key,
 * unless the order no longer waits or the key was tried already (then no payment, and the
 * order as it is), or another try is being charged right now (refused).
 */
export async function startTry(
  db: Db,
  order: OrderRow,
  attemptKey: string,
  now: Date,
  provider: 'test_card' | HostedMethod = 'test_card',
) {
  return db.transaction(async (tx) => {
    const current = (await lockOrder(tx, order)) ?? order;
    if (!awaitsPayment(current)) return { order: current, payment: null };
    const tries = await triesOf(tx, order);
    if (tries.some((p) => p.attemptKey === attemptKey)) return { order: current, payment: null };
    if (charging(tries)) throw busy();
    const [payment] = await tx
      .insert(payments)
      .values({
        storeId: order.storeId,
        orderId: order.id,
        provider,
        status: 'pending',
        amount: current.total - current.giftCardPaid,
        currency: current.currency,
        attemptKey,
        createdAt: now,
      })
      .returning();
    return { order: current, payment: payment ?? null };
  });
}

/**
 * Charges the card for what a gift card left, as one try: the pending row first, then the
 * charge, then its outcome. Paid makes the order live (its live_order event); declined leaves
 * it waiting, still holding its stock and gift-card money until it is paid or released.
 */
export async function chargeOrder(
  db: Db,
  order: OrderRow,
  card: string,
  attemptKey: string,
  now: Date,
): Promise<PaymentTry> {
  const { order: current, payment } = await startTry(db, order, attemptKey, now);
  if (!payment) return { order: current, paymentProblem: null };
  const result = await testGateway.charge({
    description: `order ${order.number}`,
    amount: payment.amount,
    currency: order.currency,
    card,
  });
  return db.transaction((tx) => settleTry(tx, order, payment.id, 'test_card', result, now));
}

/**
 * A try's outcome, in the caller's transaction: paid makes the order live (its live_order
 * event); declined leaves it waiting. Paid after the order was released: the money is due back.
 */
export async function settleTry(
  tx: Tx,
  order: OrderRow,
  paymentId: string,
  method: 'test_card' | HostedMethod,
  result: ChargeResult,
  now: Date,
): Promise<PaymentTry> {
  const paid = result.status !== 'failed';
  const [updated] = await tx
    .update(orders)
    .set(
      paid
        ? { status: 'live', paymentStatus: result.status, paymentMethod: method, updatedAt: now }
        : { paymentStatus: 'failed', updatedAt: now },
    )
    .where(and(eq(orders.storeId, order.storeId), eq(orders.id, order.id), eq(orders.status, 'inactive')))
    .returning();
  // Released while the charge was out (it outlived the hold): the money goes back.
  const late = paid && !updated;
  await tx
    .update(payments)
    .set({
      status: late ? 'refund_due' : result.status,
      reference: result.reference,
      message: paid ? (late ? 'Paid after the order was released: refund it.' : null) : result.message,
    })
    .where(eq(payments.id, paymentId));
  if (paid && updated)
    await recordEvent(tx, { storeId: order.storeId, type: 'live_order', payload: { order_id: order.id } });
  if (paid && updated) await settleOrder(tx, order.storeId, order.id, now);
  return {
    order: updated ?? (await lockOrder(tx, order)) ?? order,
    paymentProblem: paid ? null : result.message,
  };
}

/** The order's page pays it again: by another card, or on delivery (live at once, the rest due). */
export async function payOrder(db: Db, order: OrderRow, input: OrderPayInput, now: Date): Promise<PaymentTry> {
  const refusal = providerFor(input.payment_method).check(input.card_number);
  if (refusal) throw badRequest(refusal);
  if (input.payment_method === 'test_card') return chargeOrder(db, order, input.card_number, input.attempt_key, now);
  // A hosted provider's try is a redirect the shop starts (payments/hosted.ts), never a form charge.
  if (isHosted(input.payment_method)) throw badRequest('payment_method: choose this method on the order page');
  return db.transaction(async (tx) => {
    const current = (await lockOrder(tx, order)) ?? order;
    if (!awaitsPayment(current)) return { order: current, paymentProblem: null };
    if (charging(await triesOf(tx, order))) throw busy();
    const [updated] = await tx
      .update(orders)
      .set({ status: 'live', ...offlinePayment(input.payment_method), updatedAt: now })
      .where(eq(orders.id, order.id))
      .returning();
    await recordEvent(tx, { storeId: order.storeId, type: 'live_order', payload: { order_id: order.id } });
    return { order: updated as OrderRow, paymentProblem: null };
  });
}

/** Paid later, off the card form: cash on delivery (due), a bank transfer (awaiting the merchant's word). */
const offlinePayment = (method: OrderPayInput['payment_method']) =>
  method === 'bank_transfer'
    ? ({ paymentStatus: 'pending', paymentMethod: 'bank_transfer' } as const)
    : ({ paymentStatus: 'cod_due', paymentMethod: 'cod' } as const);

/** The last try's refusal of an order still waiting, for its page. */
export async function lastRefusal(db: Db, order: OrderRow): Promise<string | null> {
  const [last] = await db
    .select({ status: payments.status, message: payments.message })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.provider, 'test_card')))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return last?.status === 'failed' ? last.message : null;
}

/** The order's row, locked until the transaction ends: tries of one order take turns. */
async function lockOrder(tx: Tx, order: OrderRow): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.storeId, order.storeId), eq(orders.id, order.id)))
    .for('update');
  return row;
}
