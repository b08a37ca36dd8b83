import type { StoreAuth } from '../../platform/auth/guards.js';
import { forbidden } from '../../platform/errors.js';

/**
 * Reviews are answered in the store's name: the owner, and staff allowed to change products.
 * They are on every package, the free one included, so no package is checked.
 */
export function reviewManagerOf(auth: StoreAuth): string {
  const { loginType, principal } = auth;
  if (loginType === 'admin') return auth.storeId;
  if (loginType === 'subuser' && principal.type === 'store_user') {
    if (principal.row.subuserFeatures.includes('update_product')) return auth.storeId;
    throw forbidden('Your staff account needs the update_product permission to manage reviews.');
  }
  throw forbidden('Only the store owner and staff may manage product reviews.');
}
