import { type GuardInput, guardRedirect } from './guards.js';
import { ROUTES, routeNamed } from './route-table.js';
import type { RouteEntry } from './types.js';

/** A page the command palette offers: a route, with the menu section it sits in. */
export interface PaletteRoute {
  name: string;
  path: string;
  label: string;
  icon: string;
  /** The sidebar group, else the label of the page above it; tells apart pages of one label. */
  section?: string;
  comingSoon: boolean;
}

const isStatic = (route: RouteEntry) => !route.path.includes(':');

/** The nearest page whose path holds this one's: /product-sections/products/new sits under Products. */
function parentOf(route: RouteEntry): RouteEntry | undefined {
  let parent: RouteEntry | undefined;
  for (const other of ROUTES) {
    const holds = other !== route && isStatic(other) && route.path.startsWith(`${other.path}/`);
    if (holds && other.path.length > (parent?.path.length ?? 0)) parent = other;
  }
  return parent;
}

/**
 * Every store-console page the session may open, in table order: the pages the guards let
 * through (so the sidebar's rules and the server's permitted_routes), less those that need an
 * id in their path (a product's form is reached through a product).
 */
export function paletteRoutes(input: GuardInput): PaletteRoute[] {
  return ROUTES.filter((r) => r.layout === 'store' && isStatic(r) && guardRedirect(r.path, input) === null).map(
    (r) => ({
      name: r.name,
      path: r.path,
      label: r.label,
      icon: r.icon,
      section: r.menuGroup ?? parentOf(r)?.label,
      comingSoon: r.screen !== 'ready',
    }),
  );
}

/**
 * Whether the palette searches products: the session may open the product list, whose
 * rules the product form shares (route-table unit test), so every product found opens.
 */
export const paletteFindsProducts = (input: GuardInput): boolean =>
  guardRedirect(routeNamed('products').path, input) === null;

/**
 * Whether the palette finds orders by number (or customer): the session may open the order
 * lists, whose rules the order page shares (unit test), so every order found opens.
 */
export const paletteFindsOrders = (input: GuardInput): boolean =>
  guardRedirect(routeNamed('orders_live').path, input) === null;

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/**
 * The pages whose label and section hold every word typed, in any order; pages whose label
 * starts with the query come first ("cat" finds Catalogs before Appointment categories).
 */
export function matchPaletteRoutes(routes: readonly PaletteRoute[], query: string): PaletteRoute[] {
  const typed = words(query);
  if (typed.length === 0) return [...routes];
  const phrase = typed.join(' ');
  const matches = routes.filter((r) => {
    const haystack = `${r.label} ${r.section ?? ''}`.toLowerCase();
    return typed.every((w) => haystack.includes(w));
  });
  const leads = (r: PaletteRoute) => (r.label.toLowerCase().startsWith(phrase) ? 0 : 1);
  return matches.sort((a, b) => leads(a) - leads(b));
}
