import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PACKAGE_IDS } from '../catalog/packages.js';
import { isBalanced } from './ledger.js';
import {
  commissionRateOf,
  payoutActionRefusal,
  payoutRefusal,
  periodStartOf,
  reversed,
  salePostings,
  splitLine,
  statementTotals,
  transactionFeeBpsOf,
} from './settlement.js';

describe('commissionRateOf', () => {
  const v = { type: 'percent', value: 1000 } as const;
  const c = { type: 'flat', value: 50 } as const;
  const s = { type: 'percent', value: 500 } as const;
  it('takes the vendor rate, else the first catalog with one, else the store', () => {
    expect(commissionRateOf(v, [c], s)).toBe(v);
    expect(commissionRateOf(null, [null, c], s)).toBe(c);
    expect(commissionRateOf(null, [], s)).toBe(s);
    expect(commissionRateOf(null, [undefined], null)).toBeNull();
  });
});

describe('splitLine', () => {
  it('takes a percent commission on the subtotal and the fee on the total', () => {
    // 10 % of 10,000 = 1,000; 2 % of 11,800 = 236.
    expect(splitLine({ subtotal: 10_000, tax: 1_800, quantity: 2 }, { type: 'percent', value: 1000 }, 200)).toEqual({
      total: 11_800,
      commission: 1_000,
      fee: 236,
      net: 10_564,
    });
  });
  it('takes a flat commission per unit, never more than the total', () => {
    expect(splitLine({ subtotal: 1_000, tax: 0, quantity: 3 }, { type: 'flat', value: 100 }, 150).commission).toBe(300);
    expect(splitLine({ subtotal: 100, tax: 0, quantity: 3 }, { type: 'flat', value: 100 }, 150)).toEqual({
      total: 100,
      commission: 100,
      fee: 0,
      net: 0,
    });
  });
  it('rounds half up in minor units', () => {
    // 1.5 % of 333 = 4.995 -> 5; 12.5 % of 333 = 41.625 -> 42.
    expect(splitLine({ subtotal: 333, tax: 0, quantity: 1 }, { type: 'percent', value: 1250 }, 150)).toEqual({
      total: 333,
      commission: 42,
      fee: 5,
      net: 286,
    });
  });
  it('without any rate takes only the fee', () => {
    expect(splitLine({ subtotal: 5_000, tax: 0, quantity: 1 }, null, 200)).toEqual({
      total: 5_000,
      commission: 0,
      fee: 100,
      net: 4_900,
    });
  });
  it('always sums to the total with no part negative (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.option(fc.record({ type: fc.constantFrom('percent', 'flat'), value: fc.integer({ min: 0, max: 10_000 }) })),
        fc.integer({ min: 0, max: 10_000 }),
        (subtotal, tax, quantity, rate, feeBps) => {
          const s = splitLine({ subtotal, tax, quantity }, rate as never, feeBps);
          expect(s.commission + s.fee + s.net).toBe(s.total);
          expect(s.total).toBe(subtotal + tax);
          for (const part of [s.commission, s.fee, s.net]) expect(part).toBeGreaterThanOrEqual(0);
          const postings = salePostings('v1', s);
          if (s.total > 0) {
            expect(isBalanced(postings)).toBe(true);
            expect(isBalanced(reversed(postings))).toBe(true);
          } else expect(postings).toEqual([]);
        },
      ),
    );
  });
});

describe('the plan fee', () => {
  it('is 2 % on Essential and 1.5 % on Professional (spec section 9)', () => {
    expect(transactionFeeBpsOf(PACKAGE_IDS.essential)).toBe(200);
    expect(transactionFeeBpsOf(PACKAGE_IDS.professional)).toBe(150);
    expect(transactionFeeBpsOf('unknown')).toBe(200);
  });
});

describe('salePostings', () => {
  it('names the clearing, vendor, wallet and platform accounts, leaving zero parts out', () => {
    expect(salePostings('v1', { total: 1000, commission: 100, fee: 0, net: 900 })).toEqual([
      { account: 'store:vendor_sales', amount: -1000 },
      { account: 'vendor:v1:unsettled', amount: 900 },
      { account: 'store:wallet', amount: 100 },
    ]);
  });
});

describe('statementTotals', () => {
  it('sums its lines, reversals included', () => {
    const sale = { total: 1000, commission: 100, fee: 20, net: 880 };
    const back = { total: -500, commission: -50, fee: -10, net: -440 };
    expect(statementTotals([sale, sale, back])).toEqual({ lines: 3, total: 1500, commission: 150, fee: 30, net: 1320 });
  });
});

describe('periods and payouts', () => {
  it('a period starts on Monday 00:00 UTC', () => {
    expect(periodStartOf(new Date('2026-11-30T21:00:00Z')).toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(periodStartOf(new Date('2026-12-06T23:59:59Z')).toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(periodStartOf(new Date('2026-12-07T00:00:00Z')).toISOString()).toBe('2026-12-07T00:00:00.000Z');
  });
  it('refuses a payout above the statement or the settled balance', () => {
    expect(payoutRefusal(500, 500, 500)).toBeNull();
    expect(payoutRefusal(501, 500, 900)).toMatch(/statement/);
    expect(payoutRefusal(500, 500, 400)).toMatch(/settled balance/);
    expect(payoutRefusal(0, 500, 500)).toMatch(/positive/);
  });
  it('moves a payout pending -> paid or failed, and a failed one back by retry', () => {
    expect(payoutActionRefusal('pending', 'mark_paid')).toBeNull();
    expect(payoutActionRefusal('pending', 'mark_failed')).toBeNull();
    expect(payoutActionRefusal('paid', 'mark_failed')).toMatch(/paid already/);
    expect(payoutActionRefusal('failed', 'retry')).toBeNull();
    expect(payoutActionRefusal('pending', 'retry')).toMatch(/failed/);
  });
  it('lets Stripe answer a Stripe transfer: only retry, of a failed one or one whose answer never came', () => {
    expect(payoutActionRefusal('pending', 'mark_paid', 'stripe_transfer')).toMatch(/Stripe answers/);
    expect(payoutActionRefusal('pending', 'mark_failed', 'stripe_transfer')).toMatch(/Stripe answers/);
    expect(payoutActionRefusal('failed', 'retry', 'stripe_transfer')).toBeNull();
    expect(payoutActionRefusal('pending', 'retry', 'stripe_transfer')).toBeNull();
    expect(payoutActionRefusal('paid', 'retry', 'stripe_transfer')).toMatch(/paid already/);
  });
});
