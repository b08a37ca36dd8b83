import { ANY_MEMBER, type CallAccess, type CallActor, access, allows, anyOf, allOf } from './call-access.js';

/** What a product call does, in the words of spec section 6. */
export type ProductAction = 'add' | 'update' | 'archive' | 'delete' | 'branch_stock';

export type ProductActor = CallActor;

/**
 * Who may do what to products (spec section 6). Owners do everything; staff by their
 * grants; vendors update (their own products, checked by the caller) and add only when the
 * store grants add_product, never delete; branches edit and set their own stock, never add,
 * archive or delete.
 */
export const PRODUCT_ACCESS: Record<ProductAction, CallAccess> = {
  add: access({ staff: anyOf('add_product'), vendor: allOf('add_product') }),
  update: access({ staff: anyOf('update_product'), vendor: true, branch: true }),
  archive: access({ staff: anyOf('update_product'), vendor: true }),
  delete: access({ staff: anyOf('delete_product') }),
  branch_stock: access({ staff: anyOf('update_product'), branch: true }),
};

/** Uploading an image for a product: anyone who may add or update products. */
export const MEDIA_UPLOAD_ACCESS = access({
  staff: anyOf('add_product', 'update_product'),
  vendor: true,
  branch: true,
});

/**
 * Bulk upload creates and updates many products at once and its undo reaches across them,
 * so staff need both grants; a vendor who may add uploads, sees and undoes only its own
 * uploads of its own products (checked by the caller). Branches never.
 */
export const BULK_UPLOAD_ACCESS = access({
  staff: allOf('add_product', 'update_product'),
  vendor: allOf('add_product'),
});

/**
 * Catalogs and their navigation are a product section (spec section 6): the owner and staff
 * holding any product grant change them; vendors and branches only read them.
 */
export const CATALOG_EDIT_ACCESS = access({ staff: anyOf('add_product', 'update_product', 'delete_product') });

/** Reviews are answered in the store's name: the owner, and staff allowed to change products. */
export const REVIEW_ACCESS = access({ staff: anyOf('update_product') });

/**
 * The image library (Image Uploader): vendors need the store's add_product grant; the
 * package condition (not free) is the store's, checked by mayUseImageLibrary.
 */
export const IMAGE_LIBRARY_ACCESS = access({ staff: true, vendor: allOf('add_product'), branch: true });

/**
 * Renaming, tagging and deleting the store's images: the owner and staff with a product grant.
 * An image may be any vendor's, so vendors and branches only read the library (and upload).
 */
export const MEDIA_EDIT_ACCESS = CATALOG_EDIT_ACCESS;

export const mayDoProduct = (actor: ProductActor, action: ProductAction): boolean =>
  allows(PRODUCT_ACCESS[action], actor);

export const mayManageCatalogs = (actor: ProductActor): boolean => allows(CATALOG_EDIT_ACCESS, actor);

export function mayUseImageLibrary(actor: ProductActor, onFreePackage: boolean): boolean {
  return !onFreePackage && allows(IMAGE_LIBRARY_ACCESS, actor);
}

/**
 * Product extras (footnotes, FAQs, size charts…) are a product section like catalogs: everyone of
 * the store reads them (the product form picks them), the owner and staff with a product grant
 * change them.
 */
export const PRODUCT_EXTRA_ACCESS = { read: ANY_MEMBER, write: CATALOG_EDIT_ACCESS };

/**
 * Renaming, merging or removing a tag changes every product that has it, whoever's it is: the
 * owner and staff who may update products. Vendors and branches read the vocabulary only.
 */
export const PRODUCT_TAG_ACCESS = { read: ANY_MEMBER, write: access({ staff: anyOf('update_product') }) };
