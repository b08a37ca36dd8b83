import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceOrder } from './checkout.js';
import {
  allocate,
  type CouponLine,
  type CouponTerms,
  type CouponUse,
  couponDiscount,
  couponRefusal,
  couponState,
  couponWords,
  generatedCouponCode,
  normaliseCouponCode,
} from './coupons.js';

const NOW = new Date('2026-06-15T12:00:00Z');
const terms = (over: Partial<CouponTerms> = {}): CouponTerms => ({
  kind: 'percent',
  percentBp: 1000,
  amount: 0,
  buyQuantity: 0,
  getQuantity: 0,
  minSubtotal: 0,
  maxDiscount: null,
  startsAt: new Date('2026-01-01T00:00:00Z'),
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  perCodeLimit: null,
  firstOrderOnly: false,
  active: true,
  productIds: [],
  catalogIds: [],
  vendorIds: [],
  customerIds: [],
  ...over,
});
const line = (over: Partial<CouponLine> = {}): CouponLine => ({
  productId: 'p1',
  catalogIds: [],
  vendorId: null,
  unitPrice: 1000,
  quantity: 1,
  discount: 0,
  ...over,
});
const guest: CouponUse = {
  used: 0,
  codeUsed: 0,
  customerId: null,
  shopperKnown: true,
  priorOrders: 0,
  usedByShopper: 0,
};
const refusal = (t: CouponTerms, lines: CouponLine[], use: Partial<CouponUse> = {}) =>
  couponRefusal(t, lines, { ...guest, ...use }, NOW, 'USD');

describe('normaliseCouponCode', () => {
  it.each([
    ['spring sale', 'SPRING-SALE'],
    ['  save10 ', 'SAVE10'],
    ['black__friday--2026', 'BLACK-FRIDAY-2026'],
  ])('%s becomes %s', (typed, code) => expect(normaliseCouponCode(typed)).toBe(code));
});

describe('couponRefusal', () => {
  it('accepts a coupon whose rules the cart meets', () => {
    expect(refusal(terms(), [line()])).toBeNull();
  });
  it.each<[string, Partial<CouponTerms>, Partial<CouponUse>, string]>([
    ['switched off', { active: false }, {}, 'This code is not active.'],
    ['not started', { startsAt: new Date('2026-07-01T00:00:00Z') }, {}, 'This code works from 2026-07-01.'],
    ['ended', { endsAt: new Date('2026-06-01T00:00:00Z') }, {}, 'This code expired on 2026-06-01.'],
    ['used up', { usageLimit: 3 }, { used: 3 }, 'This code has been used up.'],
    ['its code used up', { perCodeLimit: 1 }, { codeUsed: 1 }, 'This code has been used up.'],
    ['used by this shopper', { perCustomerLimit: 1 }, { usedByShopper: 1 }, 'You have already used this code.'],
    ['not a first order', { firstOrderOnly: true }, { priorOrders: 2 }, 'This code is for a first order only.'],
    ['for other customers', { customerIds: ['c1'] }, { customerId: 'c2' }, 'This code is not for your account.'],
    [
      'for customers, asked by a guest',
      { customerIds: ['c1'] },
      {},
      'Sign in with the account this code was given to.',
    ],
  ])('refuses a coupon %s', (_, over, use, reason) => {
    expect(refusal(terms(over), [line()], use)).toBe(reason);
  });
  it("waits for checkout to judge the shopper's own limits while the shopper is unknown", () => {
    const t = terms({ perCustomerLimit: 1, firstOrderOnly: true, customerIds: ['c1'] });
    expect(refusal(t, [line()], { shopperKnown: false, usedByShopper: 4, priorOrders: 3 })).toBeNull();
  });
  it('says how much more the covered items need to cost', () => {
    expect(refusal(terms({ minSubtotal: 5000 }), [line({ unitPrice: 1500, quantity: 2 })])).toBe(
      'Spend $50.00 on items in this offer to use this code ($20.00 more).',
    );
  });
  it('refuses a cart with none of the covered items', () => {
    expect(refusal(terms({ catalogIds: ['shoes'] }), [line({ catalogIds: ['hats'] })])).toBe(
      'None of the items in your cart is part of this offer.',
    );
  });
  it('says how many more units a buy X get Y needs', () => {
    const t = terms({ kind: 'buy_x_get_y', buyQuantity: 2, getQuantity: 1, percentBp: 10_000 });
    expect(refusal(t, [line({ quantity: 2 })])).toBe('Add 1 more of the items in this offer: buy 2, get 1.');
  });
});

