import { z } from 'zod';
import { BILLING_ACCESS } from '../rules/billing.js';
import {
  billingIdParams,
  billingMessageReply,
  billingOverviewReply,
  planCheckoutBody,
  planCheckoutReply,
  planChoiceBody,
  planPaymentReply,
  planQuoteReply,
} from '../schemas/billing.js';
import { endpoint } from './endpoint.js';

const caller = { auth: 'store', access: BILLING_ACCESS } as const;
const planWebhookReply = z.object({ status: z.literal(true), outcome: z.enum(['paid', 'replayed', 'ignored']) });

/** The store's plan and billing (/deployment/plans, /account/billing, the payment summary); docs/decisions.md, "Plans and billing". */
export const BILLING_CALLS = {
  overview: endpoint({
    method: 'GET',
    path: '/store/billing',
    ...caller,
    input: undefined,
    output: billingOverviewReply,
    summary: "The store's plan, its subscription and renewal, the card on file and the invoices",
  }),
  quote: endpoint({
    method: 'POST',
    path: '/store/billing/quote',
    ...caller,
    input: planChoiceBody,
    output: planQuoteReply,
    reads: true,
    summary: 'What choosing a plan would cost now (proration lines) or when it would take effect; changes nothing',
  }),
  checkout: endpoint({
    method: 'POST',
    path: '/store/billing/checkout',
    ...caller,
    input: planCheckoutBody,
    output: planCheckoutReply,
    summary:
      'Choose a plan: pays what the quote says through the payment gateway (once per attempt_key), or schedules a downgrade',
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/store/billing/cancel',
    ...caller,
    input: z.strictObject({}),
    output: billingMessageReply,
    summary: 'Cancel the paid plan at the end of its period (the store moves to the free plan then)',
  }),
  resume: endpoint({
    method: 'POST',
    path: '/store/billing/resume',
    ...caller,
    input: z.strictObject({}),
    output: billingMessageReply,
    summary: 'Keep the plan after all: undo a cancellation or a downgrade waiting for the period end',
  }),
  payment: endpoint({
    method: 'GET',
    path: '/store/billing/payments/:id',
    ...caller,
    input: billingIdParams,
    output: planPaymentReply,
    summary: 'One plan payment: what was paid, for which plan and period, and its invoice',
  }),
  invoicePdf: endpoint({
    method: 'GET',
    path: '/store/billing/invoices/:id/pdf',
    ...caller,
    input: billingIdParams,
    output: z.string(),
    reply: 'pdf',
    summary: 'One plan invoice as PDF',
  }),
  stripeWebhook: endpoint({
    method: 'POST',
    path: '/billing/stripe/webhook',
    auth: 'public',
    input: undefined,
    output: planWebhookReply,
    summary:
      "The platform Stripe account's events for plan payments, verified by the Stripe-Signature header (400 when it does not match)",
  }),
  razorpayWebhook: endpoint({
    method: 'POST',
    path: '/billing/razorpay/webhook',
    auth: 'public',
    input: undefined,
    output: planWebhookReply,
    summary:
      "The platform Razorpay account's events for plan payments, verified by the X-Razorpay-Signature header (400 when it does not match)",
  }),
};
