import { describe, expect, it } from 'vitest';
import { balanceOf, isBalanced, LEDGER_ACCOUNTS, transfer } from './ledger.js';

describe('ledger postings', () => {
  it('a transfer is two postings that sum to zero', () => {
    const postings = transfer('provider:test_card', 'gift_card:a', 5000);
    expect(postings).toEqual([
      { account: 'provider:test_card', amount: -5000 },
      { account: 'gift_card:a', amount: 5000 },
    ]);
    expect(isBalanced(postings)).toBe(true);
  });

  it('refuses a transfer of nothing, of a fraction, or to the same account', () => {
    expect(() => transfer('a', 'b', 0)).toThrow();
    expect(() => transfer('a', 'b', -5)).toThrow();
    expect(() => transfer('a', 'b', 1.5)).toThrow();
    expect(() => transfer('a', 'a', 5)).toThrow();
  });

  it('is unbalanced when the sum is not zero, a posting is zero or fractional, or it is alone', () => {
    expect(isBalanced([{ account: 'a', amount: 5 }])).toBe(false);
    expect(
      isBalanced([
        { account: 'a', amount: 5 },
        { account: 'b', amount: -4 },
      ]),
    ).toBe(false);
    expect(
      isBalanced([
        { account: 'a', amount: 0 },
        { account: 'b', amount: 0 },
      ]),
    ).toBe(false);
    expect(
      isBalanced([
        { account: 'a', amount: 0.5 },
        { account: 'b', amount: -0.5 },
      ]),
    ).toBe(false);
    expect(
      isBalanced([
        { account: 'a', amount: -7 },
        { account: 'b', amount: 3 },
        { account: 'c', amount: 4 },
      ]),
    ).toBe(true);
  });

  it("an account's balance is the sum of its postings", () => {
    const card = LEDGER_ACCOUNTS.giftCard('c1');
    const history = [
      ...transfer(LEDGER_ACCOUNTS.provider('test_card'), card, 5000),
      ...transfer(card, LEDGER_ACCOUNTS.order('o1'), 1200),
      ...transfer(card, LEDGER_ACCOUNTS.order('o2'), 800),
    ];
    expect(balanceOf(history, card)).toBe(3000);
    expect(balanceOf(history, LEDGER_ACCOUNTS.provider('test_card'))).toBe(-5000);
    expect(history.reduce((s, p) => s + p.amount, 0)).toBe(0);
  });
});