describe('couponDiscount', () => {
  it('takes a percentage off the covered lines only', () => {
    const t = terms({ percentBp: 2000, catalogIds: ['shoes'] });
    const lines = [line({ unitPrice: 5000, catalogIds: ['shoes'] }), line({ productId: 'p2', unitPrice: 3000 })];
    expect(couponDiscount(t, lines, 0)).toEqual({ lines: [1000, 0], shipping: 0, total: 1000 });
  });
  it('caps a percentage at its maximum', () => {
    expect(couponDiscount(terms({ percentBp: 5000, maxDiscount: 700 }), [line({ unitPrice: 4000 })], 0).total).toBe(
      700,
    );
  });
  it('never takes a fixed amount beyond what the items cost', () => {
    expect(couponDiscount(terms({ kind: 'fixed', amount: 9000 }), [line({ unitPrice: 2500 })], 0).total).toBe(2500);
  });
  it('splits a fixed amount over the lines by their totals, adding up exactly', () => {
    const lines = [line({ unitPrice: 1000 }), line({ unitPrice: 1000 }), line({ unitPrice: 1000 })];
    expect(couponDiscount(terms({ kind: 'fixed', amount: 100 }), lines, 0).lines).toEqual([34, 33, 33]);
  });
  it('gives free shipping as the delivery fee', () => {
    expect(couponDiscount(terms({ kind: 'free_shipping' }), [line()], 1000)).toEqual({
      lines: [0],
      shipping: 1000,
      total: 1000,
    });
  });
  it('makes the cheapest unit of each buy-2-get-1 group free', () => {
    const t = terms({ kind: 'buy_x_get_y', buyQuantity: 2, getQuantity: 1, percentBp: 10_000 });
    const lines = [line({ unitPrice: 3000, quantity: 4 }), line({ productId: 'p2', unitPrice: 1000, quantity: 2 })];
    // Units 3000 ×4, 1000 ×2: groups [3000 3000 | 3000] and [3000 1000 | 1000].
    expect(couponDiscount(t, lines, 0)).toEqual({ lines: [3000, 1000], shipping: 0, total: 4000 });
  });
});

describe('allocate', () => {
  it('gives nothing when there is nothing to weigh', () => expect(allocate(100, [0, 0])).toEqual([0, 0]));
});

describe('couponState', () => {
  it.each<[Partial<CouponTerms>, number, string]>([
    [{}, 0, 'active'],
    [{ active: false }, 0, 'off'],
    [{ startsAt: new Date('2026-07-01T00:00:00Z') }, 0, 'scheduled'],
    [{ endsAt: new Date('2026-06-01T00:00:00Z') }, 0, 'expired'],
    [{ usageLimit: 5 }, 5, 'used_up'],
  ])('%o used %i times is %s', (over, used, state) => expect(couponState(terms(over), used, NOW)).toBe(state));
});

describe('couponWords', () => {
  it.each<[Partial<CouponTerms>, string]>([
    [{ percentBp: 1250 }, '12.5% off'],
    [{ kind: 'fixed', amount: 500 }, '$5.00 off'],
    [{ kind: 'free_shipping' }, 'Free shipping'],
    [{ kind: 'buy_x_get_y', buyQuantity: 2, getQuantity: 1, percentBp: 10_000 }, 'Buy 2, get 1 free'],
    [{ kind: 'buy_x_get_y', buyQuantity: 1, getQuantity: 1, percentBp: 5000 }, 'Buy 1, get 1 50% off'],
  ])('%o reads %s', (over, words) => expect(couponWords(terms(over), 'USD')).toBe(words));
});

it('generates codes of the unmistakable letters after the prefix', () => {
  expect(generatedCouponCode('SPRING', new Uint8Array([0, 1, 2, 3, 4, 5, 6, 30]))).toBe('SPRING-ABCDEFG9');
});

