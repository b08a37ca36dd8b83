import { describe, expect, it } from 'vitest';
import { SUBUSER_FEATURES, type SubuserFeature } from '../catalog/features.js';
import type { AccessContext } from './access-context.js';
import { PACKAGE_IDS } from '../catalog/packages.js';
import { canAccess, permittedRouteNames, ruleAllows, storeOffers } from './access.js';
import { routeNamed } from './route-table.js';
import { ownerCtx } from './test-contexts.js';

const can = (name: string, overrides: Parameters<typeof ownerCtx>[0] = {}) =>
  canAccess(routeNamed(name), ownerCtx(overrides));

describe('admin sees menus by ys_features, package and store type', () => {
  it('needs the feature a route names', () => {
    expect(can('coupon_codes')).toBe(false);
    expect(can('coupon_codes', { ysFeatures: ['coupon_codes'] })).toBe(true);
  });

  it('is limited by package and store type too', () => {
    expect(can('extras_image_gallery', { packageId: PACKAGE_IDS.proFree })).toBe(false);
    expect(can('extras_image_gallery')).toBe(true);
    expect(can('store_config')).toBe(false);
    expect(can('store_config', { storeType: 'quot_based', subType: 'order' })).toBe(true);
  });
});

describe('what a store offers, whoever asks (the calls of an extra only some stores have)', () => {
  const offers = (name: string, overrides: Parameters<typeof ownerCtx>[0] = {}) =>
    storeOffers(routeNamed(name), ownerCtx(overrides));

  it('follows the store’s features, type and package, not the caller’s grants', () => {
    expect(offers('extras_size_chart')).toBe(false);
    expect(offers('extras_size_chart', { ysFeatures: ['size_chart'] })).toBe(true);
    // A vendor without the product grants the screen asks for still reads the store's charts.
    expect(offers('extras_size_chart', { ysFeatures: ['size_chart'], loginType: 'vendor', vendorFeatures: [] })).toBe(
      true,
    );
    expect(offers('extras_amenities')).toBe(false);
    expect(offers('extras_amenities', { storeType: 'estates' })).toBe(true);
    expect(offers('extras_image_gallery', { packageId: PACKAGE_IDS.proFree })).toBe(false);
  });
});

describe('subusers see what both the store features and their subuser_features allow', () => {
  const staff = (subuserFeatures: readonly string[], ysFeatures: readonly string[] = []) => ({
    loginType: 'subuser' as const,
    subuserFeatures,
    ysFeatures,
  });

  it('needs their own permission', () => {
    expect(can('products', staff(['add_product']))).toBe(true);
    expect(can('products', staff(['orders']))).toBe(false);
    expect(can('orders_live', staff(['orders']))).toBe(true);
  });

  it('needs the store feature too', () => {
    expect(can('coupon_codes', staff(['marketing']))).toBe(false);
    expect(can('coupon_codes', staff(['marketing'], ['coupon_codes']))).toBe(true);
    expect(can('coupon_codes', staff([], ['coupon_codes']))).toBe(false);
  });

  it('never sees the Users menu, but sees their profile', () => {
    expect(can('account_users', staff([...SUBUSER_FEATURES], ['5_staff']))).toBe(false);
    expect(can('account_profile', staff([]))).toBe(true);
  });

  const sections: [string, SubuserFeature, Partial<AccessContext>][] = [
    ['dashboard', 'dashboard', {}],
    ['products', 'update_product', {}],
    ['orders_live', 'orders', {}],
    ['quotes_live', 'quotes', { storeType: 'quot_based', subType: 'quot' }],
    ['enquiries', 'enquiries', { storeType: 'quot_based', subType: 'enquiry' }],
    ['newsletter', 'marketing', { ysFeatures: ['newsletter'] }],
    ['layout_home', 'website', {}],
    ['blogs', 'store_apps', { ysFeatures: ['blogs'] }],
    ['store_settings', 'settings', {}],
    ['vendors_list', 'vendors', { storeType: 'multi_vendor', ysFeatures: ['vendors'] }],
    ['billing', 'billing', {}],
  ];
  it.each(sections)('opens %s with the %s permission only', (name, permission, store) => {
    const others = SUBUSER_FEATURES.filter((f) => f !== permission && !(name === 'products' && f.endsWith('_product')));
    expect(can(name, { ...store, ...staff([permission], store.ysFeatures) })).toBe(true);
    expect(can(name, { ...store, ...staff(others, store.ysFeatures) })).toBe(false);
  });
});

describe('vendors', () => {
  const vendor = (vendorFeatures: string[], extra = {}) => ({
    loginType: 'vendor' as const,
    storeType: 'multi_vendor' as const,
    vendorStatus: 'active' as const,
    vendorFeatures,
    ysFeatures: ['vendors', 'ad_management'],
    ...extra,
  });

  it('see products, orders and their own menu, never owner screens', () => {
    expect(can('products', vendor([]))).toBe(true);
    expect(can('orders_live', vendor([]))).toBe(true);
    expect(can('vendor_dashboard', vendor([]))).toBe(true);
    expect(can('catalogs', vendor([]))).toBe(false);
    expect(can('store_settings', vendor([]))).toBe(false);
  });

  it('see ad management only with the ad_management permission', () => {
    expect(can('ad_management', vendor([]))).toBe(false);
    expect(can('ad_management', vendor(['ad_management']))).toBe(true);
  });

  it('use the Image Uploader only on a non-free package with add_product', () => {
    expect(can('extras_image_gallery', vendor(['add_product']))).toBe(true);
    expect(can('extras_image_gallery', vendor([]))).toBe(false);
    expect(can('extras_image_gallery', vendor(['add_product'], { packageId: PACKAGE_IDS.proFree }))).toBe(false);
  });

  it('see vendor billing only when expired', () => {
    const expired = ownerCtx(vendor(['ad_management'], { vendorStatus: 'expired' }));
    expect(permittedRouteNames(expired)).toEqual(['vendor_billing']);
  });
});

