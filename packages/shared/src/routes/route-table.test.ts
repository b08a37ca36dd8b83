import { describe, expect, it } from 'vitest';
import { FEATURE_KEYS, SUBUSER_FEATURES, VENDOR_FEATURES } from '../catalog/features.js';
import { ROUTES } from './route-table.js';
import { drawnBySignInDocument, signInPathFor } from './guards.js';

/** Ours, not the spec's: where owners land until the dashboard is built (docs/decisions.md). */
// Our own pages beyond the spec: getting started, the admin's notice forms and support chat inbox (docs/decisions.md).
const OWN_PATHS = ['/getting-started', '/admin/notifications/new', '/admin/announcements/new', '/admin/chat'];
// The merchant's reports (docs/decisions.md, "Reports" and "Returning customers and cohorts").
OWN_PATHS.push('/reports/sales', '/reports/taxes', '/reports/products', '/reports/customers');
// The staff invite's page and the owner's audit log (docs/decisions.md, "Staff users and the audit log").
OWN_PATHS.push('/session/accept-invite/:token', '/account/users/audit');

const SPEC_PATHS = [
  ...['/session/signin', '/session/signup', '/session/signin/master', '/session/forgot-password'],
  ...['/session/reset-password', '/branch/signin', '/vendor/signin/:sub_domain'],
  ...['/welcome/:type', '/payment-summary/:type/:id', '/payment-summary/:type/:id/:store_id'],
  ...['/payment-failure', '/control-panel', '/enquiry/:type', '/404'],
  '/dashboard',
  '/product-sections',
  ...['products', 'catalogs', 'extras', 'archive', 'reviews'].map((c) => `/product-sections/${c}`),
  // The product form and bulk upload: pages under the products list the spec implies but does not name.
  ...['new', ':id', 'bulk-upload'].map((c) => `/product-sections/products/${c}`),
  // The order page: reached from the order lists, implied by them.
  '/orders/product/:id',
  ...['addon-products', 'measurement-sets', 'addons', 'product-tags', 'footnote', 'size-chart', 'faq']
    .concat(['image-tags', 'variant-colors', 'highlights', 'amenities', 'product-taxonomy', 'image-gallery'])
    .map((c) => `/product-extras/${c}`),
  '/enquiries',
  '/orders', // the bottom bar's Orders/Quotes hub ("Store layout behaviour")
  ...['live', 'confirmed', 'cancelled'].map((s) => `/orders/quotations/${s}/all`),
  // A quote's page under the quote lists, which the spec implies but does not name.
  '/orders/quotations/quote/:id',
  ...['customer', 'guest-user'].map((s) => `/orders/abandoned-quote/${s}`),
  ...['live', 'inactive', 'delivered', 'cancelled'].map((s) => `/orders/product/${s}/all`),
  ...['customer', 'guest-user'].map((s) => `/orders/abandoned-cart/${s}`),
  ...['/orders/quick-orders', '/orders/gift-coupon', '/orders/appointments'],
  ...['coupon-codes', 'giftcard', 'newsletter', 'feedback', 'customers/signup-user', 'customers/guest-users'].map(
    (c) => `/setting/${c}`,
  ),
  // The gift cards' designs and amounts: a page under the gift cards list (docs/decisions.md).
  '/setting/giftcard/settings',
  // Whether prices include tax: a page under the tax classes (docs/decisions.md).
  '/setting/tax-rates/settings',
  // A customer's page under the customer lists, which the spec implies but does not name.
  '/setting/customers/customer/:id',
  ...['/setup/layouts/home', '/features/menus', '/setup/announcement-bar', '/setup/chat-configuration'],
  ...['/setup/store-popup', '/setup/search-keywords', '/setup/policies', '/setup/seo/store', '/setup/pages'],
  ...['/setup/footer-content', '/setup/footer-seo-links', '/features/site-gallery'],
  ...['shop-assistant', 'sizing-assistant', 'currency-types', 'blogs', 'advanced-blogs', 'articles', 'recipes']
    .concat(['catalog-page', 'collections', 'appointment-categories'])
    .map((c) => `/setting/${c}`),
  ...['/features/web-stories', '/features/ad-management'],
  ...['tax-rates', 'delivery-methods', 'shipping-methods', 'payment-gateway', 'store', 'store-config', 'notification']
    .concat(['domain', 'store/logo-management'])
    .map((c) => `/setting/${c}`),
  ...['profile', 'branches', 'store-branches', 'users', 'wallet', 'app-store', 'billing'].map((c) => `/account/${c}`),
  ...['/support/creating-your-account', '/deployment/plans', '/support', '/setup', '/setting', '/features'],
  ...['/donations', '/account', '/vendors/list', '/vendors/settlement', '/vendors/payments', '/vendors/subscriptions'],
  ...['/vendor-dashboard', '/vendor-account', '/vendor-account/vendor-profile', '/vendor-account/vendor-wallet'],
  ...['/vendor-account/vendor-billing', '/branch-dashboard', '/vendor-account/branch-profile'],
  ...['dashboard', 'currencies', 'packages', 'features', 'clients', 'feedbacks', 'subscribers', 'dealers']
    .concat(['themes', 'promotions', 'notifications', 'announcements', 'payments/active', 'payments/inactive'])
    .map((c) => `/admin/${c}`),
];

