import { and, desc, eq, inArray, or } from 'drizzle-orm';
import {
  BULK_UPLOAD_MAX_ROWS,
  type BulkUpload,
  type CsvRowError,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_REQUIRED,
  type ProductVariant,
} from '@stallfront/shared';
import type { Db } from '../../../db/client.js';
import {
  type BulkUploadRow,
  bulkUploadItems,
  bulkUploads,
  catalogs,
  type NewProductRow,
  productSkus,
  products,
  taxClasses,
} from '../../../db/schema/index.js';
import {
  CsvRejected,
  checkCsvHeader,
  checkCsvRecords,
  readCsvTable,
  rowsRefusedMessage,
} from '../../../platform/files/csv.js';
import type { Jobs } from '../../../platform/jobs/jobs.js';
import { type ProductCaller, requireProductAction, requireRoomFor } from '../caller.js';
import { cleanRichText } from '../../../platform/rich-text.js';
import { type ProductCsvLine, type ProductCsvRow, productCsvRow } from './csv-row.js';
import { applyRowUpdates, type NameIds, replaceSkus, snapshotProducts } from './bulk-update.repo.js';
import { imageCountsOf, queueImageImports } from './image-imports.js';
import { planUpload, type VariantSet } from './plan.js';
import { platformSourceOf } from './platforms/detect.js';

