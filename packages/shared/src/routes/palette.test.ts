import { describe, expect, it } from 'vitest';
import type { AccessContext } from './access-context.js';
import { canAccess, permittedRouteNames } from './access.js';
import { matchPaletteRoutes, paletteFindsOrders, paletteFindsProducts, paletteRoutes } from './palette.js';
import { routeNamed } from './route-table.js';
import { ownerCtx } from './test-contexts.js';

const session = (ctx: AccessContext, permittedRoutes?: readonly string[]) => ({
  hasStoreToken: true,
  hasMasterToken: false,
  ctx,
  permittedRoutes,
});
const names = (ctx: AccessContext, permitted?: readonly string[]) =>
  paletteRoutes(session(ctx, permitted)).map((r) => r.name);

const branch = ownerCtx({ loginType: 'branch' });
const vendor = (vendorFeatures: string[] = [], vendorStatus: 'active' | 'expired' = 'active') =>
  ownerCtx({ loginType: 'vendor', storeType: 'multi_vendor', vendorStatus, vendorFeatures, ysFeatures: ['vendors'] });
const staff = (subuserFeatures: string[]) => ownerCtx({ loginType: 'subuser', subuserFeatures });

describe('the pages the command palette lists', () => {
  it("are the owner's permitted store pages without an id in their path, in table order", () => {
    const ctx = ownerCtx();
    const expected = permittedRouteNames(ctx).filter((name) => !routeNamed(name).path.includes(':'));
    expect(names(ctx)).toEqual(expected);
    expect(names(ctx)).toContain('catalogs');
    expect(names(ctx)).not.toContain('products_edit');
  });

  it('keep only what the server permitted at sign-in, as the guards do', () => {
    expect(names(ownerCtx(), ['dashboard', 'catalogs', 'products_edit'])).toEqual(['dashboard', 'catalogs']);
  });

  it('leave out owner-only pages for a branch and a vendor', () => {
    for (const ctx of [branch, vendor(['add_product'])]) {
      const listed = names(ctx);
      expect(listed).toContain('products');
      for (const ownerOnly of ['catalogs', 'dashboard', 'account_users', 'billing'])
        expect(listed).not.toContain(ownerOnly);
    }
    expect(names(branch)).toContain('branch_dashboard');
    expect(names(vendor())).not.toContain('products_new');
    expect(names(vendor(['add_product']))).toContain('products_new');
  });

  it('follow staff grants', () => {
    expect(names(staff(['orders']))).not.toContain('catalogs');
    expect(names(staff(['update_product']))).toContain('catalogs');
  });

  it('are billing alone for an inactive store and a vendor whose subscription ran out', () => {
    const inactive = names(ownerCtx({ storeStatus: 'inactive' }));
    expect(inactive).toContain('billing');
    for (const name of inactive) expect(routeNamed(name).inactiveStoreAllowed, name).toBe(true);
    expect(names(vendor([], 'expired'))).toEqual(['vendor_billing']);
  });

  it('name the section each page sits in and mark the pages not built yet', () => {
    const byName = new Map(paletteRoutes(session(ownerCtx())).map((r) => [r.name, r]));
    expect(byName.get('catalogs')).toMatchObject({ label: 'Catalogs', section: 'Products', comingSoon: false });
    expect(byName.get('products_new')).toMatchObject({ label: 'Add product', section: 'Products' });
    expect(byName.get('dashboard')?.section).toBeUndefined();
    expect(byName.get('product_extras')?.comingSoon).toBe(false);
    expect(byName.get('dashboard')?.comingSoon).toBe(false);
  });
});

describe('whether the palette searches products', () => {
  it('follows who may open the product list', () => {
    expect(paletteFindsProducts(session(ownerCtx()))).toBe(true);
    expect(paletteFindsProducts(session(branch))).toBe(true);
    expect(paletteFindsProducts(session(vendor()))).toBe(true);
    expect(paletteFindsProducts(session(staff(['orders'])))).toBe(false);
    expect(paletteFindsProducts(session(ownerCtx(), ['dashboard']))).toBe(false);
  });

  it('only where the product form opens too, so every product found opens', () => {
    const form = routeNamed('products_edit');
    const contexts = [ownerCtx(), branch, vendor(), vendor(['add_product']), staff(['orders']), staff(['add_product'])];
    for (const ctx of contexts) {
      if (paletteFindsProducts(session(ctx))) expect(canAccess(form, ctx), ctx.loginType).toBe(true);
    }
  });
});

describe('whether the palette finds orders', () => {
  it('follows who may open the order lists', () => {
    expect(paletteFindsOrders(session(ownerCtx()))).toBe(true);
    expect(paletteFindsOrders(session(staff(['orders'])))).toBe(true);
    expect(paletteFindsOrders(session(vendor()))).toBe(true);
    expect(paletteFindsOrders(session(branch))).toBe(true);
    expect(paletteFindsOrders(session(staff(['update_product'])))).toBe(false);
    expect(paletteFindsOrders(session(ownerCtx({ storeType: 'estates' })))).toBe(false);
    expect(paletteFindsOrders(session(ownerCtx(), ['dashboard']))).toBe(false);
  });

  it('only where the order page opens too, so every order found opens', () => {
    const page = routeNamed('orders_detail');
    const contexts = [ownerCtx(), branch, vendor(), staff(['orders']), staff(['add_product'])];
    for (const ctx of contexts) {
      if (paletteFindsOrders(session(ctx))) expect(canAccess(page, ctx), ctx.loginType).toBe(true);
    }
  });
});

describe('matching pages to what is typed', () => {
  const routes = paletteRoutes(session(ownerCtx({ ysFeatures: ['appointments', 'product_reviews'] })));
  const labels = (query: string) => matchPaletteRoutes(routes, query).map((r) => r.label);

  it('lists every page for an empty query', () => {
    expect(matchPaletteRoutes(routes, '  ')).toHaveLength(routes.length);
  });

  it('puts the labels that start with the query first, then any page holding it', () => {
    const found = labels('cat');
    expect(found[0]).toBe('Catalogs');
    expect(found).toContain('Appointment categories');
    expect(found.indexOf('Appointment categories')).toBeGreaterThan(found.indexOf('Catalog page'));
  });

  it('matches every word, in any case and order, across label and section', () => {
    expect(labels('REVIEWS products')).toEqual(['Reviews']);
    expect(labels('nothing like this')).toEqual([]);
  });
});
