import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderLines, orders, products, storePages } from '../../db/schema/index.js';
import { sqlArray } from '../../platform/sql-array.js';
import { owned } from '../../platform/store-scope.js';
import { visibleProducts } from './shop.repo.js';

/** db.execute answers its rows under `rows` on PGlite and node-postgres alike. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The store's best sellers, most sold first: units on its orders that are paid or delivered and
 * not cancelled; equal sales go newest first. Products never sold are not here (the caller fills
 * the row with the newest).
 */
export async function bestSellerIds(db: Db, storeId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: products.id })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(
      and(
        eq(orderLines.storeId, storeId),
        eq(orders.storeId, storeId),
        ne(orders.status, 'cancelled'),
        or(eq(orders.paymentStatus, 'paid'), eq(orders.status, 'delivered')),
        visibleProducts(storeId),
      ),
    )
    .groupBy(products.id)
    .orderBy(desc(sql`sum(${orderLines.quantity})`), desc(products.createdAt), desc(products.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The newest `limit` shown products of each of these catalogs (active ones only), in one statement. */
export async function catalogRowIds(db: Db, storeId: string, catalogIds: string[], limit: number) {
  if (catalogIds.length === 0) return new Map<string, string[]>();
  const rows = rowsOf<{ catalog_id: string; id: string }>(
    await db.execute(sql`select c.id as catalog_id, p.id from catalogs c cross join lateral (
      select ${products.id} as id from ${products}
      where ${visibleProducts(storeId, sql`${products.catalogIds} @> array[c.id]`)}
      order by ${products.createdAt} desc, ${products.id} desc limit ${limit}) p
    where c.store_id = ${storeId} and c.status = 'active' and c.id = any(${sqlArray(catalogIds, 'uuid')})`),
  );
  const byCatalog = new Map<string, string[]>();
  for (const row of rows) byCatalog.set(row.catalog_id, [...(byCatalog.get(row.catalog_id) ?? []), row.id]);
  return byCatalog;
}

export interface TileCatalog {
  id: string;
  name: string;
  slug: string;
  description: string;
  highlighted: boolean;
  /** Its own picture, else its newest shown product's. */
  cover: string | null;
}

/** These active catalogs and, with `highlights`, the highlighted ones (in their order), each with its cover. */
export async function tileCatalogs(db: Db, storeId: string, ids: string[], highlights: boolean) {
  if (ids.length === 0 && !highlights) return [];
  return rowsOf<TileCatalog>(
    await db.execute(sql`select c.id, c.name, c.slug, c.description, c.highlight_position is not null as highlighted,
      coalesce(c.image, cover.url) as cover
    from catalogs c left join lateral (
      select ${products.images} -> 0 ->> 'url' as url from ${products}
      where c.image is null and ${visibleProducts(storeId, sql`${products.catalogIds} @> array[c.id]`, sql`jsonb_array_length(${products.images}) > 0`)}
      order by ${products.createdAt} desc, ${products.id} desc limit 1) cover on true
    where c.store_id = ${storeId} and c.status = 'active'
      and (c.id = any(${sqlArray(ids, 'uuid')}) ${highlights ? sql`or c.highlight_position is not null` : sql``})
    order by c.highlight_position nulls last, c.id`),
  );
}

/** The newest published pages of the store, with the start of their text (enough for an excerpt). */
export const newestPages = (db: Db, storeId: string, limit: number) =>
  db
    .select({ title: storePages.name, slug: storePages.slug, body: sql<string>`left(${storePages.body}, 4000)` })
    .from(storePages)
    .where(owned(storePages, storeId, eq(storePages.status, 'published')))
    .orderBy(desc(storePages.createdAt), desc(storePages.id))
    .limit(limit);
