import type { LoginType } from '../catalog/store.js';
import type { AccessContext } from './access-context.js';
import { canAccess } from './access.js';
import { ROUTES } from './route-table.js';
import type { RouteEntry } from './types.js';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MATCHERS = ROUTES.map((route) => ({
  route,
  pattern: new RegExp(
    `^${route.path
      .split('/')
      .map((s) => (s.startsWith(':') ? '[^/]+' : escapeRegExp(s)))
      .join('/')}/?$`,
  ),
}));

/** The route a concrete pathname belongs to; static paths win over dynamic ones. */
export function findRoute(pathname: string): RouteEntry | undefined {
  const matches = MATCHERS.filter((m) => m.pattern.test(pathname)).map((m) => m.route);
  return matches.find((r) => !r.path.includes(':')) ?? matches[0];
}

export interface GuardInput {
  hasStoreToken: boolean;
  hasMasterToken: boolean;
  /** The signed-in store user's access context, when there is one. */
  ctx?: AccessContext;
  /** The route names the server permitted at sign-in; a store route outside it is refused. */
  permittedRoutes?: readonly string[];
  /** The signed-in user's own sign-in page (`signInPathFor`), where a refusal sends them; else the owner's. */
  signInPath?: string;
}

export interface GuardRedirect {
  to: string;
  /** Clear local and session storage first (spec section 2). */
  clearStorage?: boolean;
}

export const SIGN_IN = '/session/signin';
export const MASTER_SIGN_IN = '/session/signin/master';
export const NOT_FOUND = '/404';
export const MASTER_HOME = '/admin/dashboard';

/** Whether the light sign-in document draws this page rather than the console (RouteEntry.document). */
export const drawnBySignInDocument = (pathname: string): boolean => findRoute(pathname)?.document === 'signin';

/**
 * The sign-in page of each kind of user (spec section 2): where signing out, a refused route and an
 * ended session send them. A vendor signs in on the store's branded page, a branch on its own page.
 */
export function signInPathFor(loginType: LoginType | 'master' | undefined, subDomain?: string): string {
  if (loginType === 'master') return MASTER_SIGN_IN;
  if (loginType === 'vendor' && subDomain) return `/vendor/signin/${encodeURIComponent(subDomain)}`;
  if (loginType === 'branch') return '/branch/signin';
  return SIGN_IN;
}

/** Where the guards of spec section 2 send a navigation to `pathname`; null lets it through. */
export function guardRedirect(pathname: string, input: GuardInput): GuardRedirect | null {
  if (pathname === '' || pathname === '/') return { to: SIGN_IN };
  const route = findRoute(pathname);
  if (!route) return { to: NOT_FOUND };
  if (route.audience.includes('master')) return input.hasMasterToken ? null : { to: MASTER_SIGN_IN };
  if (route.layout !== 'store') return null;

  const { ctx } = input;
  const signIn = input.signInPath ?? SIGN_IN;
  if (!input.hasStoreToken || !ctx) return { to: signIn, clearStorage: true };
  if (ctx.storeStatus && ctx.storeStatus !== 'active' && !route.inactiveStoreAllowed) return { to: '/account/billing' };
  if (ctx.loginType === 'vendor' && ctx.vendorStatus !== 'active' && !route.expiredVendorAllowed) {
    return { to: '/vendor-account/vendor-billing' };
  }
  const permitted = input.permittedRoutes ? input.permittedRoutes.includes(route.name) : canAccess(route, ctx);
  return permitted ? null : { to: signIn, clearStorage: true };
}
