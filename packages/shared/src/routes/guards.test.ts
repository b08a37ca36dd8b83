import { describe, expect, it } from 'vitest';
import { findRoute, guardRedirect, signInPathFor } from './guards.js';
import { ownerCtx } from './test-contexts.js';

const signedIn = { hasStoreToken: true, hasMasterToken: false, ctx: ownerCtx() };
const nobody = { hasStoreToken: false, hasMasterToken: false };

describe('findRoute', () => {
  it('matches static and dynamic paths, static first', () => {
    expect(findRoute('/vendor/signin/bazaar-central')?.name).toBe('vendor_signin');
    expect(findRoute('/payment-summary/plan/42/store-9')?.name).toBe('payment_summary_store');
    expect(findRoute('/session/signin/master')?.name).toBe('master_signin');
    expect(findRoute('/nowhere')).toBeUndefined();
  });
});

describe('guardRedirect', () => {
  it('sends the empty path to sign-in', () => {
    expect(guardRedirect('', nobody)).toEqual({ to: '/session/signin' });
    expect(guardRedirect('/', nobody)).toEqual({ to: '/session/signin' });
  });

  it('sends store routes without a store token to sign-in, clearing storage', () => {
    expect(guardRedirect('/dashboard', nobody)).toEqual({ to: '/session/signin', clearStorage: true });
  });

  it('sends a route outside the permitted list to sign-in, clearing storage', () => {
    expect(guardRedirect('/account/wallet', signedIn)).toEqual({ to: '/session/signin', clearStorage: true });
    expect(guardRedirect('/dashboard', signedIn)).toBeNull();
  });

  it('trusts the permitted list the server sent at sign-in over the local rules', () => {
    const listed = { ...signedIn, permittedRoutes: ['dashboard', 'billing'] };
    expect(guardRedirect('/dashboard', listed)).toBeNull();
    expect(guardRedirect('/product-sections/products', listed)).toEqual({ to: '/session/signin', clearStorage: true });
  });

  it('sends admin and control-panel routes without a master token to the master sign-in', () => {
    expect(guardRedirect('/admin/clients', signedIn)).toEqual({ to: '/session/signin/master' });
    expect(guardRedirect('/control-panel', nobody)).toEqual({ to: '/session/signin/master' });
    expect(guardRedirect('/admin/clients', { ...nobody, hasMasterToken: true })).toBeNull();
  });

  it('sends an inactive store to billing', () => {
    const inactive = { ...signedIn, ctx: ownerCtx({ storeStatus: 'inactive' }) };
    expect(guardRedirect('/dashboard', inactive)).toEqual({ to: '/account/billing' });
    expect(guardRedirect('/account/billing', inactive)).toBeNull();
    expect(guardRedirect('/deployment/plans', inactive)).toBeNull();
  });

  it('sends an expired vendor to vendor billing', () => {
    const expired = ownerCtx({ loginType: 'vendor', storeType: 'multi_vendor', vendorStatus: 'expired' });
    expect(guardRedirect('/vendor-dashboard', { ...signedIn, ctx: expired })).toEqual({
      to: '/vendor-account/vendor-billing',
    });
    expect(guardRedirect('/vendor-account/vendor-billing', { ...signedIn, ctx: expired })).toBeNull();
  });

  it('sends unknown paths to the 404 screen and lets public pages through', () => {
    expect(guardRedirect('/no/such/page', nobody)).toEqual({ to: '/404' });
    expect(guardRedirect('/session/signup', nobody)).toBeNull();
    expect(guardRedirect('/vendor/signin/bazaar-central', nobody)).toBeNull();
  });
});

describe('signInPathFor', () => {
  it("names each kind of user's own sign-in page", () => {
    expect(signInPathFor('admin')).toBe('/session/signin');
    expect(signInPathFor('subuser')).toBe('/session/signin');
    expect(signInPathFor('vendor', 'bazaar-central')).toBe('/vendor/signin/bazaar-central');
    expect(signInPathFor('branch')).toBe('/branch/signin');
    expect(signInPathFor('master')).toBe('/session/signin/master');
    expect(signInPathFor(undefined)).toBe('/session/signin');
  });

  it('falls back to the main sign-in for a vendor whose store address is unknown', () => {
    expect(signInPathFor('vendor')).toBe('/session/signin');
  });
});

describe("guardRedirect with the user's own sign-in page", () => {
  it('sends a refused vendor or branch to their sign-in page, clearing storage', () => {
    const vendor = {
      hasStoreToken: true,
      hasMasterToken: false,
      ctx: ownerCtx({ loginType: 'vendor', storeType: 'multi_vendor', vendorStatus: 'active' }),
      signInPath: signInPathFor('vendor', 'bazaar-central'),
    };
    expect(guardRedirect('/account/wallet', vendor)).toEqual({
      to: '/vendor/signin/bazaar-central',
      clearStorage: true,
    });
    const branch = {
      hasStoreToken: true,
      hasMasterToken: false,
      ctx: ownerCtx({ loginType: 'branch' }),
      signInPath: '/branch/signin',
    };
    expect(guardRedirect('/dashboard', branch)).toEqual({ to: '/branch/signin', clearStorage: true });
  });
});
