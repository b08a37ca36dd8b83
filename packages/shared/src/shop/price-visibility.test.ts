import { describe, expect, it } from 'vitest';
import { shopReturnPath, shopShowsPrices, withoutPrices } from './price-visibility.js';

describe('withoutPrices', () => {
  it('zeroes every price of cards, variants and cart lines and keeps the rest', () => {
    const page = {
      kind: 'product',
      data: {
        product: {
          name: 'Oak chair',
          price: 12_900,
          compare_at_price: 15_000,
          stock: 7,
          variants: [{ id: 'OAK-1', price: 13_900, stock: 2 }],
        },
        related: [{ name: 'Stool', price: 4_500, price_max: null }],
      },
    };
    expect(withoutPrices(page)).toEqual({
      kind: 'product',
      data: {
        product: {
          name: 'Oak chair',
          price: 0,
          compare_at_price: 0,
          stock: 7,
          variants: [{ id: 'OAK-1', price: 0, stock: 2 }],
        },
        related: [{ name: 'Stool', price: 0, price_max: null }],
      },
    });
    expect(page.data.product.price).toBe(12_900);
  });

  it("zeroes a cart's line prices, totals and discounts", () => {
    const cart = { subtotal: 9_000, lines: [{ quantity: 2, unit_price: 4_500, line_total: 9_000, discount: 0 }] };
    expect(withoutPrices(cart)).toEqual({
      subtotal: 0,
      lines: [{ quantity: 2, unit_price: 0, line_total: 0, discount: 0 }],
    });
  });

  it('drops the offers of JSON-LD', () => {
    const ld = [{ '@type': 'Product', name: 'Oak chair', offers: [{ '@type': 'Offer', price: '129.00' }] }];
    expect(withoutPrices(ld)).toEqual([{ '@type': 'Product', name: 'Oak chair' }]);
  });
});

describe('shopShowsPrices', () => {
  it.each([
    [false, false, true],
    [false, true, true],
    [true, false, false],
    [true, true, true],
  ])('signed-in only %s, signed in %s: shown %s', (onlySignedIn, signedIn, shown) => {
    expect(shopShowsPrices(onlySignedIn, signedIn)).toBe(shown);
  });
});

describe('shopReturnPath', () => {
  it.each([
    ['checkout', '/checkout'],
    ['/', '/'],
    ['/p/oak-dining-chair', '/p/oak-dining-chair'],
    ['/c/chairs', '/c/chairs'],
    ['//evil.example/p/x', null],
    ['https://evil.example/', null],
    ['/account', null],
    ['/p/../account', null],
    [undefined, null],
  ])('%s returns to %s', (next, path) => {
    expect(shopReturnPath(next)).toBe(path);
  });
});
