import {
  type AccessContext,
  computeYsFeatures,
  type DeployDetails,
  DEFAULT_THEME_PRIMARY,
  enableReset,
  type LoginType,
  type PackageCategory,
  type PackagePlan,
  permittedRouteNames,
  type QuoteSubType,
  type StoreSession,
  type StoreStatus,
  type StoreType,
  type VendorStatus,
} from '@stallfront/shared';
import { shopBaseUrl } from '../shop/shop-url.js';
import type { SessionRow, StoreRow } from '../../db/schema/index.js';
import { loginTypeOf, type StorePrincipal } from '../../platform/auth/principals.js';
import type { StoreView } from '../../platform/auth/store-view.js';

export interface StoreSessionView {
  login_type: LoginType;
  data: StoreSession;
  ys_features: string[];
  deployDetails: DeployDetails;
  permitted_routes: string[];
}

export const trialStatesOf = (view: StoreView) => view.trials.map((t) => ({ ...t, createdOn: new Date(t.created_at) }));

/** The marker of a platform admin's "sign in as the owner" session, which the console shows as a banner. */
export const supportMarkOf = (session: SessionRow) =>
  session.supportName ? { admin_name: session.supportName, expires_on: session.expiresAt.toISOString() } : undefined;

/** What the route table's rules read of a signed-in principal and its store, features computed now. */
export function routeAccessContext(principal: StorePrincipal, view: StoreView, now: Date): AccessContext {
  const { store, pkg } = view;
  const ysFeatures = computeYsFeatures({
    packageFeatures: pkg.features,
    paidFeatures: store.paidFeatures,
    trials: trialStatesOf(view),
    now,
  });
  const loginType = loginTypeOf(principal);
  return {
    loginType,
    storeId: principal.row.storeId,
    storeType: store.type as StoreType,
    subType: store.subType as QuoteSubType | null,
    storeStatus: store.status as StoreStatus,
    packageId: store.packageId,
    isDemo: store.isDemo,
    ysFeatures,
    subuserFeatures:
      principal.type === 'store_user' && loginType === 'subuser' ? principal.row.subuserFeatures : undefined,
    vendorFeatures: principal.type === 'vendor' ? principal.row.vendorFeatures : undefined,
    vendorStatus: principal.type === 'vendor' ? (principal.row.status as VendorStatus) : undefined,
  };
}

/** The session entity of spec section 3 for whoever is signed in, with features computed now. */
/** `publicUrl`: the server's PUBLIC_URL, where a store's shop answers until its own domain is verified. */
export function buildStoreSession(
  principal: StorePrincipal,
  view: StoreView,
  now: Date,
  publicUrl: string,
): StoreSessionView {
  const { store, pkg } = view;
  const trials = trialStatesOf(view);

  const loginType = loginTypeOf(principal);
  const access = routeAccessContext(principal, view, now);
  const ysFeatures = [...(access.ysFeatures ?? [])];
  const subuserFeatures =
    principal.type === 'store_user' && loginType === 'subuser' ? principal.row.subuserFeatures : undefined;
  return {
    login_type: loginType,
    ys_features: ysFeatures,
    permitted_routes: permittedRouteNames(access),
    deployDetails: {
      deploy_stages: {
        logo: Boolean(store.logo),
        colors: store.themeColors.primary !== DEFAULT_THEME_PRIMARY,
        plan: pkg.plan !== 'free',
        // Done once the store's own domain is verified (modules/domains).
        domain: Boolean(store.customDomain && store.customDomainVerifiedAt),
      },
      trial_features: trials.map((t) => ({
        name: t.name,
        status: t.status,
        uninstalled: t.uninstalled,
        create_on: t.createdOn.toISOString(),
      })),
      vendor_subs_status: ysFeatures.includes('vendor_subs'),
    },
    data: {
      ...storeFields(
        store,
        { category: pkg.category as PackageCategory, plan: pkg.plan as PackagePlan, name: pkg.name },
        publicUrl,
      ),
      // Integration credentials are the owner's business, not a vendor's or a branch's.
      ...(principal.type === 'store_user' ? integrationFields(store) : {}),
      login_id: principal.row.id,
      login_type: loginType,
      login_email: principal.row.email,
      ys_features: ysFeatures,
      ...(subuserFeatures ? { subuser_features: subuserFeatures } : {}),
      ...(principal.type === 'vendor'
        ? {
            vendor_features: principal.row.vendorFeatures,
            vendor_status: principal.row.status as VendorStatus,
            vendor_subscription_ends_at: principal.row.subscriptionEndsAt?.toISOString() ?? null,
            vendor_company: principal.row.companyName,
            ...(principal.row.subDomain ? { vendor_sub_domain: principal.row.subDomain } : {}),
          }
        : {}),
      ...(principal.type === 'branch' ? { branch_name: principal.row.name } : {}),
    },
  };
}

type StoreFields = Omit<
  StoreSession,
  'login_id' | 'login_type' | 'login_email' | 'ys_features' | 'subuser_features' | 'vendor_features'
>;

function storeFields(store: StoreRow, packageInfo: StoreSession['package_info'], publicUrl: string): StoreFields {
  return {
    _id: store.id,
    type: store.type as StoreType,
    sub_type: store.subType as QuoteSubType | null,
    category: store.category as StoreSession['category'],
    name: store.name,
    email: store.email,
    mobile: store.mobile,
    gst_no: store.gstNo,
    website: store.website,
    // Where the shop answers now, not the address written at sign-up (PUBLIC_URL may change).
    base_url: `${shopBaseUrl(publicUrl, store)}/`,
    sub_domain: store.subDomain,
    wallet: store.wallet,
    currency: store.currency,
    currency_types: store.currencyTypes,
    country: store.country,
    created_on: store.createdAt.toISOString(),
    additional_features: store.additionalFeatures,
    company_details: store.companyDetails,
    package_details: {
      package_id: store.packageId,
      billing_status: store.billingStatus as StoreSession['package_details']['billing_status'],
      paid_features: store.paidFeatures,
      trial_expiry: store.trialExpiry?.toISOString() ?? null,
    },
    package_info: packageInfo,
    signup_by: store.signupBy,
    status: store.status as StoreStatus,
    is_demo: store.isDemo,
    enable_reset: enableReset(store.createdAt),
    ...(store.vendorCommission ? { vendor_commission: store.vendorCommission } : {}),
  };
}

function integrationFields(store: StoreRow): Pick<StoreSession, 'payout_gateway' | 'wati_config'> {
  return {
    ...(store.payoutGateway ? { payout_gateway: store.payoutGateway as StoreSession['payout_gateway'] } : {}),
    ...(store.watiConfig ? { wati_config: store.watiConfig } : {}),
  };
}
