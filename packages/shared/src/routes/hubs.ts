import type { AccessContext } from './access-context.js';
import { canAccess } from './access.js';
import { ROUTES } from './route-table.js';
import type { RouteEntry } from './types.js';
import { type Unlock, unlockFor } from './unlock.js';

export interface HubCard {
  route: RouteEntry;
  /** The screen is not built yet: the card is offered, marked as such (docs/decisions.md). */
  comingSoon: boolean;
  /** The store's plan lacks the screen: the card says what would open it (unlockFor), and leads to the plans. */
  unlock: Unlock | null;
}

/**
 * The cards of a section hub for one user: the screens this user may open of the hub's groups, group
 * by group in the hub's order and each in sidebar order, then its named routes; and those only the
 * store's plan keeps closed, marked with what would open them. Empty for a route that is no hub.
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
    .map((route) => ({ route, unlock: unlockFor(route, ctx) }))
    .filter(({ route, unlock }) => unlock !== null || canAccess(route, ctx))
    .sort((a, b) => place(a.route) - place(b.route))
    .map(({ route, unlock }) => ({ route, comingSoon: route.screen !== 'ready', unlock }));
}
