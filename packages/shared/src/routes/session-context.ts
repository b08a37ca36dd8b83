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

/** Until the dashboards are built, the screens a user is better off starting from, best first. */
const LANDING_WHILE_NO_DASHBOARD = ['getting_started', 'orders_live'];

/** The first built screen of the admin sidebar: the platform admin's landing until their dashboard is built. */
export function masterLandingPath(): string {
  const home = routeNamed('admin_dashboard');
  if (home.screen === 'ready') return home.path;
  return (
    ROUTES.find((r) => r.layout === 'admin' && (r.menuTop || r.menuGroup) && r.screen === 'ready')?.path ?? MASTER_HOME
  );
}

/**
 * Where a user lands after sign-in: billing when the store (or the vendor's subscription) is not
 * active, else their home screen (the owner's dashboard) once it is built and they may open it; else
 * getting started, the live orders, or the first built screen of their sidebar they may open.
 */
export function landingPathFor(ctx: AccessContext): string {
  if (ctx.loginType === 'master') return masterLandingPath();
  if (ctx.storeStatus !== undefined && ctx.storeStatus !== 'active') return routeNamed('billing').path;
  if (ctx.loginType === 'vendor' && ctx.vendorStatus !== 'active') return routeNamed('vendor_billing').path;
  const home = homeRouteFor(ctx.loginType);
  if (home.screen === 'ready' && canAccess(home, ctx)) return home.path;
  const preferred = LANDING_WHILE_NO_DASHBOARD.map(routeNamed).find((r) => r.screen === 'ready' && canAccess(r, ctx));
  if (preferred) return preferred.path;
  const first = ROUTES.find(
    (r) => r.layout === 'store' && (r.menuTop || r.menuGroup) && r.screen === 'ready' && canAccess(r, ctx),
  );
  return (first ?? routeNamed('account')).path;
}
