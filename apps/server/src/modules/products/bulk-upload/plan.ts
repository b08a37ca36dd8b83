import type { CsvRowError } from '@stallfront/shared';
import type { CsvLine } from '../../../platform/files/csv.js';
import type { ProductCsvRow } from './csv-row.js';

export interface ExistingProduct {
  id: string;
  sku: string;
  slug: string;
  vendorId: string | null;
}

export interface UploadPlan {
  creates: { row: ProductCsvRow; line: number }[];
  updates: { row: ProductCsvRow; line: number; productId: string }[];
  errors: CsvRowError[];
}

/**
 * Which rows create a product and which update one, matched by SKU, and the rows that would
 * break the store's uniqueness rules. A pure function of the file and what the store holds.
 * Every row is checked against every rule, so one answer lists all of a file's problems.
 */
export function planUpload(
  rows: CsvLine<ProductCsvRow>[],
  existing: ExistingProduct[],
  variantSkus: Set<string>,
  catalogNames: Set<string>,
  /** A vendor may update only their own products. */
  vendorId: string | null,
): UploadPlan {
  const bySku = new Map(existing.map((p) => [p.sku, p]));
  const slugOwner = new Map(existing.map((p) => [p.slug, p.sku]));
  const seenSku = new Map<string, number>();
  const seenSlug = new Map<string, number>();
  const plan: UploadPlan = { creates: [], updates: [], errors: [] };
  const fail = (line: number, column: string, message: string) => plan.errors.push({ row: line, column, message });

  for (const { row, line } of rows) {
    const before = plan.errors.length;
    const skuLine = seenSku.get(row.sku);
    if (skuLine) fail(line, 'sku', `${row.sku} is already on row ${skuLine} of this file`);
    seenSku.set(row.sku, line);
    if (variantSkus.has(row.sku))
      fail(line, 'sku', `${row.sku} is the SKU of a variant; variants are edited in the product form`);
    const slugLine = seenSlug.get(row.slug);
    if (slugLine) fail(line, 'slug', `${row.slug} is already on row ${slugLine} of this file`);
    seenSlug.set(row.slug, line);
    const owner = slugOwner.get(row.slug);
    if (owner && owner !== row.sku) fail(line, 'slug', `${row.slug} is the address of the product ${owner}`);
    for (const name of row.catalogs ?? []) {
      if (!catalogNames.has(name.toLowerCase())) {
        fail(line, 'catalogs', `there is no catalog named ${name}; add it on the Catalogs page first`);
      }
    }
    const match = bySku.get(row.sku);
    if (match && vendorId && match.vendorId !== vendorId)
      fail(line, 'sku', `${row.sku} is the SKU of another seller's product`);
    if (plan.errors.length > before) continue;
    if (match) plan.updates.push({ row, line, productId: match.id });
    else plan.creates.push({ row, line });
  }
  return plan;
}
