import { eq, sql } from 'drizzle-orm';
import { billingStatusOf, graceEndOf, storePlan } from '@stallfront/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import {
  type BillingPaymentRow,
  billingInvoiceCounter,
  billingInvoices,
  billingPayments,
  billingSubscriptions,
  stores,
} from '../../db/schema/index.js';
import type { ChargeResult } from '../payments/provider.js';
import { releasePromotion } from '../promotions/promotions.service.js';

/** The card a payment was made with, kept on the subscription for its renewals. */
export interface CardOnFile {
  token: string;
  brand: string;
  last4: string;
}

export type ConfirmOutcome = { outcome: 'paid' | 'failed'; replayed: boolean; message: string };

/** The platform's next invoice number: the counter's row stays locked until the invoice is written. */
export async function nextInvoiceNumber(tx: DbOrTx): Promise<number> {
  const [row] = await tx
    .insert(billingInvoiceCounter)
    .values({ id: 'platform', last: 1 })
    .onConflictDoUpdate({ target: billingInvoiceCounter.id, set: { last: sql`${billingInvoiceCounter.last} + 1` } })
    .returning({ last: billingInvoiceCounter.last });
  if (!row) throw new Error('no invoice number');
  return row.last;
}

/** The paid payment's effects: its invoice, the subscription for the period it bought, the store active on the plan. */
export async function applyPaid(
  tx: DbOrTx,
  payment: BillingPaymentRow,
  card: CardOnFile | null,
  now: Date,
): Promise<void> {
  await tx.insert(billingInvoices).values({
    number: await nextInvoiceNumber(tx),
    storeId: payment.storeId,
    paymentId: payment.id,
    packageId: payment.packageId,
    period: payment.period,
    issuedAt: now,
    periodStart: payment.periodStart,
    periodEnd: payment.periodEnd,
    currency: payment.currency,
    total: payment.amount,
    lines: payment.lines,
  });
  const plan = {
    packageId: payment.packageId,
    period: payment.period,
    status: 'active' as const,
    periodStart: payment.periodStart,
    periodEnd: payment.periodEnd,
    cancelAtPeriodEnd: false,
    pendingPackageId: null,
    pendingPeriod: null,
    graceEndsAt: null,
    endedAt: null,
    endedReason: null,
    updatedAt: now,
    ...(card ? { cardToken: card.token, cardBrand: card.brand, cardLast4: card.last4 } : {}),
  };
  await tx
    .insert(billingSubscriptions)
    .values({ storeId: payment.storeId, ...plan, createdAt: now })
    .onConflictDoUpdate({ target: billingSubscriptions.storeId, set: plan });
  await tx
    .update(stores)
    .set({ packageId: payment.packageId, billingStatus: billingStatusOf('active'), status: 'active' })
    .where(eq(stores.id, payment.storeId));
}

/**
 * Settles a payment with the gateway's answer, once: the payment row is locked and only a
 * pending one is settled, so a replayed confirmation (a webhook sent twice, a resent form)
 * answers the first outcome and never extends the plan again.
 */
export async function confirmPlanPayment(
  db: Db,
  paymentId: string,
  result: ChargeResult,
  card: CardOnFile | null,
  now: Date,
): Promise<ConfirmOutcome> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(billingPayments).where(eq(billingPayments.id, paymentId)).for('update');
    if (!payment) throw new Error(`no plan payment ${paymentId}`);
    if (payment.status !== 'pending') return outcomeOf(payment, true);
    if (result.status === 'paid') {
      const [paid] = await tx
        .update(billingPayments)
        .set({ status: 'paid', reference: result.reference, settledAt: now, checkoutUrl: null })
        .where(eq(billingPayments.id, paymentId))
        .returning();
      await applyPaid(tx, paid as BillingPaymentRow, card, now);
      return outcomeOf(paid as BillingPaymentRow, false);
    }
    const message = result.status === 'failed' ? result.message : 'This payment method cannot pay for a plan.';
    const [failed] = await tx
      .update(billingPayments)
      .set({ status: 'failed', reference: result.reference, message, settledAt: now, checkoutUrl: null })
      .where(eq(billingPayments.id, paymentId))
      .returning();
    await releasePromotion(tx, paymentId);
    if (payment.kind === 'renewal') await markPastDue(tx, payment.storeId, now);
    return outcomeOf(failed as BillingPaymentRow, false);
  });
}

/** A renewal that failed: the store keeps working until the grace period ends. */
async function markPastDue(tx: DbOrTx, storeId: string, now: Date): Promise<void> {
  const [sub] = await tx.select().from(billingSubscriptions).where(eq(billingSubscriptions.storeId, storeId));
  if (sub?.status !== 'active') return;
  await tx
    .update(billingSubscriptions)
    .set({ status: 'past_due', graceEndsAt: graceEndOf(sub.periodEnd), updatedAt: now })
    .where(eq(billingSubscriptions.id, sub.id));
  await tx
    .update(stores)
    .set({ billingStatus: billingStatusOf('past_due') })
    .where(eq(stores.id, storeId));
}

function outcomeOf(payment: BillingPaymentRow, replayed: boolean): ConfirmOutcome {
  const plan = storePlan(payment.packageId)?.name ?? payment.packageId;
  if (payment.status === 'paid') return { outcome: 'paid', replayed, message: `Paid: your store is on ${plan}.` };
  return { outcome: 'failed', replayed, message: payment.message ?? 'The payment did not go through.' };
}
