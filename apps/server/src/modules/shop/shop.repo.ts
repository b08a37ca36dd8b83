import { and, asc, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { ShopSort } from '@stallfront/shared/shop';
import type { Db } from '../../db/client.js';
import { catalogs, media, productReviews, productSlugRedirects, products } from '../../db/schema/index.js';
import { type KeysetSort, keysetAfter, keysetOrder, keysetPage } from '../../platform/list/keyset.js';
import { owned } from '../../platform/store-scope.js';
import { searchMatch } from '../products/list.repo.js';
import { summaryColumns } from '../products/product-view.js';
import { productSort } from '../products/list.repo.js';

/** What a shopper may see: the store's active products that are not archived. */
export const visibleProducts = (storeId: string, ...conditions: (SQL | undefined)[]) =>
  owned(products, storeId, eq(products.archived, false), eq(products.status, 'active'), ...conditions);

const cardColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  price: products.price,
  priceMax: summaryColumns.priceMax,
  compareAtPrice: products.compareAtPrice,
  currency: products.currency,
  stock: products.stock,
  createdAt: products.createdAt,
  image: sql<string | null>`${products.images} -> 0 ->> 'url'`,
  imageAlt: sql<string | null>`${products.images} -> 0 ->> 'alt'`,
};
export type CardRow = {
  id: string;
  name: string;
  slug: string;
  price: number;
  priceMax: string | null;
  compareAtPrice: number | null;
  currency: string;
  stock: number;
  image: string | null;
  imageAlt: string | null;
};

const SORTS: Record<ShopSort, Parameters<typeof productSort>[0]> = {
  newest: { sort: 'created', direction: 'desc' },
  price_asc: { sort: 'price', direction: 'asc' },
  price_desc: { sort: 'price', direction: 'desc' },
};

export interface CardQuery {
  catalogId?: string;
  search?: string;
  sort: ShopSort;
  after?: string;
  limit: number;
}

/**
 * A keyset page of visible products (a catalog's, a search's, or all), on the product list's
 * indexes and its search SQL: a word starts a word of the name, or the text is a whole SKU.
 */
export async function productCards(db: Db, storeId: string, q: CardQuery) {
  const sort: KeysetSort = productSort(SORTS[q.sort]);
  const rows = await db
    .select(cardColumns)
    .from(products)
    .where(
      visibleProducts(
        storeId,
        q.catalogId ? sql`${products.catalogIds} @> array[${q.catalogId}]::uuid[]` : undefined,
        searchMatch(q.search),
        keysetAfter(sort, q.after),
      ),
    )
    .orderBy(...keysetOrder(sort))
    .limit(q.limit + 1);
  return keysetPage(rows, q.limit, sort);
}

export async function visibleProductBySlug(db: Db, storeId: string, slug: string) {
  const [row] = await db
    .select()
    .from(products)
    .where(visibleProducts(storeId, eq(products.slug, slug)))
    .limit(1);
  return row ?? null;
}

/** The current slug of the visible product an old slug leads to, or null. */
export async function redirectedSlug(db: Db, storeId: string, oldSlug: string): Promise<string | null> {
  const [row] = await db
    .select({ slug: products.slug })
    .from(productSlugRedirects)
    .innerJoin(products, eq(products.id, productSlugRedirects.productId))
    .where(
      and(owned(productSlugRedirects, storeId, eq(productSlugRedirects.oldSlug, oldSlug)), visibleProducts(storeId)),
    )
    .limit(1);
  return row?.slug ?? null;
}

export async function activeCatalogBySlug(db: Db, storeId: string, slug: string) {
  const [row] = await db
    .select()
    .from(catalogs)
    .where(owned(catalogs, storeId, eq(catalogs.slug, slug), eq(catalogs.status, 'active')))
    .limit(1);
  return row ?? null;
}

/** The first of these catalogs (by name) that is shown, for a product's breadcrumb. */
export async function firstActiveCatalog(db: Db, storeId: string, ids: string[]) {
  if (ids.length === 0) return null;
  const [row] = await db
    .select({ name: catalogs.name, slug: catalogs.slug })
    .from(catalogs)
    .where(owned(catalogs, storeId, inArray(catalogs.id, ids), eq(catalogs.status, 'active')))
    .orderBy(asc(catalogs.name))
    .limit(1);
  return row ?? null;
}

export const highlightedCatalogs = (db: Db, storeId: string) =>
  db
    .select()
    .from(catalogs)
    .where(owned(catalogs, storeId, isNotNull(catalogs.highlightPosition), eq(catalogs.status, 'active')))
    .orderBy(asc(catalogs.highlightPosition), asc(catalogs.id));

/** Sizes the media store keeps of these images (srcset), by url; images from elsewhere have none. */
export async function mediaSizes(db: Db, storeId: string, urls: string[]) {
  const own = [...new Set(urls.filter((u) => u.startsWith('/media/')))];
  const sizes = new Map<string, { width: number; sizes: number[] }>();
  if (own.length === 0) return sizes;
  const rows = await db
    .select({ url: media.url, width: media.width, sizes: media.sizes })
    .from(media)
    .where(owned(media, storeId, inArray(media.url, own)));
  for (const row of rows) sizes.set(row.url, { width: row.width, sizes: row.sizes });
  return sizes;
}

const REVIEWS_SHOWN = 20;

/** Approved reviews of a product, newest first, with their count and average. */
export async function approvedReviews(db: Db, storeId: string, productId: string) {
  const approved = owned(
    productReviews,
    storeId,
    eq(productReviews.productId, productId),
    eq(productReviews.status, 'approved'),
  );
  // The count and average over every approved review ride along on each of the newest rows.
  const rows = await db
    .select({
      review: productReviews,
      count: sql<number>`(count(*) over ())::int`,
      average: sql<string>`avg(${productReviews.rating}) over ()`,
    })
    .from(productReviews)
    .where(approved)
    .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
    .limit(REVIEWS_SHOWN);
  const [first] = rows;
  return {
    count: Number(first?.count ?? 0),
    average: first ? Number(first.average) : null,
    list: rows.map((r) => r.review),
  };
}

/** The newest visible product picture of a catalog: the highlight tile's picture when the catalog has none. */
export async function catalogCover(db: Db, storeId: string, catalogId: string) {
  const [row] = await db
    .select({ url: sql<string | null>`${products.images} -> 0 ->> 'url'` })
    .from(products)
    .where(
      visibleProducts(
        storeId,
        sql`${products.catalogIds} @> array[${catalogId}]::uuid[]`,
        sql`jsonb_array_length(${products.images}) > 0`,
      ),
    )
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(1);
  return row?.url ?? null;
}
