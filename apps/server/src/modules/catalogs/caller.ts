import type { StoreAuth } from '../../platform/auth/guards.js';
import { forbidden } from '../../platform/errors.js';

const PRODUCT_GRANTS = ['add_product', 'update_product', 'delete_product'];

/** Everyone of the store reads catalogs: vendors and branches pick them in the product form. */
export const catalogReaderOf = (auth: StoreAuth): string => auth.storeId;

/**
 * Catalogs and navigations are a product section (spec section 6): the owner and staff holding
 * any product grant change them; vendors and branches never do.
 */
export function catalogEditorOf(auth: StoreAuth): string {
  const { loginType, principal } = auth;
  if (loginType === 'admin') return auth.storeId;
  if (loginType === 'subuser' && principal.type === 'store_user') {
    if (PRODUCT_GRANTS.some((grant) => principal.row.subuserFeatures.includes(grant))) return auth.storeId;
    throw forbidden('Your staff account needs a product permission to change catalogs and navigations.');
  }
  throw forbidden('Only the store owner and staff may change catalogs and navigations.');
}
