import { useMatches } from 'react-router';
import type { RouteEntry } from '@stallfront/shared/routes';

/** The route-table entry of the deepest matched route; the router puts it in each route's handle. */
export function useCurrentRoute(): RouteEntry | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as { route?: RouteEntry } | undefined;
    if (handle?.route) return handle.route;
  }
  return undefined;
}
