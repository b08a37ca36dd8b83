import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Product } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import {
  branches,
  catalogs,
  productBranchStock,
  productSkus,
  productSlugRedirects,
  products,
  vendors,
  taxClasses,
} from '../../db/schema/index.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { foundOr404 } from '../../platform/store-scope.js';
import { type ProductCaller, visibleTo } from './caller.js';
import { toProduct } from './product-view.js';

export async function findProductRow(db: Db, caller: ProductCaller, id: string) {
  return foundOr404(
    await db
      .select()
      .from(products)
      .where(and(visibleTo(caller), eq(products.id, id))),
    'product',
  );
}

/** Stock of every branch of the store, zero where none is set. */
export async function branchStockOf(db: Db, storeId: string, productId: string): Promise<Product['branch_stock']> {
  const rows = await db
    .select({
      branch_id: branches.id,
      name: branches.name,
      stock: sql<number>`coalesce(${productBranchStock.stock}, 0)`,
    })
    .from(branches)
    .leftJoin(
      productBranchStock,
      and(eq(productBranchStock.branchId, branches.id), eq(productBranchStock.productId, productId)),
    )
    .where(eq(branches.storeId, storeId))
    .orderBy(asc(branches.name));
  return rows.map((r) => ({ ...r, stock: Number(r.stock) }));
}

export async function readProduct(db: Db, caller: ProductCaller, id: string): Promise<Product> {
  const row = await findProductRow(db, caller, id);
  return toProduct(row, await branchStockOf(db, caller.storeId, id), await slugRedirectsOf(db, id));
}

/** The product's earlier slugs, oldest first: the addresses that lead to it. */
export async function slugRedirectsOf(db: Db, productId: string): Promise<string[]> {
  const rows = await db
    .select({ slug: productSlugRedirects.oldSlug })
    .from(productSlugRedirects)
    .where(eq(productSlugRedirects.productId, productId))
    .orderBy(asc(productSlugRedirects.createdAt), asc(productSlugRedirects.oldSlug));
  return rows.map((r) => r.slug);
}

/**
 * Gives a product its slug. A live address wins over an old one, so a redirect holding the slug
 * is dropped; when a saved product leaves a slug, that slug now leads to it (taken over from any
 * product it led to before, as an old slug leads to one product of the store).
 */
export async function moveSlug(db: Db, storeId: string, productId: string, from: string | null, to: string) {
  if (from === to) return;
  await db
    .delete(productSlugRedirects)
    .where(and(eq(productSlugRedirects.storeId, storeId), eq(productSlugRedirects.oldSlug, to)));
  if (from === null) return;
  await db
    .insert(productSlugRedirects)
    .values({ storeId, oldSlug: from, productId })
    .onConflictDoUpdate({
      target: [productSlugRedirects.storeId, productSlugRedirects.oldSlug],
      set: { productId, createdAt: new Date() },
    });
}

/**
 * Registers a product's SKUs (its own and its variants') after naming any that another
 * product of the store holds; the primary key still catches a race between two saves.
 */
export async function claimSkus(db: Db, storeId: string, productId: string, skus: { field: string; sku: string }[]) {
  const taken = await db
    .select({ sku: productSkus.sku })
    .from(productSkus)
    .where(
      and(
        eq(productSkus.storeId, storeId),
        inArray(
          productSkus.sku,
          skus.map((s) => s.sku),
        ),
        ne(productSkus.productId, productId),
      ),
    );
  const clash = skus.find((s) => taken.some((t) => t.sku === s.sku));
  if (clash) throw conflict(`${clash.field}: ${clash.sku} is already the SKU of another product in your store`);
  await db.delete(productSkus).where(eq(productSkus.productId, productId));
  await db.insert(productSkus).values(skus.map((s) => ({ storeId, productId, sku: s.sku })));
}

export async function requireFreeSlug(db: Db, storeId: string, slug: string, productId: string | null) {
  const [other] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(eq(products.storeId, storeId), eq(products.slug, slug), productId ? ne(products.id, productId) : undefined),
    );
  if (other) throw conflict(`slug: ${slug} is already the address of another product in your store`);
}

export async function requireOwnCatalogs(db: Db, storeId: string, ids: string[]) {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: catalogs.id })
    .from(catalogs)
    .where(and(eq(catalogs.storeId, storeId), inArray(catalogs.id, ids)));
  if (found.length !== new Set(ids).size)
    throw badRequest('catalog_ids: one of the catalogs does not exist in your store');
}

export async function requireOwnTaxClass(db: Db, storeId: string, taxClassId: string | null) {
  if (!taxClassId) return;
  const [found] = await db
    .select({ id: taxClasses.id })
    .from(taxClasses)
    .where(and(eq(taxClasses.storeId, storeId), eq(taxClasses.id, taxClassId)));
  if (!found) throw badRequest('tax_class_id: this tax class does not exist in your store');
}

export async function requireOwnVendor(db: Db, storeId: string, vendorId: string | null) {
  if (!vendorId) return;
  const [found] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.storeId, storeId), eq(vendors.id, vendorId)));
  if (!found) throw badRequest('vendor_id: this vendor does not exist in your store');
}
