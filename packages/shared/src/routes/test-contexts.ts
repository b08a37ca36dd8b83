import { PACKAGE_IDS } from '../catalog/packages.js';
import type { AccessContext } from './access-context.js';

/** An active owner of an order-based store on Essential, to vary one field at a time in tests. */
export const ownerCtx = (overrides: Partial<AccessContext> = {}): AccessContext => ({
  loginType: 'admin',
  storeId: 'store-1',
  storeType: 'order_based',
  subType: null,
  storeStatus: 'active',
  packageId: PACKAGE_IDS.essential,
  isDemo: false,
  ysFeatures: [],
  ...overrides,
});
