import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasLetterOrDigit, slugFromName, subDomainFromName, toSlug } from './text.js';

describe('toSlug', () => {
  it('lower-cases, turns spaces into hyphens and drops other characters', () => {
    expect(toSlug('  Summer Sale: 50% Off! ')).toBe('summer-sale-50-off');
    expect(toSlug('Café  Olé')).toBe('caf-ol');
  });

  it('always yields lower-case letters, digits and single inner hyphens', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(toSlug(text)).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/);
      }),
    );
  });
});

describe('subDomainFromName', () => {
  it('proposes a valid sub-domain for any name', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (name) => {
        expect(subDomainFromName(name)).toMatch(/^[a-z0-9](?:[a-z0-9-]{1,38})[a-z0-9]$/);
      }),
    );
  });

  it('keeps a plain name readable', () => {
    expect(subDomainFromName('Urban Threads')).toBe('urban-threads');
  });
});

describe('hasLetterOrDigit', () => {
  it('accepts letters and digits of any script, and refuses names of spaces, symbols or emoji', () => {
    for (const name of ['Tee', '42', 'Café', '日本の茶']) expect(hasLetterOrDigit(name)).toBe(true);
    for (const name of ['', '   ', '🎉 ✨', '!!! ---', '★']) expect(hasLetterOrDigit(name)).toBe(false);
  });
});

describe('slugFromName', () => {
  it('follows the name of a new product until the slug is typed, and never rewrites a saved one', () => {
    expect(slugFromName('Red Cotton Tee', { isNew: true, slugEdited: false })).toBe('red-cotton-tee');
    expect(slugFromName('Red Cotton Tee', { isNew: true, slugEdited: true })).toBeNull();
    expect(slugFromName('Red Cotton Tee', { isNew: false, slugEdited: false })).toBeNull();
  });

  it('gives an empty slug for a name of symbols, which the name rule refuses first', () => {
    expect(slugFromName('  🎉 ✨ ', { isNew: true, slugEdited: false })).toBe('');
  });
});
