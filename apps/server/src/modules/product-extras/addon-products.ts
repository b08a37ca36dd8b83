import { and, getTableName, inArray, sql } from 'drizzle-orm';
import { type BundleOffer, countOf } from '@stallfront/shared';
import type { Db, Tx } from '../../db/client.js';
import { PRODUCT_EXTRA_TABLES, products } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../platform/errors.js';
import type { ThingInput } from '../../platform/resource/simple-resource.js';
import { sqlArray } from '../../platform/sql-array.js';
import { owned } from '../../platform/store-scope.js';

const { things: offers, links } = PRODUCT_EXTRA_TABLES.addonProduct;

/** An offer names only this store's products, and never offers a product on its own page. */
export async function checkAddonOffer(tx: Tx, storeId: string, input: ThingInput): Promise<void> {
  const offered = [...new Set(input.offered_ids as string[])];
  const found = await tx
    .select({ id: products.id })
    .from(products)
    .where(owned(products, storeId, inArray(products.id, offered)));
  if (found.length < offered.length) {
    throw notFound(`offered_ids: ${countOf(offered.length - found.length, 'product')} not in your store`);
  }
  const attached = new Set(input.product_ids as string[]);
  if (offered.some((id) => attached.has(id))) {
    throw badRequest('offered_ids: a product it is shown on cannot be offered with itself');
  }
}

/**
 * The add-on offers with a discount that products in a cart make, as bundleSavings reads them:
 * each with the cart's products it is shown on (attached to them or to one of their catalogs).
 * None without the addon_products feature: a store that loses it stops discounting.
 */
export async function bundleOffersOf(
  db: Db | Tx,
  store: { id: string; features?: readonly string[] },
  productIds: readonly string[],
): Promise<BundleOffer[]> {
  if (!store.features?.includes('addon_products') || productIds.length < 2) return [];
  const ids = sqlArray([...new Set(productIds)], 'uuid');
  // Qualified by hand: in a one-table select drizzle leaves column names bare, which the subquery would read as its own.
  const offer = sql.raw(`"${getTableName(offers)}"`);
  const rows = await db
    .select({
      offered: offers.offeredIds,
      discountPercent: offers.discountPercent,
      offeredWith: sql<string[]>`array(
        select p.id from ${products} p where p.store_id = ${offer}.store_id and p.id = any(${ids}) and (
          exists (select 1 from ${links.products} l where l.thing_id = ${offer}.id and l.target_id = p.id)
          or exists (select 1 from ${links.catalogs} l where l.thing_id = ${offer}.id and l.target_id = any(p.catalog_ids))))`,
    })
    .from(offers)
    .where(owned(offers, store.id, and(sql`${offers.discountPercent} > 0`, sql`${offers.offeredIds} && ${ids}`)));
  return rows.filter((row) => row.offeredWith.length > 0);
}
