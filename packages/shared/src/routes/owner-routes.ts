import { ABANDONED_CART_ACCESS } from '../rules/abandoned-carts.js';
import { APPOINTMENT_ACCESS } from '../rules/appointments.js';
import { DASHBOARD_ACCESS } from '../rules/dashboard.js';
import { REPORT_ACCESS } from '../rules/reports.js';
import { CUSTOMER_REPORT_ACCESS } from '../rules/reports-customers.js';
import { GIFT_CARD_ADMIN_ACCESS, GIFT_CARD_ADMIN_FEATURE } from '../rules/gift-card-balance.js';
import { GIFT_CARD_ACCESS, GIFT_CARD_FEATURE } from '../rules/gift-cards.js';
import { BULK_UPLOAD_ACCESS } from '../rules/product-access.js';
import { cap, extra, ORDERS, owner, PRODUCT_PERMS, QUOTES, SELLING, STORE_USERS } from './owner-builders.js';
import { accountRoutes, settingsRoutes, storeAppRoutes, websiteRoutes } from './owner-section-routes.js';
import type { AccessRule, RouteEntry } from './types.js';

const marketing = (name: string, path: string, label: string, icon: string, access: AccessRule) =>
  owner(name, path, label, icon, 'Marketing', { subuserFeatures: ['marketing'], ...access });

/** A report: the dashboard's figures at length, for whoever may read the dashboard (docs/decisions.md, "Reports"). */
const report = (name: string, path: string, label: string, icon: string) =>
  owner(name, path, label, icon, 'Reports', { subuserFeatures: ['dashboard'], call: REPORT_ACCESS });

