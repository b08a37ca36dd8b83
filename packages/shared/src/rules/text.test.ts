import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { subDomainFromName, toSlug } from './text.js';

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
