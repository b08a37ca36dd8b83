import { and, eq, inArray, lt, ne } from 'drizzle-orm';
import {
  cardDigits,
  FREE_PACKAGE_IDS,
  type PlanCheckoutBody,
  type PlanCheckoutReply,
  storePlan,
} from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { type BillingPaymentRow, billingPayments, billingSubscriptions, stores } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import type { ChargeResult } from '../payments/provider.js';
import { providerFor } from '../payments/providers.js';
import { claimPromotion, quoteWithPromotion } from '../promotions/promotions.service.js';
import { type CardOnFile, confirmPlanPayment } from './apply.js';
import { planLookup } from '../admin-packages/catalogue.js';
import { startHostedPlanPayment } from './hosted-plan.js';
import { HOSTED_PAYMENT_MINUTES, type PlanGateway } from './plan-gateway.js';
import { changeFor, quoteOf, subscriptionOf } from './subscription.js';

/** The test gateway's card form; a hosted gateway (plan-gateway.ts) takes the card on its own page. */
const testGateway = () => providerFor('test_card');

const PAY_ON_PAGE = 'Pay on the payment page; your plan changes once it is paid.';
const PAYING_ALREADY = 'A payment for your plan is under way; wait for it to finish before paying again.';

export const cardOf = (typed: string): CardOnFile => {
  const digits = cardDigits(typed);
  return { token: digits, brand: 'Test card', last4: digits.slice(-4) };
};

const replyOf = (payment: BillingPaymentRow): PlanCheckoutReply => ({
  status: true,
  outcome:
    payment.status === 'paid' ? 'paid' : payment.status === 'pending' && payment.checkoutUrl ? 'redirect' : 'failed',
  payment_id: payment.id,
  redirect_url: payment.status === 'pending' ? payment.checkoutUrl : null,
  message:
    payment.status === 'pending'
      ? payment.checkoutUrl
        ? PAY_ON_PAGE
        : PAYING_ALREADY
      : payment.status === 'paid'
        ? 'This plan is paid.'
        : (payment.message ?? 'The payment did not go through.'),
});

async function paymentByKey(db: Db, storeId: string, attemptKey: string) {
  const [row] = await db
    .select()
    .from(billingPayments)
    .where(and(eq(billingPayments.storeId, storeId), eq(billingPayments.attemptKey, attemptKey)));
  return row ?? null;
}

/**
 * Choose a plan. The change is worked out and its payment written pending in one transaction
 * holding the store's row, so two payments at once cannot both be made: the second finds the
 * first pending (409) or the plan already current (409). Then the gateway charges, and the
 * answer is confirmed once (apply.ts).
 */
export async function checkoutPlan(
  db: Db,
  gateway: PlanGateway,
  storeId: string,
  body: PlanCheckoutBody,
  now: Date,
): Promise<PlanCheckoutReply> {
  const card = body.card_number ?? '';
  if (gateway.kind === 'test') {
    if (!card) throw badRequest('card_number: Enter the card number');
    const cardProblem = testGateway().check(card);
    if (cardProblem) throw badRequest(cardProblem);
  }
  const earlier = await paymentByKey(db, storeId, body.attempt_key);
  if (earlier) return replyOf(earlier);
  await giveUpStaleHosted(db, storeId, now);

  const started = await db
    .transaction(async (tx) => {
      const [store] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).for('update');
      if (!store) throw notFound('This store does not exist.');
      const sub = await subscriptionOf(tx, storeId, true);
      const plans = await planLookup(tx);
      const change = changeFor(sub, body, now, plans);
      if (change.kind === 'downgrade' && body.promo_code?.trim())
        throw badRequest('promo_code: nothing is paid now for this change');
      if (change.kind === 'downgrade') {
        if (!sub) throw conflict('package_id: your store is on a free plan already');
        const toFree = FREE_PACKAGE_IDS.includes(body.package_id);
        await tx
          .update(billingSubscriptions)
          .set({
            cancelAtPeriodEnd: toFree,
            pendingPackageId: toFree ? null : body.package_id,
            pendingPeriod: toFree ? null : body.period,
            updatedAt: now,
          })
          .where(eq(billingSubscriptions.id, sub.id));
        return { scheduled: change.effectiveAt } as const;
      }
      const [pending] = await tx
        .select()
        .from(billingPayments)
        .where(and(eq(billingPayments.storeId, storeId), eq(billingPayments.status, 'pending')));
      // The same plan's page still open (the owner came back without paying): it is offered again.
      const samePage = pending?.checkoutUrl && pending.packageId === body.package_id && pending.period === body.period;
      if (samePage) return { payment: pending, resent: true } as const;
      if (pending) throw conflict(PAYING_ALREADY);
      // The quote the owner was shown, with its promotion: the amount charged is the one quoted.
      const { quote, promotion } = await quoteWithPromotion(
        tx,
        storeId,
        quoteOf(sub, body, now, plans),
        body.promo_code,
        now,
      );
      const [payment] = await tx
        .insert(billingPayments)
        .values({
          storeId,
          attemptKey: body.attempt_key,
          kind: change.kind,
          packageId: body.package_id,
          period: body.period,
          amount: quote.due,
          currency: quote.currency,
          lines: quote.lines,
          periodStart: change.periodStart,
          periodEnd: change.periodEnd,
          provider: gateway.kind === 'hosted' ? gateway.method : 'test_card',
          createdAt: now,
        })
        .returning();
      const written = payment as BillingPaymentRow;
      if (promotion)
        await claimPromotion(tx, promotion, {
          storeId,
          paymentId: written.id,
          discount: quote.discount,
          currency: quote.currency,
          now,
        });
      return { payment: written } as const;
    })
    .catch(async (error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
      const first = await paymentByKey(db, storeId, body.attempt_key);
      if (first) return { payment: first, resent: true } as const;
      throw conflict(PAYING_ALREADY);
    });

  if ('scheduled' in started && started.scheduled) {
    const when = started.scheduled.toISOString().slice(0, 10);
    const plan = storePlan(body.package_id)?.name ?? body.package_id;
    return { status: true, outcome: 'scheduled', payment_id: null, message: `Your store moves to ${plan} on ${when}.` };
  }
  if ('resent' in started) return replyOf(started.payment);
  const { payment } = started;
  if (payment.amount > 0 && gateway.kind === 'hosted') {
    const opened = await startHostedPlanPayment(db, gateway, payment, now);
    if ('failed' in opened) return { status: true, outcome: 'failed', payment_id: payment.id, message: opened.failed };
    return {
      status: true,
      outcome: 'redirect',
      payment_id: payment.id,
      redirect_url: opened.redirectUrl,
      message: PAY_ON_PAGE,
    };
  }
  const result: ChargeResult =
    payment.amount === 0
      ? { status: 'paid', reference: `no_charge_${payment.id}` }
      : await testGateway().charge({
          description: `Stallfront ${storePlan(payment.packageId)?.name ?? 'plan'} (${payment.period})`,
          amount: payment.amount,
          currency: payment.currency,
          card,
        });
  const confirmed = await confirmPlanPayment(db, payment.id, result, card ? cardOf(card) : null, now);
  return { status: true, outcome: confirmed.outcome, payment_id: payment.id, message: confirmed.message };
}

