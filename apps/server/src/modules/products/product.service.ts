import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  hasProductTaxonomy,
  type Product,
  type productBranchStockBody,
  type productCreateBody,
  type productDetails,
  type productImages,
  type productOverall,
  variantProblems,
  variantTotals,
} from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { branches, type NewProductRow, type ProductRow, productBranchStock, products } from '../../db/schema/index.js';
import { badRequest, forbidden, notFound } from '../../platform/errors.js';
import { atSeenVersion, nextVersion, savedMeanwhile } from '../../platform/versioned-row.js';
import { requireOwnMedia } from '../../platform/files/media-store.js';
import { type ProductCaller, requireProductAction, requireRoomFor, visibleTo } from './caller.js';
import {
  claimSkus,
  findProductRow,
  moveSlug,
  readProduct,
  requireFreeSlug,
  requireOwnCatalogs,
  requireOwnTaxClass,
  requireOwnVendor,
} from './product.repo.js';
import { cleanRichText } from '../../platform/rich-text.js';
import { countOf, pluralWord } from '@stallfront/shared';
import { googleTaxonomy } from '../product-extras/google-taxonomy.js';

/** A section as its update carries it: with the version its form was opened at. */
type Seen = { version?: number };
type Overall = z.output<typeof productOverall> & Seen;
type Details = z.output<typeof productDetails> & Seen;
type Images = z.output<typeof productImages> & Seen;

/** Checks the overall section against the store and returns its columns. */
async function overallColumns(db: Db, caller: ProductCaller, input: Overall, productId: string | null) {
  const [problem] = variantProblems(input.sku, input.options, input.variants);
  if (problem) throw badRequest(`${problem.field}: ${problem.message}`);
  // With variants the product's price and stock are theirs; the database stores the same.
  const totals = variantTotals(input.variants);
  const price = totals?.priceMin ?? input.price;
  if (input.compare_at_price !== null && input.compare_at_price <= price) {
    throw badRequest('compare_at_price: must be higher than the price, or left empty');
  }
  for (const [i, variant] of input.variants.entries()) requireOwnImages(caller, variant.images, `variants.${i}.images`);
  await requireOwnCatalogs(db, caller.storeId, input.catalog_ids);
  await requireOwnTaxClass(db, caller.storeId, input.tax_class_id);
  // A vendor's products are always their own; staff and branches keep what the owner chose.
  const vendorId = caller.vendorId ?? input.vendor_id;
  if (!caller.vendorId) await requireOwnVendor(db, caller.storeId, vendorId);
  await requireFreeSlug(db, caller.storeId, input.slug, productId);
  return {
    name: input.name,
    sku: input.sku,
    slug: input.slug,
    price,
    compareAtPrice: input.compare_at_price,
    currency: caller.store.currency,
    taxClassId: input.tax_class_id,
    stock: totals?.stock ?? input.stock,
    status: input.status,
    catalogIds: [...new Set(input.catalog_ids)],
    vendorId,
    options: input.options,
    variants: input.variants,
  } satisfies Partial<NewProductRow>;
}

const skusOf = (input: Overall) => [
  { field: 'sku', sku: input.sku },
  ...input.variants.map((v, i) => ({ field: `variants.${i}.sku`, sku: v.sku })),
];

function detailsColumns(caller: ProductCaller, input: Details) {
  if (input.taxonomy && !hasProductTaxonomy(caller.store.type)) {
    throw badRequest('taxonomy: estates stores have no product taxonomy; leave it empty');
  }
  if (input.taxonomy && !googleTaxonomy().hasPath(input.taxonomy)) {
    throw badRequest('taxonomy: is not a category of Google’s product taxonomy; pick one from the list');
  }
  return {
    description: cleanRichText(input.description),
    tags: [...new Set(input.tags)],
    seoTitle: input.seo_title,
    seoDescription: input.seo_description,
    weight: input.weight,
    taxonomy: input.taxonomy,
    customModel: input.custom_model,
  } satisfies Partial<NewProductRow>;
}

/** Uploaded images must be this store's own; https addresses are taken as they are. */
function requireOwnImages(caller: ProductCaller, images: { url: string }[], field: string) {
  for (const [i, image] of images.entries()) requireOwnMedia(image.url, caller.storeId, `${field}.${i}.url`);
}

function imageColumns(caller: ProductCaller, input: Images) {
  requireOwnImages(caller, input.images, 'images');
  return { images: input.images };
}

export async function createProduct(
  db: Db,
  caller: ProductCaller,
  input: z.output<typeof productCreateBody>,
): Promise<Product> {
  requireProductAction(caller, 'add');
  return db.transaction(async (tx) => {
    await requireRoomFor(tx, caller, 1);
    const values: NewProductRow = {
      storeId: caller.storeId,
      ...(await overallColumns(tx, caller, input, null)),
      ...detailsColumns(caller, input),
      ...imageColumns(caller, input),
    };
    const [row] = await tx.insert(products).values(values).returning({ id: products.id });
    if (!row) throw new Error('insert returned no row');
    await claimSkus(tx, caller.storeId, row.id, skusOf(input));
    await moveSlug(tx, caller.storeId, row.id, null, input.slug);
    return readProduct(tx, caller, row.id);
  });
}

