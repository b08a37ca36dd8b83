import type { LoginType } from '../catalog/store.js';

/** What a product call does, in the words of spec section 6. */
export type ProductAction = 'add' | 'update' | 'archive' | 'delete' | 'branch_stock';

export interface ProductActor {
  loginType: LoginType;
  /** A staff account's grants; empty for everyone else. */
  subuserFeatures: readonly string[];
  /** A vendor's grants from the store; empty for everyone else. */
  vendorFeatures: readonly string[];
}

const SUBUSER_GRANT: Record<ProductAction, string> = {
  add: 'add_product',
  update: 'update_product',
  archive: 'update_product',
  branch_stock: 'update_product',
  delete: 'delete_product',
};

/**
 * Who may do what to products (spec section 6). Owners do everything; staff by their
 * grants; vendors update (their own products, checked by the caller) and add only when the
 * store grants add_product, never delete; branches edit and set their own stock, never add,
 * archive or delete.
 */
export function mayDoProduct(actor: ProductActor, action: ProductAction): boolean {
  switch (actor.loginType) {
    case 'admin':
      return true;
    case 'subuser':
      return actor.subuserFeatures.includes(SUBUSER_GRANT[action]);
    case 'vendor':
      if (action === 'add') return actor.vendorFeatures.includes('add_product');
      return action === 'update' || action === 'archive';
    case 'branch':
      return action === 'update' || action === 'branch_stock';
  }
}

const PRODUCT_GRANTS: readonly string[] = ['add_product', 'update_product', 'delete_product'];

/**
 * Catalogs and their navigation are a product section (spec section 6): the owner and staff
 * holding any product grant change them; vendors and branches only read them.
 */
export function mayManageCatalogs(actor: ProductActor): boolean {
  if (actor.loginType === 'admin') return true;
  return actor.loginType === 'subuser' && actor.subuserFeatures.some((f) => PRODUCT_GRANTS.includes(f));
}

/**
 * The image library (Image Uploader) needs a package that is not free, and for a vendor the
 * store's add_product grant too (spec section 6).
 */
export function mayUseImageLibrary(actor: ProductActor, onFreePackage: boolean): boolean {
  if (onFreePackage) return false;
  return actor.loginType !== 'vendor' || actor.vendorFeatures.includes('add_product');
}
