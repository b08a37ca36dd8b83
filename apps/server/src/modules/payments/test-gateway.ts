import { randomUUID } from 'node:crypto';
import { testCardOutcome } from '@stallfront/shared';
import type { PaymentProvider } from './provider.js';

/** The built-in test gateway: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined. */
export const testGateway: PaymentProvider = {
  method: 'test_card',
  check(card) {
    const outcome = testCardOutcome(card);
    if (outcome.ok || outcome.reason === 'declined') return null;
    return 'card_number: use the test card 4242 4242 4242 4242 (or 4000 0000 0000 0002 to see a decline)';
  },
  async charge({ card }) {
    const reference = `test_${randomUUID()}`;
    const outcome = testCardOutcome(card);
    if (outcome.ok) return { status: 'paid', reference };
    return { status: 'failed', reference, message: 'Your card was declined; try another card.' };
  },
};
