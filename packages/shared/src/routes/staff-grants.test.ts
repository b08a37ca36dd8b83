import { describe, expect, it } from 'vitest';
import { SUBUSER_FEATURES } from '../catalog/features.js';
import { grantableStaffFeatures, grantRefusal, staffGrantGroups } from './staff-grants.js';
import { ownerCtx } from './test-contexts.js';

describe('grantable staff features', () => {
  it('are the grants that open a screen the store has', () => {
    const orderStore = grantableStaffFeatures(ownerCtx());
    expect(orderStore).toEqual(expect.arrayContaining(['add_product', 'update_product', 'delete_product', 'orders']));
    // The vendors' screens belong to a multi-vendor store with the vendors feature, quotes to a quote store's
    // shop (the Orders hub that names both grants offers only other screens).
    expect(orderStore).not.toContain('vendors');
    expect(orderStore).not.toContain('quotes');
    expect(grantableStaffFeatures(ownerCtx({ storeType: 'multi_vendor', ysFeatures: ['vendors'] }))).toContain(
      'vendors',
    );
    expect(grantableStaffFeatures(ownerCtx({ storeType: 'quot_based', subType: 'quot' }))).toContain('quotes');
  });
  it('come only from the catalogue, grouped with labels in its order', () => {
    const grants = grantableStaffFeatures(ownerCtx());
    for (const grant of grants) expect(SUBUSER_FEATURES).toContain(grant);
    const groups = staffGrantGroups(grants);
    expect(groups[0]).toEqual({
      group: 'Products',
      grants: [
        { key: 'add_product', label: 'Add products' },
        { key: 'update_product', label: 'Edit products' },
        { key: 'delete_product', label: 'Delete products' },
      ],
    });
    expect(groups.flatMap((g) => g.grants.map((x) => x.key))).toEqual(grants);
  });
});

describe('grantRefusal', () => {
  const grantable = ['add_product', 'orders'];
  it('accepts grants that exist here, the empty set too', () => {
    expect(grantRefusal(['orders'], grantable)).toBeNull();
    expect(grantRefusal([], grantable)).toBeNull();
  });
  it('names a grant that is no permission at all', () => {
    expect(grantRefusal(['orders', 'launch_rockets'], grantable)).toMatch(/"launch_rockets" is not a permission/);
  });
  it('names a real grant that opens nothing in this store', () => {
    expect(grantRefusal(['quotes'], grantable)).toMatch(/"quotes" opens nothing in this store/);
  });
});
