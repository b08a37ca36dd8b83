import { describe, expect, it } from 'vitest';
import { addToCart, MAX_CART_LINES, MAX_LINE_QUANTITY, priceOrder } from './checkout.js';
import { taxOn } from './taxes.js';

describe('taxOn', () => {
  it('rounds half a minor unit up and less than half down', () => {
    expect(taxOn(250, 1800)).toBe(45);
    expect(taxOn(25, 1800)).toBe(5); // 4.5 → 5
    expect(taxOn(23, 1800)).toBe(4); // 4.14 → 4
    expect(taxOn(999, 0)).toBe(0);
  });
});

describe('priceOrder', () => {
  it('adds line subtotals, per-line rounded tax and shipping', () => {
    const totals = priceOrder(
      [
        { unitPrice: 1999, quantity: 2, taxRateBp: 1800 },
        { unitPrice: 500, quantity: 1, taxRateBp: 500 },
      ],
      1000,
    );
    expect(totals.lines).toEqual([
      { subtotal: 3998, tax: 720 },
      { subtotal: 500, tax: 25 },
    ]);
    expect(totals).toMatchObject({ subtotal: 4498, tax: 745, shipping: 1000, total: 6243 });
  });

  it('takes a line discount off before tax', () => {
    const totals = priceOrder([{ unitPrice: 1000, quantity: 2, taxRateBp: 1000, discount: 100 }], 0);
    expect(totals.lines).toEqual([{ subtotal: 1900, tax: 190 }]);
    expect(totals.total).toBe(2090);
  });

  it('totals an empty order as its shipping alone', () => {
    expect(priceOrder([], 0).total).toBe(0);
  });
});

describe('addToCart', () => {
  it('merges a SKU already in the cart', () => {
    const { lines, problem } = addToCart([{ sku: 'A', quantity: 1 }], { sku: 'A', quantity: 2 });
    expect(problem).toBeNull();
    expect(lines).toEqual([{ sku: 'A', quantity: 3 }]);
  });

  it('refuses a quantity over the cap and keeps the cart', () => {
    const before = [{ sku: 'A', quantity: MAX_LINE_QUANTITY }];
    const { lines, problem } = addToCart(before, { sku: 'A', quantity: 1 });
    expect(problem).toMatch(/at most/);
    expect(lines).toEqual(before);
  });

  it('refuses a new line in a full cart', () => {
    const full = Array.from({ length: MAX_CART_LINES }, (_, i) => ({ sku: `S${i}`, quantity: 1 }));
    expect(addToCart(full, { sku: 'NEW', quantity: 1 }).problem).toMatch(/different items/);
    expect(addToCart(full, { sku: 'S3', quantity: 1 }).problem).toBeNull();
  });
});
