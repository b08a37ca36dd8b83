import { and, eq, type SQL, sql } from 'drizzle-orm';
import { MENUS } from '@stallfront/shared/website';
import { catalogs, collections, products, storePages, storeSettings } from '../../db/schema/index.js';
import { ofActiveVendor } from '../products/vendor-state.js';

/** The ids the saved menus name: every `target` at any depth that is a uuid (the rest are addresses and policies). */
const linkedIds = sql`(select (target #>> '{}')::uuid from ${storeSettings},
    jsonb_path_query(${storeSettings.value}, 'strict $.**.target') as target
  where ${storeSettings.storeId} = "stores"."id" and ${storeSettings.key} = ${MENUS.key}
    and (target #>> '{}') ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$')`;

/** One table's rows the menus link, while shown, as (id, shop path): looked up by primary key. */
const linked = (
  table: typeof catalogs | typeof products | typeof storePages | typeof collections,
  prefix: string,
  shown: SQL | undefined,
) =>
  sql`select ${table.id}::text as id, ${prefix} || ${table.slug} as path from ${table}
    where ${table.id} in ${linkedIds} and ${table.storeId} = "stores"."id" and ${shown}`;

/**
 * Read with the store row: the shop path of each shown catalog, visible product, published
 * page and published collection that the saved menus link, by id. Read by id, so a renamed slug is followed and a hidden
 * one drops its item.
 */
export const menuPathsColumn = sql<Record<string, string>>`coalesce((
  select json_object_agg(menu_link.id, menu_link.path) from (
    ${linked(catalogs, '/c/', eq(catalogs.status, 'active'))}
    union all
    ${linked(products, '/p/', and(eq(products.archived, false), eq(products.status, 'active'), ofActiveVendor))}
    union all
    ${linked(storePages, '/pages/', eq(storePages.status, 'published'))}
    union all
    ${linked(collections, '/collections/', eq(collections.status, 'published'))}
  ) menu_link), '{}'::json)`;
