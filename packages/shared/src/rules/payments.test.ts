import { describe, expect, it } from 'vitest';
import { testCardOutcome } from './payments.js';

describe('testCardOutcome', () => {
  it('approves 4242… typed with spaces', () => {
    expect(testCardOutcome('4242 4242 4242 4242')).toEqual({ ok: true });
  });
  it('declines 4000…0002', () => {
    expect(testCardOutcome('4000-0000-0000-0002')).toEqual({ ok: false, reason: 'declined' });
  });
  it('refuses any other card', () => {
    expect(testCardOutcome('5555555555554444')).toEqual({ ok: false, reason: 'unknown_card' });
  });
});
