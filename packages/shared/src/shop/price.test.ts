import { describe, expect, it } from 'vitest';
import { presetAmounts, shopCompareText, shopPriceText, shownStock, stockText } from './price.js';

describe('shop prices', () => {
  it('formats minor units in the store currency', () => {
    expect(shopPriceText(129_999, null, 'INR')).toBe('₹1,299.99');
    expect(shopPriceText(500, null, 'JPY')).toBe('¥500');
  });

  it('says "From" the lowest price when variants cost more', () => {
    expect(shopPriceText(1000, 1500, 'USD')).toBe('From $10.00');
    expect(shopPriceText(1000, 1000, 'USD')).toBe('$10.00');
  });

  it('bands the stock a page shows so that the same words come from the banded number', () => {
    expect([-2, 0, 1, 5, 6, 7, 400].map(shownStock)).toEqual([0, 0, 1, 5, 6, 6, 6]);
    for (const stock of [-1, 0, 3, 5, 6, 41]) expect(stockText(shownStock(stock))).toBe(stockText(stock));
  });

  it('strikes a compare-at price only when it is higher', () => {
    expect(shopCompareText(1000, 1250, 'GBP')).toBe('£12.50');
    expect(shopCompareText(1000, 900, 'GBP')).toBeNull();
    expect(shopCompareText(1000, null, 'GBP')).toBeNull();
  });

  it('words the stock', () => {
    expect([0, 3, 20].map(stockText)).toEqual(['Out of stock', 'Only 3 left', 'In stock']);
  });
});

describe('presetAmounts', () => {
  it('labels whole units in the currency, with minor digits or none', () => {
    expect(presetAmounts([25, 100], 'INR')).toEqual([
      { value: '25', label: '₹25.00' },
      { value: '100', label: '₹100.00' },
    ]);
    expect(presetAmounts([500], 'JPY')).toEqual([{ value: '500', label: '¥500' }]);
  });
});
