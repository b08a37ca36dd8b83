import { describe, expect, it } from 'vitest';
import { menuFor, ownerBottomBar, vendorBottomBar } from './menus.js';
import { ownerCtx } from './test-contexts.js';

const labels = (items: { label: string }[]) => items.map((i) => i.label);

describe('owner bottom bar', () => {
  it('is Home, Products, Orders, Website, Settings', () => {
    const bar = ownerBottomBar(ownerCtx());
    expect(labels(bar)).toEqual(['Home', 'Products', 'Orders', 'Website', 'Settings']);
    expect(bar.map((i) => i.path)).toEqual(['/dashboard', '/product-sections', '/orders', '/setup', '/setting']);
  });

  it('labels Orders "Quotes" for quote-based stores', () => {
    expect(labels(ownerBottomBar(ownerCtx({ storeType: 'quot_based', subType: 'quot' })))[2]).toBe('Quotes');
  });

  it('shows Enquiries instead for quote-based stores of sub_type enquiry', () => {
    const bar = ownerBottomBar(ownerCtx({ storeType: 'quot_based', subType: 'enquiry' }));
    expect(bar[2]).toMatchObject({ label: 'Enquiries', path: '/enquiries' });
  });

  it('highlights Settings under /vendors/ too', () => {
    expect(ownerBottomBar(ownerCtx()).at(-1)?.alsoActiveUnder).toEqual(['/vendors/']);
  });

  it('drops Orders for estates stores', () => {
    expect(labels(ownerBottomBar(ownerCtx({ storeType: 'estates' })))).toEqual([
      'Home',
      'Products',
      'Website',
      'Settings',
    ]);
  });
});

describe('vendor bottom bar', () => {
  const vendor = (vendorFeatures: string[]) =>
    ownerCtx({
      loginType: 'vendor',
      storeType: 'multi_vendor',
      vendorStatus: 'active',
      vendorFeatures,
      ysFeatures: ['vendors', 'ad_management'],
    });

  it('shows ad management only with the ad_management permission', () => {
    expect(vendorBottomBar(vendor([])).map((i) => i.path)).toEqual([
      '/vendor-dashboard',
      '/product-sections/products',
      '/vendors/settlement',
      '/vendor-account',
    ]);
    expect(vendorBottomBar(vendor(['ad_management'])).map((i) => i.path)).toContain('/features/ad-management');
  });
});

describe('sidebar', () => {
  it('groups permitted routes in table order', () => {
    const menu = menuFor(ownerCtx({ ysFeatures: ['coupon_codes'] }), 'store');
    expect(menu[0]?.items[0]?.path).toBe('/dashboard');
    const groups = menu.map((g) => g.group).filter(Boolean);
    expect(groups).toEqual(
      expect.arrayContaining(['Products', 'Orders', 'Marketing', 'Website', 'Settings', 'Account']),
    );
    expect(groups).not.toContain('Quotes');
    expect(menu.find((g) => g.group === 'Marketing')?.items.map((i) => i.path)).toContain('/setting/coupon-codes');
  });

  it('gives the platform admin its groups', () => {
    const menu = menuFor({ loginType: 'master', ysFeatures: [], hasMasterToken: true }, 'admin');
    expect(menu.map((g) => g.group)).toEqual([undefined, 'Setup', 'Payments']);
  });
});

describe('menus by what the shop takes (issue 38, item 11)', () => {
  const everything = ['abandoned_cart', 'quick_orders', 'gift_coupon', 'appointments'];
  const menuLabels = (ctx: Parameters<typeof menuFor>[0]) =>
    menuFor(ctx, 'store').flatMap((g) => g.items.map((r) => r.label));

  it('gives a salon its appointments without order lists, carts or quick orders', () => {
    const salon = menuLabels(ownerCtx({ storeType: 'service_based', ysFeatures: everything }));
    expect(salon).toContain('Appointments');
    expect(salon).not.toContain('Live orders');
    expect(salon).not.toContain('Abandoned carts');
    expect(salon).not.toContain('Quick orders');
    expect(salon).not.toContain('Gift coupon orders');
  });

  it('gives an order store its orders without appointments a cart shop cannot take', () => {
    const shop = menuLabels(ownerCtx({ ysFeatures: everything }));
    expect(shop).toEqual(expect.arrayContaining(['Live orders', 'Abandoned carts', 'Quick orders']));
    expect(shop).not.toContain('Appointments');
  });

  it('shows quote lists to quote stores only, not to enquiry stores nor to those that take orders', () => {
    expect(menuLabels(ownerCtx({ storeType: 'quot_based', subType: 'quot' }))).toContain('Live quotes');
    expect(menuLabels(ownerCtx({ storeType: 'quot_based', subType: null }))).toContain('Live quotes');
    const enquiry = menuLabels(ownerCtx({ storeType: 'quot_based', subType: 'enquiry' }));
    expect(enquiry).toContain('Enquiries');
    expect(enquiry.filter((l) => /quote|order/i.test(l))).toEqual([]);
    const orderType = menuLabels(ownerCtx({ storeType: 'quot_based', subType: 'order' }));
    expect(orderType).toContain('Live orders');
    expect(orderType).not.toContain('Live quotes');
  });
});

describe('vendor and branch menus', () => {
  const top = (ctx: Parameters<typeof menuFor>[0]) =>
    menuFor(ctx, 'store').flatMap((g) => (g.group ? [g.group] : g.items.map((r) => r.path)));

  it('put the branch dashboard first, then products, orders and the branch profile (spec section 2)', () => {
    const branch = ownerCtx({ loginType: 'branch' });
    expect(top(branch)).toEqual(['/branch-dashboard', 'Products', 'Orders', 'Account']);
    const account = menuFor(branch, 'store').find((g) => g.group === 'Account');
    expect(account?.items.map((r) => r.path)).toEqual(['/vendor-account/branch-profile']);
  });

  it('put the vendor dashboard first', () => {
    const vendor = ownerCtx({
      loginType: 'vendor',
      storeType: 'multi_vendor',
      vendorStatus: 'active',
      ysFeatures: ['vendors'],
    });
    expect(top(vendor)[0]).toBe('/vendor-dashboard');
  });
});
