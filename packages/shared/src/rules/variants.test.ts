import { describe, expect, it } from 'vitest';
import { formatPriceRange } from './money.js';
import { swatchesOf, swatchImagesOf, variantsFromOptions, variantTotals } from './variants.js';

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

describe('variants from options', () => {
  interface V {
    option_values: string[];
    sku: string;
    stock: number;
  }
  const fresh = (values: string[]): V => ({ option_values: values, sku: `TEE-${values.join('-')}`, stock: 0 });
  const sizes = { values: ['S', 'M', 'L'] };
  const colours = { values: ['Red', 'Blue'] };

  it("gives a product's own stock to its first variant and 0 to the others", () => {
    const { variants, carried } = variantsFromOptions([sizes], [], 10, fresh);
    expect(variants.map((v) => [v.option_values.join(' / '), v.stock])).toEqual([
      ['S', 10],
      ['M', 0],
      ['L', 0],
    ]);
    expect(carried).toEqual({ stock: 10, to: ['S'] });
    expect(variantsFromOptions([sizes], [], 0, fresh).carried).toBeNull();
  });

  it('keeps the variants that stay, and makes the new ones at 0', () => {
    const first = variantsFromOptions([sizes], [], 10, fresh).variants;
    const edited = first.map((v) => ({ ...v, stock: v.option_values[0] === 'M' ? 4 : v.stock }));
    const { variants, carried } = variantsFromOptions([{ values: ['S', 'M', 'L', 'XL'] }], edited, 99, fresh);
    expect(variants.map((v) => v.stock)).toEqual([10, 4, 0, 0]);
    expect(carried).toBeNull();
  });

  it('carries each variant, whole, to the first combination that extends it when an option is added', () => {
    const bySize: V[] = [
      { option_values: ['S'], sku: 'TEE-S', stock: 3 },
      { option_values: ['M'], sku: 'TEE-M', stock: 5 },
    ];
    const { variants } = variantsFromOptions([{ values: ['S', 'M'] }, colours], bySize, 8, fresh);
    expect(variants).toEqual([
      { option_values: ['S', 'Red'], sku: 'TEE-S', stock: 3 },
      { option_values: ['S', 'Blue'], sku: 'TEE-S-Blue', stock: 0 },
      { option_values: ['M', 'Red'], sku: 'TEE-M', stock: 5 },
      { option_values: ['M', 'Blue'], sku: 'TEE-M-Blue', stock: 0 },
    ]);
    // The total in stock is what it was.
    expect(variants.reduce((n, v) => n + v.stock, 0)).toBe(8);
  });

  it('drops the variant of a value taken away', () => {
    const bySize: V[] = [
      { option_values: ['S'], sku: 'TEE-S', stock: 3 },
      { option_values: ['L'], sku: 'TEE-L', stock: 2 },
    ];
    const { variants } = variantsFromOptions([{ values: ['S'] }], bySize, 5, fresh);
    expect(variants).toEqual([{ option_values: ['S'], sku: 'TEE-S', stock: 3 }]);
  });
});
