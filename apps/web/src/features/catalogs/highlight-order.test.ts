import { describe, expect, it } from 'vitest';
import type { Catalog } from '@stallfront/shared/catalogs';
import { addId, HIGHLIGHT_LIMIT, highlightedIds, moveId, sameOrder } from './highlight-order';

const catalog = (id: string, highlight_position: number | null): Catalog => ({
  _id: id,
  version: 1,
  name: id,
  slug: id,
  description: '',
  image: null,
  status: 'active',
  highlight_position,
  vendor_commission: null,
  product_count: 0,
  created_on: '2026-01-01T00:00:00.000Z',
});

describe('highlight order', () => {
  it('lists highlighted catalogs by position, leaving the rest out', () => {
    expect(highlightedIds([catalog('a', 2), catalog('b', null), catalog('c', 0), catalog('d', 1)])).toEqual([
      'c',
      'd',
      'a',
    ]);
  });

  it('moves an id to where another was', () => {
    expect(moveId(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(moveId(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
    expect(moveId(['a', 'b'], 'a', 'x')).toEqual(['a', 'b']);
  });

  it('adds at the end, once, up to the limit', () => {
    expect(addId(['a'], 'b')).toEqual(['a', 'b']);
    expect(addId(['a', 'b'], 'a')).toEqual(['a', 'b']);
    const full = Array.from({ length: HIGHLIGHT_LIMIT }, (_, i) => `c${i}`);
    expect(addId(full, 'extra')).toEqual(full);
  });

  it('compares orders', () => {
    expect(sameOrder(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameOrder(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameOrder(['a'], ['a', 'b'])).toBe(false);
  });
});
