import type { AccessContext } from './access-context.js';
import { canAccess } from './access.js';
import { ROUTES, routeNamed } from './route-table.js';
import type { Layout, RouteEntry } from './types.js';

export interface MenuGroup {
  /** Undefined for the top-level entries. */
  group?: string;
  items: RouteEntry[];
}

/** The sidebar: permitted routes in table order, top-level entries and groups as they first appear. */
export function menuFor(ctx: AccessContext, layout: Extract<Layout, 'store' | 'admin'>): MenuGroup[] {
  const groups: MenuGroup[] = [];
  for (const route of ROUTES) {
    if (route.layout !== layout || !(route.menuGroup || route.menuTop) || !canAccess(route, ctx)) continue;
    const last = groups.at(-1);
    const key = route.menuTop ? undefined : route.menuGroup;
    const existing = key ? groups.find((g) => g.group === key) : last && !last.group ? last : undefined;
    if (existing) existing.items.push(route);
    else groups.push({ group: key, items: [route] });
  }
  return groups;
}

export interface BottomBarItem {
  label: string;
  path: string;
  icon: string;
  /** Path prefixes that highlight the item besides its own path. */
  alsoActiveUnder?: string[];
}

const item = (name: string, label?: string, extra: Partial<BottomBarItem> = {}): BottomBarItem => {
  const route = routeNamed(name);
  return { label: label ?? route.label, path: route.path, icon: route.icon, ...extra };
};

/** The owner's phone bottom bar (spec section 2, "Store layout behaviour"). */
export function ownerBottomBar(ctx: AccessContext): BottomBarItem[] {
  const quoteBased = ctx.storeType === 'quot_based';
  const third =
    quoteBased && ctx.subType === 'enquiry'
      ? item('enquiries')
      : item('orders', quoteBased ? 'Quotes' : 'Orders', quoteBased ? { icon: 'IconFileInvoice' } : {});
  const items = [
    item('dashboard', 'Home', { icon: 'IconHome' }),
    item('product_sections'),
    third,
    item('website'),
    item('settings', undefined, { alsoActiveUnder: ['/vendors/'] }),
  ];
  return items.filter((entry) => isPermitted(entry.path, ctx));
}

/** The vendor's phone bottom bar. */
export function vendorBottomBar(ctx: AccessContext): BottomBarItem[] {
  const items = [
    item('vendor_dashboard', 'Home', { icon: 'IconHome' }),
    item('products'),
    item('vendors_settlement'),
    item('ad_management'),
    item('vendor_account', 'Account'),
  ];
  return items.filter((entry) => isPermitted(entry.path, ctx));
}

function isPermitted(path: string, ctx: AccessContext): boolean {
  const route = ROUTES.find((r) => r.path === path);
  return route !== undefined && canAccess(route, ctx);
}
