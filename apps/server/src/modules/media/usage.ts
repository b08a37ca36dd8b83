import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { catalogs, media, products, variantColors } from '../../db/schema/index.js';
import { sqlArray } from '../../platform/sql-array.js';

/** Whether product `p` shows the image at `url`: as one of its own pictures or a variant's. */
const productShows = (url: SQL | AnyPgColumn) => sql`(p.images @> jsonb_build_array(jsonb_build_object('url', ${url}))
  or p.variants @> jsonb_build_array(jsonb_build_object('images', jsonb_build_array(jsonb_build_object('url', ${url})))))`;

/** How many of the store's products (archived ones too) show the media row's image. */
export const productUses = sql<number>`(select count(*)::int from ${products} p
  where p.store_id = ${media.storeId} and ${productShows(media.url)})`;
/** How many of the store's catalogs show the media row's image. */
export const catalogUses = sql<number>`(select count(*)::int from ${catalogs} c
  where c.store_id = ${media.storeId} and c.image = ${media.url})`;

/** How many of the store's variant colours have the media row's image as their swatch. */
export const colourUses = sql<number>`(select count(*)::int from ${variantColors} v
  where v.store_id = ${media.storeId} and v.image = ${media.url})`;

/** Whether a product, one of its variants, a catalog or a colour swatch of the store shows the media row's image. */
export const inUse = sql`(exists (select 1 from ${products} p where p.store_id = ${media.storeId} and ${productShows(media.url)})
  or exists (select 1 from ${catalogs} c where c.store_id = ${media.storeId} and c.image = ${media.url})
  or exists (select 1 from ${variantColors} v where v.store_id = ${media.storeId} and v.image = ${media.url}))`;

type Named = { _id: string; name: string };

/** The products, catalogs and variant colours of the store that show any of `urls`, each once, by name. */
export async function showingAny(db: DbOrTx, storeId: string, urls: string[]) {
  const wanted = sql`unnest(${sqlArray(urls, 'text')}) as u(url)`;
  const productRows = await db.execute(sql`select distinct p.id as "_id", p.name from ${products} p, ${wanted}
    where p.store_id = ${storeId} and ${productShows(sql`u.url`)} order by p.name`);
  const catalogRows = await db.execute(sql`select distinct c.id as "_id", c.name from ${catalogs} c
    where c.store_id = ${storeId} and c.image = any(${sqlArray(urls, 'text')}) order by c.name`);
  const colourRows = await db.execute(sql`select v.id as "_id", v.name from ${variantColors} v
    where v.store_id = ${storeId} and v.image = any(${sqlArray(urls, 'text')}) order by v.name`);
  return { products: rowsOf(productRows), catalogs: rowsOf(catalogRows), colours: rowsOf(colourRows) };
}

/** db.execute answers its rows under `rows` on PGlite and node-postgres alike. */
const rowsOf = (result: unknown): Named[] => (result as { rows: Named[] }).rows;
