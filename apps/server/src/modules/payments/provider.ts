import type { PaymentMethod } from '@stallfront/shared';

export interface ChargeRequest {
  /** What the money is for, as the provider's statement shows it: "order 1042", "donation". */
  description: string;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  /** What the checkout form carried for this method (a card number for the test gateway). */
  card: string;
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
}
