import { describe, expect, it } from 'vitest';
import { hearsLiveOrders } from './live-alerts.js';

const actor = (loginType: 'admin' | 'subuser' | 'vendor' | 'branch', subuserFeatures: string[] = []) => ({
  loginType,
  subuserFeatures,
  vendorFeatures: [],
});

describe('who hears new-order alerts', () => {
  it('is the owner and staff granted orders', () => {
    expect(hearsLiveOrders(actor('admin'))).toBe(true);
    expect(hearsLiveOrders(actor('subuser', ['orders']))).toBe(true);
  });
  it('is not staff without the orders grant, a vendor or a branch', () => {
    expect(hearsLiveOrders(actor('subuser', ['add_product', 'quotes']))).toBe(false);
    expect(hearsLiveOrders(actor('vendor'))).toBe(false);
    expect(hearsLiveOrders(actor('branch'))).toBe(false);
  });
});
