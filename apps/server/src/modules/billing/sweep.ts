import { and, eq, lte, or } from 'drizzle-orm';
import { z } from 'zod';
import {
  billingStatusOf,
  discountedLines,
  dueAction,
  graceEndOf,
  FREE_PACKAGE_IDS,
  PACKAGE_IDS,
  planPrice,
  renewalPeriod,
  storePlan,
} from '@stallfront/shared';
import { packageOf } from '../admin-packages/catalogue.js';
import type { Db } from '../../db/client.js';
import { type BillingSubscriptionRow, billingPayments, billingSubscriptions, stores } from '../../db/schema/index.js';
import { jobKind } from '../../platform/jobs/job-kind.js';
import type { ChargeResult } from '../payments/provider.js';
import { providerFor } from '../payments/providers.js';
import type { AppContext } from '../../platform/context.js';
import { renewalPromotion } from '../promotions/promotions.service.js';
import { confirmPlanPayment } from './apply.js';
import { mailOwnerAbout, type SweepStep } from './billing-mails.js';
import { startHostedPlanPayment } from './hosted-plan.js';
import { type PlanGateway, planGatewayOf } from './plan-gateway.js';

/**
 * Every few minutes: renew, end or deactivate each subscription whose due time (period end,
 * grace end) has passed. The due times live in the subscription rows, so a node that was down
 * catches up at its first run after the restart.
 */
export const BILLING_SWEEP = jobKind('billing.sweep', z.strictObject({}));
export const BILLING_SWEEP_CRON = '*/5 * * * *';
const BATCH = 100;

export type SweepReport = Record<SweepStep, number>;

/** Each due subscription's step, then a mail to its owner saying what happened and what to do. */
export async function runBillingSweep(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  now: Date,
): Promise<SweepReport> {
  const { db } = ctx;
  const report: SweepReport = { renewed: 0, failed: 0, awaiting: 0, ended: 0, deactivated: 0 };
  const gateway = planGatewayOf(ctx.config);
  const due = await db
    .select({ id: billingSubscriptions.id })
    .from(billingSubscriptions)
    .where(
      or(
        and(eq(billingSubscriptions.status, 'active'), lte(billingSubscriptions.periodEnd, now)),
        and(eq(billingSubscriptions.status, 'past_due'), lte(billingSubscriptions.graceEndsAt, now)),
      ),
    )
    .limit(BATCH);
  for (const { id } of due) {
    const done = await handleDue(db, gateway, id, now);
    if (!done) continue;
    report[done] += 1;
    await mailOwnerAbout(ctx, id, done);
  }
  return report;
}

async function handleDue(db: Db, gateway: PlanGateway, id: string, now: Date): Promise<SweepStep | null> {
  const step = await db.transaction(async (tx) => {
    const [sub] = await tx.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, id)).for('update');
    if (!sub) return null;
    const action = dueAction(sub, now);
    if (action === 'end') {
      await tx
        .update(billingSubscriptions)
        .set({ status: 'canceled', endedAt: now, endedReason: 'canceled', updatedAt: now })
        .where(eq(billingSubscriptions.id, id));
      const category = storePlan(sub.packageId)?.category;
      const free = category === 'genie' ? PACKAGE_IDS.genieFree : PACKAGE_IDS.proFree;
      await tx
        .update(stores)
        .set({ packageId: free, billingStatus: billingStatusOf('canceled') })
        .where(eq(stores.id, sub.storeId));
      return 'ended' as const;
    }
    if (action === 'deactivate') {
      await tx
        .update(billingSubscriptions)
        .set({ status: 'canceled', endedAt: now, endedReason: 'unpaid', updatedAt: now })
        .where(eq(billingSubscriptions.id, id));
      // A renewal's payment page left unpaid: closed, so the owner can pay for a plan afresh.
      await tx
        .update(billingPayments)
        .set({
          status: 'failed',
          message: 'Not paid by the end of the grace period.',
          settledAt: now,
          checkoutUrl: null,
        })
        .where(
          and(
            eq(billingPayments.storeId, sub.storeId),
            eq(billingPayments.status, 'pending'),
            eq(billingPayments.kind, 'renewal'),
          ),
        );
      await tx
        .update(stores)
        .set({ status: 'inactive', billingStatus: billingStatusOf('past_due') })
        .where(eq(stores.id, sub.storeId));
      return 'deactivated' as const;
    }
    if (action === 'renew') return startRenewal(tx as unknown as Db, gateway, sub, now);
    return null;
  });
  if (!step || typeof step === 'string') return step;
  if (gateway.kind === 'hosted' && step.amount > 0) return renewOnHostedPage(db, gateway, step.paymentId, id, now);
  // A promotion may take a renewal to nothing: paid without a charge.
  const result: ChargeResult =
    step.amount === 0 ? { status: 'paid', reference: `no_charge_${step.paymentId}` } : await chargeCardOnFile(step);
  const confirmed = await confirmPlanPayment(db, step.paymentId, result, null, now);
  return confirmed.outcome === 'paid' ? 'renewed' : 'failed';
}

