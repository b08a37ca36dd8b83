import { mayManageCatalogs } from '@stallfront/shared';
import type { StoreAuth } from '../../platform/auth/guards.js';
import { forbidden } from '../../platform/errors.js';
import { actorOf } from '../products/caller.js';

/** Everyone of the store reads catalogs: vendors and branches pick them in the product form. */
export const catalogReaderOf = (auth: StoreAuth): string => auth.storeId;

/** The store whose catalogs and navigation the caller may change, by the shared rule. */
export function catalogEditorOf(auth: StoreAuth): string {
  if (mayManageCatalogs(actorOf(auth))) return auth.storeId;
  throw forbidden(
    auth.loginType === 'subuser'
      ? 'Your staff account needs a product permission to change catalogs and navigations.'
      : 'Only the store owner and staff may change catalogs and navigations.',
  );
}
