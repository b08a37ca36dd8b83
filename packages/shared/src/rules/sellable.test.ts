import { describe, expect, it } from 'vitest';
import { type SellableProduct, sellableOf, stockProblem } from './sellable.js';

const plain: SellableProduct = {
  name: 'Mug',
  sku: 'MUG',
  price: 900,
  stock: 3,
  status: 'active',
  archived: false,
  variants: [],
};
const tee: SellableProduct = {
  ...plain,
  name: 'Tee',
  sku: 'TEE',
  variants: [
    { option_values: ['Red', 'M'], sku: 'TEE-RED-M', price: 1500, stock: 2 },
    { option_values: ['Blue', 'L'], sku: 'TEE-BLUE-L', price: 1700, stock: 0 },
  ],
};

describe('sellableOf', () => {
  it("refuses the products of a vendor that is not active, and sells a store's own or an active vendor's", () => {
    expect(sellableOf({ ...plain, vendorActive: false }, 'MUG')).toEqual({
      ok: false,
      problem: 'Mug is no longer sold',
    });
    expect(sellableOf({ ...plain, vendorActive: true }, 'MUG').ok).toBe(true);
    expect(sellableOf(plain, 'MUG').ok).toBe(true);
  });

  it('sells a product without variants by its own SKU', () => {
    expect(sellableOf(plain, 'MUG')).toEqual({
      ok: true,
      sellable: { sku: 'MUG', name: 'Mug', optionValues: [], variantIndex: null, price: 900, stock: 3 },
    });
  });

  it('sells a variant with its own price and stock', () => {
    const result = sellableOf(tee, 'TEE-BLUE-L');
    expect(result.ok && result.sellable).toMatchObject({
      name: 'Tee / Blue / L',
      variantIndex: 1,
      price: 1700,
      stock: 0,
    });
  });

  it('refuses the product SKU of a product with variants', () => {
    expect(sellableOf(tee, 'TEE')).toEqual({ ok: false, problem: 'Choose an option of Tee' });
  });

  it('refuses archived and draft products', () => {
    expect(sellableOf({ ...plain, archived: true }, 'MUG').ok).toBe(false);
    expect(sellableOf({ ...plain, status: 'draft' }, 'MUG').ok).toBe(false);
  });
});

describe('stockProblem', () => {
  const mug = { sku: 'MUG', name: 'Mug', optionValues: [], variantIndex: null, price: 900, stock: 3 };
  it('passes what the stock covers and names what it does not', () => {
    expect(stockProblem(mug, 3)).toBeNull();
    expect(stockProblem(mug, 4)).toBe('Only 3 of Mug left');
    expect(stockProblem({ ...mug, stock: 0 }, 1)).toBe('Mug is sold out');
  });
});
