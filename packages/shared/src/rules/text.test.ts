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
  const fresh = { isNew: true, previousName: '', slug: '' };

  it('follows the name of a new product until the slug is typed, and never rewrites a saved one', () => {
    expect(slugFromName('Red Cotton Tee', fresh)).toBe('red-cotton-tee');
    expect(slugFromName('Red Cotton Tee', { ...fresh, previousName: 'Red Cotton', slug: 'my-tee' })).toBeNull();
    expect(slugFromName('Red Cotton Tee', { ...fresh, isNew: false })).toBeNull();
  });

  it('follows a name typed key by key to the slug of the whole name', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        let product = fresh;
        for (let end = 1; end <= typed.length; end++) {
          const name = typed.slice(0, end);
          product = { isNew: true, previousName: name, slug: slugFromName(name, product) ?? product.slug };
        }
        expect(product.slug).toBe(toSlug(typed));
      }),
    );
  });

  it('gives an empty slug for a name of symbols, which the name rule refuses first', () => {
    expect(slugFromName('  🎉 ✨ ', fresh)).toBe('');
  });
});
