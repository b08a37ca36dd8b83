import type { StoreType } from '../catalog/store.js';
import type { AccessRule, Audience, RouteEntry } from './types.js';

/** Stores that see /setting/notification (spec: one specific store); none by default. */
export const NOTIFICATION_STORE_IDS: string[] = [];

const OWNER: readonly Audience[] = ['admin', 'subuser'];
const STORE_USERS: readonly Audience[] = ['admin', 'subuser', 'vendor', 'branch'];
const PRODUCT_PERMS = { subuserFeatures: ['add_product', 'update_product', 'delete_product'] } as const;
/** Estates stores have no orders, payment or shipping (spec section 6). */
const SELLING: readonly StoreType[] = ['order_based', 'quot_based', 'multi_vendor', 'service_based'];
const ORDERS: AccessRule = { storeTypes: SELLING, quoteSubTypes: ['order'], subuserFeatures: ['orders'] };
const QUOTES: AccessRule = { storeTypes: ['quot_based'], subuserFeatures: ['quotes'] };

const owner = (
  name: string,
  path: string,
  label: string,
  icon: string,
  menuGroup: string | undefined,
  access: AccessRule = {},
  audience: readonly Audience[] = OWNER,
): RouteEntry => ({ name, path, label, icon, menuGroup, access, audience, layout: 'store', screen: 'coming_soon' });

const extra = (slug: string, label: string, access: AccessRule = {}) =>
  owner(`extras_${slug.replaceAll('-', '_')}`, `/product-extras/${slug}`, label, 'IconPuzzle', 'Product extras', {
    ...PRODUCT_PERMS,
    ...access,
  });

