import { z } from 'zod';
import { isoDate } from './common.js';

/**
 * The columns of the product CSV, in the template's order; name, sku and price are required.
 * A product's variants follow its row, one row each, naming it in `variant_of` and giving only
 * sku, price, stock and `option_values` ("M|Red", in the order of the product's `options`,
 * written "Size: S|M|L; Colour: Red|Blue").
 */
export const PRODUCT_CSV_COLUMNS = [
  'name',
  'sku',
  'slug',
  'price',
  'compare_at_price',
  'tax_class',
  'stock',
  'weight',
  'status',
  'catalogs',
  'tags',
  'seo_title',
  'seo_description',
  'description',
  'options',
  'variant_of',
  'option_values',
] as const;
/** The cells a variant row may fill. */
export const VARIANT_CSV_COLUMNS = ['variant_of', 'sku', 'price', 'stock', 'option_values'] as const;
export const PRODUCT_CSV_REQUIRED = ['name', 'sku', 'price'] as const;
/** Rows one upload may carry; larger files are refused before any row is read. */
export const BULK_UPLOAD_MAX_ROWS = 10_000;
export const BULK_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

export const bulkUpload = z.object({
  _id: z.string(),
  file_name: z.string(),
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  status: z.enum(['applied', 'undone']),
  uploaded_by: z.string(),
  created_on: isoDate,
  undone_on: isoDate.nullable(),
  /** Images a platform export named that are still to be fetched, and those that could not be. */
  images_waiting: z.number().int(),
  images_failed: z.number().int(),
});
export type BulkUpload = z.infer<typeof bulkUpload>;
export const bulkUploadHistoryResponse = z.object({ status: z.literal(true), list: z.array(bulkUpload) });
export const bulkUploadResponse = z.object({ status: z.literal(true), message: z.string(), data: bulkUpload });
export const bulkUploadUndoBody = z.object({ _id: z.uuid() });

/**
 * The exports of other platforms the upload also reads, as they write them (see
 * docs/decisions.md): the header tells which a file is.
 */
export const IMPORT_PLATFORMS = ['Shopify', 'WooCommerce'] as const;

export const IMAGE_IMPORT_STATUSES = ['waiting', 'fetched', 'failed'] as const;
/** An image address an imported product named, and how fetching it went. */
export const imageImport = z.object({
  _id: z.string(),
  url: z.string(),
  variant_sku: z.string().nullable(),
  status: z.enum(IMAGE_IMPORT_STATUSES),
  error: z.string().nullable(),
});
export type ImageImport = z.infer<typeof imageImport>;
export const imageImportsResponse = z.object({ status: z.literal(true), list: z.array(imageImport) });
export const productIdParam = z.object({ id: z.uuid() });