describe('properties', () => {
  const lineArb = fc.record({
    productId: fc.constantFrom('p1', 'p2', 'p3'),
    catalogIds: fc.subarray(['c1', 'c2']),
    vendorId: fc.constantFrom(null, 'v1'),
    unitPrice: fc.integer({ min: 0, max: 1_000_000 }),
    quantity: fc.integer({ min: 1, max: 20 }),
    discount: fc.constant(0),
  });
  // A line's bundle saving is at most its own total.
  const linesArb = fc
    .array(fc.tuple(lineArb, fc.double({ min: 0, max: 1, noNaN: true })), { minLength: 1, maxLength: 8 })
    .map((pairs) => pairs.map(([l, f]) => ({ ...l, discount: Math.floor(l.unitPrice * l.quantity * f) })));
  const termsArb = fc.record({
    kind: fc.constantFrom('percent', 'fixed', 'free_shipping', 'buy_x_get_y') as fc.Arbitrary<CouponTerms['kind']>,
    percentBp: fc.integer({ min: 1, max: 10_000 }),
    amount: fc.integer({ min: 0, max: 5_000_000 }),
    buyQuantity: fc.integer({ min: 1, max: 4 }),
    getQuantity: fc.integer({ min: 1, max: 3 }),
    maxDiscount: fc.option(fc.integer({ min: 0, max: 1_000_000 })),
    productIds: fc.subarray(['p1', 'p2']),
    catalogIds: fc.subarray(['c1']),
    vendorIds: fc.subarray(['v1']),
  });
  const fee = fc.integer({ min: 0, max: 5000 });
  const priced = (lines: CouponLine[], off: number[], shipping: number) =>
    priceOrder(
      lines.map((l, i) => ({
        unitPrice: l.unitPrice,
        quantity: l.quantity,
        taxRateBp: 1800,
        discount: l.discount + (off[i] ?? 0),
      })),
      shipping,
    );

  it('never takes a negative amount, more than a line holds, or more than the subtotal', () => {
    fc.assert(
      fc.property(termsArb, linesArb, fee, (over, lines, shipping) => {
        const d = couponDiscount(terms(over), lines, shipping);
        const subtotal = priced(lines, [], shipping).subtotal;
        expect(d.lines.every((off, i) => off >= 0 && off <= lineNet(lines[i] as CouponLine))).toBe(true);
        expect(d.lines.reduce((n, off) => n + off, 0)).toBe(d.total - d.shipping);
        expect(d.total - d.shipping).toBeLessThanOrEqual(subtotal);
        expect(d.shipping).toBeGreaterThanOrEqual(0);
        expect(d.shipping).toBeLessThanOrEqual(shipping);
        if (over.maxDiscount != null && over.kind !== 'free_shipping')
          expect(d.total).toBeLessThanOrEqual(over.maxDiscount);
      }),
    );
  });

  it('accounts for every unit it takes, so removing it gives back the totals exactly', () => {
    fc.assert(
      fc.property(termsArb, linesArb, fee, (over, lines, shipping) => {
        const before = priced(lines, [], shipping);
        const d = couponDiscount(terms(over), lines, shipping);
        const applied = priced(lines, d.lines, shipping - d.shipping);
        expect(applied.lines.map((l, i) => l.subtotal + (d.lines[i] as number))).toEqual(
          before.lines.map((l) => l.subtotal),
        );
        expect(applied.subtotal + applied.shipping + d.total).toBe(before.subtotal + before.shipping);
        expect(applied.total).toBeLessThanOrEqual(before.total);
      }),
    );
  });

  it('allocates exactly the amount, in proportion within one unit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 10 }),
        (amount, weights) => {
          const sum = weights.reduce((n, w) => n + w, 0);
          const shares = allocate(amount, weights);
          if (sum === 0) {
            expect(shares.every((s) => s === 0)).toBe(true);
            return;
          }
          expect(shares.reduce((n, s) => n + s, 0)).toBe(amount);
          for (const [i, s] of shares.entries())
            expect(Math.abs(s - (amount * (weights[i] as number)) / sum)).toBeLessThan(1);
        },
      ),
    );
  });
});

const lineNet = (l: CouponLine) => l.unitPrice * l.quantity - l.discount;
