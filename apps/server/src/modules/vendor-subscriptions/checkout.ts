import { and, asc, eq, or } from 'drizzle-orm';
import {
  LEDGER_ACCOUNTS,
  LEDGER_MEMOS,
  type MyVendorSubscription,
  paidPeriod,
  transfer,
  type VendorCheckoutBody,
  type VendorCheckoutReply,
  vendorFeaturesOfPlan,
} from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import {
  type VendorPaymentRow,
  vendorPayments,
  vendorPlans,
  vendorSubscriptions,
  vendors,
} from '../../db/schema/index.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { post } from '../../platform/ledger/ledger.js';
import type { ChargeResult } from '../payments/provider.js';
import { providerFor } from '../payments/providers.js';
import { paymentsOf, planItem, planOf } from './plans.service.js';

/** Vendors pay the store through the payments interface: the test gateway until a provider is configured. */
const vendorGateway = () => providerFor('test_card');

const PAYING_ALREADY = 'A payment for your subscription is under way; wait for it to finish before paying again.';
const CHANGED = 'Your subscription changed since this page was opened (another payment?). Reload the page and check.';

export interface VendorCaller {
  storeId: string;
  vendorId: string;
  storeName: string;
  /** Whether the store sells subscriptions (vendor_subs). */
  offered: boolean;
}

const planView = (plan: Parameters<typeof planItem>[0]) => {
  const { vendors: _n, ...rest } = planItem(plan);
  return rest;
};

/** What the vendor's billing page shows: its status and end, its plan, the plans it may choose, its payments. */
export async function mySubscription(db: Db, caller: VendorCaller): Promise<MyVendorSubscription> {
  const { storeId, vendorId } = caller;
  const [row] = await db
    .select({ status: vendors.status, endsAt: vendors.subscriptionEndsAt, planId: vendorSubscriptions.planId })
    .from(vendors)
    .leftJoin(vendorSubscriptions, eq(vendorSubscriptions.vendorId, vendors.id))
    .where(and(eq(vendors.storeId, storeId), eq(vendors.id, vendorId)));
  if (!row) throw notFound('Your vendor account does not exist.');
  const plans = caller.offered
    ? await db
        .select()
        .from(vendorPlans)
        .where(
          and(
            eq(vendorPlans.storeId, storeId),
            row.planId
              ? or(eq(vendorPlans.active, true), eq(vendorPlans.id, row.planId))
              : eq(vendorPlans.active, true),
          ),
        )
        .orderBy(asc(vendorPlans.price), asc(vendorPlans.name))
    : [];
  const current = plans.find((p) => p.id === row.planId) ?? null;
  return {
    offered: caller.offered,
    status: row.status,
    ends_at: row.endsAt?.toISOString() ?? null,
    plan: current ? planView(current) : null,
    plans: plans.map(planView),
    payments: await paymentsOf(db, storeId, vendorId),
    store_name: caller.storeName,
  };
}

async function paymentByKey(db: Db, vendorId: string, attemptKey: string) {
  const [row] = await db
    .select()
    .from(vendorPayments)
    .where(and(eq(vendorPayments.vendorId, vendorId), eq(vendorPayments.attemptKey, attemptKey)));
  return row ?? null;
}

async function endsAtOf(db: Db, vendorId: string): Promise<string | null> {
  const [row] = await db.select({ endsAt: vendors.subscriptionEndsAt }).from(vendors).where(eq(vendors.id, vendorId));
  return row?.endsAt?.toISOString() ?? null;
}

const messageOf = (payment: VendorPaymentRow): string =>
  payment.status === 'pending'
    ? PAYING_ALREADY
    : payment.status === 'paid'
      ? `Paid: you are on ${payment.planName} until ${payment.periodEnd?.toISOString().slice(0, 10)}.`
      : (payment.message ?? 'The payment did not go through.');

const replyOf = async (db: Db, payment: VendorPaymentRow): Promise<VendorCheckoutReply> => {
  if (payment.status === 'pending') throw conflict(PAYING_ALREADY);
  return {
    status: true,
    outcome: payment.status === 'paid' ? 'paid' : 'failed',
    payment_id: payment.id,
    message: messageOf(payment),
    ends_at: await endsAtOf(db, payment.vendorId),
  };
};

/**
 * Choose a plan and pay it. The payment is written pending in one transaction holding the
 * vendor's row (so two payments at once cannot both start: the second finds the first pending,
 * or the end date it saw changed, 409), then the gateway charges, and the answer is confirmed
 * once (confirmVendorPayment).
 */
