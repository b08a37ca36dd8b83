import { FEATURE_INFO } from '../catalog/feature-info.js';
import { FEATURE_GROUPS, type FeatureGroup, type FeatureKey } from '../catalog/features.js';
import type { QuoteSubType, StoreType } from '../catalog/store.js';
import { storeOffers } from '../routes/access.js';
import { ROUTES } from '../routes/route-table.js';
import type { RouteEntry } from '../routes/types.js';
import { isTrialActive, type TrialFeatureState, trialEndOf } from './trial.js';

/**
 * The App Store offers every feature group but the staff tiers and deployment, which come with
 * the plans (/deployment/plans) rather than one by one (docs/decisions.md, "App store").
 */
export const APP_STORE_GROUPS = (Object.keys(FEATURE_GROUPS) as FeatureGroup[]).filter(
  (group) => group !== 'Store management',
);
export const APP_STORE_FEATURES = APP_STORE_GROUPS.flatMap((group) => [...FEATURE_GROUPS[group]]) as FeatureKey[];

export const APP_STATES = ['included', 'installed', 'trial', 'trial_ended', 'not_installed'] as const;
export type AppState = (typeof APP_STATES)[number];

/** Store types that may use a feature, where its routes alone do not say (they gate by type, not feature). */
const SELLING_ONLY: readonly StoreType[] = ['order_based', 'quot_based', 'multi_vendor', 'service_based'];
const TYPES_BEYOND_ROUTES: Partial<Record<FeatureKey, readonly StoreType[]>> = {
  store_pickup: SELLING_ONLY,
  online_payments: SELLING_ONLY,
  abandoned_cart: SELLING_ONLY,
  // Spec section 6: the wallet is for multi-vendor stores only, as vendors are.
  wallet: ['multi_vendor'],
  vendors: ['multi_vendor'],
  vendor_subs: ['multi_vendor'],
};

const routesGatedBy = (feature: string): RouteEntry[] =>
  ROUTES.filter((route) => route.layout === 'store' && route.access?.features?.includes(feature as FeatureKey));

export interface MenuUnlock {
  route: string;
  label: string;
  path: string;
  icon: string;
  group: string | null;
}

/** The sidebar entries a feature opens, straight from the route table. */
export function menusUnlockedBy(feature: string): MenuUnlock[] {
  return routesGatedBy(feature)
    .filter((route) => route.menuGroup || route.menuTop)
    .map((route) => ({
      route: route.name,
      label: route.label,
      path: route.path,
      icon: route.icon,
      group: route.menuGroup ?? null,
    }));
}

export interface StoreKind {
  storeType: StoreType;
  subType?: QuoteSubType | null;
}

/**
 * Whether a store of this type has any use for the feature: one of the screens it gates is
 * offered to the type (the route table's store types, sub types and buy modes), or it gates no
 * screen and the type is not excluded above.
 */
export function storeTypeMayHave(feature: string, { storeType, subType }: StoreKind): boolean {
  const types = TYPES_BEYOND_ROUTES[feature as FeatureKey];
  if (types && !types.includes(storeType)) return false;
  const routes = routesGatedBy(feature);
  if (!routes.length) return true;
  const ctx = { loginType: 'admin' as const, storeType, subType: subType ?? undefined, ysFeatures: [feature] };
  return routes.some((route) => storeOffers(route, ctx));
}

export interface StoreFeatureFacts {
  packageFeatures: readonly string[];
  paidFeatures: readonly string[];
  trials: readonly TrialFeatureState[];
  now: Date;
}

export interface AppStanding {
  state: AppState;
  /** The end of the feature's trial (running or over); null when it never had one. */
  trialEndsOn: Date | null;
  /** A trial is once per feature per store, even one uninstalled early. */
  trialUsed: boolean;
}

/** Where a feature stands for a store: the plan gives it, it was bought, on trial, trial over, or not there. */
export function appStanding(feature: string, facts: StoreFeatureFacts): AppStanding {
  const trial = facts.trials.find((t) => t.name === feature);
  const trialEndsOn = trial ? trialEndOf(trial) : null;
  const trialUsed = Boolean(trial);
  const standing = (state: AppState): AppStanding => ({ state, trialEndsOn, trialUsed });
  if (facts.packageFeatures.includes(feature)) return standing('included');
  if (facts.paidFeatures.includes(feature)) return standing('installed');
  if (trial && isTrialActive(trial, facts.now)) return standing('trial');
  if (trial) return standing('trial_ended');
  return standing('not_installed');
}

export type AppAction = 'trial' | 'install' | 'uninstall';

/** Why a store may not do `action` to a feature now, or null when it may: the server and the screen both ask. */
export function appActionRefusal(
  action: AppAction,
  feature: string,
  standing: AppStanding,
  offered: boolean,
): string | null {
  const name = FEATURE_INFO[feature as FeatureKey]?.name ?? feature;
  if (action === 'uninstall') {
    if (standing.state === 'included') return `${name} comes with your plan and cannot be uninstalled.`;
    if (standing.state === 'installed' || standing.state === 'trial') return null;
    return `${name} is not installed.`;
  }
  if (!offered) return `${name} is not available for your type of store.`;
  if (standing.state === 'included') return `${name} already comes with your plan.`;
  if (standing.state === 'installed') return `${name} is already installed.`;
  if (action === 'install') return null;
  if (standing.trialUsed)
    return `You have already tried ${name}: a trial is once per feature. Install it to keep using it.`;
  return null;
}
