import { z } from 'zod';
import { VENDOR_FEATURES } from '../catalog/features.js';
import { MAX_VENDOR_PLAN_PRICE, VENDOR_PLAN_INTERVALS } from '../rules/vendor-subscription.js';
import { idField, isoDate, okData, okMessage, text } from './common.js';

const interval = z.enum(VENDOR_PLAN_INTERVALS, { error: 'Choose month or year' });
const vendorFeature = z.enum(VENDOR_FEATURES, { error: `Choose from ${VENDOR_FEATURES.join(', ')}` });

/** A plan as the owner writes it: the price in the store's currency, minor units. */
const planFields = {
  name: text(80, { min: 1, required: 'Enter the plan’s name' }),
  price: z
    .number({ error: 'Enter the price' })
    .int('Enter the price in whole minor units (cents, paise)')
    .min(0, 'The price cannot be below 0')
    .max(MAX_VENDOR_PLAN_PRICE, `${MAX_VENDOR_PLAN_PRICE} at most`),
  interval,
  features: z.array(vendorFeature).max(VENDOR_FEATURES.length),
  active: z.boolean(),
};
export const vendorPlanCreateBody = z.strictObject(planFields);
export const vendorPlanUpdateBody = z.strictObject({ _id: idField, ...planFields });
export type VendorPlanBody = z.input<typeof vendorPlanCreateBody>;

export const vendorPlan = z.object({
  _id: z.string(),
  name: z.string(),
  price: z.number().int(),
  currency: z.string(),
  interval,
  features: z.array(z.string()),
  active: z.boolean(),
  /** Vendors on this plan now. */
  vendors: z.number().int(),
  created_on: isoDate,
});
export type VendorPlan = z.infer<typeof vendorPlan>;
export const vendorPlanListReply = z.object({ status: z.literal(true), list: z.array(vendorPlan) });
export const vendorPlanReply = okData(vendorPlan);

export const VENDOR_PAYMENT_STATUSES = ['pending', 'paid', 'failed'] as const;
export const vendorPayment = z.object({
  _id: z.string(),
  plan_name: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(VENDOR_PAYMENT_STATUSES),
  /** The period a paid payment bought; null while pending or when it failed. */
  period_start: isoDate.nullable(),
  period_end: isoDate.nullable(),
  message: z.string().nullable(),
  created_on: isoDate,
});
export type VendorPayment = z.infer<typeof vendorPayment>;

/** One vendor's subscription as the owner sees it. */
export const vendorSubscriptionItem = z.object({
  vendor_id: z.string(),
  name: z.string(),
  company_name: z.string(),
  email: z.string(),
  /** active, expired (or another status the store set, such as blocked). */
  status: z.string(),
  plan_id: z.string().nullable(),
  plan_name: z.string().nullable(),
  ends_at: isoDate.nullable(),
  last_payment: vendorPayment.nullable(),
});
export type VendorSubscriptionItem = z.infer<typeof vendorSubscriptionItem>;
export const vendorSubscriptionListReply = z.object({
  status: z.literal(true),
  list: z.array(vendorSubscriptionItem),
});
export const vendorPaymentListReply = z.object({ status: z.literal(true), list: z.array(vendorPayment) });

/** The owner puts a vendor on a plan (or takes it off: null); the vendor's next payment is for it. */
export const vendorPlanAssignBody = z.strictObject({
  vendor_id: z.uuid({ error: 'Choose a vendor' }),
  plan_id: z.uuid({ error: 'Choose a plan' }).nullable(),
});
export const vendorPlanAssignReply = okMessage;

/** What the vendor's billing page shows. */
export const myVendorSubscription = z.object({
  /** Whether the store sells subscriptions (its vendor_subs feature); without it there is nothing to pay. */
  offered: z.boolean(),
  status: z.string(),
  ends_at: isoDate.nullable(),
  plan: vendorPlan.omit({ vendors: true }).nullable(),
  /** The plans the vendor may choose: the store's active plans (and its own, if no longer active). */
  plans: z.array(vendorPlan.omit({ vendors: true })),
  payments: z.array(vendorPayment),
  store_name: z.string(),
});
export type MyVendorSubscription = z.infer<typeof myVendorSubscription>;
export const myVendorSubscriptionReply = okData(myVendorSubscription);

/**
 * The vendor pays for a plan. `attempt_key` names this try: a resent form answers the first
 * try's outcome and never charges or extends twice.
 */
export const vendorCheckoutBody = z.strictObject({
  plan_id: z.uuid({ error: 'Choose a plan' }),
  card_number: text(30, { min: 1, required: 'Enter the card number' }),
  attempt_key: z.uuid({ error: 'Reload the billing page and try again' }),
  /** The end date the page showed: a payment made meanwhile (another tab) answers 409 rather than paying twice. */
  seen_ends_at: isoDate.nullable(),
});
export type VendorCheckoutBody = z.infer<typeof vendorCheckoutBody>;
export const vendorCheckoutReply = z.object({
  status: z.literal(true),
  outcome: z.enum(['paid', 'failed']),
  payment_id: z.string(),
  message: z.string(),
  ends_at: isoDate.nullable(),
});
export type VendorCheckoutReply = z.infer<typeof vendorCheckoutReply>;
