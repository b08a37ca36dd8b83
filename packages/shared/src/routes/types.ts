import type { FeatureKey, SubuserFeature, VendorFeature } from '../catalog/features.js';
import type { LoginType, QuoteSubType, StoreType } from '../catalog/store.js';
import type { CallAccess } from '../rules/call-access.js';
import type { ShopBuyMode } from '../shop/buy-mode.js';

/**
 * Where a screen renders: the sign-in pages, the store-branded vendor and branch sign-in
 * (spec section 2: "vendor layout"), the signed-in store console (owners, staff, vendors and
 * branches alike; spec "Store layout behaviour" covers the vendor too), the platform admin, or bare.
 */
export type Layout = 'auth' | 'vendor_auth' | 'store' | 'admin' | 'root';

/** Who may ever open a route; `public` needs no sign-in. */
export type Audience = LoginType | 'master' | 'public';

export type PackageCondition = 'free' | 'non_free' | 'premium' | 'not_premium';

/** The named permission checks of spec section 2, decided in access.ts. */
export type NamedCheck = 'customer_enquiry' | 'donations' | 'deployment';

/** The conditions of spec section 6; every condition present must hold. */
export interface AccessRule {
  /** Any one of these in ys_features. */
  features?: readonly FeatureKey[];
  /** With `features`: the free package sees the route without them (Product Reviews). */
  alwaysOnFreePackage?: boolean;
  /** A subuser needs any one of these in subuser_features. */
  subuserFeatures?: readonly SubuserFeature[];
  /** A vendor needs all of these in vendor_features. */
  vendorFeatures?: readonly VendorFeature[];
  storeTypes?: readonly StoreType[];
  /** For quot_based stores only: the sub types that see the route. */
  quoteSubTypes?: readonly QuoteSubType[];
  /**
   * What the store's shop takes (shopBuyMode: carts ending in orders, quote requests, bookings):
   * the lists of what it cannot take would stay empty, so they are not shown.
   */
  buyModes?: readonly ShopBuyMode[];
  package?: PackageCondition;
  /** The App Store rule: a master token or a demo store. */
  demoOrMaster?: boolean;
  check?: NamedCheck;
  /** Store ids that see the route (the notification settings of one store). */
  storeIds?: readonly string[];
  /** The access rule of the calls the screen is for: only those the server admits see it. */
  call?: CallAccess;
}

/** A section page that shows its screens as cards (spec section 2's section routes: /setup, /setting…). */
export interface HubSpec {
  /** The sidebar groups whose screens the hub offers. */
  groups?: readonly string[];
  /** Screens off the sidebar the hub offers too, by route name. */
  routes?: readonly string[];
}

export interface RouteEntry {
  /** Stable key: what the server lists in permitted_routes. */
  name: string;
  /** `:param` marks a dynamic segment. */
  path: string;
  layout: Layout;
  label: string;
  /** A Tabler icon name. */
  icon: string;
  audience: readonly Audience[];
  /** Sidebar group; undefined keeps the route out of the sidebar (hubs, detail pages). */
  menuGroup?: string;
  /** A top-level sidebar entry without a group. */
  menuTop?: boolean;
  /** Reachable while the store is inactive (deployment and billing). */
  inactiveStoreAllowed?: boolean;
  /** The one place an expired vendor may go. */
  expiredVendorAllowed?: boolean;
  access?: AccessRule;
  /** A section hub: its screen is the generic hub page, showing these screens as cards. */
  hub?: HubSpec;
  /** Whether the screen exists yet; 'coming_soon' routes show a panel saying so. */
  screen: 'ready' | 'coming_soon';
  /**
   * 'signin': drawn by the light sign-in document (apps/web/src/signin: Preact, none of the
   * console's code), so a sign-in page loads a fraction of the console's JavaScript.
   */
  document?: 'signin';
  /**
   * The demo store (its sub_domain) whose account the browser walk of every ready screen opens this
   * one as, where the first account the guards let in has nothing on it to draw (e2e/route-walk).
   */
  demoStore?: string;
}
