import { FREE_PACKAGE_IDS, PREMIUM_PACKAGE_IDS } from '../catalog/packages.js';
import { allows, type CallActor } from '../rules/call-access.js';
import { shopBuyMode } from '../shop/buy-mode.js';
import type { AccessContext } from './access-context.js';
import { ROUTES } from './route-table.js';
import type { AccessRule, NamedCheck, PackageCondition, RouteEntry } from './types.js';

const has = (list: readonly string[] | undefined, item: string) => Boolean(list?.includes(item));
const hasAny = (list: readonly string[] | undefined, wanted: readonly string[]) => wanted.some((w) => has(list, w));

export function packageMatches(condition: PackageCondition, packageId: string | undefined): boolean {
  const free = packageId !== undefined && FREE_PACKAGE_IDS.includes(packageId);
  const premium = packageId !== undefined && PREMIUM_PACKAGE_IDS.includes(packageId);
  if (condition === 'free') return free;
  if (condition === 'non_free') return !free;
  if (condition === 'premium') return premium;
  return !premium;
}

/** The separate permission checks the spec names but does not define (docs/decisions.md). */
export function passesCheck(check: NamedCheck, ctx: AccessContext): boolean {
  if (check === 'customer_enquiry') {
    return has(ctx.ysFeatures, 'customer_enquiry') || (ctx.storeType === 'quot_based' && ctx.subType === 'enquiry');
  }
  if (check === 'donations') return has(ctx.ysFeatures, 'donations');
  return ctx.loginType === 'admin';
}

function storeTypeAllowed(rule: AccessRule, ctx: AccessContext): boolean {
  if (rule.storeTypes && !(ctx.storeType && rule.storeTypes.includes(ctx.storeType))) return false;
  if (rule.quoteSubTypes && ctx.storeType === 'quot_based' && !has(rule.quoteSubTypes, ctx.subType ?? '')) return false;
  if (
    rule.buyModes &&
    !(ctx.storeType && has(rule.buyModes, shopBuyMode({ type: ctx.storeType, sub_type: ctx.subType })))
  ) {
    return false;
  }
  return true;
}

function featuresAllowed(rule: AccessRule, ctx: AccessContext): boolean {
  if (!rule.features) return true;
  if (rule.alwaysOnFreePackage && packageMatches('free', ctx.packageId)) return true;
  return hasAny(ctx.ysFeatures, rule.features);
}

/** The rules of spec section 6 for one user and one route. */
export function ruleAllows(rule: AccessRule, ctx: AccessContext): boolean {
  if (!storeTypeAllowed(rule, ctx) || !featuresAllowed(rule, ctx)) return false;
  if (rule.package && !packageMatches(rule.package, ctx.packageId)) return false;
  if (rule.demoOrMaster && !(ctx.isDemo || ctx.hasMasterToken)) return false;
  if (rule.check && !passesCheck(rule.check, ctx)) return false;
  if (rule.storeIds && !has(rule.storeIds, ctx.storeId ?? '')) return false;
  if (ctx.loginType === 'subuser' && rule.subuserFeatures && !hasAny(ctx.subuserFeatures, rule.subuserFeatures))
    return false;
  if (ctx.loginType === 'vendor' && rule.vendorFeatures?.some((f) => !has(ctx.vendorFeatures, f))) return false;
  const actor = callActorOf(ctx);
  if (rule.call && actor && !allows(rule.call, actor)) return false;
  return true;
}

/** Whether the store itself has the route's part (its type, features and package), whoever asks. */
export function storeOffers(route: RouteEntry, ctx: AccessContext): boolean {
  const { storeTypes, quoteSubTypes, buyModes, features, alwaysOnFreePackage, package: pkg } = route.access ?? {};
  return ruleAllows({ storeTypes, quoteSubTypes, buyModes, features, alwaysOnFreePackage, package: pkg }, ctx);
}

/** The signed-in store user as a call's access rule sees them; null for the platform admin. */
export function callActorOf(ctx: AccessContext): CallActor | null {
  if (ctx.loginType === 'master') return null;
  return {
    loginType: ctx.loginType,
    subuserFeatures: ctx.subuserFeatures ?? [],
    vendorFeatures: ctx.vendorFeatures ?? [],
    vendorActive: ctx.vendorStatus === undefined || ctx.vendorStatus === 'active',
  };
}

/** Whether the user of `ctx` may open `route` (audience, store state, then the rules). */
export function canAccess(route: RouteEntry, ctx: AccessContext): boolean {
  if (route.audience.includes('public')) return true;
  if (!route.audience.includes(ctx.loginType)) return false;
  if (ctx.loginType === 'master') return true;
  if (ctx.storeStatus !== undefined && ctx.storeStatus !== 'active' && !route.inactiveStoreAllowed) return false;
  if (ctx.loginType === 'vendor' && ctx.vendorStatus !== 'active' && !route.expiredVendorAllowed) return false;
  return ruleAllows(route.access ?? {}, ctx);
}

/** The route names sent at sign-in: every store-layout route this user may open. */
export function permittedRouteNames(ctx: AccessContext): string[] {
  return ROUTES.filter((route) => route.layout === 'store' && canAccess(route, ctx)).map((route) => route.name);
}
