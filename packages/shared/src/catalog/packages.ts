import type { FeatureKey } from './features.js';

/**
 * Packages (plans). Spec section 1 names two categories and two paid plans; the free
 * plans and the fixed ids are our design (docs/decisions.md). Fees are basis points:
 * 200 = 2%.
 */
export const PACKAGE_CATEGORIES = ['genie', 'pro'] as const;
export type PackageCategory = (typeof PACKAGE_CATEGORIES)[number];

export const PACKAGE_PLANS = ['free', 'essential', 'professional'] as const;
export type PackagePlan = (typeof PACKAGE_PLANS)[number];

export const PACKAGE_IDS = {
  genieFree: 'pkg_genie_free',
  proFree: 'pkg_pro_free',
  essential: 'pkg_essential',
  professional: 'pkg_professional',
} as const;

export const FREE_PACKAGE_IDS: readonly string[] = [PACKAGE_IDS.genieFree, PACKAGE_IDS.proFree];
export const PREMIUM_PACKAGE_IDS: readonly string[] = [PACKAGE_IDS.professional];

const BASE_FEATURES: FeatureKey[] = ['product_reviews', 'feedback', 'newsletter', 'tax_rates', 'delivery_methods'];

const ESSENTIAL_FEATURES: FeatureKey[] = [
  ...BASE_FEATURES,
  'custom_domain',
  'customer_portal',
  'online_payments',
  'image_uploader',
  'coupon_codes',
  'shipping_methods',
  'abandoned_cart',
  'announcement_bar',
  'store_popup',
];

const PROFESSIONAL_FEATURES: FeatureKey[] = [
  ...ESSENTIAL_FEATURES,
  'link_domain',
  'google_integration',
  'facebook_integration',
  'seo_editor',
  '5_staff',
  'giftcard',
  'customer_enquiry',
  'blogs',
];

export interface PackageDefinition {
  id: string;
  name: string;
  category: PackageCategory;
  plan: PackagePlan;
  /** Transaction fee in basis points (1/100 of a percent). */
  transactionFeeBps: number;
  /** Monthly price in minor units of `currency`. */
  monthlyPrice: number;
  currency: string;
  /** null means unlimited. */
  productLimit: number | null;
  features: FeatureKey[];
  highlights: string[];
}

export const LIMITED_PRODUCT_COUNT = 50;

export const PACKAGES: PackageDefinition[] = [
  {
    id: PACKAGE_IDS.genieFree,
    name: 'Genie Free',
    category: 'genie',
    plan: 'free',
    transactionFeeBps: 200,
    monthlyPrice: 0,
    currency: 'USD',
    productLimit: LIMITED_PRODUCT_COUNT,
    features: BASE_FEATURES,
    highlights: ['Up to 50 products', 'Product reviews'],
  },
  {
    id: PACKAGE_IDS.proFree,
    name: 'Pro Free',
    category: 'pro',
    plan: 'free',
    transactionFeeBps: 200,
    monthlyPrice: 0,
    currency: 'USD',
    productLimit: LIMITED_PRODUCT_COUNT,
    features: BASE_FEATURES,
    highlights: ['Up to 50 products', 'Product reviews', '14-day trial of Professional features'],
  },
  {
    id: PACKAGE_IDS.essential,
    name: 'Essential',
    category: 'pro',
    plan: 'essential',
    transactionFeeBps: 200,
    monthlyPrice: 1900,
    currency: 'USD',
    productLimit: null,
    features: ESSENTIAL_FEATURES,
    highlights: ['Custom domain link', 'Unlimited products and reviews', 'Customer portal', 'Online payments'],
  },
  {
    id: PACKAGE_IDS.professional,
    name: 'Professional',
    category: 'pro',
    plan: 'professional',
    transactionFeeBps: 150,
    monthlyPrice: 4900,
    currency: 'USD',
    productLimit: null,
    features: PROFESSIONAL_FEATURES,
    highlights: ['Link an existing domain', 'Google and Facebook integrations', 'SEO editor', 'Staff accounts'],
  },
];

/** Spec section 9: the default signup plan is "pro"; a new store starts on Pro Free with a trial. */
export const DEFAULT_SIGNUP_PACKAGE_ID = PACKAGE_IDS.proFree;

/** What a new store may try for free for TRIAL_DAYS. */
export const TRIAL_FEATURES: FeatureKey[] = PROFESSIONAL_FEATURES.filter((f) => !BASE_FEATURES.includes(f));
