import { describe, expect, it } from 'vitest';
import { formatPriceRange } from './money.js';
import { variantTotals } from './variants.js';

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
