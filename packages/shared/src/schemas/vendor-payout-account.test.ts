import { describe, expect, it } from 'vitest';
import { payoutAccountField } from './vendors.js';

describe('payoutAccountField', () => {
  it('takes a Stripe connected account id, trimmed; empty is none', () => {
    expect(payoutAccountField.parse(' acct_1Nv0FGQ9RKHgCVdK ')).toBe('acct_1Nv0FGQ9RKHgCVdK');
    expect(payoutAccountField.parse('')).toBeNull();
    expect(payoutAccountField.parse('   ')).toBeNull();
  });
  it('refuses anything else with a message naming the shape', () => {
    for (const bad of ['acct_', 'acct-123', 'ba_123', 'acct_12 34', 'acct_é1', `acct_${'a'.repeat(100)}`]) {
      const result = payoutAccountField.safeParse(bad);
      expect(result.success, bad).toBe(false);
    }
    expect(payoutAccountField.safeParse('ba_1').error?.issues[0]?.message).toMatch(/acct_/);
  });
});