export const OWNER_ROUTES: RouteEntry[] = [
  {
    ...owner('dashboard', '/dashboard', 'Analytics', 'IconChartBar', undefined, { subuserFeatures: ['dashboard'] }),
    menuTop: true,
  },
  owner('product_sections', '/product-sections', 'Products', 'IconShoppingBag', undefined, {}, STORE_USERS),
  owner(
    'products',
    '/product-sections/products',
    'Products',
    'IconShoppingBag',
    'Products',
    PRODUCT_PERMS,
    STORE_USERS,
  ),
  owner('catalogs', '/product-sections/catalogs', 'Catalogs', 'IconCategory', 'Products', PRODUCT_PERMS),
  owner('product_extras', '/product-sections/extras', 'Extras', 'IconPuzzle', 'Products', PRODUCT_PERMS),
  owner('product_archive', '/product-sections/archive', 'Archive', 'IconArchive', 'Products', PRODUCT_PERMS),
  owner('product_reviews', '/product-sections/reviews', 'Reviews', 'IconStar', 'Products', {
    ...PRODUCT_PERMS,
    features: ['product_reviews'],
    alwaysOnFreePackage: true,
  }),
  extra('addon-products', 'Add-on products', { features: ['addon_products'] }),
  extra('measurement-sets', 'Measurement sets', { features: ['measurement_sets'] }),
  extra('addons', 'Add-ons', { features: ['addon_products'] }),
  extra('product-tags', 'Product tags'),
  extra('footnote', 'Footnote'),
  extra('size-chart', 'Size chart', { features: ['size_chart'] }),
  extra('faq', 'FAQ'),
  extra('image-tags', 'Image tags'),
  extra('variant-colors', 'Variant colours'),
  extra('highlights', 'Highlights'),
  extra('amenities', 'Amenities'),
  extra('product-taxonomy', 'Product taxonomy', { storeTypes: SELLING }),
  {
    ...extra('image-gallery', 'Image uploader', {
      package: 'non_free',
      vendorFeatures: ['add_product', 'image_uploader'],
    }),
    audience: ['admin', 'subuser', 'vendor'],
  },
  {
    ...owner('enquiries', '/enquiries', 'Enquiries', 'IconMessageQuestion', undefined, {
      check: 'customer_enquiry',
      subuserFeatures: ['enquiries'],
    }),
    menuTop: true,
  },

  owner(
    'orders',
    '/orders',
    'Orders',
    'IconReceipt',
    undefined,
    { storeTypes: SELLING, subuserFeatures: ['orders', 'quotes'] },
    STORE_USERS,
  ),
  ...(['live', 'confirmed', 'cancelled'] as const).map((state) =>
    owner(
      `quotes_${state}`,
      `/orders/quotations/${state}/all`,
      `${cap(state)} quotes`,
      'IconFileInvoice',
      'Quotes',
      QUOTES,
    ),
  ),
  owner(
    'abandoned_quotes_customer',
    '/orders/abandoned-quote/customer',
    'Abandoned quotes',
    'IconFileOff',
    'Quotes',
    QUOTES,
  ),
  owner(
    'abandoned_quotes_guest',
    '/orders/abandoned-quote/guest-user',
    'Abandoned quotes (guests)',
    'IconFileOff',
    'Quotes',
    QUOTES,
  ),
  ...(['live', 'inactive', 'delivered', 'cancelled'] as const).map((state) =>
    owner(
      `orders_${state}`,
      `/orders/product/${state}/all`,
      `${cap(state)} orders`,
      'IconReceipt',
      'Orders',
      ORDERS,
      STORE_USERS,
    ),
  ),
  owner(
    'abandoned_cart_customer',
    '/orders/abandoned-cart/customer',
    'Abandoned carts',
    'IconShoppingCartOff',
    'Orders',
    { ...ORDERS, features: ['abandoned_cart'] },
  ),
  owner(
    'abandoned_cart_guest',
    '/orders/abandoned-cart/guest-user',
    'Abandoned carts (guests)',
    'IconShoppingCartOff',
    'Orders',
    { ...ORDERS, features: ['abandoned_cart'] },
  ),
  owner('quick_orders', '/orders/quick-orders', 'Quick orders', 'IconBolt', 'Orders', {
    ...ORDERS,
    features: ['quick_orders'],
  }),
  owner('gift_coupon_orders', '/orders/gift-coupon', 'Gift coupon orders', 'IconGift', 'Orders', {
    ...ORDERS,
    features: ['gift_coupon'],
  }),
  owner('appointments', '/orders/appointments', 'Appointments', 'IconCalendar', 'Orders', {
    ...ORDERS,
    features: ['appointments'],
  }),

  owner('coupon_codes', '/setting/coupon-codes', 'Coupon codes', 'IconTicket', 'Marketing', {
    features: ['coupon_codes'],
    subuserFeatures: ['marketing'],
  }),
  owner('giftcards', '/setting/giftcard', 'Gift cards', 'IconGift', 'Marketing', {
    features: ['giftcard'],
    subuserFeatures: ['marketing'],
  }),
  owner('newsletter', '/setting/newsletter', 'Newsletter', 'IconMail', 'Marketing', {
    features: ['newsletter'],
    subuserFeatures: ['marketing'],
  }),
  owner('feedback', '/setting/feedback', 'Feedback', 'IconMessages', 'Marketing', {
    features: ['feedback'],
    subuserFeatures: ['marketing'],
  }),
  owner('customers_signup', '/setting/customers/signup-user', 'Customers', 'IconUsers', 'Marketing', {
    subuserFeatures: ['customers', 'marketing'],
  }),
  owner('customers_guest', '/setting/customers/guest-users', 'Guest customers', 'IconUserQuestion', 'Marketing', {
    subuserFeatures: ['customers', 'marketing'],
  }),
  ...websiteRoutes(),
  ...storeAppRoutes(),
  ...settingsRoutes(),
  ...accountRoutes(),
  owner('support_account', '/support/creating-your-account', 'Creating your account', 'IconHelp', undefined),
  {
    ...owner('deployment_plans', '/deployment/plans', 'Plans', 'IconRocket', undefined, { check: 'deployment' }),
    inactiveStoreAllowed: true,
  },
  owner('vendors_list', '/vendors/list', 'Vendors', 'IconBuildingStore', 'Vendors', {
    storeTypes: ['multi_vendor'],
    features: ['vendors'],
    subuserFeatures: ['vendors'],
  }),
  owner(
    'vendors_settlement',
    '/vendors/settlement',
    'Settlements',
    'IconCash',
    'Vendors',
    { storeTypes: ['multi_vendor'], features: ['vendors'], subuserFeatures: ['vendors'] },
    ['admin', 'subuser', 'vendor'],
  ),
  owner(
    'vendors_payments',
    '/vendors/payments',
    'Payments',
    'IconCreditCard',
    'Vendors',
    { storeTypes: ['multi_vendor'], features: ['vendors'], subuserFeatures: ['vendors'] },
    ['admin', 'subuser', 'vendor'],
  ),
  owner('vendor_subscriptions', '/vendors/subscriptions', 'Vendor subscriptions', 'IconRepeat', 'Vendors', {
    storeTypes: ['multi_vendor'],
    features: ['vendor_subs'],
    subuserFeatures: ['vendors'],
  }),
  owner('help_center', '/support', 'Help center', 'IconLifebuoy', undefined, {}, STORE_USERS),
  owner('website', '/setup', 'Website', 'IconWorld', undefined, { subuserFeatures: ['website'] }),
  owner('settings', '/setting', 'Settings', 'IconSettings', undefined, { subuserFeatures: ['settings'] }),
  owner('features', '/features', 'Features', 'IconApps', undefined, { subuserFeatures: ['store_apps', 'website'] }),
  {
    ...owner('donations', '/donations', 'Donations', 'IconHeartHandshake', undefined, {
      check: 'donations',
      subuserFeatures: ['orders'],
    }),
    menuTop: true,
  },
  owner('account', '/account', 'Account', 'IconUserCircle', undefined),
];

function websiteRoutes(): RouteEntry[] {
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

function storeAppRoutes(): RouteEntry[] {
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

function settingsRoutes(): RouteEntry[] {
  const setting = (name: string, path: string, label: string, icon: string, access: AccessRule = {}) =>
    owner(name, path, label, icon, 'Settings', { subuserFeatures: ['settings'], ...access });
  return [
    setting('tax_rates', '/setting/tax-rates', 'Tax rates', 'IconReceiptTax', { features: ['tax_rates'] }),
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
    setting('notification_settings', '/setting/notification', 'Notifications', 'IconBell', {
      storeIds: NOTIFICATION_STORE_IDS,
    }),
    setting('domain', '/setting/domain', 'Domain', 'IconWorldWww'),
    setting('logo_management', '/setting/store/logo-management', 'Logo', 'IconPhotoEdit'),
  ];
}

function accountRoutes(): RouteEntry[] {
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
    account(
      'account_users',
      '/account/users',
      'Users',
      'IconUsersGroup',
      { features: ['1_staff', '5_staff', '10_staff', '20_staff'] },
      ['admin'],
    ),
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

function cap(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