/** Charges the card kept on a subscription for a plan payment (a renewal, or the platform admin's retry). */
export async function chargeCardOnFile(charge: {
  description: string;
  amount: number;
  currency: string;
  card: string | null;
}): Promise<ChargeResult> {
  if (!charge.card) return { status: 'failed', reference: null, message: 'No card on file to renew the plan with.' };
  const { description, amount, currency, card } = charge;
  return providerFor('test_card').charge({ description, amount, currency, card });
}

/** The renewal's payment, written pending under a key of the period it renews: a retried job finds it and charges nothing twice. */
async function startRenewal(tx: Db, gateway: PlanGateway, sub: BillingSubscriptionRow, now: Date) {
  const packageId = sub.pendingPackageId ?? sub.packageId;
  const period = sub.pendingPeriod ?? sub.period;
  const plan = await packageOf(tx, packageId);
  if (!plan || FREE_PACKAGE_IDS.includes(packageId)) return null;
  const next = renewalPeriod(sub.periodEnd, period);
  const description = `${plan.name} (${period}), renewal`;
  // A recurring promotion the store used still takes its share off, for its months.
  const promotion = await renewalPromotion(tx, sub.storeId, packageId, next.periodStart);
  const plain = [{ description, amount: planPrice(plan, period) }];
  const { lines, due: amount } = promotion
    ? discountedLines(plain, promotion, plan.currency)
    : { lines: plain, due: plain[0]?.amount ?? 0 };
  const attemptKey = `renewal:${sub.periodEnd.toISOString()}`;
  const [written] = await tx
    .insert(billingPayments)
    .values({
      storeId: sub.storeId,
      attemptKey,
      kind: 'renewal',
      packageId,
      period,
      amount,
      currency: plan.currency,
      lines,
      ...next,
      provider: gateway.kind === 'hosted' ? gateway.method : 'test_card',
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: billingPayments.id });
  // A run that stopped after writing the try and before its answer: the try is charged now
  // (a real provider is given the payment id as its idempotency key).
  const [payment] = written
    ? [written]
    : await tx
        .select({ id: billingPayments.id })
        .from(billingPayments)
        .where(
          and(
            eq(billingPayments.storeId, sub.storeId),
            eq(billingPayments.attemptKey, attemptKey),
            eq(billingPayments.status, 'pending'),
          ),
        );
  if (!payment) return null;
  return { paymentId: payment.id, amount, currency: plan.currency, card: sub.cardToken, description };
}

/**
 * A renewal through the platform's Stripe or Razorpay account: its payment page is opened and
 * mailed to the owner, and the subscription waits in its grace period (past due) for the
 * webhook to confirm it; unpaid by the grace end, the store is made inactive as after a decline.
 */
async function renewOnHostedPage(
  db: Db,
  gateway: Extract<PlanGateway, { kind: 'hosted' }>,
  paymentId: string,
  subscriptionId: string,
  now: Date,
): Promise<SweepStep> {
  const [payment] = await db.select().from(billingPayments).where(eq(billingPayments.id, paymentId));
  if (!payment) return 'failed';
  const opened = await startHostedPlanPayment(db, gateway, payment, now);
  // A refused start was settled failed (past due) by confirmPlanPayment.
  if ('failed' in opened) return 'failed';
  await db.transaction(async (tx) => {
    const [sub] = await tx
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.id, subscriptionId))
      .for('update');
    if (sub?.status !== 'active' || sub.periodEnd.getTime() > now.getTime()) return;
    await tx
      .update(billingSubscriptions)
      .set({ status: 'past_due', graceEndsAt: graceEndOf(sub.periodEnd), updatedAt: now })
      .where(eq(billingSubscriptions.id, sub.id));
    await tx
      .update(stores)
      .set({ billingStatus: billingStatusOf('past_due') })
      .where(eq(stores.id, sub.storeId));
  });
  return 'awaiting';
}
