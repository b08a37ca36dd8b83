import { STAFF_FEATURES } from '../catalog/features.js';
import { OWNER, owner, SELLING } from './owner-builders.js';
import type { AccessRule, RouteEntry } from './types.js';

/** The Website, Store apps, Settings and Account groups of the owner menu. */
export function websiteRoutes(): RouteEntry[] {
  const site = (name: string, path: string, label: string, icon: string, access: AccessRule = {}) =>
    owner(name, path, label, icon, 'Website', { subuserFeatures: ['website'], ...access });
  return [
    site('layout_home', '/setup/layouts/home', 'Home page layout', 'IconLayout'),
    site('menus', '/features/menus', 'Menus', 'IconMenu2'),
    site('announcement_bar', '/setup/announcement-bar', 'Announcement bar', 'IconSpeakerphone', {
      features: ['announcement_bar'],
    }),
    site('chat_configuration', '/setup/chat-configuration', 'Chat', 'IconMessageCircle', {
      features: ['chat_configuration'],
    }),
    site('store_popup', '/setup/store-popup', 'Store pop-up', 'IconWindowMaximize', { features: ['store_popup'] }),
    site('search_keywords', '/setup/search-keywords', 'Search keywords', 'IconSearch'),
    site('policies', '/setup/policies', 'Policies', 'IconFileText'),
    site('seo_store', '/setup/seo/store', 'SEO', 'IconSeo', { features: ['seo_editor'] }),
    site('pages', '/setup/pages', 'Pages', 'IconFiles'),
    site('footer_content', '/setup/footer-content', 'Footer', 'IconLayoutBottombar'),
    site('footer_seo_links', '/setup/footer-seo-links', 'Footer SEO links', 'IconLink', { features: ['seo_editor'] }),
    site('site_gallery', '/features/site-gallery', 'Site gallery', 'IconPhoto', { features: ['site_gallery'] }),
  ];
}

export function storeAppRoutes(): RouteEntry[] {
  const app = (name: string, path: string, label: string, icon: string, access: AccessRule) =>
    owner(name, path, label, icon, 'Store apps', { subuserFeatures: ['store_apps'], ...access });
  return [
    app('shop_assistant', '/setting/shop-assistant', 'Shop assistant', 'IconRobot', { features: ['shop_assistant'] }),
    app('sizing_assistant', '/setting/sizing-assistant', 'Sizing assistant', 'IconRuler', {
      features: ['sizing_assistant'],
    }),
    app('currency_types', '/setting/currency-types', 'Currencies', 'IconCurrency', { features: ['currency_types'] }),
    app('blogs', '/setting/blogs', 'Blogs', 'IconNews', { features: ['blogs'] }),
    app('advanced_blogs', '/setting/advanced-blogs', 'Advanced blogs', 'IconNews', { features: ['advanced_blogs'] }),
    app('articles', '/setting/articles', 'Articles', 'IconArticle', { features: ['articles'] }),
    app('recipes', '/setting/recipes', 'Recipes', 'IconChefHat', { features: ['recipes'] }),
    app('web_stories', '/features/web-stories', 'Web stories', 'IconMovie', { features: ['web_stories'] }),
    app('catalog_page', '/setting/catalog-page', 'Catalog page', 'IconBook', { features: ['catalog_page'] }),
    app('collections', '/setting/collections', 'Collections', 'IconStack2', { features: ['collections'] }),
    app('appointment_categories', '/setting/appointment-categories', 'Appointment categories', 'IconCalendarEvent', {
      features: ['appointments'],
    }),
    {
      ...app('ad_management', '/features/ad-management', 'Ad management', 'IconAd', {
        features: ['ad_management'],
        vendorFeatures: ['ad_management'],
      }),
      audience: ['admin', 'subuser', 'vendor'],
    },
  ];
}

export function settingsRoutes(): RouteEntry[] {
  const setting = (name: string, path: string, label: string, icon: string, access: AccessRule = {}) =>
    owner(name, path, label, icon, 'Settings', { subuserFeatures: ['settings'], ...access });
  return [
    setting('tax_rates', '/setting/tax-rates', 'Tax rates', 'IconReceiptTax', { features: ['tax_rates'] }),
    // Whether prices include tax: a page under the tax classes list, as gift card settings are (docs/decisions.md).
    owner('tax_settings', '/setting/tax-rates/settings', 'Tax settings', 'IconReceiptTax', undefined, {
      subuserFeatures: ['settings'],
      features: ['tax_rates'],
    }),
    setting('delivery_methods', '/setting/delivery-methods', 'Delivery methods', 'IconTruckDelivery', {
      storeTypes: SELLING,
    }),
    setting('shipping_methods', '/setting/shipping-methods', 'Shipping methods', 'IconTruck', {
      storeTypes: SELLING,
      features: ['shipping_methods'],
    }),
    setting('payment_gateway', '/setting/payment-gateway', 'Payment gateways', 'IconCreditCard', {
      storeTypes: SELLING,
    }),
    setting('store_settings', '/setting/store', 'Store', 'IconBuildingStore'),
    setting('store_config', '/setting/store-config', 'B2B configuration', 'IconAdjustments', {
      storeTypes: ['quot_based'],
    }),
    // Every store's mails follow these settings, so every store may change them (docs/decisions.md).
    setting('notification_settings', '/setting/notification', 'Notifications', 'IconBell'),
    // Glow Studio is the demo store with a connected, verified domain (seed/demo-domains.ts).
    { ...setting('domain', '/setting/domain', 'Domain', 'IconWorldWww'), demoStore: 'glow-studio' },
    setting('logo_management', '/setting/store/logo-management', 'Logo', 'IconPhotoEdit'),
  ];
}

export function accountRoutes(): RouteEntry[] {
  const account = (
    name: string,
    path: string,
    label: string,
    icon: string,
    access: AccessRule = {},
    audience = OWNER,
  ) => owner(name, path, label, icon, 'Account', access, audience);
  return [
    account('account_profile', '/account/profile', 'Profile', 'IconUser'),
    account('account_branches', '/account/branches', 'Branches', 'IconMapPin', {
      features: ['store_pickup'],
      subuserFeatures: ['settings'],
    }),
    {
      ...account('account_store_branches', '/account/store-branches', 'Store branches', 'IconMapPins', {
        features: ['store_pickup'],
        subuserFeatures: ['settings'],
      }),
      menuGroup: undefined,
    },
    account('account_users', '/account/users', 'Users', 'IconUsersGroup', { features: STAFF_FEATURES }, ['admin']),
    // What the store's people changed: the owner's, under the staff list (docs/decisions.md).
    {
      ...account(
        'account_users_audit',
        '/account/users/audit',
        'Audit log',
        'IconHistory',
        { features: STAFF_FEATURES },
        ['admin'],
      ),
      menuGroup: undefined,
    },
    account('account_wallet', '/account/wallet', 'Wallet', 'IconWallet', {
      storeTypes: ['multi_vendor'],
      subuserFeatures: ['billing'],
    }),
    account('app_store', '/account/app-store', 'App store', 'IconApps', { demoOrMaster: true }, ['admin']),
    {
      ...account('billing', '/account/billing', 'Billing', 'IconFileDollar', { subuserFeatures: ['billing'] }),
      inactiveStoreAllowed: true,
    },
  ];
}
