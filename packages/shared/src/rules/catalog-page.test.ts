import { describe, expect, it } from 'vitest';
import { catalogDesign } from '../api/catalog-page-calls.js';
import { SHOP_SORTS, shopListQuery } from '../shop/pages.js';
import {
  CATALOG_SORTS,
  type CatalogDesign,
  DEFAULT_CATALOG_DESIGN,
  catalogFilterOf,
  effectiveDesign,
  filterParams,
} from './catalog-page.js';

const ALL_FILTERS: CatalogDesign = {
  ...DEFAULT_CATALOG_DESIGN,
  filters: { price: true, in_stock: true, tags: true },
};

describe('effectiveDesign', () => {
  const saved = {
    default: { ...DEFAULT_CATALOG_DESIGN, columns: 3 as const },
    overrides: [{ ...DEFAULT_CATALOG_DESIGN, layout: 'list' as const, id: 'o1', catalog_id: 'c1' }],
  };

  it("is the catalog's override, else the default, else the shop's own", () => {
    expect(effectiveDesign(saved, 'c1').layout).toBe('list');
    expect(effectiveDesign(saved, 'c2').columns).toBe(3);
    expect(effectiveDesign(null, 'c1')).toEqual(DEFAULT_CATALOG_DESIGN);
  });

  it('answers the design alone, without the override id', () => {
    expect(effectiveDesign(saved, 'c1')).not.toHaveProperty('id');
  });
});

describe('catalogFilterOf', () => {
  it('reads amounts in the currency as minor units', () => {
    const result = catalogFilterOf({ min: '10', max: '19.99', stock: '1', tags: ['linen'] }, ALL_FILTERS, 'USD');
    expect(result).toEqual({ ok: true, filter: { minPrice: 1000, maxPrice: 1999, inStock: true, tags: ['linen'] } });
  });

  it('refuses an amount the currency cannot have and a range upside down', () => {
    expect(catalogFilterOf({ min: '1.5' }, ALL_FILTERS, 'JPY')).toEqual({
      ok: false,
      message: 'min: Enter a price in JPY',
    });
    expect(catalogFilterOf({ min: '30', max: '20' }, ALL_FILTERS, 'USD')).toMatchObject({ ok: false });
  });

  it('ignores the filters the design does not show', () => {
    const result = catalogFilterOf({ min: '10', stock: '1', tags: ['a'] }, DEFAULT_CATALOG_DESIGN, 'USD');
    expect(result).toEqual({ ok: true, filter: { minPrice: null, maxPrice: null, inStock: false, tags: [] } });
  });

  it('gives back the parameters that filter, for the links that keep them', () => {
    const query = { min: '', max: '50', stock: '1' as const, tags: ['a', 'a'] };
    const result = catalogFilterOf(query, ALL_FILTERS, 'USD');
    if (!result.ok) throw new Error(result.message);
    expect(filterParams(query, result.filter)).toEqual({ max: '50', stock: '1', tags: ['a'] });
  });
});

describe('the schemas', () => {
  it("offers the shop's sorts as a design's default sort", () => {
    expect(CATALOG_SORTS).toEqual(SHOP_SORTS);
  });

  it('takes one tag or many from the query, and no sort unless given', () => {
    expect(shopListQuery.parse({ tags: 'linen' })).toEqual({ tags: ['linen'] });
    expect(shopListQuery.safeParse({ min: 'cheap' }).success).toBe(false);
  });

  it('names the field a design gets wrong', () => {
    const result = catalogDesign.safeParse({ ...DEFAULT_CATALOG_DESIGN, columns: 5, page_size: 10 });
    expect(result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      'columns: Choose 2, 3 or 4 columns',
      'page_size: Choose 12, 24 or 48 products a page',
    ]);
  });
});
