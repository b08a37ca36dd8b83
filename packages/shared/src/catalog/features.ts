/**
 * The store feature catalog. Spec section 1 names the groups; the keys are ours
 * (docs/decisions.md). A feature key is what ys_features, paid_features, trial
 * features and package features hold.
 */
export const FEATURE_GROUPS = {
  'Customer Service': ['customer_enquiry', 'chat_support', 'feedback', 'newsletter', 'notification'],
  Fulfilment: ['store_pickup', 'quick_orders', 'appointments', 'delivery_methods', 'abandoned_cart'],
  Marketing: [
    'coupon_codes',
    'giftcard',
    'gift_coupon',
    'seo_editor',
    'google_integration',
    'facebook_integration',
    'ad_management',
    'web_stories',
  ],
  Sales: ['online_payments', 'customer_portal', 'donations', 'currency_types', 'wallet'],
  'Sourcing and selling products': [
    'vendors',
    'vendor_subs',
    'addon_products',
    'measurement_sets',
    'size_chart',
    'image_uploader',
    'product_reviews',
    'shop_assistant',
    'sizing_assistant',
  ],
  'Shipping and Delivery': ['shipping_methods', 'tax_rates'],
  'Store Design': [
    'custom_domain',
    'link_domain',
    'site_gallery',
    'store_popup',
    'announcement_bar',
    'chat_configuration',
    'catalog_page',
    'collections',
    'blogs',
    'advanced_blogs',
    'articles',
    'recipes',
  ],
  'Store management': ['1_staff', '5_staff', '10_staff', '20_staff', 'deployment'],
} as const satisfies Record<string, readonly string[]>;

export type FeatureGroup = keyof typeof FEATURE_GROUPS;
export type FeatureKey = (typeof FEATURE_GROUPS)[FeatureGroup][number];

export const FEATURE_KEYS = Object.values(FEATURE_GROUPS).flat() as FeatureKey[];

/** Staff tiers of spec section 9: any of them opens the Users menu. */
export const STAFF_FEATURES = ['1_staff', '5_staff', '10_staff', '20_staff'] as const satisfies readonly FeatureKey[];

/**
 * What a staff account (subuser) may be granted. The owner's defaults come from
 * spec section 6; the rest name the console's menu groups.
 */
export const SUBUSER_FEATURES = [
  'add_product',
  'update_product',
  'delete_product',
  'dashboard',
  'orders',
  'quotes',
  'enquiries',
  'customers',
  'marketing',
  'website',
  'store_apps',
  'settings',
  'vendors',
  'billing',
] as const;
export type SubuserFeature = (typeof SUBUSER_FEATURES)[number];
export const DEFAULT_SUBUSER_FEATURES: SubuserFeature[] = ['add_product', 'update_product', 'delete_product'];

/** Vendors have update_product only; vendor_features add the extras a store allows them. */
export const VENDOR_FEATURES = ['add_product', 'update_product', 'ad_management', 'image_uploader'] as const;
export type VendorFeature = (typeof VENDOR_FEATURES)[number];
