import { describe, expect, it } from 'vitest';
import { addonProblems, addonsPrice, addonsText, lineKey, type OfferedAddon, orderedAddons } from './addons.js';

const wrap: OfferedAddon = { id: 'w', name: 'Gift wrap', kind: 'tick', price: 9_900, required: false, max_chars: 0 };
const monogram: OfferedAddon = { id: 'm', name: 'Monogram', kind: 'text', price: 14_900, required: true, max_chars: 3 };

describe('lineKey', () => {
  it('is the SKU alone without add-ons, and the same whatever order the add-ons came in', () => {
    expect(lineKey({ sku: 'TEE' })).toBe('TEE');
    const one = lineKey({ sku: 'TEE', addons: [{ id: 'm', text: 'ARK' }, { id: 'w' }] });
    expect(lineKey({ sku: 'TEE', addons: [{ id: 'w' }, { id: 'm', text: 'ARK' }] })).toBe(one);
    expect(lineKey({ sku: 'TEE', addons: [{ id: 'w' }, { id: 'm', text: 'ARJ' }] })).not.toBe(one);
  });
});

describe('addonProblems', () => {
  it('asks for a required add-on, refuses a text too long and one no longer offered', () => {
    expect(addonProblems([], [wrap, monogram])).toEqual([{ field: 'addon_m', message: 'Write the monogram' }]);
    expect(addonProblems([{ id: 'm', text: 'ABCD' }], [monogram])).toEqual([
      { field: 'addon_m', message: '3 characters at most' },
    ]);
    expect(addonProblems([{ id: 'gone' }, { id: 'm', text: 'AB' }], [monogram])).toEqual([
      { field: 'addons', message: 'An option you chose is no longer offered' },
    ]);
    expect(addonProblems([{ id: 'w' }, { id: 'm', text: 'ARK' }], [wrap, monogram])).toEqual([]);
  });
});

describe('orderedAddons', () => {
  it('keeps each add-on’s name, price and text, and prices and words them', () => {
    const ordered = orderedAddons([{ id: 'm', text: 'ARK' }, { id: 'w' }], [wrap, monogram]);
    expect(ordered).toEqual([
      { name: 'Gift wrap', price: 9_900 },
      { name: 'Monogram', price: 14_900, text: 'ARK' },
    ]);
    expect(addonsPrice(ordered)).toBe(24_800);
    expect(addonsText(ordered)).toBe('Gift wrap · Monogram: “ARK”');
  });
});