export async function checkoutVendorPlan(
  db: Db,
  caller: VendorCaller,
  body: VendorCheckoutBody,
  now: Date,
): Promise<VendorCheckoutReply> {
  if (!caller.offered) throw notFound('This store does not sell vendor subscriptions; ask the store to renew you.');
  const cardProblem = vendorGateway().check(body.card_number);
  if (cardProblem) throw badRequest(`card_number: ${cardProblem}`);
  const earlier = await paymentByKey(db, caller.vendorId, body.attempt_key);
  if (earlier) return replyOf(db, earlier);

  const started = await db
    .transaction(async (tx) => {
      const [vendor] = await tx
        .select({ id: vendors.id, endsAt: vendors.subscriptionEndsAt })
        .from(vendors)
        .where(and(eq(vendors.storeId, caller.storeId), eq(vendors.id, caller.vendorId)))
        .for('update');
      if (!vendor) throw notFound('Your vendor account does not exist.');
      const plan = await planOf(tx, caller.storeId, body.plan_id);
      const [sub] = await tx
        .select({ planId: vendorSubscriptions.planId })
        .from(vendorSubscriptions)
        .where(eq(vendorSubscriptions.vendorId, vendor.id));
      if (!plan.active && sub?.planId !== plan.id)
        throw conflict('plan_id: this plan is no longer offered; choose another');
      const [pending] = await tx
        .select({ id: vendorPayments.id })
        .from(vendorPayments)
        .where(and(eq(vendorPayments.vendorId, vendor.id), eq(vendorPayments.status, 'pending')));
      if (pending) throw conflict(PAYING_ALREADY);
      const seen = body.seen_ends_at ? new Date(body.seen_ends_at).getTime() : null;
      if ((vendor.endsAt?.getTime() ?? null) !== seen) throw conflict(CHANGED);
      const [payment] = await tx
        .insert(vendorPayments)
        .values({
          storeId: caller.storeId,
          vendorId: vendor.id,
          planId: plan.id,
          planName: plan.name,
          interval: plan.interval,
          attemptKey: body.attempt_key,
          amount: plan.price,
          currency: plan.currency,
          provider: vendorGateway().method,
          createdAt: now,
        })
        .returning();
      return { payment: payment as VendorPaymentRow, resent: false };
    })
    .catch(async (error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
      const first = await paymentByKey(db, caller.vendorId, body.attempt_key);
      if (first) return { payment: first, resent: true };
      throw conflict(PAYING_ALREADY);
    });
  if (started.resent) return replyOf(db, started.payment);

  const { payment } = started;
  const result: ChargeResult =
    payment.amount === 0
      ? { status: 'paid', reference: `no_charge_${payment.id}` }
      : await vendorGateway().charge({
          description: `${caller.storeName} vendor plan ${payment.planName} (${payment.interval})`,
          amount: payment.amount,
          currency: payment.currency,
          card: body.card_number,
        });
  const settled = await confirmVendorPayment(db, payment.id, result, now);
  return replyOf(db, settled.payment);
}

/**
 * Settles a vendor payment with the gateway's answer, once: the payment row is locked and only a
 * pending one is settled, so a replayed confirmation (a webhook sent twice, a resent form) answers
 * the first outcome and never extends the subscription or posts to the ledger again.
 *
 * Paid: the period runs from the current end (active and paid ahead) or from now; the vendor is
 * active until its end, on the plan, with the plan's features; the provider's account gives the
 * amount and the store's wallet gains it.
 */
export async function confirmVendorPayment(
  db: Db,
  paymentId: string,
  result: ChargeResult,
  now: Date,
): Promise<{ payment: VendorPaymentRow; replayed: boolean }> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(vendorPayments).where(eq(vendorPayments.id, paymentId)).for('update');
    if (!payment) throw new Error(`no vendor payment ${paymentId}`);
    if (payment.status !== 'pending') return { payment, replayed: true };
    if (result.status !== 'paid') {
      const message = result.status === 'failed' ? result.message : 'This payment method cannot pay a subscription.';
      const [failed] = await tx
        .update(vendorPayments)
        .set({ status: 'failed', reference: result.reference, message, settledAt: now })
        .where(eq(vendorPayments.id, paymentId))
        .returning();
      return { payment: failed as VendorPaymentRow, replayed: false };
    }
    const [vendor] = await tx
      .select({ status: vendors.status, endsAt: vendors.subscriptionEndsAt, company: vendors.companyName })
      .from(vendors)
      .where(eq(vendors.id, payment.vendorId))
      .for('update');
    if (!vendor) throw new Error(`no vendor ${payment.vendorId}`);
    const [plan] = await tx.select().from(vendorPlans).where(eq(vendorPlans.id, payment.planId));
    const period = paidPeriod(vendor, payment.interval, now);
    const [paid] = await tx
      .update(vendorPayments)
      .set({
        status: 'paid',
        reference: result.reference,
        settledAt: now,
        periodStart: period.start,
        periodEnd: period.end,
      })
      .where(eq(vendorPayments.id, paymentId))
      .returning();
    await tx
      .update(vendors)
      .set({
        subscriptionEndsAt: period.end,
        // An expired vendor is active again; a status the store set by hand (blocked) stays.
        ...(vendor.status === 'expired' || vendor.status === 'active' ? { status: 'active' } : {}),
        ...(plan ? { vendorFeatures: vendorFeaturesOfPlan(plan.features) } : {}),
      })
      .where(eq(vendors.id, payment.vendorId));
    await tx
      .insert(vendorSubscriptions)
      .values({ vendorId: payment.vendorId, storeId: payment.storeId, planId: payment.planId, updatedAt: now })
      .onConflictDoUpdate({ target: vendorSubscriptions.vendorId, set: { planId: payment.planId, updatedAt: now } });
    if (payment.amount > 0) {
      await post(tx, {
        storeId: payment.storeId,
        currency: payment.currency,
        memo: LEDGER_MEMOS.vendorPlan(plan?.name ?? 'Seller', vendor.company),
        postings: transfer(LEDGER_ACCOUNTS.provider(payment.provider), LEDGER_ACCOUNTS.storeWallet(), payment.amount),
      });
    }
    return { payment: paid as VendorPaymentRow, replayed: false };
  });
}
