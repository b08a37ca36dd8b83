import { and, eq, sql } from 'drizzle-orm';
import { MENUS } from '@stallfront/shared/website';
import { catalogs, products, storePages, storeSettings } from '../../db/schema/index.js';
import { ofActiveVendor } from '../products/vendor-state.js';

/**
 * Read with the store row: the shop path of each shown catalog, visible product and published
 * page that the saved menus link (their `target`s at any depth), by id. Read by id, so a renamed
 * slug is followed and a hidden one drops its item.
 */
export const menuPathsColumn = sql<Record<string, string>>`coalesce((
  select json_object_agg(linked.id, linked.path) from (
    select ${catalogs.id}::text as id, '/c/' || ${catalogs.slug} as path from ${catalogs}
      where ${catalogs.storeId} = "stores"."id" and ${catalogs.status} = 'active'
    union all
    select ${products.id}::text, '/p/' || ${products.slug} from ${products}
      where ${and(sql`${products.storeId} = "stores"."id"`, eq(products.archived, false), eq(products.status, 'active'), ofActiveVendor)}
    union all
    select ${storePages.id}::text, '/pages/' || ${storePages.slug} from ${storePages}
      where ${storePages.storeId} = "stores"."id" and ${storePages.status} = 'published'
  ) linked
  where linked.id in (
    select jsonb_path_query(${storeSettings.value}, 'strict $.**.target') #>> '{}' from ${storeSettings}
    where ${storeSettings.storeId} = "stores"."id" and ${storeSettings.key} = ${MENUS.key})), '{}'::json)`;
