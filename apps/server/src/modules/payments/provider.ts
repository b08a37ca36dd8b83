import type { HostedMethod, PaymentMethod } from '@stallfront/shared';

export interface ChargeRequest {
  /** What the money is for, as the provider's statement shows it: "order 1042", "donation". */
  description: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  /** What the checkout form carried for this method (a card number for the test gateway). */
  card: string;
  /** The attempt's idempotency key, by which `lookup` finds it again (an ad order's sweep). */
  key?: string;
}

export type ChargeResult =
  | { status: 'paid'; reference: string }
  /** Cash on delivery: nothing is taken now; the order is live and the money due. */
  | { status: 'cod_due'; reference: null }
  | { status: 'failed'; reference: string | null; message: string };

/**
 * One way to take payment. Real providers (Stripe, Razorpay) implement the same two steps
 * through their SDKs: `check` refuses a form that can never pay before any order is written,
 * `charge` takes the money once the order and its stock are held.
 */
export interface PaymentProvider {
  method: PaymentMethod;
  /** A message for the shopper when the form can never pay (an unknown test card), else null. */
  check(card: string): string | null;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /**
   * What became of the charge made under `key`: its result, or null when the provider holds no
   * charge under it (never made, so nothing to complete). For a write lost to a crash.
   */
  lookup?(key: string): Promise<ChargeResult | null>;
}

/** A provider's keys for one store, opened from their sealed rows; `apiBase` points the SDK elsewhere (tests). */
export interface ProviderKeys {
  /** Stripe: the secret key. Razorpay: the key id. */
  apiKey: string;
  /** Razorpay's key secret; Stripe's secret key is `apiKey`. */
  apiSecret: string;
  webhookSecret: string;
  apiBase: string | undefined;
}

export interface HostedCheckoutRequest {
  description: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  orderId: string;
  storeId: string;
  /** The try's key: the provider's idempotency key, so a resent start makes one session. */
  attemptKey: string;
  email: string;
  /** Where the provider sends the shopper back: the order's own page. */
  returnUrl: string;
  cancelUrl: string;
}

/** What a verified webhook says, in our words: money taken for a checkout, or something we ignore. */
export interface WebhookEvent {
  id: string;
  type: string;
  paid: {
    /** The id we kept when the checkout started (a Stripe session, a Razorpay payment link). */
    checkout: string;
    /** The charge's id, which a refund names (a payment intent, a Razorpay payment). */
    charge: string;
    amount: number;
    currency: string;
  } | null;
}

/**
 * A provider whose page takes the money (Stripe Checkout, a Razorpay payment link): the shop
 * starts a checkout and redirects the shopper, the provider's signed webhook says it is paid,
 * and a refund goes back through the same provider.
 */
export interface HostedProvider {
  method: HostedMethod;
  startCheckout(
    keys: ProviderKeys,
    request: HostedCheckoutRequest,
  ): Promise<{ reference: string; redirectUrl: string }>;
  /** The verified event; throws `BadSignature` when the body was not signed with the store's secret. */
  readWebhook(
    keys: ProviderKeys,
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): WebhookEvent;
  refund(
    keys: ProviderKeys,
    request: { charge: string; amount: number; idempotencyKey: string },
  ): Promise<{ reference: string }>;
}

export class BadSignature extends Error {}
