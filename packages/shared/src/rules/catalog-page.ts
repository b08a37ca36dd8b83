import { access, anyOf } from './call-access.js';
import { parseMoney } from './money.js';

/** Who designs the shop's catalog pages: the owner, and staff granted the website. */
export const CATALOG_PAGE_ACCESS = {
  read: access({ staff: anyOf('website') }),
  write: access({ staff: anyOf('website') }),
};

/** The store_settings row that keeps every design: the default and the overrides. */
export const CATALOG_PAGE_KEY = 'catalog_page';

export const CATALOG_LAYOUTS = ['grid', 'list'] as const;
export const CATALOG_COLUMNS = [2, 3, 4] as const;
export const CATALOG_PAGE_SIZES = [12, 24, 48] as const;
/** The shop's sorts (SHOP_SORTS), repeated so the rules need no page schema. */
export const CATALOG_SORTS = ['newest', 'price_asc', 'price_desc'] as const;
/** A catalog page offers this many of its products' tags as checkboxes at most. */
export const CATALOG_TAGS_SHOWN = 30;

export interface CatalogDesign {
  layout: (typeof CATALOG_LAYOUTS)[number];
  columns: (typeof CATALOG_COLUMNS)[number];
  page_size: (typeof CATALOG_PAGE_SIZES)[number];
  sort: (typeof CATALOG_SORTS)[number];
  filters: { price: boolean; in_stock: boolean; tags: boolean };
}

/** What every catalog page was before the setting: a four-column grid of 24, newest first, no filters. */
export const DEFAULT_CATALOG_DESIGN: CatalogDesign = {
  layout: 'grid',
  columns: 4,
  page_size: 24,
  sort: 'newest',
  filters: { price: false, in_stock: false, tags: false },
};

/** The design a catalog's page uses: its own override, else the store's default, else DEFAULT_CATALOG_DESIGN. */
export function effectiveDesign(
  saved: { default: CatalogDesign; overrides: (CatalogDesign & { catalog_id: string })[] } | null,
  catalogId: string,
): CatalogDesign {
  if (!saved) return DEFAULT_CATALOG_DESIGN;
  const own = saved.overrides.find((o) => o.catalog_id === catalogId);
  return designOf(own ?? saved.default);
}

/** The design fields alone (an override carries its id and catalog too). */
export const designOf = ({ layout, columns, page_size, sort, filters }: CatalogDesign): CatalogDesign => ({
  layout,
  columns,
  page_size,
  sort,
  filters: { ...filters },
});

/** A catalog page's filter as the shop's query gives it: amounts as typed, tags as ticked. */
export interface CatalogFilterQuery {
  min?: string;
  max?: string;
  stock?: '1';
  tags?: string[];
}

/** A filter the products' query applies: prices in minor units; only what the design shows. */
export interface CatalogFilter {
  minPrice: number | null;
  maxPrice: number | null;
  inStock: boolean;
  tags: string[];
}

/**
 * The filter a catalog page applies, from its query and its design: a filter the design does not
 * show is ignored (an old link keeps working), an amount that is not one of the currency's is refused.
 */
export function catalogFilterOf(
  query: CatalogFilterQuery,
  design: CatalogDesign,
  currency: string,
): { ok: true; filter: CatalogFilter } | { ok: false; message: string } {
  const amount = (text: string | undefined) => (text ? parseMoney(text, currency) : null);
  const usePrice = design.filters.price;
  const minPrice = usePrice ? amount(query.min) : null;
  const maxPrice = usePrice ? amount(query.max) : null;
  if (usePrice && query.min && minPrice === null) return { ok: false, message: `min: Enter a price in ${currency}` };
  if (usePrice && query.max && maxPrice === null) return { ok: false, message: `max: Enter a price in ${currency}` };
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
    return { ok: false, message: 'max: The highest price is below the lowest' };
  }
  return {
    ok: true,
    filter: {
      minPrice,
      maxPrice,
      inStock: design.filters.in_stock && query.stock === '1',
      tags: design.filters.tags ? [...new Set(query.tags ?? [])] : [],
    },
  };
}

/** A filter as query parameters, for the sort and next-page links that must keep it. */
export function filterParams(query: CatalogFilterQuery, filter: CatalogFilter): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  if (filter.minPrice !== null && query.min) params.min = query.min;
  if (filter.maxPrice !== null && query.max) params.max = query.max;
  if (filter.inStock) params.stock = '1';
  if (filter.tags.length) params.tags = filter.tags;
  return params;
}