const CHUNK = 500;
const chunks = <T>(items: T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

export const toBulkUpload = (row: BulkUploadRow, images = { waiting: 0, failed: 0 }): BulkUpload => ({
  _id: row.id,
  file_name: row.fileName,
  rows: row.rows,
  created: row.created,
  updated: row.updated,
  status: row.status,
  uploaded_by: row.uploadedBy,
  created_on: row.createdAt.toISOString(),
  undone_on: row.undoneAt?.toISOString() ?? null,
  images_waiting: images.waiting,
  images_failed: images.failed,
});

/** The uploads a caller may see and undo: the store's, or a vendor's own. */
export const uploadsOf = (caller: ProductCaller) =>
  and(eq(bulkUploads.storeId, caller.storeId), caller.vendorId ? eq(bulkUploads.vendorId, caller.vendorId) : undefined);

/**
 * A product's variants from the file; a variant whose SKU the product already had keeps its
 * images, which the file does not carry.
 */
export function withKeptImages(set: VariantSet, before: ProductVariant[]): ProductVariant[] {
  const images = new Map(before.map((v) => [v.sku, v.images]));
  return set.variants.map((v) => ({ ...v, images: images.get(v.sku) ?? [] }));
}

/** The columns a CSV row sets; columns left empty keep what an updated product had. */
function rowColumns(row: ProductCsvLine, ids: NameIds, currency: string) {
  return {
    name: row.name,
    sku: row.sku,
    slug: row.slug,
    price: row.price,
    currency,
    ...(row.compare_at_price !== undefined && { compareAtPrice: row.compare_at_price }),
    ...(row.tax_class && { taxClassId: ids.taxClassIds.get(row.tax_class.toLowerCase()) as string }),
    ...(row.stock !== undefined && { stock: row.stock }),
    ...(row.weight !== undefined && { weight: row.weight }),
    ...(row.status !== undefined && { status: row.status }),
    ...(row.catalogs !== undefined && {
      catalogIds: row.catalogs.map((name) => ids.catalogIds.get(name.toLowerCase()) as string),
    }),
    ...(row.tags !== undefined && { tags: row.tags }),
    ...(row.seo_title !== undefined && { seoTitle: row.seo_title }),
    ...(row.seo_description !== undefined && { seoDescription: row.seo_description }),
    ...(row.description !== undefined && { description: cleanRichText(row.description) }),
  } satisfies Partial<NewProductRow>;
}

async function storeFacts(db: Db, storeId: string, rows: ProductCsvRow[]) {
  const skus = rows.map((r) => r.sku);
  const slugs = rows.flatMap((r) => (r.kind === 'product' ? [r.slug] : []));
  // One query after another: a transaction holds one connection, and pg will not run two at once on it.
  const existing = await db
    .select({
      id: products.id,
      sku: products.sku,
      slug: products.slug,
      vendorId: products.vendorId,
      variants: products.variants,
    })
    .from(products)
    .where(and(eq(products.storeId, storeId), or(inArray(products.sku, skus), inArray(products.slug, slugs))));
  const owners = await db
    .select({ sku: productSkus.sku, productId: productSkus.productId })
    .from(productSkus)
    .where(and(eq(productSkus.storeId, storeId), inArray(productSkus.sku, skus)));
  const catalogRows = await db
    .select({ id: catalogs.id, name: catalogs.name })
    .from(catalogs)
    .where(eq(catalogs.storeId, storeId));
  const classRows = await db
    .select({ id: taxClasses.id, name: taxClasses.name })
    .from(taxClasses)
    .where(eq(taxClasses.storeId, storeId));
  return {
    existing,
    skuOwners: new Map(owners.map((o) => [o.sku, o.productId])),
    catalogIds: new Map(catalogRows.map((c) => [c.name.toLowerCase(), c.id])),
    taxClassIds: new Map(classRows.map((c) => [c.name.toLowerCase(), c.id])),
  };
}

/** The file's rows in the upload's columns: as they are, or translated from another platform's export. */
function readProductFile(bytes: Buffer, currency: string, now: Date) {
  const table = readCsvTable(bytes, BULK_UPLOAD_MAX_ROWS);
  const source = platformSourceOf(table, now);
  if (!source) checkCsvHeader(table.header, { columns: PRODUCT_CSV_COLUMNS, required: PRODUCT_CSV_REQUIRED });
  const checked = checkCsvRecords(source?.records ?? table.records, productCsvRow(currency));
  /** A problem names the column as the merchant's file has it. */
  const named = (e: CsvRowError): CsvRowError =>
    source && e.column ? { ...e, column: source.columnOf[e.column] ?? e.column } : e;
  return {
    rows: checked.rows,
    /** The file's own rows: an export's variant rows may become more or fewer of ours. */
    fileRows: table.records.length,
    errors: [...table.errors, ...(source?.errors ?? []), ...checked.errors.map(named)],
    named,
    images: source?.images ?? [],
    notes: source?.notes ?? [],
  };
}

export interface UploadResult {
  data: BulkUpload;
  notes: string[];
}

/**
 * Reads the whole file, checks every row against the file itself and the store, and only
 * then writes everything in one transaction, keeping each updated product's previous row so
 * the upload can be undone exactly. Images an export names are queued for the import job.
 */
export async function applyUpload(
  db: Db,
  jobs: Jobs,
  caller: ProductCaller,
  fileName: string,
  bytes: Buffer,
  now: Date,
): Promise<UploadResult> {
  const read = readProductFile(bytes, caller.store.currency, now);
  const rows = read.rows.map((r) => r.row);
  if (rows.length === 0) {
    const errors = read.errors.sort((a, b) => a.row - b.row);
    throw new CsvRejected(rowsRefusedMessage(errors), errors.slice(0, 200));
  }
  return db.transaction(async (tx) => {
    const facts = await storeFacts(tx, caller.storeId, rows);
    const names = { catalogs: new Set(facts.catalogIds.keys()), taxClasses: new Set(facts.taxClassIds.keys()) };
    const plan = planUpload(read.rows, facts, names, caller.vendorId);
    // Rows with format problems were left out of the plan; the store's rules checked the rest.
    const errors = [...read.errors, ...plan.errors.map(read.named)].sort((a, b) => a.row - b.row);
    if (errors.length) throw new CsvRejected(rowsRefusedMessage(errors), errors.slice(0, 200));
    if (plan.creates.length) {
      requireProductAction(caller, 'add');
      await requireRoomFor(tx, caller, plan.creates.length);
    }
    if (plan.updates.length) requireProductAction(caller, 'update');

    const [upload] = await tx
      .insert(bulkUploads)
      .values({
        storeId: caller.storeId,
        vendorId: caller.vendorId,
        fileName: fileName.slice(0, 200),
        rows: read.fileRows,
        created: plan.creates.length,
        updated: plan.updates.length,
        uploadedBy: caller.displayName,
        createdAt: now,
      })
      .returning();
    if (!upload) throw new Error('insert returned no row');

    const productIdOf = new Map(plan.updates.map((u) => [u.row.sku, u.productId]));
    for (const part of chunks(plan.creates)) {
      const inserted = await tx
        .insert(products)
        .values(
          part.map(({ row, variantSet }) => ({
            storeId: caller.storeId,
            vendorId: caller.vendorId,
            ...rowColumns(row, facts, caller.store.currency),
            ...(variantSet && { options: variantSet.options, variants: withKeptImages(variantSet, []) }),
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning({ id: products.id, sku: products.sku, variants: products.variants });
      for (const p of inserted) productIdOf.set(p.sku, p.id);
      await tx
        .insert(productSkus)
        .values(
          inserted.flatMap((p) =>
            [p.sku, ...p.variants.map((v) => v.sku)].map((sku) => ({ storeId: caller.storeId, productId: p.id, sku })),
          ),
        );
      await tx
        .insert(bulkUploadItems)
        .values(inserted.map((p) => ({ uploadId: upload.id, productId: p.id, before: null })));
    }
    for (const part of chunks(plan.updates)) {
      await snapshotProducts(
        tx,
        upload.id,
        caller.storeId,
        part.map((u) => u.productId),
      );
      const before = new Map(facts.existing.map((p) => [p.id, p.variants]));
      const updates = part.map((u) => ({
        ...u,
        variants: u.variantSet && {
          options: u.variantSet.options,
          variants: withKeptImages(u.variantSet, before.get(u.productId) ?? []),
        },
      }));
      await applyRowUpdates(tx, caller.storeId, updates, facts, cleanRichText, now);
      await replaceSkus(
        tx,
        caller.storeId,
        updates.flatMap((u) => (u.variants ? [u.productId] : [])),
      );
    }
    const queued = await queueImageImports(
      tx,
      jobs,
      { storeId: caller.storeId, uploadId: upload.id },
      read.images,
      productIdOf,
    );
    return { data: toBulkUpload(upload, { waiting: queued, failed: 0 }), notes: read.notes };
  });
}

/** The store's uploads, newest first; a vendor's own only. */
export async function uploadHistory(db: Db, caller: ProductCaller): Promise<BulkUpload[]> {
  const rows = await db
    .select()
    .from(bulkUploads)
    .where(uploadsOf(caller))
    .orderBy(desc(bulkUploads.createdAt))
    .limit(50);
  const images = await imageCountsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toBulkUpload(row, images.get(row.id)));
}
