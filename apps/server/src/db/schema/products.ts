import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { CustomModel, ProductImage, ProductVariant } from '@stallfront/shared';
import { editVersionColumn, storeRef } from './columns.js';
import { taxClasses } from './taxes.js';
import { branches, vendors } from './users.js';
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The words of a product's name, split by the simple parser: a search matches them by prefix. */
export const PRODUCT_NAME_WORDS = sql`to_tsvector('simple', name)`;
/** A product's SKU as a search matches it: whole, or by its start, in any case. */
export const PRODUCT_SKU_KEY = sql`lower(sku)`;

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    vendorId: uuid('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    slug: text('slug').notNull(),
    /** Minor units of `currency`, the store's currency when the product was saved. */
    price: bigint('price', { mode: 'number' }).notNull(),
    compareAtPrice: bigint('compare_at_price', { mode: 'number' }),
    currency: text('currency').notNull(),
    /** The tax class whose rates it is charged; none: no tax. */
    taxClassId: uuid('tax_class_id').references(() => taxClasses.id, { onDelete: 'set null' }),
    stock: integer('stock').notNull().default(0),
    status: text('status').$type<'active' | 'draft'>().notNull().default('active'),
    archived: boolean('archived').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    catalogIds: uuid('catalog_ids').array().notNull().default(sql`'{}'::uuid[]`),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    description: text('description').notNull().default(''),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    /** Grams. */
    weight: integer('weight'),
    taxonomy: text('taxonomy'),
    customModel: jsonb('custom_model').$type<CustomModel>(),
    images: jsonb('images').$type<ProductImage[]>().notNull().default([]),
    options: jsonb('options').$type<{ name: string; values: string[] }[]>().notNull().default([]),
    variants: jsonb('variants').$type<ProductVariant[]>().notNull().default([]),
    version: editVersionColumn(),
    // Milliseconds, as a JavaScript Date holds them, so a list cursor names its row exactly.
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One index per sort key, led by the store and the archive flag, so every list page is an index range.
  (t) => [
    uniqueIndex('products_store_slug_key').on(t.storeId, t.slug),
    index('products_created_idx').on(t.storeId, t.archived, t.createdAt, t.id),
    index('products_name_idx').on(t.storeId, t.archived, t.name, t.id),
    index('products_price_idx').on(t.storeId, t.archived, t.price, t.id),
    index('products_stock_idx').on(t.storeId, t.archived, t.stock, t.id),
    index('products_vendor_idx').on(t.storeId, t.vendorId),
    // Partial: most products of most stores have no class; a class's delete finds its products here.
    index('products_tax_class_idx').on(t.taxClassId).where(sql`tax_class_id is not null`),
    index('products_catalogs_idx').using('gin', t.catalogIds),
    // fastupdate off: a pending list of new entries would be read through on every search until vacuum.
    index('products_name_search_idx').using('gin', PRODUCT_NAME_WORDS).with({ fastupdate: false }),
    // text_pattern_ops: LIKE 'tee-re%' is a range of this index whatever the collation.
    index('products_sku_search_idx').on(t.storeId, sql`lower(sku) text_pattern_ops`),
  ],
);

/** Every SKU of a store, of products and their variants: the unique index keeps them distinct. */
export const productSkus = pgTable(
  'product_skus',
  {
    storeId: storeRef(),
    sku: text('sku').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.sku] }), index('product_skus_product_idx').on(t.productId)],
);

/**
 * A product's earlier addresses: a slug changed on purpose leaves its old one here, so the
 * shop can send visitors on (like Shopify's URL redirects). An old slug leads to one product
 * of its store; a product that takes that slug as its own address takes it back from here.
 */
export const productSlugRedirects = pgTable(
  'product_slug_redirects',
  {
    storeId: storeRef(),
    oldSlug: text('old_slug').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.oldSlug] }), index('product_slug_redirects_product_idx').on(t.productId)],
);

export const productBranchStock = pgTable(
  'product_branch_stock',
  {
    storeId: storeRef(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    stock: integer('stock').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.branchId] }), index('product_branch_stock_branch_idx').on(t.branchId)],
);

/** Images a store uploaded; products and catalogs point at their url. */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    url: text('url').notNull(),
    /** The uploaded file's name, as the merchant knows the image. */
    name: text('name').notNull().default(''),
    /** The merchant's words for finding it in the gallery ("lookbook", "summer"). */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Widths of the smaller copies kept beside the file (MEDIA_SIZES narrower than it), for srcset. */
    sizes: integer('sizes').array().notNull().default(sql`'{}'::int[]`),
    /**
     * What the stored file was made from (sha256 of the upload's bytes and the cut asked of them):
     * the same picture sent again is the row already kept, not a second copy. Null for older rows.
     */
    contentHash: text('content_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    index('media_store_idx').on(t.storeId, t.createdAt),
    index('media_store_url_idx').on(t.storeId, t.url),
    uniqueIndex('media_store_content_uq').on(t.storeId, t.contentHash),
  ],
);

export const bulkUploads = pgTable(
  'bulk_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    /** Set when a vendor uploaded: the vendor sees and undoes only its own uploads. */
    vendorId: uuid('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    rows: integer('rows').notNull(),
    created: integer('created').notNull(),
    updated: integer('updated').notNull(),
    status: text('status').$type<'applied' | 'undone'>().notNull().default('applied'),
    uploadedBy: text('uploaded_by').notNull(),
    createdAt: createdAt(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [index('bulk_uploads_store_idx').on(t.storeId, t.createdAt)],
);

/** What an upload touched: `before` is the product row as it was, null when the upload created it. */
export const bulkUploadItems = pgTable(
  'bulk_upload_items',
  {
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => bulkUploads.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.productId] })],
);

/**
 * An image address a platform import named (a Shopify or WooCommerce export), fetched into the
 * store's media by a job after the upload; the product shows the ones still waiting or failed.
 */
export const productImageImports = pgTable(
  'product_image_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => bulkUploads.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    alt: text('alt').notNull().default(''),
    /** The variant whose picture it is, by SKU; null for the product's own gallery. */
    variantSku: text('variant_sku'),
    /** Its place in the product's gallery, as the export ordered it. */
    position: integer('position').notNull(),
    status: text('status').$type<'waiting' | 'fetched' | 'failed'>().notNull().default('waiting'),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('product_image_imports_product_idx').on(t.productId, t.position),
    index('product_image_imports_upload_idx').on(t.uploadId),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type BulkUploadRow = typeof bulkUploads.$inferSelect;
export type ProductImageImportRow = typeof productImageImports.$inferSelect;
