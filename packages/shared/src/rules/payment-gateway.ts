import { access, anyOf } from './call-access.js';
import type { CheckoutPaymentMethod } from './payments.js';

/** The payment gateway screen: the owner, and staff with the settings grant. */
export const PAYMENT_GATEWAY_ACCESS = access({ staff: anyOf('settings') });

/** Methods whose money is taken on the provider's own page; the order waits for its webhook. */
export const HOSTED_METHODS = ['stripe', 'razorpay'] as const;
export type HostedMethod = (typeof HOSTED_METHODS)[number];
export const isHosted = (method: string): method is HostedMethod =>
  (HOSTED_METHODS as readonly string[]).includes(method);

/** What a store that configured nothing offers: the test gateway and cash on delivery. */
export const DEFAULT_PAYMENT_METHODS: readonly CheckoutPaymentMethod[] = ['test_card', 'cod'];

export const PAYMENT_METHOD_LABELS: Record<CheckoutPaymentMethod, string> = {
  test_card: 'Card',
  cod: 'Cash on delivery',
  bank_transfer: 'Bank transfer',
  stripe: 'Card (Stripe)',
  razorpay: 'UPI, cards and netbanking (Razorpay)',
};

/** How a secret comes back to the console: never whole, its last 4 characters only. */
export function maskSecret(secret: string | null | undefined): string | null {
  if (!secret) return null;
  return `••••${secret.slice(-4)}`;
}

/** The methods the shop offers, in the screen's order: the saved ones, or the default. */
export function offeredMethods(saved: readonly CheckoutPaymentMethod[] | null | undefined): CheckoutPaymentMethod[] {
  const chosen = saved ?? DEFAULT_PAYMENT_METHODS;
  return (['test_card', 'stripe', 'razorpay', 'bank_transfer', 'cod'] as const).filter((m) => chosen.includes(m));
}

/**
 * A provider's word that money arrived is believed only for what the order asked: the same
 * amount in minor units and the same currency (any case). Else why not, for the log.
 */
export function paymentMismatch(
  expected: { amount: number; currency: string },
  got: { amount: number | null | undefined; currency: string | null | undefined },
): string | null {
  if ((got.currency ?? '').toUpperCase() !== expected.currency.toUpperCase())
    return `currency ${got.currency ?? 'none'} is not the order's ${expected.currency}`;
  if (got.amount !== expected.amount) return `amount ${got.amount ?? 'none'} is not the order's ${expected.amount}`;
  return null;
}

/** The shapes of each provider's keys, as their dashboards give them. */
export const KEY_PATTERNS = {
  stripePublishable: /^pk_(test|live)_[A-Za-z0-9]{8,}$/,
  stripeSecret: /^(sk|rk)_(test|live)_[A-Za-z0-9]{8,}$/,
  stripeWebhook: /^whsec_[A-Za-z0-9+/=]{8,}$/,
  razorpayKeyId: /^rzp_(test|live)_[A-Za-z0-9]{8,}$/,
  razorpaySecret: /^[A-Za-z0-9]{12,64}$/,
  razorpayWebhook: /^\S{8,128}$/,
} as const;