describe('the route table', () => {
  it('lists every name and path once', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('uses snake_case names', () => {
    for (const route of ROUTES) expect(route.name).toMatch(/^[a-z][a-z0-9_]*$/);
  });

  it('holds every path of spec section 2 and nothing else but our own getting-started page', () => {
    expect(ROUTES.map((r) => r.path).sort()).toEqual([...SPEC_PATHS, ...OWN_PATHS].sort());
  });

  it('names only features, staff permissions and vendor features that exist', () => {
    for (const route of ROUTES) {
      for (const f of route.access?.features ?? []) expect(FEATURE_KEYS, route.name).toContain(f);
      for (const f of route.access?.subuserFeatures ?? []) expect(SUBUSER_FEATURES, route.name).toContain(f);
      for (const f of route.access?.vendorFeatures ?? []) expect(VENDOR_FEATURES, route.name).toContain(f);
    }
  });

  it('marks the sign-in pages, the 404, the product sections and the built order screens as ready', () => {
    const ready = ROUTES.filter((r) => r.screen === 'ready').map((r) => r.name);
    expect(ready.sort()).toEqual(
      ['signin', 'signup', 'master_signin', 'forgot_password', 'reset_password', 'branch_signin']
        .concat(['vendor_signin', 'not_found'])
        .concat(['products', 'products_new', 'products_edit', 'products_bulk_upload', 'product_archive'])
        .concat(['catalogs', 'product_reviews', 'getting_started', 'product_extras', 'extras_footnote', 'extras_faq'])
        .concat(['dashboard'])
        .concat(['reports_sales', 'reports_taxes', 'reports_products', 'reports_customers'])
        .concat(['extras_image_tags', 'extras_highlights', 'extras_amenities'])
        .concat(['extras_variant_colors', 'extras_product_tags', 'extras_size_chart', 'extras_image_gallery'])
        .concat(['extras_measurement_sets', 'extras_addon_products', 'extras_addons', 'extras_product_taxonomy'])
        .concat(['giftcards', 'giftcard_settings'])
        .concat(['gift_coupon_orders', 'quick_orders', 'abandoned_cart_customer', 'abandoned_cart_guest'])
        .concat(['abandoned_quotes_customer', 'abandoned_quotes_guest'])
        .concat(['orders', 'orders_live', 'orders_inactive', 'orders_delivered', 'orders_cancelled', 'orders_detail'])
        .concat(['quotes_live', 'quotes_confirmed', 'quotes_cancelled', 'quotes_view', 'enquiries', 'donations'])
        .concat(['product_sections', 'website', 'settings', 'features', 'account', 'help_center', 'vendor_account'])
        .concat(['account_profile'])
        .concat(['appointments', 'vendor_billing', 'announcement_bar', 'chat_configuration', 'store_popup'])
        .concat(['policies', 'pages', 'seo_store', 'footer_content', 'footer_seo_links', 'search_keywords'])
        .concat(['menus', 'site_gallery', 'layout_home'])
        .concat(['store_settings', 'logo_management', 'store_config', 'notification_settings'])
        .concat(['admin_notifications', 'admin_notifications_new', 'admin_announcements', 'admin_announcements_new'])
        .concat(['admin_feedbacks', 'feedback', 'admin_subscribers', 'admin_dealers'])
        .concat(['admin_chat'])
        .concat(['admin_packages', 'admin_app_store', 'admin_currencies', 'admin_themes'])
        .concat(['admin_promotions'])
        .concat(['admin_clients'])
        .concat(['admin_dashboard', 'admin_payments_active', 'admin_payments_inactive', 'control_panel'])
        .concat(['coupon_codes', 'newsletter'])
        .concat(['ad_management'])
        .concat(['vendors_settlement', 'vendors_payments'])
        .concat(['domain', 'payment_gateway'])
        .concat(['app_store', 'account_branches', 'account_store_branches'])
        .concat(['vendors_list', 'vendor_profile', 'branch_profile'])
        .concat([
          'deployment_plans',
          'billing',
          'payment_summary',
          'payment_summary_store',
          'payment_failure',
          'welcome',
        ])
        .concat(['customers_signup', 'customers_guest', 'customer_detail'])
        .concat(['tax_rates', 'tax_settings', 'support_account'])
        .concat(['delivery_methods', 'shipping_methods'])
        .concat([
          'blogs',
          'recipes',
          'collections',
          'catalog_page',
          'currency_types',
          'sizing_assistant',
          'shop_assistant',
          'advanced_blogs',
          'web_stories',
          'articles',
          'appointment_categories',
        ])
        .concat(['account_users', 'account_users_audit', 'accept_invite'])
        .concat(['account_wallet', 'vendor_wallet', 'vendor_dashboard', 'branch_dashboard'])
        .concat(['vendor_subscriptions'])
        .sort(),
    );
  });

  it('gives every section hub a screen to offer, and no hub to a route outside the store layout', () => {
    for (const route of ROUTES.filter((r) => r.hub)) {
      expect(route.layout, route.name).toBe('store');
      const offered = ROUTES.filter(
        (r) => (r.menuGroup && route.hub?.groups?.includes(r.menuGroup)) || route.hub?.routes?.includes(r.name),
      );
      expect(offered.length, route.name).toBeGreaterThan(0);
    }
  });

  it('draws every sign-in page, and only those, in the light sign-in document', () => {
    const light = ROUTES.filter((r) => r.document === 'signin').map((r) => r.name);
    expect(light).toEqual(['signin', 'master_signin', 'branch_signin', 'vendor_signin']);
    const signInPages = (['admin', 'subuser', 'vendor', 'branch', 'master', undefined] as const).map((type) =>
      signInPathFor(type, 'bazaar-central'),
    );
    for (const path of signInPages) expect(drawnBySignInDocument(path), path).toBe(true);
    expect(drawnBySignInDocument('/session/forgot-password')).toBe(false);
    expect(drawnBySignInDocument('/dashboard')).toBe(false);
  });

  it('puts the vendor and branch sign-in in the vendor layout', () => {
    const vendorLayout = ROUTES.filter((r) => r.layout === 'vendor_auth').map((r) => r.path);
    expect(vendorLayout).toEqual(['/branch/signin', '/vendor/signin/:sub_domain']);
  });
});
