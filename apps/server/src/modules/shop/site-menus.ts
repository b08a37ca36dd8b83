import { and, eq, sql } from 'drizzle-orm';
import { MENUS, type NavItem, resolveMenu } from '@stallfront/shared/website';
import type { ShopDocument } from '@stallfront/shared/shop';
import { catalogs, products, storePages, storeSettings } from '../../db/schema/index.js';
import { ofActiveVendor } from '../products/vendor-state.js';
import type { ShopContext } from './shop-store.js';

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

/** The catalog navigation as a menu of one level: what the header shows until a header menu is saved. */
const fromCatalogNavigation = (shop: ShopContext): NavItem[] =>
  shop.menu.flatMap((section) => section.links.map((link) => ({ ...link, children: [] })));

/** The header's and the footer's menus: the saved ones, the header falling back on the catalog navigation. */
export function navOf(shop: ShopContext): ShopDocument['nav'] {
  const saved = shop.settings.menus;
  const pathOf = (id: string) => shop.menuPaths[id] ?? null;
  const header = saved ? resolveMenu(saved.header, shop.store.base, pathOf) : [];
  const label = shop.menu.length === 1 ? (shop.menu[0]?.name ?? 'Menu') : 'Menu';
  return {
    label: header.length > 0 ? 'Menu' : label,
    header: header.length > 0 ? header : fromCatalogNavigation(shop),
    footer: saved ? resolveMenu(saved.footer, shop.store.base, pathOf) : [],
  };
}
