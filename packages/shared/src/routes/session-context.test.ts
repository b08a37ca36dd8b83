import { describe, expect, it } from 'vitest';
import { PACKAGE_IDS } from '../catalog/packages.js';
import type { StoreSession } from '../schemas/session.js';
import { routeNamed } from './route-table.js';
import { accessContextOf, landingPathFor, masterLandingPath } from './session-context.js';
import { ownerCtx } from './test-contexts.js';

describe('landingPathFor', () => {
  it('lands owners, dashboard staff, vendors and branches on their dashboards', () => {
    expect(routeNamed('dashboard').screen).toBe('ready');
    for (const home of ['vendor_dashboard', 'branch_dashboard']) expect(routeNamed(home).screen).toBe('ready');
    expect(routeNamed('admin_dashboard').screen).toBe('ready');
    expect(landingPathFor(ownerCtx())).toBe('/dashboard');
    expect(landingPathFor(ownerCtx({ loginType: 'subuser', subuserFeatures: ['dashboard'] }))).toBe('/dashboard');
    expect(landingPathFor({ loginType: 'master', ysFeatures: [] })).toBe(masterLandingPath());
    expect(masterLandingPath()).toBe('/admin/dashboard');
    const vendor = ownerCtx({ loginType: 'vendor', storeType: 'multi_vendor', vendorStatus: 'active' });
    expect(landingPathFor(vendor)).toBe('/vendor-dashboard');
    expect(landingPathFor(ownerCtx({ loginType: 'branch' }))).toBe('/branch-dashboard');
  });

  it('sends an inactive store to billing and an expired vendor to vendor billing', () => {
    expect(landingPathFor(ownerCtx({ storeStatus: 'inactive' }))).toBe('/account/billing');
    expect(landingPathFor(ownerCtx({ loginType: 'vendor', vendorStatus: 'expired' }))).toBe(
      '/vendor-account/vendor-billing',
    );
  });

  it('sends staff without the dashboard permission to the first screen they may open', () => {
    expect(landingPathFor(ownerCtx({ loginType: 'subuser', subuserFeatures: ['update_product'] }))).toBe(
      '/product-sections/products',
    );
    // With no grants, their own profile is the one screen of the menu they may open.
    expect(landingPathFor(ownerCtx({ loginType: 'subuser', subuserFeatures: [] }))).toBe('/account/profile');
  });
});

describe('accessContextOf', () => {
  it('reads every rule input from the session entity', () => {
    const session = {
      _id: 'store-9',
      login_type: 'vendor',
      type: 'multi_vendor',
      sub_type: null,
      status: 'active',
      package_details: { package_id: PACKAGE_IDS.essential },
      is_demo: true,
      ys_features: ['vendors'],
      vendor_features: ['add_product'],
      vendor_status: 'expired',
    } as unknown as StoreSession;
    expect(accessContextOf(session, true)).toEqual({
      loginType: 'vendor',
      storeId: 'store-9',
      storeType: 'multi_vendor',
      subType: null,
      storeStatus: 'active',
      packageId: PACKAGE_IDS.essential,
      isDemo: true,
      ysFeatures: ['vendors'],
      subuserFeatures: undefined,
      vendorFeatures: ['add_product'],
      vendorStatus: 'expired',
      hasMasterToken: true,
    });
  });
});
