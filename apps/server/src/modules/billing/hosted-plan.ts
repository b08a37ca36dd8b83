import { and, eq } from 'drizzle-orm';
import { type HostedMethod, paymentMismatch, storePlan } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { type BillingPaymentRow, billingPayments, stores } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { BadSignature, type WebhookEvent } from '../payments/provider.js';
import { hostedProviderFor } from '../payments/providers.js';
import { confirmPlanPayment } from './apply.js';
import { type PlanGateway, providerName, returnUrlsOf } from './plan-gateway.js';

type Hosted = Extract<PlanGateway, { kind: 'hosted' }>;

/**
 * Opens the provider's page for a pending plan payment (a first purchase, an upgrade or a
 * renewal). The payment's id is the provider's idempotency key, so a retried start opens one
 * page. A provider that refuses settles the payment failed with its message.
 */
export async function startHostedPlanPayment(
  db: Db,
  gateway: Hosted,
  payment: BillingPaymentRow,
  now: Date,
): Promise<{ redirectUrl: string } | { failed: string }> {
  const [store] = await db.select({ email: stores.email }).from(stores).where(eq(stores.id, payment.storeId));
  try {
    const started = await hostedProviderFor(gateway.method).startCheckout(gateway.keys, {
      description: `Stallfront ${storePlan(payment.packageId)?.name ?? 'plan'} (${payment.period})`,
      amount: payment.amount,
      currency: payment.currency,
      orderId: payment.id,
      storeId: payment.storeId,
      attemptKey: payment.id,
      email: store?.email ?? '',
      ...returnUrlsOf(gateway, payment),
    });
    await db
      .update(billingPayments)
      .set({ reference: started.reference, checkoutUrl: started.redirectUrl })
      .where(eq(billingPayments.id, payment.id));
    return { redirectUrl: started.redirectUrl };
  } catch (error) {
    const message = `${providerName(gateway.method)} could not start the payment; try again in a moment.`;
    const detail = `${message} (${error instanceof Error ? error.message : 'error'})`;
    await confirmPlanPayment(db, payment.id, { status: 'failed', reference: null, message: detail }, null, now);
    return { failed: message };
  }
}

export type PlanWebhookOutcome = 'paid' | 'replayed' | 'ignored';

/**
 * The platform account's webhook: verified by its signature (400 and nothing changed when it
 * is not), believed only for the amount and currency the payment asked, and applied once: the
 * payment row is settled only while pending (apply.ts), so a replayed event changes nothing.
 */
export async function receivePlanWebhook(
  db: Db,
  gateway: PlanGateway,
  method: HostedMethod,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
  now: Date,
): Promise<PlanWebhookOutcome> {
  if (gateway.kind !== 'hosted' || gateway.method !== method)
    throw notFound(`Plan payments are not taken through ${providerName(method)} here.`);
  let event: WebhookEvent;
  try {
    event = hostedProviderFor(method).readWebhook(gateway.keys, rawBody, headers);
  } catch (error) {
    if (error instanceof BadSignature) throw badRequest(`signature: ${error.message}`);
    throw badRequest('body: not a webhook this provider sends');
  }
  const paid = event.paid;
  if (!paid) return 'ignored';
  // The page's id while pending; once paid the row keeps the charge's id, which a later event names too.
  const byReference = async (reference: string) =>
    (
      await db
        .select()
        .from(billingPayments)
        .where(and(eq(billingPayments.provider, method), eq(billingPayments.reference, reference)))
    )[0];
  const payment = (await byReference(paid.checkout)) ?? (await byReference(paid.charge));
  if (!payment) return 'ignored';
  const mismatch = paymentMismatch(payment, paid);
  if (mismatch) throw badRequest(`amount: refused, the ${mismatch}`);
  const confirmed = await confirmPlanPayment(db, payment.id, { status: 'paid', reference: paid.charge }, null, now);
  if (confirmed.replayed) return 'replayed';
  return confirmed.outcome === 'paid' ? 'paid' : 'ignored';
}
