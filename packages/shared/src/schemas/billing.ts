import { z } from 'zod';
import { BILLING_PERIODS, SUBSCRIPTION_STATUSES } from '../rules/billing.js';
import { idField, isoDate, okData, okMessage, text } from './common.js';

const packageId = text(60, { min: 1, required: 'Choose a plan' });
const period = z.enum(BILLING_PERIODS, { error: 'period: choose monthly or yearly' });

/** A plan as the merchant chose it on the plans screen. */
export const planChoiceBody = z.strictObject({
  package_id: packageId,
  period,
  /** A platform promotion (/admin/promotions); empty: none. */
  promo_code: text(40).optional(),
});
export type PlanChoiceBody = z.infer<typeof planChoiceBody>;

/**
 * Choose (and pay for) a plan. `attempt_key` names this try: a resent form answers the first
 * try's outcome and never charges twice.
 */
export const planCheckoutBody = planChoiceBody.extend({
  /** The test gateway's card; none when the platform's Stripe or Razorpay page takes the payment. */
  card_number: text(30).optional(),
  attempt_key: z.uuid({ error: 'Reload the plans page and try again' }),
});
export type PlanCheckoutBody = z.infer<typeof planCheckoutBody>;

export const chargeLine = z.object({ description: z.string(), amount: z.number().int() });

/** What a plan change would cost, shown before the merchant confirms it. */
export const planQuote = z.object({
  kind: z.enum(['purchase', 'upgrade', 'settle', 'downgrade']),
  package_id: z.string(),
  period,
  lines: z.array(chargeLine),
  /** Minor units charged now (0 for a downgrade at the period's end). */
  due: z.number().int(),
  currency: z.string(),
  /** The promotion taken off (its line is among `lines`), or null. */
  promo_code: z.string().nullable(),
  discount: z.number().int(),
  /** Who takes the payment: the test gateway (a card typed here) or the platform's Stripe or Razorpay page. */
  gateway: z.enum(['test_card', 'stripe', 'razorpay']),
  /** When the new plan starts (now, or the period's end for a downgrade). */
  starts_on: isoDate,
  /** The period the payment buys ends (null for a downgrade). */
  renews_on: isoDate.nullable(),
});
export type PlanQuote = z.infer<typeof planQuote>;

export const billingInvoice = z.object({
  _id: idField,
  number: z.string(),
  /** The payment it was issued for (its /payment-summary/plan/{id}). */
  payment_id: idField.nullable(),
  issued_on: isoDate,
  package_name: z.string(),
  period_start: isoDate,
  period_end: isoDate,
  total: z.number().int(),
  currency: z.string(),
  lines: z.array(chargeLine),
});
export type BillingInvoice = z.infer<typeof billingInvoice>;

/** The store's billing as /account/billing shows it. */
export const billingOverview = z.object({
  package_id: z.string(),
  package_name: z.string(),
  store_status: z.string(),
  subscription: z
    .object({
      status: z.enum(SUBSCRIPTION_STATUSES),
      period,
      period_start: isoDate,
      period_end: isoDate,
      cancel_at_period_end: z.boolean(),
      /** When a failed renewal makes the store inactive unless paid. */
      grace_ends_on: isoDate.nullable(),
      /** A downgrade waiting for the period's end. */
      pending_package_id: z.string().nullable(),
      pending_package_name: z.string().nullable(),
      pending_period: period.nullable(),
      /** What the next renewal charges (0 when it ends instead). */
      next_charge: z.number().int(),
      currency: z.string(),
    })
    .nullable(),
  /** The card the gateway holds for renewals. */
  payment_method: z.object({ provider: z.string(), brand: z.string(), last4: z.string() }).nullable(),
  /** A renewal waiting on the provider's page (Stripe or Razorpay): where to pay it. */
  renewal_pay_url: z.string().nullable(),
  invoices: z.array(billingInvoice),
});
export type BillingOverview = z.infer<typeof billingOverview>;

export const planCheckoutReply = z.object({
  status: z.literal(true),
  /**
   * paid: the plan changed; failed: nothing changed (see message); scheduled: a downgrade at
   * period end; redirect: the provider's page takes the payment (redirect_url), its webhook confirms it.
   */
  outcome: z.enum(['paid', 'failed', 'scheduled', 'redirect']),
  payment_id: idField.nullable(),
  redirect_url: z.url().nullable().optional(),
  message: z.string(),
});
export type PlanCheckoutReply = z.infer<typeof planCheckoutReply>;

/** One plan payment, for /payment-summary/plan/{id}. */
export const planPayment = z.object({
  _id: idField,
  store_id: idField,
  status: z.enum(['pending', 'paid', 'failed']),
  kind: z.string(),
  package_id: z.string(),
  package_name: z.string(),
  period,
  amount: z.number().int(),
  currency: z.string(),
  lines: z.array(chargeLine),
  created_on: isoDate,
  period_start: isoDate,
  period_end: isoDate,
  message: z.string().nullable(),
  invoice_id: idField.nullable(),
  invoice_number: z.string().nullable(),
});
export type PlanPayment = z.infer<typeof planPayment>;

export const billingIdParams = z.strictObject({ id: z.uuid({ error: 'id: not a payment or invoice id' }) });

export const billingOverviewReply = okData(billingOverview);
export const planQuoteReply = okData(planQuote);
export const planPaymentReply = okData(planPayment);
export const billingMessageReply = okMessage;
