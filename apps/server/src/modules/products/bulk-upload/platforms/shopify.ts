import { toSlug } from '@stallfront/shared';
import type { CsvTable } from '../../../../platform/files/csv.js';
import {
  type ImportedImage,
  type ProductSource,
  droppedNote,
  galleryOf,
  isImageAddress,
  lowestPrice,
  notAnAddress,
  skuFrom,
} from './source.js';

/** Shopify's product export: a file with these columns is one (Shopify writes the header in this case). */
export const isShopifyExport = (header: string[]) => header.includes('handle') && header.includes('variant price');

const COLUMN_OF = {
  name: 'Title',
  sku: 'Variant SKU',
  slug: 'Handle',
  price: 'Variant Price',
  compare_at_price: 'Variant Compare At Price',
  stock: 'Variant Inventory Qty',
  weight: 'Variant Grams',
  status: 'Status',
  tags: 'Tags',
  seo_title: 'SEO Title',
  seo_description: 'SEO Description',
  description: 'Body (HTML)',
  options: 'Option1 Name',
  option_values: 'Option1 Value',
  variant_of: 'Handle',
};

type Cells = Record<string, string>;
type ExportRow = CsvTable['records'][number];

const OPTION_NUMBERS = [1, 2, 3] as const;
/** A product without options still has one variant, its option named Title with the value Default Title. */
const isDefaultOption = (names: string[], rows: ExportRow[]) =>
  names.length === 1 && names[0] === 'Title' && rows.every((r) => (r.cells['option1 value'] ?? '') === 'Default Title');
const VARIANT_CELLS = ['variant sku', 'variant price', 'option1 value'];

/** archived and draft products are not for sale; before Status existed, Published said so. */
function statusOf(cells: Cells): string | undefined {
  const status = cells.status?.trim().toLowerCase();
  if (status) return status === 'archived' ? 'draft' : status;
  const published = cells.published?.trim().toLowerCase();
  if (published === 'true') return 'active';
  if (published === 'false') return 'draft';
  return undefined;
}

const tagsOf = (cell: string | undefined) =>
  (cell ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
    .join('|');

/**
 * Shopify's product CSV: rows share a product's Handle; the first holds the product, each row
 * with a price is a variant, and rows with only an Image Src add to its gallery.
 */
export function fromShopify(table: CsvTable): ProductSource {
  const source: ProductSource = {
    platform: 'Shopify',
    records: [],
    images: [],
    errors: [],
    columnOf: COLUMN_OF,
    notes: [],
  };
  const byHandle = new Map<string, ExportRow[]>();
  for (const record of table.records) {
    const handle = record.cells.handle?.trim() ?? '';
    if (!handle) source.errors.push({ row: record.line, column: 'Handle', message: 'is required' });
    else byHandle.set(handle, [...(byHandle.get(handle) ?? []), record]);
  }
  let dropped = 0;
  for (const [handle, rows] of byHandle) dropped += addProduct(handle, rows, source);
  source.notes.push(...droppedNote(dropped));
  if (!table.header.includes('variant inventory qty'))
    source.notes.push('The file has no Variant Inventory Qty column; new products start with 0 in stock.');
  return source;
}

/** One handle's rows as a product row and its variant rows; returns how many images were left out. */
function addProduct(handle: string, rows: ExportRow[], source: ProductSource): number {
  const [first] = rows as [ExportRow];
  const c = first.cells;
  const variantRows = rows.filter((r) => VARIANT_CELLS.some((cell) => r.cells[cell]?.trim()));
  const optionNames = OPTION_NUMBERS.map((i) => c[`option${i} name`]?.trim() ?? '').filter(Boolean);
  const single = optionNames.length === 0 || isDefaultOption(optionNames, variantRows);
  const main = variantRows[0]?.cells ?? c;
  const sku = single && main['variant sku']?.trim() ? main['variant sku'] : skuFrom(handle);
  const product: Cells = {
    name: c.title ?? '',
    sku,
    slug: toSlug(handle),
    description: c['body (html)'] ?? '',
    tags: tagsOf(c.tags),
    seo_title: c['seo title'] ?? '',
    seo_description: c['seo description'] ?? '',
    status: statusOf(c) ?? '',
    price: single
      ? (main['variant price'] ?? '')
      : (lowestPrice(variantRows.map((r) => r.cells['variant price'] ?? '')) ?? ''),
    compare_at_price: single ? (main['variant compare at price'] ?? '') : '',
  };
  if (single) {
    product.stock = main['variant inventory qty'] ?? '';
    product.weight = main['variant grams'] ? String(Math.round(Number(main['variant grams']))) : '';
  }
  const variants = single ? [] : variantRows.map((r) => variantCells(r.cells, optionNames, sku));
  if (!single) {
    product.options = optionNames
      .map((name, i) => `${name}: ${[...new Set(variants.map((v) => v.values[i] ?? ''))].join('|')}`)
      .join('; ');
  }
  source.records.push({ line: first.line, cells: product });
  variantRows.forEach((r, i) => {
    const variant = variants[i];
    if (variant) source.records.push({ line: r.line, cells: variant.cells });
  });

  const gallery = galleryOf(
    rows.flatMap((r, index) =>
      r.cells['image src']?.trim()
        ? [
            {
              sku,
              url: r.cells['image src'].trim(),
              alt: r.cells['image alt text'] ?? '',
              position: Number(r.cells['image position']) || index + 1,
              line: r.line,
            },
          ]
        : [],
    ),
    'Image Src',
    source.errors,
  );
  source.images.push(...gallery.images, ...variantImages(variantRows, variants, sku, source));
  return gallery.dropped;
}

function variantCells(cells: Cells, optionNames: string[], productSku: string) {
  const values = optionNames.map((_, i) => cells[`option${i + 1} value`]?.trim() ?? '');
  return {
    values,
    cells: {
      variant_of: productSku,
      sku: cells['variant sku']?.trim() || skuFrom(productSku, ...values),
      price: cells['variant price'] ?? '',
      stock: cells['variant inventory qty'] ?? '',
      option_values: values.join('|'),
    },
  };
}

function variantImages(
  rows: ExportRow[],
  variants: { cells: Cells }[],
  sku: string,
  source: ProductSource,
): ImportedImage[] {
  return rows.flatMap((r, i) => {
    const url = r.cells['variant image']?.trim();
    const variantSku = variants[i]?.cells.sku;
    if (!url || !variantSku) return [];
    if (!isImageAddress(url)) {
      source.errors.push({
        row: r.line,
        column: 'Variant Image',
        message: notAnAddress(url),
      });
      return [];
    }
    return [{ sku, variantSku, url, alt: '', position: 1, line: r.line }];
  });
}
