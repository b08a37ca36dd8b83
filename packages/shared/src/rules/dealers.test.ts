import { describe, expect, it } from 'vitest';
import { DEALER_CODE_PATTERN, dealerEarning, normalizeDealerCode, shareLabel } from './dealers.js';

describe('dealer rules', () => {
  it('takes the share of a paid amount, rounded down', () => {
    expect(dealerEarning(10_000, 1_000)).toBe(1_000);
    expect(dealerEarning(999, 1_250)).toBe(124);
    expect(dealerEarning(0, 1_000)).toBe(0);
    expect(dealerEarning(5_000, 0)).toBe(0);
    expect(dealerEarning(-100, 1_000)).toBe(0);
  });

  it('keeps codes upper case and checks their shape', () => {
    expect(normalizeDealerCode('  acme-10 ')).toBe('ACME-10');
    expect(DEALER_CODE_PATTERN.test('ACME-10')).toBe(true);
    expect(DEALER_CODE_PATTERN.test('AB')).toBe(false);
    expect(DEALER_CODE_PATTERN.test('-ACME')).toBe(false);
    expect(DEALER_CODE_PATTERN.test('ACME 10')).toBe(false);
  });

  it('writes basis points as a percentage', () => {
    expect(shareLabel(1_250)).toBe('12.5 %');
    expect(shareLabel(1_000)).toBe('10 %');
  });
});
