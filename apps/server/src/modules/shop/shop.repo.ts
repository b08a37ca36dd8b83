import { and, asc, desc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { ShopSort } from '@stallfront/shared/shop';
import type { Db } from '../../db/client.js';
import { catalogs, media, productSlugRedirects, products } from '../../db/schema/index.js';
import { type KeysetSort, keysetAfter, keysetOrder, keysetPage } from '../../platform/list/keyset.js';
import { owned } from '../../platform/store-scope.js';
import { searchMatch } from '../products/list.repo.js';
import { summaryColumns } from '../products/product-view.js';
import { ofActiveVendor } from '../products/vendor-state.js';
import { productSort } from '../products/list.repo.js';
import type { CatalogFilter } from '@stallfront/shared/catalog-page';
import { filterConditions } from './catalog-filter-sql.js';
import { imageTagsOfProduct, keyFactsOfProduct, productPageExtras } from './product-extras.js';

/** What a shopper may see: the store's active products that are not archived, of an active vendor or none. */
export const visibleProducts = (storeId: string, ...conditions: (SQL | undefined)[]) =>
  owned(products, storeId, eq(products.archived, false), eq(products.status, 'active'), ofActiveVendor, ...conditions);

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
  // The media store's sizes of that picture, for its srcset (null for a picture from elsewhere).
  imageMedia: sql<{ width: number; sizes: number[] } | null>`(
    select json_build_object('width', m.width, 'sizes', m.sizes) from media m
    where m.store_id = "products"."store_id" and m.url = "products"."images" -> 0 ->> 'url' limit 1)`,
  imageTags: imageTagsOfProduct(),
  facts: keyFactsOfProduct(),
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
  imageMedia: { width: number; sizes: number[] } | null;
  imageTags: { text: string; color: string }[];
  facts: { text: string }[];
};

/** The shopper's sorts, and a collection's name order (the merchant's choice). */
export type CardSort = ShopSort | 'name';
const SORTS: Record<CardSort, Parameters<typeof productSort>[0]> = {
  newest: { sort: 'created', direction: 'desc' },
  price_asc: { sort: 'price', direction: 'asc' },
  price_desc: { sort: 'price', direction: 'desc' },
  name: { sort: 'name', direction: 'asc' },
};

export interface CardQuery {
  catalogId?: string;
  /** Products matching any of these texts (a search and its keyword's synonyms). */
  search?: string[];
  /** These products only (a keyword's promoted ones). */
  ids?: string[];
  /** Products matching this too (a collection's hand-picked products or rules). */
  where?: SQL;
  sort: CardSort;
  after?: string;
  limit: number;
  /** A catalog page's filter (catalogFilterOf). */
  filter?: CatalogFilter;
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
        q.search ? or(...q.search.map(searchMatch)) : undefined,
        q.ids ? inArray(products.id, q.ids) : undefined,
        q.where,
        ...(q.filter ? filterConditions(q.filter) : []),
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

const REVIEWS_SHOWN = 20;

export interface PageReview {
  customer_name: string;
  rating: number;
  title: string;
  body: string;
  created_at: string;
  reply: string | null;
}

/**
 * A visible product with all its page needs, in one statement (each statement is a turn on
 * PGlite's one connection): the first shown catalog by name (the breadcrumb), its extras (footnotes, FAQ), the approved
 * reviews' count and average with the newest REVIEWS_SHOWN, and the media store's sizes of its
 * and its variants' pictures. Written out: a one-table select leaves column names unqualified.
 */
export async function productPageRow(db: Db, storeId: string, slug: string) {
  const approved = sql.raw(
    `from product_reviews r where r.store_id = "products"."store_id" and r.product_id = "products"."id" and r.status = 'approved'`,
  );
  const [row] = await db
    .select({
      product: products,
      catalog: sql<{ name: string; slug: string } | null>`(
        select json_build_object('name', c.name, 'slug', c.slug) from catalogs c
        where c.store_id = "products"."store_id" and c.id = any("products"."catalog_ids") and c.status = 'active'
        order by c.name limit 1)`,
      reviewCount: sql<number>`(select count(*)::int ${approved})`,
      reviewAverage: sql<string | null>`(select avg(r.rating) ${approved})`,
      reviews: sql<PageReview[]>`coalesce((select json_agg(x) from (
        select r.customer_name, r.rating, r.title, r.body, r.created_at, r.reply ${approved}
        order by r.created_at desc, r.id desc limit ${REVIEWS_SHOWN}) x), '[]'::json)`,
      ...productPageExtras(),
      media: sql<{ url: string; width: number; sizes: number[] }[]>`coalesce((
        select json_agg(json_build_object('url', m.url, 'width', m.width, 'sizes', m.sizes)) from media m
        where m.store_id = "products"."store_id" and m.url in (
          select i ->> 'url' from jsonb_array_elements("products"."images") i
          union all
          select vi ->> 'url' from jsonb_array_elements("products"."variants") v, jsonb_array_elements(v -> 'images') vi)
      ), '[]'::json)`,
    })
    .from(products)
    .where(visibleProducts(storeId, eq(products.slug, slug)))
    .limit(1);
  if (!row) return null;
  return {
    ...row,
    reviewAverage: row.reviewAverage === null ? null : Number(row.reviewAverage),
    sizes: new Map(row.media.map((m) => [m.url, { width: m.width, sizes: m.sizes }])),
  };
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
