import { type NavItem, resolveMenu } from '@stallfront/shared/website';
import type { ShopDocument } from '@stallfront/shared/shop';
import type { ShopContext } from './shop-store.js';

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
