import { eq } from 'drizzle-orm';
import { renewalPeriod, storePlan } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { type BillingPaymentRow, billingPayments, billingSubscriptions, stores } from '../../db/schema/index.js';
import { conflict, notFound } from '../../platform/errors.js';
import { confirmPlanPayment } from '../billing/apply.js';
import { chargeCardOnFile } from '../billing/sweep.js';
import { retryFactsOf } from './admin-payments.repo.js';

/**
 * Charges a store's failed plan payment again with the card on its subscription, through billing's
 * own path: a new pending try is written while the store's row is held (so two retries at once
 * cannot both charge: the second finds the first), then the card is charged and the answer
 * confirmed once (billing/apply.ts), which makes the store active on its plan when paid. A period
 * that has run out while the store was blocked starts again from now.
 */
export async function retryPlanPayment(db: Db, id: string, now: Date) {
  const started = await db.transaction(async (tx) => {
    const [failed] = await tx.select().from(billingPayments).where(eq(billingPayments.id, id));
    if (!failed) throw notFound('There is no plan payment with this id.');
    await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, failed.storeId)).for('update');
    const refusal = (await retryFactsOf(tx, [failed]))(failed);
    if (refusal) throw conflict(refusal);
    const [sub] = await tx.select().from(billingSubscriptions).where(eq(billingSubscriptions.storeId, failed.storeId));
    const period =
      failed.periodEnd > now
        ? { periodStart: failed.periodStart, periodEnd: failed.periodEnd }
        : renewalPeriod(now, failed.period);
    const [payment] = await tx
      .insert(billingPayments)
      .values({
        storeId: failed.storeId,
        attemptKey: `retry:${failed.id}`,
        kind: failed.kind,
        packageId: failed.packageId,
        period: failed.period,
        amount: failed.amount,
        currency: failed.currency,
        lines: failed.lines,
        ...period,
        provider: failed.provider,
        createdAt: now,
      })
      .returning();
    return { payment: payment as BillingPaymentRow, card: sub?.cardToken ?? null, sub };
  });
  const { payment, card, sub } = started;
  const result = await chargeCardOnFile({
    description: `${storePlan(payment.packageId)?.name ?? payment.packageId} (${payment.period}), retried by the platform`,
    amount: payment.amount,
    currency: payment.currency,
    card,
  });
  const cardOnFile =
    sub?.cardToken && sub.cardBrand && sub.cardLast4
      ? { token: sub.cardToken, brand: sub.cardBrand, last4: sub.cardLast4 }
      : null;
  const confirmed = await confirmPlanPayment(db, payment.id, result, cardOnFile, now);
  return { outcome: confirmed.outcome, payment_id: payment.id, message: confirmed.message };
}
