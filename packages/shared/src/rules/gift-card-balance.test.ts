import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { giftCardExpiry, giftCardRefusal, giftCardState, runningBalance } from './gift-card-balance.js';
import { giftCardCovers } from './gift-cards.js';
import { balanceOf, isBalanced, transfer } from './ledger.js';

const minor = fc.integer({ min: 1, max: 10_000_000 });
const card = (balance: number, extra: { disabled?: boolean; expires_on?: string | null } = {}) => ({
  disabled: false,
  expires_on: null,
  balance,
  ...extra,
});

describe('a gift card balance', () => {
  it('is never negative, however many orders of whatever size spend it', () => {
    fc.assert(
      fc.property(minor, fc.array(fc.integer({ min: 0, max: 20_000_000 }), { maxLength: 30 }), (issued, dues) => {
        const account = 'gift_card:x';
        const postings = [...transfer('store:issued', account, issued)];
        for (const due of dues) {
          const held = balanceOf(postings, account);
          if (giftCardRefusal(card(held), '2026-01-01')) continue;
          const spent = giftCardCovers(held, due);
          if (spent > 0) postings.push(...transfer(account, `order:${postings.length}`, spent));
        }
        const history = runningBalance(postings.filter((p) => p.account === account));
        expect(history.every((row) => row.balance >= 0)).toBe(true);
        expect(history.at(-1)?.balance).toBe(balanceOf(postings, account));
        expect(isBalanced(postings)).toBe(true);
      }),
    );
  });

  it('is never overspent by two redemptions that each saw it before the other (so they must be served one after the other)', () => {
    fc.assert(
      fc.property(minor, minor, minor, (balance, first, second) => {
        // Served in turn (the card's row lock), the second sees what the first left.
        const paidFirst = giftCardCovers(balance, first);
        const paidSecond = giftCardCovers(balance - paidFirst, second);
        expect(paidFirst + paidSecond).toBeLessThanOrEqual(balance);
        expect(paidFirst).toBeGreaterThanOrEqual(0);
        expect(paidSecond).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('keeps a running balance that ends at the sum of its rows', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1000, max: 1000 })), (amounts) => {
        const rows = runningBalance(amounts.map((amount) => ({ amount })));
        expect(rows.at(-1)?.balance ?? 0).toBe(amounts.reduce((a, b) => a + b, 0));
      }),
    );
  });
});

describe('a gift card state', () => {
  it('may pay only when active: enabled, not past its last day and holding something', () => {
    const day = fc.date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true });
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.option(day),
        fc.integer({ min: -10, max: 10 }),
        day,
        (disabled, expires, balance, today) => {
          const facts = card(balance, { disabled, expires_on: expires ? expires.toISOString().slice(0, 10) : null });
          const state = giftCardState(facts, today.toISOString().slice(0, 10));
          expect(giftCardRefusal(facts, today.toISOString().slice(0, 10)) === null).toBe(state === 'active');
          if (state === 'active') expect(balance).toBeGreaterThan(0);
        },
      ),
    );
  });

  it('names why it is refused, disabled first', () => {
    expect(giftCardState(card(0, { disabled: true, expires_on: '2020-01-01' }), '2026-01-01')).toBe('disabled');
    expect(giftCardState(card(0, { expires_on: '2020-01-01' }), '2026-01-01')).toBe('expired');
    expect(giftCardState(card(0), '2026-01-01')).toBe('used');
    expect(giftCardState(card(5, { expires_on: '2026-01-01' }), '2026-01-01')).toBe('active');
    expect(giftCardRefusal(card(5, { disabled: true }), '2026-01-01')).toMatch(/disabled/);
    expect(giftCardRefusal(card(5, { expires_on: '2025-12-31' }), '2026-01-01')).toMatch(/expired/);
  });
});

describe('a gift card expiry', () => {
  it('is the same day months later, or the month’s last day', () => {
    expect(giftCardExpiry('2026-01-31', 1)).toBe('2026-02-28');
    expect(giftCardExpiry('2026-11-15', 12)).toBe('2027-11-15');
    expect(giftCardExpiry('2026-11-15', 3)).toBe('2027-02-15');
    expect(giftCardExpiry('2026-11-15', null)).toBeNull();
  });

  it('always lies after the day it was issued', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 120 }),
        (when, months) => {
          const today = when.toISOString().slice(0, 10);
          expect(giftCardExpiry(today, months)! > today).toBe(true);
        },
      ),
    );
  });
});
