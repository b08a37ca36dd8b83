import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import { sqlArray } from '../../platform/sql-array.js';
import { visibleProducts } from './shop.repo.js';

/** What a home page's sections need read, for the whole page at once. */
export interface HomeWants {
  /** The newest shown products' ids, this many. */
  newest: number;
  /** The best sellers' ids, this many. */
  bestSellers: number;
  /** The newest shown products of each of these catalogs, `limit` of each. */
  catalogRows: { ids: string[]; limit: number };
  /** These catalogs and, with `highlights`, the highlighted ones. */
  tiles: { ids: string[]; highlights: boolean };
  /**
   * The blog section's entries, this many: the newest live posts where the store has a blog
   * (`posts`: its day and zone), else, or while none is live, its newest published pages.
   */
  blog: { count: number; posts: { today: string } | null };
  /** Pictures whose sizes the media store may keep (srcset), besides the tiles' covers. */
  pictures: string[];
}

export interface TileCatalog {
  id: string;
  name: string;
  slug: string;
  description: string;
  highlighted: boolean;
  /** Its own picture, else its newest shown product's. */
  cover: string | null;
  /** The media store's sizes of the cover, for its srcset. */
  coverMedia: { width: number; sizes: number[] } | null;
}

/** A blog section's entry: a post (/blog/{slug}) or, for a store without a blog, a page (/pages/{slug}). */
export interface BlogEntry {
  kind: 'post' | 'page';
  title: string;
  slug: string;
  /** The post's own excerpt; empty for a page. */
  excerpt: string;
  /** The start of its text, for an excerpt. */
  body: string;
}

export interface HomeRows {
  newest: string[];
  bestSellers: string[];
  catalogRows: { catalog_id: string; id: string }[];
  tiles: TileCatalog[];
  blog: BlogEntry[];
  sizes: { url: string; width: number; sizes: number[] }[];
}

const none = sql`'[]'::json`;
const newestFirst = sql`${products.createdAt} desc, ${products.id} desc`;

/** The newest shown products, as the shop's newest sort orders them. */
const newestIds = (storeId: string, limit: number) => sql`(select coalesce(json_agg(x.id), '[]'::json) from (
  select ${products.id} as id from ${products} where ${visibleProducts(storeId)} order by ${newestFirst} limit ${limit}) x)`;

/**
 * The store's best sellers, most sold first: units on its orders that are paid or delivered and
 * not cancelled; equal sales go newest first. Products never sold are not here (the section fills
 * its row with the newest).
 */
const bestSellerIds = (storeId: string, limit: number) => sql`(select coalesce(
    json_agg(x.id order by x.sold desc, x.created_at desc, x.id desc), '[]'::json) from (
  select ${products.id} as id, ${products.createdAt} as created_at, sum(ol.quantity) as sold
  from order_lines ol join orders o on o.id = ol.order_id join ${products} on ${products.id} = ol.product_id
  where ol.store_id = ${storeId} and o.store_id = ${storeId} and o.status <> 'cancelled'
    and (o.payment_status = 'paid' or o.status = 'delivered') and ${visibleProducts(storeId)}
  group by ${products.id} order by sold desc, ${newestFirst} limit ${limit}) x)`;

/** The newest `limit` shown products of each of these catalogs (active ones only). */
const catalogRowIds = (storeId: string, ids: string[], limit: number) => sql`(select coalesce(
    json_agg(json_build_object('catalog_id', c.id, 'id', p.id) order by c.id, p.n), '[]'::json)
  from catalogs c cross join lateral (
    select ${products.id} as id, row_number() over (order by ${newestFirst}) as n from ${products}
    where ${visibleProducts(storeId, sql`${products.catalogIds} @> array[c.id]`)}
    order by ${newestFirst} limit ${limit}) p
  where c.store_id = ${storeId} and c.status = 'active' and c.id = any(${sqlArray(ids, 'uuid')}))`;

