import { describe, expect, it } from 'vitest';
import {
  changedPromotionFields,
  discountedLines,
  normalPromoCode,
  type PromotionEditable,
  promotionEditRefusal,
  type PromotionTerms,
  promotionDiscount,
  promotionRefusal,
  recurringCovers,
} from './promotions.js';

const base: PromotionTerms = {
  code: 'LAUNCH20',
  kind: 'percent',
  percent: 20,
  amounts: {},
  validFrom: new Date('2026-11-01T00:00:00Z'),
  validTo: new Date('2026-12-01T00:00:00Z'),
  maxUses: 2,
  uses: 0,
  packageIds: ['pkg_essential'],
};
const choice = {
  packageId: 'pkg_essential',
  currency: 'USD',
  now: new Date('2026-11-15T00:00:00Z'),
  usedByStore: false,
};

describe('promotion discounts in minor units', () => {
  it('rounds a percent half up to the minor unit', () => {
    expect(promotionDiscount({ kind: 'percent', percent: 20, amounts: {} }, 1900, 'USD')).toBe(380);
    // 15 % of 1999 = 299.85 → 300; 15 % of 1990 = 298.5 → 299 (half up)
    expect(promotionDiscount({ kind: 'percent', percent: 15, amounts: {} }, 1999, 'USD')).toBe(300);
    expect(promotionDiscount({ kind: 'percent', percent: 15, amounts: {} }, 1990, 'USD')).toBe(299);
    // a currency without minor units: yen stay whole
    expect(promotionDiscount({ kind: 'percent', percent: 33, amounts: {} }, 1000, 'JPY')).toBe(330);
    expect(promotionDiscount({ kind: 'percent', percent: 100, amounts: {} }, 4900, 'USD')).toBe(4900);
  });
  it('takes a fixed amount in the payment currency, never more than the payment', () => {
    const fixed = { kind: 'amount' as const, percent: null, amounts: { USD: 500, INR: 20_000 } };
    expect(promotionDiscount(fixed, 1900, 'USD')).toBe(500);
    expect(promotionDiscount(fixed, 300, 'usd')).toBe(300);
    expect(promotionDiscount(fixed, 1900, 'EUR')).toBe(0);
    expect(promotionDiscount(fixed, 0, 'USD')).toBe(0);
  });
  it('adds a negative line and lowers what is due', () => {
    const lines = [{ description: 'Essential (monthly), 30 days', amount: 1900 }];
    expect(discountedLines(lines, base, 'USD')).toEqual({
      lines: [...lines, { description: 'Promotion LAUNCH20 (20 % off)', amount: -380 }],
      discount: 380,
      due: 1520,
    });
    const credit = [
      { description: 'Professional', amount: 1000 },
      { description: 'Unused days', amount: -1200 },
    ];
    expect(discountedLines(credit, base, 'USD')).toMatchObject({ discount: 0, due: 0 });
  });
});

describe('when a promotion can be used', () => {
  it('accepts a valid code on its plan', () => {
    expect(promotionRefusal(base, choice)).toBeNull();
    expect(promotionRefusal({ ...base, packageIds: [] }, { ...choice, packageId: 'pkg_professional' })).toBeNull();
  });
  it('refuses with a message naming the field', () => {
    expect(promotionRefusal(base, { ...choice, now: new Date('2026-12-01T00:00:00Z') })).toBe(
      'promo_code: LAUNCH20 expired on 2026-12-01',
    );
    expect(promotionRefusal(base, { ...choice, now: new Date('2026-10-31T00:00:00Z') })).toMatch(/starts on/);
    expect(promotionRefusal(base, { ...choice, packageId: 'pkg_professional' })).toMatch(/not for this plan/);
    expect(promotionRefusal(base, { ...choice, usedByStore: true })).toMatch(/used LAUNCH20 already/);
    expect(promotionRefusal({ ...base, uses: 2 }, choice)).toMatch(/used up/);
    expect(promotionRefusal({ ...base, kind: 'amount', amounts: { INR: 100 } }, choice)).toMatch(/in USD/);
  });
  it('normalises typed codes and knows how long a recurring one lasts', () => {
    expect(normalPromoCode('  launch20 ')).toBe('LAUNCH20');
    const used = new Date('2026-11-15T00:00:00Z');
    expect(recurringCovers(used, 3, new Date('2027-01-15T00:00:00Z'))).toBe(true);
    expect(recurringCovers(used, 3, new Date('2027-02-15T00:00:00Z'))).toBe(false);
  });
});

describe('editing a promotion', () => {
  const stored: PromotionEditable = {
    description: 'Launch week',
    kind: 'percent',
    percent: 20,
    amounts: {},
    valid_from: '2026-11-01T00:00:00.000Z',
    valid_to: '2026-12-01T00:00:00.000Z',
    max_uses: 10,
    package_ids: ['pkg_essential', 'pkg_professional'],
    duration: 'first_payment',
    months: null,
  };
  it('finds what changed: dates by instant, plans in any order, amounts by value', () => {
    const same = { ...stored, valid_from: '2026-11-01T00:00:00Z', package_ids: ['pkg_professional', 'pkg_essential'] };
    expect(changedPromotionFields(stored, same)).toEqual([]);
    expect(changedPromotionFields(stored, { ...stored, percent: 25, description: 'x' })).toEqual([
      'description',
      'percent',
    ]);
    expect(changedPromotionFields({ ...stored, amounts: { USD: 1 } }, { ...stored, amounts: { USD: 2 } })).toEqual([
      'amounts',
    ]);
  });
  it('lets an unused promotion change anything', () => {
    expect(promotionEditRefusal('LAUNCH', 0, ['percent', 'valid_from', 'package_ids'], { max_uses: 1 })).toBeNull();
  });
  it('keeps a used promotion’s terms, names the field, and lets its end, limit and description move', () => {
    expect(promotionEditRefusal('LAUNCH', 3, ['percent'], { max_uses: 10 })).toBe(
      'percent: LAUNCH has been used 3 times, so its percent cannot change; end it and create a new code instead',
    );
    expect(promotionEditRefusal('LAUNCH', 1, ['description', 'duration', 'months'], { max_uses: null })).toMatch(
      /^duration: LAUNCH has been used once, so its duration, months cannot change/,
    );
    expect(promotionEditRefusal('LAUNCH', 3, ['description', 'valid_to', 'max_uses'], { max_uses: 3 })).toBeNull();
    expect(promotionEditRefusal('LAUNCH', 3, ['max_uses'], { max_uses: 2 })).toMatch(/^max_uses: .*cannot be lower/);
  });
});
