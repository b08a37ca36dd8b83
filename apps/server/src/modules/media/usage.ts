import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { WEBSITE_STATES } from '@stallfront/shared/website';
import { adOrders, catalogs, media, products, storeSettings, variantColors } from '../../db/schema/index.js';
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

/** Whether website setting `s` has the image at `url` as one of its values (the pop-up's image, the social image), at any depth. */
const settingShows = (url: SQL | AnyPgColumn) =>
  sql`jsonb_path_exists(s.value, 'strict $.** ? (@ == $url)', jsonb_build_object('url', ${url}::text))`;

/** How many of the store's website settings show the media row's image. */
export const websiteUses = sql<number>`(select count(*)::int from ${storeSettings} s
  where s.store_id = ${media.storeId} and ${settingShows(media.url)})`;

/**
 * Whether ad order `a` shows its own picture now or will: paid or being paid, not rejected, not
 * ended (an ad runs UTC days, rules/ads.ts). An ended ad's picture may go; its row keeps the address.
 */
const adShows = sql`a.status in ('paying', 'pending', 'approved') and a.ends_on > (now() at time zone 'utc')::date`;

/** How many of the store's running or upcoming ads show the media row's image as their picture. */
export const adUses = sql<number>`(select count(*)::int from ${adOrders} a
  where a.store_id = ${media.storeId} and a.image_url = ${media.url} and ${adShows})`;

/** Whether a product, one of its variants, a catalog, a colour swatch or a website setting of the store shows the media row's image. */
export const inUse = sql`(exists (select 1 from ${products} p where p.store_id = ${media.storeId} and ${productShows(media.url)})
  or exists (select 1 from ${catalogs} c where c.store_id = ${media.storeId} and c.image = ${media.url})
  or exists (select 1 from ${variantColors} v where v.store_id = ${media.storeId} and v.image = ${media.url})
  or exists (select 1 from ${storeSettings} s where s.store_id = ${media.storeId} and ${settingShows(media.url)})
  or exists (select 1 from ${adOrders} a where a.store_id = ${media.storeId} and a.image_url = ${media.url} and ${adShows}))`;

const SETTING_NOUNS = new Map<string, string>(WEBSITE_STATES.map((setting) => [setting.key, setting.noun]));

type Named = { _id: string; name: string };

/** The products, catalogs, variant colours and website settings of the store that show any of `urls`, each once, by name. */
export async function showingAny(db: DbOrTx, storeId: string, urls: string[]) {
  const wanted = sql`unnest(${sqlArray(urls, 'text')}) as u(url)`;
  const productRows = await db.execute(sql`select distinct p.id as "_id", p.name from ${products} p, ${wanted}
    where p.store_id = ${storeId} and ${productShows(sql`u.url`)} order by p.name`);
  const catalogRows = await db.execute(sql`select distinct c.id as "_id", c.name from ${catalogs} c
    where c.store_id = ${storeId} and c.image = any(${sqlArray(urls, 'text')}) order by c.name`);
  const colourRows = await db.execute(sql`select v.id as "_id", v.name from ${variantColors} v
    where v.store_id = ${storeId} and v.image = any(${sqlArray(urls, 'text')}) order by v.name`);
  const settingRows = await db.execute(sql`select distinct s.key as "_id" from ${storeSettings} s, ${wanted}
    where s.store_id = ${storeId} and ${settingShows(sql`u.url`)} order by s.key`);
  const website = rowsOf(settingRows).map((row) => ({ _id: row._id, name: SETTING_NOUNS.get(row._id) ?? row._id }));
  const adRows = await db.execute(sql`select a.id as "_id", a.title as name from ${adOrders} a
    where a.store_id = ${storeId} and a.image_url = any(${sqlArray(urls, 'text')}) and ${adShows} order by a.title`);
  const ads = rowsOf(adRows);
  return { products: rowsOf(productRows), catalogs: rowsOf(catalogRows), colours: rowsOf(colourRows), website, ads };
}

/** db.execute answers its rows under `rows` on PGlite and node-postgres alike. */
const rowsOf = (result: unknown): Named[] => (result as { rows: Named[] }).rows;
