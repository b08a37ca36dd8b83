import { describe, expect, it } from 'vitest';
import type { Catalog } from '@stallfront/shared/catalogs';
import {
  catalogCountText,
  filterCatalogs,
  savedAsHint,
  productCountText,
  selectedAmong,
  uploadSummary,
} from './catalog-list';

const catalog = (id: string, name: string, description = ''): Catalog => ({
  _id: id,
  version: 1,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  description,
  image: null,
  status: 'active',
  highlight_position: null,
  vendor_commission: null,
  product_count: 0,
  created_on: '2026-01-01T00:00:00.000Z',
});
const catalogs = [catalog('1', 'Men'), catalog('2', 'Summer Sale', 'Light MENSWEAR'), catalog('3', 'Kids')];

describe('filterCatalogs', () => {
  it('matches name, description or address, ignoring case and outer spaces', () => {
    expect(filterCatalogs(catalogs, ' men ').map((c) => c._id)).toEqual(['1', '2']);
    expect(filterCatalogs(catalogs, 'summer-sale').map((c) => c._id)).toEqual(['2']);
    expect(filterCatalogs(catalogs, '')).toHaveLength(3);
  });
});

describe('selectedAmong', () => {
  it('keeps only selected rows that are shown, in list order', () => {
    expect(selectedAmong(new Set(['3', '1', 'gone']), catalogs)).toEqual(['1', '3']);
    expect(selectedAmong(new Set(['3']), catalogs.slice(0, 2))).toEqual([]);
  });
});

describe('texts', () => {
  it('summarises an upload', () => {
    expect(uploadSummary({ created: 3, skipped: 1 })).toBe('3 catalogs added, 1 skipped');
    expect(uploadSummary({ created: 1, skipped: 0 })).toBe('1 catalog added');
    expect(uploadSummary({ created: 0, skipped: 2 })).toBe('0 catalogs added, 2 skipped');
  });

  it('counts catalogs, and those shown by a search', () => {
    expect(catalogCountText(1, 1)).toBe('1 catalog');
    expect(catalogCountText(2, 12)).toBe('2 of 12 catalogs');
  });

  it('previews a name in Title Case, nothing for a blank one', () => {
    expect(savedAsHint('  summer   sale ')).toBe('Saved as: Summer Sale');
    expect(savedAsHint('   ')).toBeUndefined();
  });

  it('counts products', () => {
    expect(productCountText(1)).toBe('1 product');
    expect(productCountText(2)).toBe('2 products');
  });
});
