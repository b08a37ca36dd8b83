import { ADMIN_ROUTES, AUTH_ROUTES, ROOT_ROUTES, VENDOR_BRANCH_HOMES, VENDOR_BRANCH_ROUTES } from './other-routes.js';
import { OWNER_ROUTES } from './owner-routes.js';
import type { RouteEntry } from './types.js';

/**
 * Every console route of spec section 2, once. Menus, bottom bars, guards and permitted_routes derive from it.
 *
 * Where the spec lists a segment's values (orders {live|inactive|delivered|cancelled}, quotes
 * {live|confirmed|cancelled}, {customer|guest-user}, admin/payments/{active|inactive}) each value is its
 * own entry with a concrete path: each is its own sidebar item with its own label, and an unlisted value
 * then falls to the 404 like any unknown path. `:param` is kept for segments the spec leaves open
 * (vendor sub-domain, welcome type, payment ids).
 */
export const ROUTES: readonly RouteEntry[] = [
  ...AUTH_ROUTES,
  ...VENDOR_BRANCH_HOMES,
  ...OWNER_ROUTES,
  ...VENDOR_BRANCH_ROUTES,
  ...ADMIN_ROUTES,
  ...ROOT_ROUTES,
];

export const ROUTES_BY_NAME: ReadonlyMap<string, RouteEntry> = new Map(ROUTES.map((r) => [r.name, r]));

export function routeNamed(name: string): RouteEntry {
  const route = ROUTES_BY_NAME.get(name);
  if (!route) throw new Error(`no route named ${name}`);
  return route;
}
