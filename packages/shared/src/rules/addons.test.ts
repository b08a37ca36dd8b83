import { describe, expect, it } from 'vitest';
import { addonProblems, addonsPrice, addonsText, lineKey, type OfferedAddon, orderedAddons } from './addons.js';

const wrap: OfferedAddon = { id: 'w', name: 'Gift wrap', kind: 'tick', price: 9_900, required: false, max_chars: 0 };
const monogram: OfferedAddon = { id: 'm', name: 'Monogram', kind: 'text', price: 14_900, required: true, max_chars: 3 };
const photo: OfferedAddon = {
  id: 'p',
  name: 'Print your photo',
  kind: 'file',
  price: 19_900,
  required: true,
  max_chars: 0,
};
const beach = { id: 'f1', name: 'beach.jpg' };

describe('lineKey', () => {
  it('is the SKU alone without add-ons, and the same whatever order the add-ons came in', () => {
    expect(lineKey({ sku: 'TEE' })).toBe('TEE');
    const one = lineKey({ sku: 'TEE', addons: [{ id: 'm', text: 'ARK' }, { id: 'w' }] });
    expect(lineKey({ sku: 'TEE', addons: [{ id: 'w' }, { id: 'm', text: 'ARK' }] })).toBe(one);
    expect(lineKey({ sku: 'TEE', addons: [{ id: 'w' }, { id: 'm', text: 'ARJ' }] })).not.toBe(one);
  });

  it('keeps lines with different files apart, whatever their names, and merges the same file', () => {
    const one = lineKey({ sku: 'TEE', addons: [{ id: 'p', file: beach }] });
    expect(lineKey({ sku: 'TEE', addons: [{ id: 'p', file: { ...beach } }] })).toBe(one);
    expect(lineKey({ sku: 'TEE', addons: [{ id: 'p', file: { id: 'f2', name: 'beach.jpg' } }] })).not.toBe(one);
    expect(lineKey({ sku: 'TEE', addons: [{ id: 'p' }] })).not.toBe(one);
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

  it('asks for the file of a file add-on that is required, or chosen without one', () => {
    expect(addonProblems([], [photo])).toEqual([{ field: 'addon_p', message: 'Choose a file to print' }]);
    expect(addonProblems([{ id: 'p', text: 'beach.jpg' }], [{ ...photo, required: false }])).toEqual([
      { field: 'addon_p', message: 'Choose a file to print' },
    ]);
    expect(addonProblems([], [{ ...photo, required: false }])).toEqual([]);
    expect(addonProblems([{ id: 'p', file: 'f1' }], [photo])).toEqual([]);
    expect(addonProblems([{ id: 'p', file: beach }], [photo])).toEqual([]);
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

  it('keeps a file add-on’s file, by id and name, and words it by the file’s name', () => {
    const ordered = orderedAddons(
      [
        { id: 'p', text: 'ignored', file: beach },
        { id: 'w', file: beach },
      ],
      [wrap, photo],
    );
    expect(ordered).toEqual([
      { name: 'Gift wrap', price: 9_900 },
      { name: 'Print your photo', price: 19_900, file: { id: 'f1', name: 'beach.jpg' } },
    ]);
    expect(addonsPrice(ordered)).toBe(29_800);
    expect(addonsText(ordered)).toBe('Gift wrap · Print your photo: beach.jpg');
  });
});