describe('branches', () => {
  const branch = { loginType: 'branch' as const };
  it('edit products and see orders and their own screens, never add or manage the store', () => {
    expect(can('products', branch)).toBe(true);
    expect(can('branch_dashboard', branch)).toBe(true);
    expect(can('branch_profile', branch)).toBe(true);
    expect(can('catalogs', branch)).toBe(false);
    expect(can('dashboard', branch)).toBe(false);
  });
});

describe('single-rule routes of spec section 6', () => {
  it('Users needs a staff feature', () => {
    expect(can('account_users')).toBe(false);
    for (const tier of ['1_staff', '5_staff', '10_staff', '20_staff'])
      expect(can('account_users', { ysFeatures: [tier] })).toBe(true);
  });

  it('Wallet is for multi_vendor stores only', () => {
    expect(can('account_wallet')).toBe(false);
    expect(can('account_wallet', { storeType: 'multi_vendor' })).toBe(true);
  });

  it('App Store is for a master token or a demo store', () => {
    expect(can('app_store')).toBe(false);
    expect(can('app_store', { isDemo: true })).toBe(true);
    expect(can('app_store', { hasMasterToken: true })).toBe(true);
  });

  it('Image Uploader needs a non-free package', () => {
    expect(can('extras_image_gallery', { packageId: PACKAGE_IDS.genieFree })).toBe(false);
    expect(can('extras_image_gallery', { packageId: PACKAGE_IDS.essential })).toBe(true);
  });

  it('Product Reviews are always on the free package, otherwise they need product_reviews', () => {
    expect(can('product_reviews', { packageId: PACKAGE_IDS.proFree })).toBe(true);
    expect(can('product_reviews', { packageId: PACKAGE_IDS.essential })).toBe(false);
    expect(can('product_reviews', { packageId: PACKAGE_IDS.essential, ysFeatures: ['product_reviews'] })).toBe(true);
  });

  it('Branches need store_pickup', () => {
    expect(can('account_branches')).toBe(false);
    expect(can('account_branches', { ysFeatures: ['store_pickup'] })).toBe(true);
  });

  it('Vendors need the vendors feature; Vendor Subscriptions need vendor_subs', () => {
    const mv = { storeType: 'multi_vendor' as const };
    expect(can('vendors_list', mv)).toBe(false);
    expect(can('vendors_list', { ...mv, ysFeatures: ['vendors'] })).toBe(true);
    expect(can('vendor_subscriptions', { ...mv, ysFeatures: ['vendors'] })).toBe(false);
    expect(can('vendor_subscriptions', { ...mv, ysFeatures: ['vendor_subs'] })).toBe(true);
  });

  it('estates stores lack orders, payment, shipping and product taxonomy', () => {
    const estates = { storeType: 'estates' as const, ysFeatures: ['shipping_methods'] };
    for (const name of [
      'orders_live',
      'payment_gateway',
      'shipping_methods',
      'delivery_methods',
      'extras_product_taxonomy',
    ]) {
      expect(can(name, estates), name).toBe(false);
      expect(can(name, { ysFeatures: ['shipping_methods'] }), name).toBe(true);
    }
  });

  it('store-config is for B2B (quote-based) stores only', () => {
    expect(can('store_config')).toBe(false);
    expect(can('store_config', { storeType: 'quot_based', subType: 'quot' })).toBe(true);
  });

  it('quotes are for quote-based stores; orders for the others and quote stores of sub_type order', () => {
    const quot = { storeType: 'quot_based' as const, subType: 'quot' as const };
    expect(can('quotes_live', quot)).toBe(true);
    expect(can('quotes_live')).toBe(false);
    expect(can('orders_live', quot)).toBe(false);
    expect(can('orders_live', { storeType: 'quot_based', subType: 'order' })).toBe(true);
  });

  it('a rule naming store ids admits those stores only', () => {
    expect(ruleAllows({ storeIds: ['store-1'] }, ownerCtx())).toBe(true);
    expect(ruleAllows({ storeIds: ['store-1'] }, ownerCtx({ storeId: 'store-2' }))).toBe(false);
  });
});

describe('the named permission checks', () => {
  it('customer_enquiry: the feature, or a quote store of sub_type enquiry', () => {
    expect(can('enquiries')).toBe(false);
    expect(can('enquiries', { ysFeatures: ['customer_enquiry'] })).toBe(true);
    expect(can('enquiries', { storeType: 'quot_based', subType: 'enquiry' })).toBe(true);
  });

  it('donations: the donations feature', () => {
    expect(can('donations')).toBe(false);
    expect(can('donations', { ysFeatures: ['donations'] })).toBe(true);
  });

  it('deployment: the owner only', () => {
    expect(can('deployment_plans')).toBe(true);
    expect(can('deployment_plans', { loginType: 'subuser', subuserFeatures: [...SUBUSER_FEATURES] })).toBe(false);
  });
});

describe('an inactive store', () => {
  it('reaches only deployment and billing', () => {
    expect(permittedRouteNames(ownerCtx({ storeStatus: 'inactive' })).sort()).toEqual(['billing', 'deployment_plans']);
  });
});

describe('master token', () => {
  it('opens the admin routes and no store route', () => {
    const master = { loginType: 'master' as const, ysFeatures: [], hasMasterToken: true };
    expect(canAccess(routeNamed('admin_clients'), master)).toBe(true);
    expect(canAccess(routeNamed('dashboard'), master)).toBe(false);
    expect(canAccess(routeNamed('admin_clients'), ownerCtx())).toBe(false);
  });
});