/** The store owner's routes (spec section 2), some shared with staff, vendors and branches. */
export const OWNER_ROUTES: RouteEntry[] = [
  {
    ...owner('dashboard', '/dashboard', 'Analytics', 'IconChartBar', undefined, {
      subuserFeatures: ['dashboard'],
      call: DASHBOARD_ACCESS,
    }),
    menuTop: true,
  },
  // The opening steps in full; the dashboard shows those left. Staff who may see the dashboard may see them.
  {
    ...owner('getting_started', '/getting-started', 'Getting started', 'IconListCheck', undefined, {
      subuserFeatures: ['dashboard'],
    }),
    menuTop: true,
  },
  {
    ...owner('product_sections', '/product-sections', 'Products', 'IconShoppingBag', undefined, {}, STORE_USERS),
    hub: { groups: ['Products'] },
  },
  owner(
    'products',
    '/product-sections/products',
    'Products',
    'IconShoppingBag',
    'Products',
    PRODUCT_PERMS,
    STORE_USERS,
  ),
  {
    ...owner('products_new', '/product-sections/products/new', 'Add product', 'IconPlus', undefined, {
      subuserFeatures: ['add_product'],
      vendorFeatures: ['add_product'],
    }),
    audience: ['admin', 'subuser', 'vendor'],
  },
  {
    ...owner('products_bulk_upload', '/product-sections/products/bulk-upload', 'Bulk upload', 'IconUpload', undefined, {
      call: BULK_UPLOAD_ACCESS,
    }),
    audience: ['admin', 'subuser', 'vendor'],
  },
  owner(
    'products_edit',
    '/product-sections/products/:id',
    'Edit product',
    'IconPencil',
    undefined,
    PRODUCT_PERMS,
    STORE_USERS,
  ),
  owner('catalogs', '/product-sections/catalogs', 'Catalogs', 'IconCategory', 'Products', PRODUCT_PERMS),
  {
    ...owner('product_extras', '/product-sections/extras', 'Extras', 'IconPuzzle', 'Products', PRODUCT_PERMS),
    hub: { groups: ['Product extras'] },
  },
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
  extra('amenities', 'Amenities', { storeTypes: ['estates', 'service_based'] }),
  extra('product-taxonomy', 'Product taxonomy', { storeTypes: SELLING }),
  {
    ...extra('image-gallery', 'Image uploader', {
      package: 'non_free',
      vendorFeatures: ['add_product'],
    }),
    audience: ['admin', 'subuser', 'vendor'],
  },
  {
    ...owner('enquiries', '/enquiries', 'Enquiries', 'IconMessageQuestion', undefined, {
      check: 'customer_enquiry',
      subuserFeatures: ['enquiries'],
    }),
    menuTop: true,
    // Urban Threads may take enquiries too, but the demo's enquiries are the enquiry store's.
    demoStore: 'enquire-electronics',
  },

  {
    ...owner(
      'orders',
      '/orders',
      'Orders',
      'IconReceipt',
      undefined,
      { buyModes: ['cart', 'quote', 'booking'], subuserFeatures: ['orders', 'quotes'] },
      STORE_USERS,
    ),
    // Where the bottom bar's Orders (or Quotes) goes: the lists of both groups the session may open.
    hub: { groups: ['Orders', 'Quotes'] },
  },
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
  // A quote's page: the request, the reply form, confirm and cancel (off the menu).
  owner('quotes_view', '/orders/quotations/quote/:id', 'Quote', 'IconFileInvoice', undefined, QUOTES),
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
  // The order page, off the menu: reached from the lists.
  owner('orders_detail', '/orders/product/:id', 'Order', 'IconReceipt', undefined, ORDERS, STORE_USERS),
  owner(
    'abandoned_cart_customer',
    '/orders/abandoned-cart/customer',
    'Abandoned carts',
    'IconShoppingCartOff',
    'Orders',
    { ...ORDERS, features: ['abandoned_cart'], call: ABANDONED_CART_ACCESS },
  ),
  owner(
    'abandoned_cart_guest',
    '/orders/abandoned-cart/guest-user',
    'Abandoned carts (guests)',
    'IconShoppingCartOff',
    'Orders',
    { ...ORDERS, features: ['abandoned_cart'], call: ABANDONED_CART_ACCESS },
  ),
  owner('quick_orders', '/orders/quick-orders', 'Quick orders', 'IconBolt', 'Orders', {
    ...ORDERS,
    features: ['quick_orders'],
  }),
  owner('gift_coupon_orders', '/orders/gift-coupon', 'Gift coupon orders', 'IconGift', 'Orders', {
    ...ORDERS,
    features: [GIFT_CARD_FEATURE],
    call: GIFT_CARD_ACCESS,
  }),
  owner('appointments', '/orders/appointments', 'Appointments', 'IconCalendar', 'Orders', {
    // The service store's shop takes bookings, not orders.
    buyModes: ['booking'],
    subuserFeatures: ['orders'],
    features: ['appointments'],
    call: APPOINTMENT_ACCESS,
  }),

  marketing('coupon_codes', '/setting/coupon-codes', 'Coupon codes', 'IconTicket', { features: ['coupon_codes'] }),
  marketing('giftcards', '/setting/giftcard', 'Gift cards', 'IconGift', {
    features: [GIFT_CARD_ADMIN_FEATURE],
    call: GIFT_CARD_ADMIN_ACCESS,
  }),
  // The designs, amounts and validity the shop offers: a page under the gift cards list.
  owner('giftcard_settings', '/setting/giftcard/settings', 'Gift card settings', 'IconGift', undefined, {
    subuserFeatures: ['marketing'],
    features: [GIFT_CARD_ADMIN_FEATURE],
    call: GIFT_CARD_ADMIN_ACCESS,
  }),
  marketing('newsletter', '/setting/newsletter', 'Newsletter', 'IconMail', { features: ['newsletter'] }),
  marketing('feedback', '/setting/feedback', 'Feedback', 'IconMessages', { features: ['feedback'] }),
  marketing('customers_signup', '/setting/customers/signup-user', 'Customers', 'IconUsers', {
    subuserFeatures: ['customers', 'marketing'],
  }),
  marketing('customers_guest', '/setting/customers/guest-users', 'Guest customers', 'IconUserQuestion', {
    subuserFeatures: ['customers', 'marketing'],
  }),
  // A customer's page, reached from either list (no menu place).
  owner('customer_detail', '/setting/customers/customer/:id', 'Customer', 'IconUser', undefined, {
    subuserFeatures: ['customers', 'marketing'],
  }),
  { ...report('reports_sales', '/reports/sales', 'Sales', 'IconChartBar'), screen: 'ready' },
  { ...report('reports_taxes', '/reports/taxes', 'Taxes', 'IconReceiptTax'), screen: 'ready' },
  { ...report('reports_products', '/reports/products', 'Products sold', 'IconPackage'), screen: 'ready' },
  // Cohorts are of customers who order: a cart shop's.
  {
    ...owner('reports_customers', '/reports/customers', 'Customer cohorts', 'IconUsersGroup', 'Reports', {
      buyModes: ['cart'],
      subuserFeatures: ['dashboard'],
      call: CUSTOMER_REPORT_ACCESS,
    }),
    screen: 'ready',
  },
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
  {
    ...owner('help_center', '/support', 'Help center', 'IconLifebuoy', undefined, {}, STORE_USERS),
    hub: { routes: ['support_account'] },
  },
  {
    ...owner('website', '/setup', 'Website', 'IconWorld', undefined, { subuserFeatures: ['website'] }),
    hub: { groups: ['Website'] },
  },
  {
    ...owner('settings', '/setting', 'Settings', 'IconSettings', undefined, { subuserFeatures: ['settings'] }),
    // The phone bar's Settings also stands for the marketing screens under /setting and the vendors.
    hub: { groups: ['Settings', 'Marketing', 'Vendors'] },
  },
  {
    ...owner('features', '/features', 'Features', 'IconApps', undefined, {
      subuserFeatures: ['store_apps', 'website'],
    }),
    hub: { groups: ['Store apps'] },
  },
  {
    ...owner('donations', '/donations', 'Donations', 'IconHeartHandshake', undefined, {
      check: 'donations',
      subuserFeatures: ['orders'],
    }),
    menuTop: true,
  },
  { ...owner('account', '/account', 'Account', 'IconUserCircle', undefined), hub: { groups: ['Account'] } },
];
