import { z } from 'zod';
import { KEY_PATTERNS } from '../rules/payment-gateway.js';
import { CHECKOUT_PAYMENT_METHODS } from '../rules/payments.js';
import { text } from './common.js';

const methods = z
  .array(z.enum(CHECKOUT_PAYMENT_METHODS, { error: 'Choose a payment method this store supports' }))
  .min(1, 'Turn on at least one way to pay')
  .max(CHECKOUT_PAYMENT_METHODS.length)
  .refine((list) => new Set(list).size === list.length, 'Name each method once');

/** A key as typed; '' on a secret keeps the one saved (the console never has it whole). */
const key = (pattern: RegExp, message: string) => text(200).refine((v) => v === '' || pattern.test(v), message);

/** What the store saves on /setting/payment-gateway. */
export const paymentGatewayInput = z
  .object({
    methods,
    bank_transfer_instructions: text(2000, { lines: true }),
    stripe_publishable_key: key(
      KEY_PATTERNS.stripePublishable,
      'Enter the publishable key, starting pk_test_ or pk_live_',
    ),
    stripe_secret_key: key(KEY_PATTERNS.stripeSecret, 'Enter the secret key, starting sk_test_, sk_live_ or rk_'),
    stripe_webhook_secret: key(KEY_PATTERNS.stripeWebhook, "Enter the webhook's signing secret, starting whsec_"),
    razorpay_key_id: key(KEY_PATTERNS.razorpayKeyId, 'Enter the key id, starting rzp_test_ or rzp_live_'),
    razorpay_key_secret: key(KEY_PATTERNS.razorpaySecret, 'Enter the key secret as the Razorpay dashboard shows it'),
    razorpay_webhook_secret: key(KEY_PATTERNS.razorpayWebhook, 'Enter the webhook secret, 8 characters at least'),
  })
  .superRefine((v, ctx) => {
    const need = (field: keyof typeof v, message: string) => {
      if (v[field] === '') ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (v.methods.includes('bank_transfer'))
      need('bank_transfer_instructions', 'Tell shoppers where to send the money (bank, account, reference)');
    if (v.methods.includes('stripe'))
      need('stripe_publishable_key', 'Enter the publishable key from the Stripe dashboard');
    if (v.methods.includes('razorpay')) need('razorpay_key_id', 'Enter the key id from the Razorpay dashboard');
    const live = (a: string, b: string) => a !== '' && b !== '' && a.includes('_live_') !== b.includes('_live_');
    if (live(v.stripe_publishable_key, v.stripe_secret_key))
      ctx.addIssue({
        code: 'custom',
        path: ['stripe_secret_key'],
        message: 'Use test keys together, or live keys together',
      });
  });
export type PaymentGatewayInput = z.infer<typeof paymentGatewayInput>;

/** The public part, kept as the store's `payment_gateway` setting that the shop reads with the store. */
export const paymentGatewayPublic = z.object({
  methods,
  bank_transfer_instructions: z.string(),
  stripe_publishable_key: z.string(),
  razorpay_key_id: z.string(),
});
export type PaymentGatewayPublic = z.infer<typeof paymentGatewayPublic>;

/** What the console reads: the secrets masked to their last 4 characters, and where to point the webhooks. */
export const paymentGatewayView = paymentGatewayPublic.extend({
  stripe_secret_key: z.string().nullable(),
  stripe_webhook_secret: z.string().nullable(),
  razorpay_key_secret: z.string().nullable(),
  razorpay_webhook_secret: z.string().nullable(),
  stripe_webhook_url: z.string(),
  razorpay_webhook_url: z.string(),
  /** False until saved: the shop offers the default methods. */
  saved: z.boolean(),
});
export type PaymentGatewayView = z.infer<typeof paymentGatewayView>;

export const paymentRefundInput = z.object({ order_id: z.uuid({ error: 'Choose an order' }) });
