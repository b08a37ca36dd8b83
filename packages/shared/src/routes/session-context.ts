import type { StoreSession } from '../schemas/session.js';
import type { AccessContext } from './access-context.js';
import { canAccess } from './access.js';
import { MASTER_HOME } from './guards.js';
import { ROUTES, routeNamed } from './route-table.js';
import type { RouteEntry } from './types.js';

/** The console's view of a signed-in store user, built from the session entity sign-in returned. */
export function accessContextOf(session: StoreSession, hasMasterToken = false): AccessContext {
  return {
    loginType: session.login_type,
    storeId: session._id,
    storeType: session.type,
    subType: session.sub_type,
    storeStatus: session.status,
    packageId: session.package_details.package_id,
    isDemo: session.is_demo,
    ysFeatures: session.ys_features,
    subuserFeatures: session.subuser_features,
    vendorFeatures: session.vendor_features,
    vendorStatus: session.vendor_status,
    hasMasterToken,
  };
}

const HOME_BY_LOGIN_TYPE = {
  admin: 'dashboard',
  subuser: 'dashboard',
  vendor: 'vendor_dashboard',
  branch: 'branch_dashboard',
} as const;

/** The dashboard a store user's header logo and sign-in lead to. */
export const homeRouteFor = (loginType: keyof typeof HOME_BY_LOGIN_TYPE): RouteEntry =>
  routeNamed(HOME_BY_LOGIN_TYPE[loginType]);

/**
 * Where a user lands after sign-in: their home screen (for owners and staff, getting started while the
 * dashboard is not built), billing when the store (or the vendor's
 * subscription) is not active, else the first screen of their sidebar they may open.
 */
export function landingPathFor(ctx: AccessContext): string {
  if (ctx.loginType === 'master') return MASTER_HOME;
  if (ctx.storeStatus !== undefined && ctx.storeStatus !== 'active') return routeNamed('billing').path;
  if (ctx.loginType === 'vendor' && ctx.vendorStatus !== 'active') return routeNamed('vendor_billing').path;
  const home = homeRouteFor(ctx.loginType);
  // Until the dashboard is built, a real page beats a "coming soon" one.
  const gettingStarted = routeNamed('getting_started');
  if (home.name === 'dashboard' && home.screen !== 'ready' && canAccess(gettingStarted, ctx)) {
    return gettingStarted.path;
  }
  if (canAccess(home, ctx)) return home.path;
  const first = ROUTES.find((r) => r.layout === 'store' && (r.menuTop || r.menuGroup) && canAccess(r, ctx));
  return (first ?? routeNamed('account')).path;
}
