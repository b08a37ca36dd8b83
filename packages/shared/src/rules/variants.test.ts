import { describe, expect, it } from 'vitest';
import { formatPriceRange } from './money.js';
import { swatchesOf, swatchImagesOf, variantTotals } from './variants.js';

describe('variant totals', () => {
  it('sums the variants’ stock and spans their prices', () => {
    const totals = variantTotals([
      { price: 49900, stock: 5 },
      { price: 79900, stock: 6 },
      { price: 59900, stock: 7 },
    ]);
    expect(totals).toEqual({ stock: 18, priceMin: 49900, priceMax: 79900 });
  });

  it('counts variants all at zero as out of stock, whatever the product once held', () => {
    expect(variantTotals(Array.from({ length: 6 }, () => ({ price: 100, stock: 0 })))?.stock).toBe(0);
  });

  it('is null for a product without variants', () => {
    expect(variantTotals([])).toBeNull();
  });
});

describe('price range', () => {
  it('shows one price when the range is a single price, and both ends otherwise', () => {
    expect(formatPriceRange(49900, 79900, 'INR')).toBe('₹499.00 – ₹799.00');
    expect(formatPriceRange(49900, 49900, 'INR')).toBe('₹499.00');
    expect(formatPriceRange(49900, null, 'INR')).toBe('₹499.00');
  });
});

describe('swatches of option values', () => {
  const colours = [
    { name: 'Navy', hex: '#1B2A4A' },
    { name: 'Forest green', hex: '#2b8a3e' },
  ];

  it('gives each value named like a store colour its hex, whatever the case or spaces', () => {
    expect(swatchesOf(['navy', ' Forest Green', 'Mustard'], colours)).toEqual({
      navy: '#1b2a4a',
      ' Forest Green': '#2b8a3e',
    });
  });

  it('gives none to sizes and other values that are no colour', () => {
    expect(swatchesOf(['S', 'M', 'L'], colours)).toEqual({});
    expect(swatchesOf(['Navy'], [])).toEqual({});
  });

  it('gives a value its colour’s swatch photo only where the colour has one', () => {
    const withPhoto = [
      { name: 'Navy', image: '/media/s/navy.webp' },
      { name: 'Forest green', image: null },
    ];
    expect(swatchImagesOf(['NAVY', 'Forest green', 'S'], withPhoto)).toEqual({ NAVY: '/media/s/navy.webp' });
  });
});
