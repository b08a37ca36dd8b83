import { randomUUID } from 'node:crypto';
import { testCardOutcome } from '@stallfront/shared';
import type { ChargeResult, PaymentProvider } from './provider.js';

/**
 * The test gateway's own record of keyed charges, as a real provider keeps them by idempotency
 * key. It lives in the process: after a restart it knows no charge, so a stuck test payment is
 * marked failed (no real money moved). Bounded: the oldest go first.
 */
const keyed = new Map<string, ChargeResult>();
const KEYED_MAX = 10_000;

/** The built-in test gateway: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined. */
export const testGateway: PaymentProvider = {
  method: 'test_card',
  check(card) {
    const outcome = testCardOutcome(card);
    if (outcome.ok || outcome.reason === 'declined') return null;
    return 'card_number: use the test card 4242 4242 4242 4242 (or 4000 0000 0000 0002 to see a decline)';
  },
  async charge({ card, key }) {
    const earlier = key ? keyed.get(key) : undefined;
    if (earlier) return earlier;
    const reference = `test_${randomUUID()}`;
    const outcome = testCardOutcome(card);
    const result: ChargeResult = outcome.ok
      ? { status: 'paid', reference }
      : { status: 'failed', reference, message: 'Your card was declined; try another card.' };
    if (key) {
      keyed.set(key, result);
      if (keyed.size > KEYED_MAX) keyed.delete(keyed.keys().next().value as string);
    }
    return result;
  },
  async lookup(key) {
    return keyed.get(key) ?? null;
  },
};