/**
 * A hosted page left unpaid past its life (the owner closed it) would block every new payment
 * (one pending per store): it is settled failed once the provider can no longer take it.
 */
async function giveUpStaleHosted(db: Db, storeId: string, now: Date): Promise<void> {
  const before = new Date(now.getTime() - HOSTED_PAYMENT_MINUTES * 60_000);
  const stale = await db
    .select({ id: billingPayments.id })
    .from(billingPayments)
    .where(
      and(
        eq(billingPayments.storeId, storeId),
        eq(billingPayments.status, 'pending'),
        inArray(billingPayments.provider, ['stripe', 'razorpay']),
        // A renewal's page stays open through the grace period (sweep.ts).
        ne(billingPayments.kind, 'renewal'),
        lt(billingPayments.createdAt, before),
      ),
    );
  for (const { id } of stale)
    await confirmPlanPayment(
      db,
      id,
      { status: 'failed', reference: null, message: 'The payment page was left unpaid; nothing was charged.' },
      null,
      now,
    );
}

/** Cancel at the period's end: the store keeps the plan until then, then moves to the free plan. */
export async function cancelPlan(db: Db, storeId: string, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const sub = await subscriptionOf(tx, storeId, true);
    if (!sub || sub.status === 'canceled') throw conflict('Your store has no paid plan to cancel.');
    if (sub.status === 'past_due')
      throw conflict('This plan has a renewal due: pay it, or let it lapse at the end of the grace period.');
    if (sub.cancelAtPeriodEnd) throw conflict('Your plan is cancelled already; it ends at the end of this period.');
    await tx
      .update(billingSubscriptions)
      .set({ cancelAtPeriodEnd: true, pendingPackageId: null, pendingPeriod: null, updatedAt: now })
      .where(eq(billingSubscriptions.id, sub.id));
    return `Your plan ends on ${sub.periodEnd.toISOString().slice(0, 10)}; the store moves to the free plan then.`;
  });
}

/** Keep the plan after all: drops a cancellation or a downgrade waiting for the period's end. */
export async function resumePlan(db: Db, storeId: string, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const sub = await subscriptionOf(tx, storeId, true);
    if (sub?.status !== 'active' || (!sub.cancelAtPeriodEnd && !sub.pendingPackageId))
      throw conflict('There is no cancellation or plan change waiting to be undone.');
    await tx
      .update(billingSubscriptions)
      .set({ cancelAtPeriodEnd: false, pendingPackageId: null, pendingPeriod: null, updatedAt: now })
      .where(eq(billingSubscriptions.id, sub.id));
    const plan = storePlan(sub.packageId)?.name ?? sub.packageId;
    return `Your store stays on ${plan}; it renews on ${sub.periodEnd.toISOString().slice(0, 10)}.`;
  });
}
