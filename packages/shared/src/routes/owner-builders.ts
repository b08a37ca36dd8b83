import type { StoreType } from '../catalog/store.js';
import type { AccessRule, Audience, RouteEntry } from './types.js';

export const OWNER: readonly Audience[] = ['admin', 'subuser'];
export const STORE_USERS: readonly Audience[] = ['admin', 'subuser', 'vendor', 'branch'];
export const PRODUCT_PERMS = { subuserFeatures: ['add_product', 'update_product', 'delete_product'] } as const;
/** Estates stores have no orders, payment or shipping (spec section 6). */
export const SELLING: readonly StoreType[] = ['order_based', 'quot_based', 'multi_vendor', 'service_based'];
/** Orders come from a shop that sells by cart: not a salon's bookings, an enquiry store's or estates' questions. */
export const ORDERS: AccessRule = { buyModes: ['cart'], subuserFeatures: ['orders'] };
/** Quotes come from a quote store's shop only: not an enquiry store's, nor one of the order sub type. */
export const QUOTES: AccessRule = { buyModes: ['quote'], subuserFeatures: ['quotes'] };

export const owner = (
  name: string,
  path: string,
  label: string,
  icon: string,
  menuGroup: string | undefined,
  access: AccessRule = {},
  audience: readonly Audience[] = OWNER,
): RouteEntry => ({ name, path, label, icon, menuGroup, access, audience, layout: 'store', screen: 'coming_soon' });

export const extra = (slug: string, label: string, access: AccessRule = {}) =>
  owner(`extras_${slug.replaceAll('-', '_')}`, `/product-extras/${slug}`, label, 'IconPuzzle', 'Product extras', {
    ...PRODUCT_PERMS,
    ...access,
  });

export function cap(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
