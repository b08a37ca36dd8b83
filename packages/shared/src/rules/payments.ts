/** How a shopper chooses to pay at checkout. */
export const CHECKOUT_PAYMENT_METHODS = ['test_card', 'cod', 'bank_transfer', 'stripe', 'razorpay'] as const;
export type CheckoutPaymentMethod = (typeof CHECKOUT_PAYMENT_METHODS)[number];
/** How an order was paid: a chosen method, or a gift card that covered all of it. */
export const PAYMENT_METHODS = [...CHECKOUT_PAYMENT_METHODS, 'gift_card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The built-in test gateway's cards, as Stripe's test mode names them. */
export const TEST_CARD_APPROVED = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';

export type TestCardOutcome = { ok: true } | { ok: false; reason: 'declined' | 'unknown_card' };

/** Card digits without the spaces and dashes a shopper types between groups. */
export function cardDigits(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** What the test gateway does with a card: approve 4242…, decline 4000…0002, refuse others. */
export function testCardOutcome(typed: string): TestCardOutcome {
  const digits = cardDigits(typed);
  if (digits === TEST_CARD_APPROVED) return { ok: true };
  if (digits === TEST_CARD_DECLINED) return { ok: false, reason: 'declined' };
  return { ok: false, reason: 'unknown_card' };
}

/**
 * How long an order written at checkout but not paid keeps its stock and gift-card money; then
 * the release job cancels it and puts them back (a declined card may be retried meanwhile).
 */
export const UNPAID_ORDER_HOLD_MINUTES = 30;
