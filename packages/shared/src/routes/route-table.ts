import { ADMIN_ROUTES, AUTH_ROUTES, ROOT_ROUTES, VENDOR_BRANCH_HOMES, VENDOR_BRANCH_ROUTES } from './other-routes.js';
import { OWNER_ROUTES } from './owner-routes.js';
import type { RouteEntry } from './types.js';

/**
 * Every console route of spec section 2, once. Menus, bottom bars, guards and permitted_routes derive from it.
 *
 * Where the spec lists a segment's values (orders {live|inactive|delivered|cancelled}, quotes
 * {live|confirmed|cancelled}, {customer|guest-user}, admin/payments/{active|inactive}) each value is its
 * own entry with a concrete path: each is its own sidebar item with its own label, and an unlisted value
 * then falls to the 404 like any unknown path. `:param` is kept for segments the spec leaves open
 * (vendor sub-domain, welcome type, payment ids).
 */
/** Store-console routes whose screens are built; the rest show the coming-soon panel. */
export const READY_STORE_SCREENS: ReadonlySet<string> = new Set([
  'ad_management',
  'dashboard',
  'products',
  'products_new',
  'products_edit',
  'products_bulk_upload',
  'product_archive',
  'catalogs',
  'product_reviews',
  'extras_footnote',
  'extras_faq',
  'extras_image_tags',
  'extras_highlights',
  'extras_amenities',
  'extras_variant_colors',
  'extras_size_chart',
  'extras_image_gallery',
  'extras_measurement_sets',
  'extras_addon_products',
  'extras_addons',
  'extras_product_taxonomy',
  'extras_product_tags',
  'product_extras',
  'gift_coupon_orders',
  'coupon_codes',
  'newsletter',
  'payment_gateway',
  'giftcards',
  'giftcard_settings',
  'tax_rates',
  'tax_settings',
  'support_account',
  'customers_signup',
  'customers_guest',
  'customer_detail',
  'quick_orders',
  'abandoned_cart_customer',
  'abandoned_cart_guest',
  'abandoned_quotes_customer',
  'abandoned_quotes_guest',
  'getting_started',
  'orders_live',
  'orders_inactive',
  'orders_delivered',
  'orders_cancelled',
  'orders_detail',
  'orders',
  'quotes_live',
  'quotes_confirmed',
  'quotes_cancelled',
  'quotes_view',
  'enquiries',
  'donations',
  'feedback',
  'appointments',
  'announcement_bar',
  'chat_configuration',
  'policies',
  'pages',
  'seo_store',
  'footer_content',
  'footer_seo_links',
  'search_keywords',
  'menus',
  'layout_home',
  'site_gallery',
  'store_popup',
  'domain',
  'app_store',
  'account_branches',
  'account_store_branches',
  // Plans and billing, and the root pages a plan payment passes through.
  'deployment_plans',
  'billing',
  'payment_summary',
  'payment_summary_store',
  'payment_failure',
  'welcome',
  'delivery_methods',
  'shipping_methods',
  'store_settings',
  'logo_management',
  'store_config',
  'notification_settings',
  'blogs',
  'advanced_blogs',
  'recipes',
  'articles',
  'collections',
  'shop_assistant',
  'catalog_page',
  'currency_types',
  'sizing_assistant',
  'appointment_categories',
  'web_stories',
  'account_users',
  'account_users_audit',
  // The section hubs: one generic page each, from the `hub` entry.
  'product_sections',
  'website',
  'settings',
  'features',
  'account',
  // The owner's and staff's own account (features/account/profile).
  'account_profile',
  // The help center's articles and their search (features/help), not a hub of cards.
  'help_center',
  'vendor_account',
  'vendor_billing',
  // A marketplace's vendors, and the vendor's and branch's own profiles (features/vendors, vendor-account).
  'vendors_list',
  'vendor_profile',
  'branch_profile',
  // Vendor settlement and payouts (features/vendors, docs/vendors.md).
  'vendors_settlement',
  'vendors_payments',
  // The platform admin's screens built so far.
  'admin_notifications',
  'admin_notifications_new',
  'admin_announcements',
  'admin_announcements_new',
  'admin_feedbacks',
  'admin_subscribers',
  'admin_dealers',
  'admin_chat',
  // The catalogue of packages, App Store features and billing currencies (features/admin-*).
  'admin_packages',
  'admin_app_store',
  'admin_currencies',
  // The shop themes stores choose from (features/themes).
  'admin_themes',
  'admin_promotions',
  'admin_clients',
  'admin_dashboard',
  'admin_payments_active',
  'admin_payments_inactive',
  'control_panel',
  // The wallets (features/wallet) and the vendor's and branch's dashboards (features/dashboard).
  'account_wallet',
  'vendor_wallet',
  'vendor_dashboard',
  'branch_dashboard',
  // Vendor subscriptions: the plans the marketplace sells its vendors.
  'vendor_subscriptions',
]);

export const ROUTES: readonly RouteEntry[] = [
  ...AUTH_ROUTES,
  ...VENDOR_BRANCH_HOMES,
  ...OWNER_ROUTES,
  ...VENDOR_BRANCH_ROUTES,
  ...ADMIN_ROUTES,
  ...ROOT_ROUTES,
].map((route) => (READY_STORE_SCREENS.has(route.name) ? { ...route, screen: 'ready' as const } : route));

export const ROUTES_BY_NAME: ReadonlyMap<string, RouteEntry> = new Map(ROUTES.map((r) => [r.name, r]));

export function routeNamed(name: string): RouteEntry {
  const route = ROUTES_BY_NAME.get(name);
  if (!route) throw new Error(`no route named ${name}`);
  return route;
}
