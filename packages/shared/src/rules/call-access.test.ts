import { describe, expect, it } from 'vitest';
import { canAccess } from '../routes/access.js';
import { ROUTES } from '../routes/route-table.js';
import {
  ANYONE_SIGNED_IN,
  access,
  allOf,
  allows,
  anyOf,
  type CallActor,
  describeAccess,
  refusalFor,
} from './call-access.js';
import { BULK_UPLOAD_ACCESS, PRODUCT_ACCESS } from './product-access.js';

const owner: CallActor = { loginType: 'admin', subuserFeatures: [], vendorFeatures: [] };
const staff = (...grants: string[]): CallActor => ({
  loginType: 'subuser',
  subuserFeatures: grants,
  vendorFeatures: [],
});
const vendor = (grants: string[] = [], vendorActive = true): CallActor => ({
  loginType: 'vendor',
  subuserFeatures: [],
  vendorFeatures: grants,
  vendorActive,
});
const branch: CallActor = { loginType: 'branch', subuserFeatures: [], vendorFeatures: [] };

describe('call access rules', () => {
  it('admits the owner by default and nobody else unless named', () => {
    const rule = access();
    expect(allows(rule, owner)).toBe(true);
    for (const actor of [staff('add_product'), vendor(['add_product']), branch])
      expect(allows(rule, actor)).toBe(false);
  });

  it('reads staff grants as any-of or all-of', () => {
    const either = access({ staff: anyOf('add_product', 'update_product') });
    const both = access({ staff: allOf('add_product', 'update_product') });
    expect(allows(either, staff('update_product'))).toBe(true);
    expect(allows(both, staff('update_product'))).toBe(false);
    expect(allows(both, staff('update_product', 'add_product'))).toBe(true);
  });

  it('admits an expired vendor only where the rule says so, whatever its grants', () => {
    expect(allows(PRODUCT_ACCESS.update, vendor(['add_product'], false))).toBe(false);
    expect(allows(ANYONE_SIGNED_IN, vendor([], false))).toBe(true);
  });

  it('names what a refused caller lacks', () => {
    expect(refusalFor(BULK_UPLOAD_ACCESS, staff('add_product'))).toBe(
      'Your staff account needs the update_product permission for this.',
    );
    expect(refusalFor(PRODUCT_ACCESS.update, staff())).toBe(
      'Your staff account needs the update_product permission for this.',
    );
    expect(refusalFor(PRODUCT_ACCESS.add, vendor([], false))).toMatch(/subscription has expired/);
    expect(refusalFor(PRODUCT_ACCESS.delete, branch)).toBe('Your account may not do this.');
  });

  it('describes itself for the API reference', () => {
    expect(describeAccess(BULK_UPLOAD_ACCESS)).toBe(
      'Who may call: owner, staff with add_product and update_product, vendors with add_product.',
    );
  });

  it('hides a screen from those its calls refuse: the bulk-upload route follows BULK_UPLOAD_ACCESS', () => {
    const route = ROUTES.find((r) => r.name === 'products_bulk_upload')!;
    const ctx = { storeStatus: 'active', ysFeatures: [], vendorStatus: 'active' } as const;
    expect(canAccess(route, { ...ctx, loginType: 'subuser', subuserFeatures: ['update_product'] })).toBe(false);
    expect(canAccess(route, { ...ctx, loginType: 'subuser', subuserFeatures: ['add_product', 'update_product'] })).toBe(
      true,
    );
    expect(canAccess(route, { ...ctx, loginType: 'vendor', vendorFeatures: [] })).toBe(false);
    expect(canAccess(route, { ...ctx, loginType: 'vendor', vendorFeatures: ['add_product'] })).toBe(true);
    expect(canAccess(route, { ...ctx, loginType: 'branch' })).toBe(false);
  });
});
