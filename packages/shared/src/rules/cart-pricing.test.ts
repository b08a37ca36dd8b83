import { describe, expect, it } from 'vitest';
import type { OfferedAddon } from './addons.js';
import { priceCartLines } from './cart-pricing.js';

const wrap: OfferedAddon = { id: 'w', name: 'Gift wrap', kind: 'tick', price: 10_000, required: false, max_chars: 1 };

describe('priceCartLines', () => {
  it('adds the add-ons to each unit and takes a bundle saving off the item’s own price', () => {
    const [tee, cap] = priceCartLines(
      [
        { productId: 'tee', quantity: 1, price: 200_000 },
        { productId: 'cap', quantity: 2, price: 50_000, addons: [{ id: 'w' }] },
      ],
      [{ offeredWith: ['tee'], offered: ['cap'], discountPercent: 10 }],
      new Map([['cap', [wrap]]]),
    );
    expect(tee).toMatchObject({ unitPrice: 200_000, addons: [], addonProblem: null });
    expect(cap).toMatchObject({
      unitPrice: 60_000,
      addons: [{ name: 'Gift wrap', price: 10_000 }],
      addonProblem: null,
    });
    expect(cap?.saving).toMatchObject({ discount: 5_000, units: 1 });
  });

  it('names an add-on no longer offered, and leaves its price out', () => {
    const [line] = priceCartLines(
      [{ productId: 'cap', quantity: 1, price: 50_000, addons: [{ id: 'w' }] }],
      [],
      new Map(),
    );
    expect(line).toMatchObject({
      unitPrice: 50_000,
      addonProblem: 'An option you chose is no longer offered: remove it and add it again from its page',
    });
  });
});