/**
 * Saves one section of an existing product the caller may change, in one transaction; from a form
 * opened at an older `version` than the product's, nothing is saved (409).
 */
async function saveSection(
  db: Db,
  caller: ProductCaller,
  { id, version }: { id: string; version?: number },
  columns: (tx: Db) => Promise<Partial<NewProductRow>>,
  after?: (tx: Db, before: ProductRow) => Promise<void>,
): Promise<Product> {
  requireProductAction(caller, 'update');
  return db.transaction(async (tx) => {
    const before = await findProductRow(tx, caller, id);
    const saved = await tx
      .update(products)
      .set({ ...(await columns(tx)), version: nextVersion(products.version), updatedAt: new Date() })
      .where(and(visibleTo(caller), eq(products.id, id), atSeenVersion(products.version, version)))
      .returning({ id: products.id });
    if (!saved.length) throw savedMeanwhile('product');
    await after?.(tx, before);
    return readProduct(tx, caller, id);
  });
}

export const saveOverall = (db: Db, caller: ProductCaller, id: string, input: Overall) =>
  saveSection(
    db,
    caller,
    { id, version: input.version },
    (tx) => overallColumns(tx, caller, input, id),
    async (tx, before) => {
      await claimSkus(tx, caller.storeId, id, skusOf(input));
      await moveSlug(tx, caller.storeId, id, before.slug, input.slug);
    },
  );

export const saveDetails = (db: Db, caller: ProductCaller, id: string, input: Details) =>
  saveSection(db, caller, { id, version: input.version }, async () => detailsColumns(caller, input));

export const saveImages = (db: Db, caller: ProductCaller, id: string, input: Images) =>
  saveSection(db, caller, { id, version: input.version }, async () => imageColumns(caller, input));

/**
 * Owners and staff replace the stock of every branch they send; a branch may send only its
 * own row. Branches not sent keep no stock row (zero).
 */
export async function saveBranchStock(
  db: Db,
  caller: ProductCaller,
  input: z.output<typeof productBranchStockBody>,
): Promise<Product> {
  requireProductAction(caller, 'branch_stock');
  const ids = input.branch_stock.map((e) => e.branch_id);
  if (new Set(ids).size !== ids.length) throw badRequest('branch_stock: a branch appears twice');
  if (caller.branchId && ids.some((b) => b !== caller.branchId)) {
    throw forbidden('A branch may set the stock of its own branch only.');
  }
  return db.transaction(async (tx) => {
    await findProductRow(tx, caller, input._id);
    if (ids.length) {
      const known = await tx
        .select({ id: branches.id })
        .from(branches)
        .where(and(eq(branches.storeId, caller.storeId), inArray(branches.id, ids)));
      if (known.length !== ids.length)
        throw badRequest('branch_stock: one of the branches does not exist in your store');
    }
    const scope = eq(productBranchStock.productId, input._id);
    await tx
      .delete(productBranchStock)
      .where(caller.branchId ? and(scope, eq(productBranchStock.branchId, caller.branchId)) : scope);
    if (ids.length) {
      await tx.insert(productBranchStock).values(
        input.branch_stock.map((e) => ({
          storeId: caller.storeId,
          productId: input._id,
          branchId: e.branch_id,
          stock: e.stock,
        })),
      );
    }
    await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, input._id));
    return readProduct(tx, caller, input._id);
  });
}

/** The ids must all be products the caller sees; otherwise nothing changes. */
async function requireAllVisible(db: Db, caller: ProductCaller, ids: string[]) {
  const unique = [...new Set(ids)];
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(and(visibleTo(caller), inArray(products.id, unique)));
  const missing = unique.length - (row?.n ?? 0);
  if (missing > 0) {
    throw notFound(
      `${missing} of the selected products ${pluralWord(missing, 'does', 'do')} not exist in your store; nothing was changed.`,
    );
  }
  return unique;
}

export async function setArchived(db: Db, caller: ProductCaller, ids: string[], archived: boolean): Promise<string> {
  requireProductAction(caller, 'archive');
  return db.transaction(async (tx) => {
    const unique = await requireAllVisible(tx, caller, ids);
    const now = new Date();
    await tx
      .update(products)
      .set({ archived, archivedAt: archived ? now : null, updatedAt: now })
      .where(and(visibleTo(caller), inArray(products.id, unique)));
    const n = unique.length;
    return `${countOf(n, 'product')} ${archived ? 'moved to the archive' : 'restored'}.`;
  });
}

export async function deleteProducts(db: Db, caller: ProductCaller, ids: string[]): Promise<string> {
  requireProductAction(caller, 'delete');
  return db.transaction(async (tx) => {
    const unique = await requireAllVisible(tx, caller, ids);
    await tx.delete(products).where(and(visibleTo(caller), inArray(products.id, unique)));
    const n = unique.length;
    return `${countOf(n, 'product')} deleted for good.`;
  });
}
