import { describe, expect, it } from 'vitest';
import { type BundleOffer, bundleChoices, bundleSavings, NO_SAVING, percentOf } from './bundles.js';

const tee = { productId: 'tee', quantity: 1, unitPrice: 2000 };
const cap = { productId: 'cap', quantity: 1, unitPrice: 1500 };
const capOffer: BundleOffer = { offeredWith: ['tee'], offered: ['cap', 'socks'], discountPercent: 10 };

describe('bundleSavings', () => {
  it('takes the discount off an offered product bought with the product that offers it', () => {
    expect(bundleSavings([tee, cap], [capOffer])).toEqual([
      NO_SAVING,
      { discount: 150, percent: 10, units: 1, note: 'Bundle: 10% off' },
    ]);
  });

  it('gives nothing when the offering product is not in the cart', () => {
    expect(bundleSavings([cap], [capOffer])[0]?.discount).toBe(0);
  });

  it('discounts as many add-ons as the cart holds of the offering products, shared by variant lines in order', () => {
    const lines = [
      { ...tee, quantity: 2 },
      { ...cap, quantity: 1 },
      { ...cap, quantity: 3, unitPrice: 1000 },
    ];
    const savings = bundleSavings(lines, [capOffer]);
    expect(savings.map((s) => s.units)).toEqual([0, 1, 1]);
    expect(savings[2]).toMatchObject({ discount: 100, note: 'Bundle: 10% off 1 of 3' });
  });

  it('takes the best of the offers that apply, and counts every product offering it', () => {
    const hoodie = { productId: 'hoodie', quantity: 1, unitPrice: 5000 };
    const better: BundleOffer = { offeredWith: ['hoodie'], offered: ['cap'], discountPercent: 25 };
    const [, , saving] = bundleSavings([tee, hoodie, { ...cap, quantity: 2 }], [capOffer, better]);
    expect(saving).toEqual({ discount: 750, percent: 25, units: 2, note: 'Bundle: 25% off' });
  });

  it('never lets a product discount itself, and ignores offers at full price', () => {
    const self: BundleOffer = { offeredWith: ['cap'], offered: ['cap'], discountPercent: 50 };
    const free: BundleOffer = { offeredWith: ['tee'], offered: ['cap'], discountPercent: 0 };
    expect(bundleSavings([tee, { ...cap, quantity: 2 }], [self, free])[1]?.discount).toBe(0);
  });
});

describe('percentOf', () => {
  it('rounds half a minor unit up', () => {
    expect(percentOf(1995, 10)).toBe(200); // 199.5
    expect(percentOf(1994, 10)).toBe(199);
  });
});

describe('bundleChoices', () => {
  const own = { sku: 'TEE', label: 'Tee', price: 2000, stock: 3 };
  it('offers the variants in stock, or the product itself', () => {
    const variants = [
      { sku: 'TEE-S', label: 'S', price: 2000, stock: 0 },
      { sku: 'TEE-M', label: 'M', price: 2100, stock: 2 },
    ];
    expect(bundleChoices(own, variants)).toEqual([{ sku: 'TEE-M', label: 'M', price: 2100 }]);
    expect(bundleChoices(own, [])).toEqual([{ sku: 'TEE', label: 'Tee', price: 2000 }]);
    expect(bundleChoices({ ...own, stock: 0 }, [])).toEqual([]);
  });
});
