import type { Audience, Layout, RouteEntry } from './types.js';

const route = (
  name: string,
  path: string,
  label: string,
  icon: string,
  layout: Layout,
  audience: readonly Audience[],
  extra: Partial<RouteEntry> = {},
): RouteEntry => ({ name, path, label, icon, layout, audience, screen: 'coming_soon', ...extra });

/** The vendor's and the branch's home: first in their menus (spec section 2), so first in the table. */
export const VENDOR_BRANCH_HOMES: RouteEntry[] = [
  route('vendor_dashboard', '/vendor-dashboard', 'Dashboard', 'IconChartBar', 'store', ['vendor'], { menuTop: true }),
  route('branch_dashboard', '/branch-dashboard', 'Dashboard', 'IconChartBar', 'store', ['branch'], { menuTop: true }),
];

/** Vendor and branch screens of their own (they share products and orders with the owner). */
export const VENDOR_BRANCH_ROUTES: RouteEntry[] = [
  route('vendor_account', '/vendor-account', 'Account', 'IconUserCircle', 'store', ['vendor', 'branch'], {
    hub: { groups: ['Account'] },
  }),
  route('vendor_profile', '/vendor-account/vendor-profile', 'Profile', 'IconUser', 'store', ['vendor'], {
    menuGroup: 'Account',
  }),
  route('vendor_wallet', '/vendor-account/vendor-wallet', 'Wallet', 'IconWallet', 'store', ['vendor'], {
    menuGroup: 'Account',
  }),
  route('vendor_billing', '/vendor-account/vendor-billing', 'Billing', 'IconFileDollar', 'store', ['vendor'], {
    menuGroup: 'Account',
    expiredVendorAllowed: true,
  }),
  route('branch_profile', '/vendor-account/branch-profile', 'Profile', 'IconUser', 'store', ['branch'], {
    menuGroup: 'Account',
  }),
];

const MASTER: readonly Audience[] = ['master'];
const admin = (name: string, path: string, label: string, icon: string, menuGroup?: string) =>
  route(name, path, label, icon, 'admin', MASTER, { menuGroup, menuTop: !menuGroup });

export const ADMIN_ROUTES: RouteEntry[] = [
  admin('admin_dashboard', '/admin/dashboard', 'Dashboard', 'IconChartBar'),
  admin('admin_currencies', '/admin/currencies', 'Currencies', 'IconCurrency'),
  admin('admin_packages', '/admin/packages', 'Packages', 'IconPackage'),
  admin('admin_app_store', '/admin/features', 'App Store', 'IconApps'),
  admin('admin_clients', '/admin/clients', 'Clients', 'IconBuildingStore'),
  admin('admin_feedbacks', '/admin/feedbacks', 'Feedbacks', 'IconMessages'),
  admin('admin_subscribers', '/admin/subscribers', 'Subscribers', 'IconMail'),
  admin('admin_dealers', '/admin/dealers', 'Dealers', 'IconBriefcase'),
  // Not in the spec's admin list: the inbox where support answers the stores' chats (docs/decisions.md).
  admin('admin_chat', '/admin/chat', 'Support chat', 'IconMessageCircle'),
  admin('admin_themes', '/admin/themes', 'Themes', 'IconPalette', 'Setup'),
  admin('admin_promotions', '/admin/promotions', 'Promotions', 'IconDiscount', 'Setup'),
  admin('admin_notifications', '/admin/notifications', 'Notifications', 'IconBell', 'Setup'),
  admin('admin_announcements', '/admin/announcements', 'Announcements', 'IconSpeakerphone', 'Setup'),
  route('admin_notifications_new', '/admin/notifications/new', 'Send notification', 'IconBell', 'admin', MASTER),
  route(
    'admin_announcements_new',
    '/admin/announcements/new',
    'Send announcement',
    'IconSpeakerphone',
    'admin',
    MASTER,
  ),
  admin('admin_payments_active', '/admin/payments/active', 'Active payments', 'IconCreditCard', 'Payments'),
  admin('admin_payments_inactive', '/admin/payments/inactive', 'Inactive payments', 'IconCreditCardOff', 'Payments'),
  route('control_panel', '/control-panel', 'Control panel', 'IconAdjustments', 'root', MASTER),
];

const PUBLIC: readonly Audience[] = ['public'];
const auth = (name: string, path: string, label: string, layout: Layout = 'auth') =>
  route(name, path, label, 'IconLogin', layout, PUBLIC, { screen: 'ready' });
const signIn = (name: string, path: string, label: string, layout: Layout = 'auth') =>
  route(name, path, label, 'IconLogin', layout, PUBLIC, { screen: 'ready', document: 'signin' });

export const AUTH_ROUTES: RouteEntry[] = [
  signIn('signin', '/session/signin', 'Sign in'),
  auth('signup', '/session/signup', 'Sign up'),
  signIn('master_signin', '/session/signin/master', 'Platform admin sign-in'),
  auth('forgot_password', '/session/forgot-password', 'Forgot password'),
  auth('reset_password', '/session/reset-password', 'Reset password'),
  auth('accept_invite', '/session/accept-invite/:token', 'Accept invite'),
  signIn('branch_signin', '/branch/signin', 'Branch sign-in', 'vendor_auth'),
  signIn('vendor_signin', '/vendor/signin/:sub_domain', 'Vendor sign-in', 'vendor_auth'),
];

/** The other root routes of spec section 2 (their screens are not specified yet). */
export const ROOT_ROUTES: RouteEntry[] = [
  route('welcome', '/welcome/:type', 'Welcome', 'IconConfetti', 'root', PUBLIC),
  route('payment_summary', '/payment-summary/:type/:id', 'Payment summary', 'IconReceipt', 'root', PUBLIC),
  route(
    'payment_summary_store',
    '/payment-summary/:type/:id/:store_id',
    'Payment summary',
    'IconReceipt',
    'root',
    PUBLIC,
  ),
  route('payment_failure', '/payment-failure', 'Payment failed', 'IconAlertTriangle', 'root', PUBLIC),
  route('public_enquiry', '/enquiry/:type', 'Enquiry', 'IconMessageQuestion', 'root', PUBLIC),
  route('not_found', '/404', 'Page not found', 'IconError404', 'root', PUBLIC, { screen: 'ready' }),
];
