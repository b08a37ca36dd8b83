import { describe, expect, it } from 'vitest';
import { hubCardsFor } from './hubs.js';
import { routeNamed } from './route-table.js';
import { ownerCtx } from './test-contexts.js';
import { PACKAGE_IDS, PACKAGES } from '../catalog/packages.js';

const packageFeatures = (id: string) => PACKAGES.find((p) => p.id === id)?.features ?? [];

/** The screens the session may open, its plan's locked ones left out. */
const paths = (name: string, ctx = ownerCtx()) =>
  hubCardsFor(routeNamed(name), ctx)
    .filter((card) => card.unlock === null)
    .map((card) => card.route.path);
/** The locked cards: path and what opens it. */
const locked = (name: string, ctx = ownerCtx()) =>
  hubCardsFor(routeNamed(name), ctx).flatMap((card) =>
    card.unlock ? [[card.route.path, card.unlock.kind === 'plan' ? card.unlock.plan.name : 'add-on']] : [],
  );

describe('hubCardsFor', () => {
  it("offers the owner the Products section's screens in sidebar order, the unbuilt ones marked", () => {
    const cards = hubCardsFor(routeNamed('product_sections'), ownerCtx({ ysFeatures: ['product_reviews'] }));
    expect(cards.map((c) => [c.route.path, c.comingSoon])).toEqual([
      ['/product-sections/products', false],
      ['/product-sections/catalogs', false],
      ['/product-sections/extras', false],
      ['/product-sections/archive', false],
      ['/product-sections/reviews', false],
    ]);
  });

  it('leaves out what the session may not open: a missing feature, grant or store type', () => {
    expect(paths('product_sections')).not.toContain('/product-sections/reviews');
    const staff = ownerCtx({ loginType: 'subuser', subuserFeatures: ['settings'] });
    expect(paths('product_sections', staff)).toEqual([]);
    expect(paths('settings', staff)).toContain('/setting/domain');
    expect(paths('settings', staff)).not.toContain('/setting/coupon-codes');
    const estates = ownerCtx({ storeType: 'estates' });
    expect(paths('settings', estates)).not.toContain('/setting/payment-gateway');
    expect(paths('settings')).toContain('/setting/payment-gateway');
  });

  it('offers a vendor its products alone and a branch its products, never the catalogs', () => {
    const vendor = ownerCtx({ loginType: 'vendor', storeType: 'multi_vendor', vendorStatus: 'active' });
    expect(paths('product_sections', vendor)).toEqual(['/product-sections/products']);
    expect(paths('product_sections', ownerCtx({ loginType: 'branch' }))).toEqual(['/product-sections/products']);
  });

  it('gives owners and vendors each their own account screens under the Account group', () => {
    expect(paths('account')).toContain('/account/profile');
    expect(paths('account')).not.toContain('/vendor-account/vendor-profile');
    const vendor = ownerCtx({ loginType: 'vendor', storeType: 'multi_vendor', vendorStatus: 'active' });
    expect(paths('vendor_account', vendor)).toEqual([
      '/vendor-account/vendor-profile',
      '/vendor-account/vendor-wallet',
      '/vendor-account/vendor-billing',
    ]);
    expect(paths('vendor_account', ownerCtx({ loginType: 'branch' }))).toEqual(['/vendor-account/branch-profile']);
  });

  it('orders the cards group by group as the hub names them', () => {
    const settings = hubCardsFor(routeNamed('settings'), ownerCtx({ ysFeatures: ['coupon_codes'] }));
    const groups = settings.map((card) => card.route.menuGroup);
    expect(groups.indexOf('Marketing')).toBeGreaterThan(groups.lastIndexOf('Settings'));
    expect(groups[0]).toBe('Settings');
  });

  it('lists the marketing screens in the Settings hub only with their feature', () => {
    expect(paths('settings', ownerCtx({ ysFeatures: ['coupon_codes'] }))).toContain('/setting/coupon-codes');
    expect(paths('settings')).not.toContain('/setting/coupon-codes');
  });

  it('shows what the plan lacks as locked cards, with the cheapest plan that opens them or as an add-on', () => {
    const essential = ownerCtx({
      packageId: PACKAGE_IDS.essential,
      ysFeatures: packageFeatures(PACKAGE_IDS.essential),
    });
    const website = locked('website', essential);
    expect(website).toContainEqual(['/setup/seo/store', 'Professional']);
    expect(website).toContainEqual(['/setup/chat-configuration', 'add-on']);
    expect(website.map(([path]) => path)).not.toContain('/setup/announcement-bar');
    expect(paths('website', essential)).toContain('/setup/announcement-bar');
    const free = ownerCtx({ packageId: PACKAGE_IDS.proFree, ysFeatures: packageFeatures(PACKAGE_IDS.proFree) });
    expect(locked('website', free)).toContainEqual(['/setup/announcement-bar', 'Essential']);
  });

  it('promises no upgrade that would not open the screen: a staff member without the grant sees no locked card', () => {
    const staff = ownerCtx({ loginType: 'subuser', subuserFeatures: ['orders'], ysFeatures: [] });
    expect(hubCardsFor(routeNamed('website'), staff)).toEqual([]);
    const estates = ownerCtx({ storeType: 'estates', ysFeatures: [] });
    expect(locked('settings', estates).map(([path]) => path)).not.toContain('/setting/payment-gateway');
  });

  it('offers the help center its article, and a route that is no hub nothing', () => {
    expect(paths('help_center')).toEqual(['/support/creating-your-account']);
    expect(paths('products')).toEqual([]);
  });
});