/** These active catalogs and maybe the highlighted ones (in their order), each with its cover. */
const tileCatalogs = (storeId: string, ids: string[], highlights: boolean) => sql`(select coalesce(json_agg(
    json_build_object('id', c.id, 'name', c.name, 'slug', c.slug, 'description', c.description,
      'highlighted', c.highlight_position is not null, 'cover', coalesce(c.image, cover.url),
      'coverMedia', (select json_build_object('width', m.width, 'sizes', m.sizes) from media m
                     where m.store_id = c.store_id and m.url = coalesce(c.image, cover.url) limit 1))
    order by c.highlight_position nulls last, c.id), '[]'::json)
  from catalogs c left join lateral (
    select ${products.images} -> 0 ->> 'url' as url from ${products}
    where c.image is null and ${visibleProducts(storeId, sql`${products.catalogIds} @> array[c.id]`, sql`jsonb_array_length(${products.images}) > 0`)}
    order by ${newestFirst} limit 1) cover on true
  where c.store_id = ${storeId} and c.status = 'active'
    and (c.id = any(${sqlArray(ids, 'uuid')}) ${highlights ? sql`or c.highlight_position is not null` : sql``}))`;

/** The newest published pages, with the start of their text (enough for an excerpt). */
const newestPages = (storeId: string, limit: number) => sql`(select coalesce(json_agg(json_build_object(
      'kind', 'page', 'title', x.name, 'slug', x.slug, 'excerpt', '', 'body', x.body) order by x.created_at desc, x.id desc), '[]'::json)
  from (select id, name, slug, left(body, 4000) as body, created_at from store_pages
        where store_id = ${storeId} and status = 'published' order by created_at desc, id desc limit ${limit}) x)`;

/** The newest live blog posts, in the blog's own order (blog.repo.ts livePosts). */
const newestPosts = (storeId: string, limit: number, { today }: { today: string }) =>
  sql`(select coalesce(json_agg(json_build_object(
      'kind', 'post', 'title', x.name, 'slug', x.slug, 'excerpt', x.excerpt, 'body', x.body) order by x.day desc, x.id desc), '[]'::json)
  from (select id, name, slug, excerpt, left(body, 4000) as body,
          publish_on as day from blog_posts
        where store_id = ${storeId} and status = 'published' and publish_on <= ${today}::date
        order by publish_on desc, id desc limit ${limit}) x)`;

/** The blog section's entries: the newest live posts, else (no blog, or none live yet) the newest pages. */
function blogEntries(storeId: string, { count, posts }: HomeWants['blog']) {
  if (!posts) return newestPages(storeId, count);
  return sql`(select case when json_array_length(x.posts) > 0 then x.posts else x.pages end
    from (select ${newestPosts(storeId, count, posts)} as posts, ${newestPages(storeId, count)} as pages) x)`;
}

/** The media store's sizes of these pictures of the store (its own uploads only). */
const pictureSizes = (storeId: string, urls: string[]) => sql`(select coalesce(
    json_agg(json_build_object('url', m.url, 'width', m.width, 'sizes', m.sizes)), '[]'::json)
  from media m where m.store_id = ${storeId} and m.url = any(${sqlArray(urls, 'text')}))`;

/** Everything the sections need but their product cards, in one statement. */
export async function readHomeRows(db: Db, storeId: string, wants: HomeWants): Promise<HomeRows> {
  const part = (wanted: boolean, query: () => SQL) => (wanted ? query() : none);
  const { catalogRows, tiles } = wants;
  const own = [...new Set(wants.pictures.filter((url) => url.startsWith('/media/')))];
  const result = await db.execute(sql`select
    ${part(wants.newest > 0, () => newestIds(storeId, wants.newest))} as "newest",
    ${part(wants.bestSellers > 0, () => bestSellerIds(storeId, wants.bestSellers))} as "bestSellers",
    ${part(catalogRows.ids.length > 0, () => catalogRowIds(storeId, catalogRows.ids, catalogRows.limit))} as "catalogRows",
    ${part(tiles.ids.length > 0 || tiles.highlights, () => tileCatalogs(storeId, tiles.ids, tiles.highlights))} as "tiles",
    ${part(wants.blog.count > 0, () => blogEntries(storeId, wants.blog))} as "blog",
    ${part(own.length > 0, () => pictureSizes(storeId, own))} as "sizes"`);
  // db.execute answers its rows under `rows` on PGlite and node-postgres alike.
  return (result as unknown as { rows: HomeRows[] }).rows[0] as HomeRows;
}
