import { and, desc, eq, inArray } from 'drizzle-orm';
import { type HostedMethod, isHosted, paymentMismatch } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { type OrderRow, orders, paymentWebhookEvents, payments } from '../../db/schema/index.js';
import { badRequest, conflict, HttpError, notFound } from '../../platform/errors.js';
import { settleTry, startTry } from '../orders/order-payment.js';
import { type GatewayConfig, gatewayOf, keysFor } from './gateway.service.js';
import { BadSignature } from './provider.js';
import { hostedProviderFor } from './providers.js';

export interface HostedStart {
  /** The provider's page to send the shopper to; null when the order no longer waits or the start failed. */
  redirectUrl: string | null;
  problem: string | null;
}

/**
 * Starts a hosted checkout for an order waiting for its payment: a pending try under
 * `attemptKey`, then the provider's session (or link) with the order's page to come back to.
 * A provider that refuses leaves the try failed with its message, shown on the order's page.
 */
export async function startHostedPayment(
  db: Db,
  gc: GatewayConfig,
  order: OrderRow,
  method: HostedMethod,
  returnUrl: string,
  attemptKey: string,
  now: Date,
): Promise<HostedStart> {
  const saved = await gatewayOf(db, order.storeId);
  if (!saved?.methods.includes(method)) throw badRequest('payment_method: this shop does not take that payment method');
  const keys = await keysFor(db, gc, order.storeId, method);
  if (!keys) throw badRequest('payment_method: this shop has not finished setting up that payment method');
  const { payment } = await startTry(db, order, attemptKey, now, method);
  if (!payment) {
    // A resent try: its session, if one was made.
    const [earlier] = await db
      .select({ reference: payments.reference, status: payments.status })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.attemptKey, attemptKey)));
    return { redirectUrl: null, problem: earlier?.status === 'failed' ? 'The payment could not be started.' : null };
  }
  try {
    const started = await hostedProviderFor(method).startCheckout(keys, {
      description: `Order #${order.number}`,
      amount: payment.amount,
      currency: order.currency,
      orderId: order.id,
      storeId: order.storeId,
      attemptKey,
      email: order.email,
      returnUrl,
      cancelUrl: returnUrl,
    });
    await db.update(payments).set({ reference: started.reference }).where(eq(payments.id, payment.id));
    return { redirectUrl: started.redirectUrl, problem: null };
  } catch (error) {
    const message = `${method === 'stripe' ? 'Stripe' : 'Razorpay'} could not start the payment; try again in a moment.`;
    await db
      .update(payments)
      .set({ status: 'failed', message: `${message} (${error instanceof Error ? error.message : 'error'})` })
      .where(eq(payments.id, payment.id));
    return { redirectUrl: null, problem: message };
  }
}

export type WebhookOutcome = 'paid' | 'replayed' | 'ignored';

/**
 * A provider's webhook for one store: verified by its signature with the store's secret
 * (400 and nothing changed when it is not), handled once per event id (a replay answers 200
 * and changes nothing), and believed only for the amount and currency the try asked (else
 * 400). A paid checkout settles its try as the test gateway's charge does.
 */
export async function receiveWebhook(
  db: Db,
  gc: GatewayConfig,
  method: HostedMethod,
  storeId: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
  now: Date,
): Promise<WebhookOutcome> {
  const keys = await keysFor(db, gc, storeId, method);
  if (!keys) throw notFound('This store takes no payments through this provider.');
  let event: ReturnType<ReturnType<typeof hostedProviderFor>['readWebhook']>;
  try {
    event = hostedProviderFor(method).readWebhook(keys, rawBody, headers);
  } catch (error) {
    if (error instanceof BadSignature) throw badRequest(`signature: ${error.message}`);
    throw badRequest('body: not a webhook this provider sends');
  }
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentWebhookEvents)
      .values({ provider: method, eventId: event.id, storeId, type: event.type, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: paymentWebhookEvents.eventId });
    if (!fresh) return 'replayed' as const;
    if (!event.paid) return 'ignored' as const;
    const [payment] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.storeId, storeId),
          eq(payments.provider, method),
          // Paid tries keep the charge's id (for refunds): another event about the same payment finds it too.
          inArray(payments.reference, [event.paid.checkout, event.paid.charge]),
        ),
      )
      .for('update');
    if (!payment) return 'ignored' as const;
    const mismatch = paymentMismatch(payment, event.paid);
    // Thrown: the transaction drops the event's row too, so nothing is recorded as handled.
    if (mismatch) throw badRequest(`amount: refused, the ${mismatch}`);
    if (payment.status !== 'pending') return 'replayed' as const;
    const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update');
    if (!order) return 'ignored' as const;
    await settleTry(tx, order, payment.id, method, { status: 'paid', reference: event.paid.charge }, now);
    return 'paid' as const;
  });
}

/**
 * Refunds a cancelled order's online payment through its provider: each try that took money
 * and is due back (refund_due) is refunded for its amount, then recorded as refunded.
 */
export async function refundOrder(db: Db, gc: GatewayConfig, storeId: string, orderId: string): Promise<string> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.storeId, storeId), eq(orders.id, orderId)));
  if (!order) throw notFound('This order does not exist in your store.');
  const method = order.paymentMethod;
  if (!isHosted(method)) throw badRequest('order_id: this order was not paid online; refund it yourself');
  const due = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.provider, method), eq(payments.status, 'refund_due')))
    .orderBy(desc(payments.createdAt));
  if (due.length === 0) {
    if (order.paymentStatus === 'refunded') throw conflict('This order is refunded already; nothing was changed.');
    throw conflict('order_id: cancel the order first; a paid order is refunded once it is cancelled');
  }
  const keys = await keysFor(db, gc, storeId, method);
  if (!keys) throw badRequest('order_id: set up the provider keys on the payment gateway screen first');
  const provider = hostedProviderFor(method);
  for (const payment of due) {
    if (!payment.reference) continue;
    try {
      const refund = await provider.refund(keys, {
        charge: payment.reference,
        amount: payment.amount,
        idempotencyKey: `refund-${payment.id}`,
      });
      await db
        .update(payments)
        .set({ status: 'refunded', message: `Refunded through ${provider.method}: ${refund.reference}` })
        .where(eq(payments.id, payment.id));
    } catch (error) {
      throw new HttpError(502, `The provider refused the refund: ${error instanceof Error ? error.message : 'error'}`);
    }
  }
  await db
    .update(orders)
    .set({ paymentStatus: 'refunded' })
    .where(and(eq(orders.id, order.id), inArray(orders.paymentStatus, ['refund_due'])));
  return `Refunded ${due.length === 1 ? 'the payment' : `${due.length} payments`} through ${method === 'stripe' ? 'Stripe' : 'Razorpay'}.`;
}
