import { PACKAGES, type PackageDefinition } from '../catalog/packages.js';
import type { AccessContext } from './access-context.js';
import { canAccess } from './access.js';
import type { RouteEntry } from './types.js';

/** How a store gets a screen its features lack: a plan that has them, or an add-on no plan includes. */
export type Unlock = { kind: 'plan'; plan: PackageDefinition } | { kind: 'addon' };

const PAID_PLANS = PACKAGES.filter((plan) => plan.monthlyPrice > 0).sort((a, b) => a.monthlyPrice - b.monthlyPrice);

/**
 * What would open `route` for the store's owner when only the store's features keep it closed:
 * the cheapest paid plan with one of its features, else an add-on. Null when the user may open it
 * already, is not the owner (who alone changes the plan), or when something besides features
 * closes it (the store's type): a prompt to upgrade would then promise what an upgrade does not give.
 */
export function unlockFor(route: RouteEntry, ctx: AccessContext): Unlock | null {
  const features = route.access?.features;
  if (ctx.loginType !== 'admin' || !features?.length || canAccess(route, ctx)) return null;
  if (!canAccess(route, { ...ctx, ysFeatures: [...ctx.ysFeatures, ...features] })) return null;
  const plan = PAID_PLANS.find((p) => p.features.some((feature) => features.includes(feature)));
  return plan ? { kind: 'plan', plan } : { kind: 'addon' };
}
