import { asc, eq, sql } from 'drizzle-orm';
import {
  allows,
  BULK_UPLOAD_ACCESS,
  DEFAULT_IMAGE_COUNT,
  FREE_PACKAGE_IDS,
  hasProductTaxonomy,
  mayDoProduct,
  mayManageCatalogs,
  mayUseImageLibrary,
  type ProductFeatures,
  productsLeft,
  VARIANT_IMAGE_COUNT,
} from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { branches, products, vendors } from '../../db/schema/index.js';
import type { ProductCaller } from './caller.js';

/** The product rules as they apply to the caller, so the console shows only what the server would allow. */
export async function productFeaturesFor(db: Db, caller: ProductCaller): Promise<ProductFeatures> {
  const { actor, store } = caller;
  // The free package's room is the store's; the count shown is the caller's own (a vendor's products).
  const [count] = await db
    .select({
      store: sql<number>`count(*)::int`,
      own: caller.vendorId
        ? sql<number>`(count(*) filter (where ${products.vendorId} = ${caller.vendorId}))::int`
        : sql<number>`count(*)::int`,
    })
    .from(products)
    .where(eq(products.storeId, caller.storeId));
  const onFreePackage = FREE_PACKAGE_IDS.includes(store.packageId);
  const owners = actor.loginType === 'admin' || actor.loginType === 'subuser';
  const [vendorList, branchList] = await Promise.all([
    owners
      ? db
          .select({ _id: vendors.id, name: vendors.companyName })
          .from(vendors)
          .where(eq(vendors.storeId, caller.storeId))
          .orderBy(asc(vendors.companyName))
      : [],
    db
      .select({ _id: branches.id, name: branches.name })
      .from(branches)
      .where(eq(branches.storeId, caller.storeId))
      .orderBy(asc(branches.name)),
  ]);
  return {
    add: mayDoProduct(actor, 'add'),
    bulk_upload: allows(BULK_UPLOAD_ACCESS, actor),
    update: mayDoProduct(actor, 'update'),
    archive: mayDoProduct(actor, 'archive'),
    delete: mayDoProduct(actor, 'delete'),
    branch_stock: mayDoProduct(actor, 'branch_stock'),
    own_branch_id: caller.branchId,
    image_uploader: mayUseImageLibrary(actor, onFreePackage),
    manage_catalogs: mayManageCatalogs(actor),
    taxonomy: hasProductTaxonomy(store.type),
    products_left: productsLeft(store.packageId, count?.store ?? 0),
    product_count: count?.own ?? 0,
    image_limit: DEFAULT_IMAGE_COUNT,
    variant_image_limit: VARIANT_IMAGE_COUNT,
    currency: store.currency,
    vendors: vendorList,
    branches: caller.branchId ? branchList.filter((b) => b._id === caller.branchId) : branchList,
  };
}
