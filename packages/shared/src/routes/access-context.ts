import type { LoginType, QuoteSubType, StoreStatus, StoreType, VendorStatus } from '../catalog/store.js';

/**
 * Everything the rules of spec section 6 look at to decide whether a user may see
 * a console route. The server builds it from the database at sign-in; the console
 * builds it from the stored session. One shape, so both decide alike.
 */
export interface AccessContext {
  /** 'master' for a platform admin holding a master token. */
  loginType: LoginType | 'master';
  storeId?: string;
  storeType?: StoreType;
  subType?: QuoteSubType | null;
  storeStatus?: StoreStatus;
  packageId?: string;
  isDemo?: boolean;
  /** Package + paid + unexpired trial features of the store. */
  ysFeatures: readonly string[];
  subuserFeatures?: readonly string[];
  vendorFeatures?: readonly string[];
  vendorStatus?: VendorStatus;
  hasMasterToken?: boolean;
}
