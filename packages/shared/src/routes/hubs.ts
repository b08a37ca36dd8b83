import type { AccessContext } from './access-context.js';
import { canAccess } from './access.js';
import { ROUTES } from './route-table.js';
import type { RouteEntry } from './types.js';

export interface HubCard {
  route: RouteEntry;
  /** The screen is not built yet: the card is offered, marked as such (docs/decisions.md). */
  comingSoon: boolean;
}

/**
 * The cards of a section hub for one user: the screens this user may open of the hub's groups, group
 * by group in the hub's order and each in sidebar order, then its named routes. Empty for a route that is no hub.
 */
export function hubCardsFor(hub: RouteEntry, ctx: AccessContext): HubCard[] {
  const spec = hub.hub;
  if (!spec) return [];
  const groups = spec.groups ?? [];
  const place = (route: RouteEntry) => {
    const group = route.menuGroup === undefined ? -1 : groups.indexOf(route.menuGroup);
    if (group !== -1) return group;
    return spec.routes?.includes(route.name) ? groups.length : -1;
  };
  return ROUTES.filter((route) => route.name !== hub.name && route.layout === 'store' && place(route) !== -1)
    .filter((route) => canAccess(route, ctx))
    .sort((a, b) => place(a) - place(b))
    .map((route) => ({ route, comingSoon: route.screen !== 'ready' }));
}
