import { sql } from 'drizzle-orm';
import {
  CATALOG_TAGS_SHOWN,
  type CatalogDesign,
  type CatalogFilter,
  type CatalogFilterQuery,
  DEFAULT_CATALOG_DESIGN,
  effectiveDesign,
} from '@stallfront/shared/catalog-page';
import type { ShopCatalogFilters, ShopListQuery } from '@stallfront/shared/shop';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import { savedCatalogPages } from '../catalog-page/catalog-page.service.js';
import { visibleProducts } from './shop.repo.js';
import type { ShopContext } from './shop-store.js';

/** A catalog's design as its page uses it; a store that lost the feature keeps its designs but the shop ignores them. */
export async function catalogDesignFor(db: Db, shop: ShopContext, catalogId: string): Promise<CatalogDesign> {
  if (!shop.features.includes('catalog_page')) return DEFAULT_CATALOG_DESIGN;
  return effectiveDesign(await savedCatalogPages(db, shop.store.id), catalogId);
}

/** The tags of a catalog's shown products, by name: the tag filter's checkboxes. */
export async function catalogTags(db: Db, storeId: string, catalogId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ tag: sql<string>`unnest(${products.tags})`.as('tag') })
    .from(products)
    .where(visibleProducts(storeId, sql`${products.catalogIds} @> array[${catalogId}]::uuid[]`))
    .orderBy(sql`1`)
    .limit(CATALOG_TAGS_SHOWN);
  return rows.map((r) => r.tag);
}

/** The filter form a design shows, filled with what the shopper asked for; null when it shows none. */
export function filterForm(
  action: string,
  design: CatalogDesign,
  query: ShopListQuery & CatalogFilterQuery,
  filter: CatalogFilter,
  tags: string[],
  currency: string,
): ShopCatalogFilters | null {
  const { price, in_stock, tags: showTags } = design.filters;
  if (!price && !in_stock && !showTags) return null;
  // A ticked tag no product has any more stays offered, so it can be unticked.
  const offered = [...new Set([...tags, ...filter.tags])].sort((a, b) => a.localeCompare(b));
  return {
    action,
    sort: query.sort ?? null,
    price: price ? { min: query.min?.trim() ?? '', max: query.max?.trim() ?? '', currency } : null,
    in_stock: in_stock ? { checked: filter.inStock } : null,
    tags: showTags && offered.length ? offered.map((name) => ({ name, checked: filter.tags.includes(name) })) : null,
    active: filter.minPrice !== null || filter.maxPrice !== null || filter.inStock || filter.tags.length > 0,
  };
}
