import { describe, expect, it } from 'vitest';
import { isHosted, KEY_PATTERNS, maskSecret, offeredMethods, paymentMismatch } from './payment-gateway.js';

describe('payment gateway rules', () => {
  it('masks a secret to its last 4 characters', () => {
    expect(maskSecret('sk_test_51Habcdefghij1234')).toBe('••••1234');
    expect(maskSecret('')).toBeNull();
    expect(maskSecret(null)).toBeNull();
  });
  it('offers the default methods to a store that saved none, else the saved ones in a fixed order', () => {
    expect(offeredMethods(null)).toEqual(['test_card', 'cod']);
    expect(offeredMethods(['cod', 'bank_transfer', 'stripe'])).toEqual(['stripe', 'bank_transfer', 'cod']);
  });
  it('knows the hosted methods', () => {
    expect(isHosted('stripe')).toBe(true);
    expect(isHosted('razorpay')).toBe(true);
    expect(isHosted('cod')).toBe(false);
  });
  it.each([
    [{ amount: 2500, currency: 'usd' }, null],
    [{ amount: 2500, currency: 'USD' }, null],
    [{ amount: 2499, currency: 'usd' }, "amount 2499 is not the order's 2500"],
    [{ amount: 2500, currency: 'inr' }, "currency inr is not the order's USD"],
    [{ amount: null, currency: 'usd' }, "amount none is not the order's 2500"],
  ])('compares what the provider took with the order: %o', (got, problem) => {
    expect(paymentMismatch({ amount: 2500, currency: 'USD' }, got)).toBe(problem);
  });
  it('recognises the providers key shapes', () => {
    expect(KEY_PATTERNS.stripePublishable.test('pk_test_FAKEdemo0000000000')).toBe(true);
    expect(KEY_PATTERNS.stripeSecret.test('pk_test_FAKEdemo0000000000')).toBe(false);
    expect(KEY_PATTERNS.stripeWebhook.test('whsec_FAKEdemo00000000')).toBe(true);
    expect(KEY_PATTERNS.razorpayKeyId.test('rzp_test_FAKEdemo0000')).toBe(true);
  });
});
