import { z } from 'zod';
import { PAYMENT_GATEWAY_ACCESS } from '../rules/payment-gateway.js';
import { okMessage } from '../schemas/common.js';
import { paymentGatewayInput, paymentGatewayView, paymentRefundInput } from '../schemas/payment-gateway.js';
import { endpoint } from './endpoint.js';

const caller = { auth: 'store', access: PAYMENT_GATEWAY_ACCESS } as const;
const webhookParams = z.object({ store_id: z.uuid() });
const webhookReply = z.object({ status: z.literal(true), outcome: z.enum(['paid', 'replayed', 'ignored']) });
const reply = z.object({ status: z.literal(true), data: paymentGatewayView });

/** /setting/payment-gateway: the spec names the screen, not the calls; these follow its path style. */
export const PAYMENT_GATEWAY_CALLS = {
  get: endpoint({
    method: 'GET',
    path: '/store/payment_gateway',
    ...caller,
    input: z.object({}),
    output: reply,
    summary: "The store's payment methods and provider keys, secrets masked to their last 4 characters",
  }),
  save: endpoint({
    method: 'PUT',
    path: '/store/payment_gateway',
    ...caller,
    input: paymentGatewayInput,
    output: reply,
    summary: 'Choose the payment methods and enter provider keys; an empty secret keeps the saved one',
  }),
  refund: endpoint({
    method: 'POST',
    path: '/store/payment_gateway/refund',
    auth: 'store',
    access: PAYMENT_GATEWAY_ACCESS,
    input: paymentRefundInput,
    output: okMessage,
    summary: "Refund a cancelled order's online payment through its provider (Stripe, Razorpay)",
  }),
  /** The providers call these, signed with the store's webhook secret; the body is read raw to check the signature. */
  stripeWebhook: endpoint({
    method: 'POST',
    path: '/payments/stripe/webhook/:store_id',
    auth: 'public',
    input: webhookParams,
    output: webhookReply,
    summary: "Stripe's events for one store, verified by the Stripe-Signature header (400 when it does not match)",
  }),
  razorpayWebhook: endpoint({
    method: 'POST',
    path: '/payments/razorpay/webhook/:store_id',
    auth: 'public',
    input: webhookParams,
    output: webhookReply,
    summary:
      "Razorpay's events for one store, verified by the X-Razorpay-Signature header (400 when it does not match)",
  }),
};
