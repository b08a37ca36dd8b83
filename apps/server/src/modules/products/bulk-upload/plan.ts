import { type CsvRowError, type ProductVariant, variantProblems } from '@stallfront/shared';
import type { CsvLine } from '../../../platform/files/csv.js';
import type { ProductCsvLine, ProductCsvRow, VariantCsvLine } from './csv-row.js';

export interface ExistingProduct {
  id: string;
  sku: string;
  slug: string;
  vendorId: string | null;
}

/** A product's options and variants as the file gives them; absent when the file leaves them as they are. */
export interface VariantSet {
  options: { name: string; values: string[] }[];
  variants: Omit<ProductVariant, 'images'>[];
}

interface PlannedRow {
  row: ProductCsvLine;
  line: number;
  variantSet?: VariantSet;
}

export interface UploadPlan {
  creates: PlannedRow[];
  updates: (PlannedRow & { productId: string })[];
  errors: CsvRowError[];
}

export interface StoreSkus {
  /** Products of the store whose SKU or slug the file names. */
  existing: ExistingProduct[];
  /** Which product holds each of the file's SKUs, as its own or a variant's. */
  skuOwners: Map<string, string>;
}

/**
 * Which rows create a product and which update one, matched by SKU, the variants each
 * product's rows give it, and the rows that would break the store's rules. A pure function of
 * the file and what the store holds. Every row is checked against every rule, so one answer
 * lists all of a file's problems. Line numbers are the spreadsheet's: the header is line 1.
 */
export function planUpload(
  rows: CsvLine<ProductCsvRow>[],
  store: StoreSkus,
  /** The store's catalogs and tax classes by name in lower case: a row names them. */
  names: { catalogs: Set<string>; taxClasses: Set<string> },
  /** A vendor may update only their own products. */
  vendorId: string | null,
): UploadPlan {
  const bySku = new Map(store.existing.map((p) => [p.sku, p]));
  const slugOwner = new Map(store.existing.map((p) => [p.slug, p.sku]));
  const seenSku = new Map<string, number>();
  const seenSlug = new Map<string, number>();
  const plan: UploadPlan = { creates: [], updates: [], errors: [] };
  const fail = (line: number, column: string, message: string) => plan.errors.push({ row: line, column, message });
  const productLines = new Map<string, number>();
  const variantsOf = new Map<string, { row: VariantCsvLine; line: number }[]>();

  for (const { row, line } of rows) {
    const skuLine = seenSku.get(row.sku);
    if (skuLine) fail(line, 'sku', `${row.sku} is already on row ${skuLine} of this file`);
    seenSku.set(row.sku, line);
    if (row.kind === 'variant') {
      if (!productLines.has(row.variant_of)) {
        fail(
          line,
          'variant_of',
          `${row.variant_of} is not a product row above this one; list variants under their product`,
        );
      } else variantsOf.set(row.variant_of, [...(variantsOf.get(row.variant_of) ?? []), { row, line }]);
      continue;
    }
    productLines.set(row.sku, line);
    const owner = store.skuOwners.get(row.sku);
    if (owner && bySku.get(row.sku)?.id !== owner)
      fail(line, 'sku', `${row.sku} is the SKU of a variant; list it under its product with variant_of`);
    const slugLine = seenSlug.get(row.slug);
    if (slugLine) fail(line, 'slug', `${row.slug} is already on row ${slugLine} of this file`);
    seenSlug.set(row.slug, line);
    const slugOf = slugOwner.get(row.slug);
    if (slugOf && slugOf !== row.sku) fail(line, 'slug', `${row.slug} is the address of the product ${slugOf}`);
    for (const name of row.catalogs ?? []) {
      if (!names.catalogs.has(name.toLowerCase())) {
        fail(line, 'catalogs', `there is no catalog named ${name}; add it on the Catalogs page first`);
      }
    }
    if (row.tax_class && !names.taxClasses.has(row.tax_class.toLowerCase())) {
      fail(line, 'tax_class', `there is no tax class named ${row.tax_class}; add it on the Tax rates page first`);
    }
    const match = bySku.get(row.sku);
    if (match && vendorId && match.vendorId !== vendorId)
      fail(line, 'sku', `${row.sku} is the SKU of another seller's product`);
  }

  // Any error refuses the whole file, so the plan need not leave failed rows out.
  for (const { row, line } of rows) {
    if (row.kind !== 'product') continue;
    const match = bySku.get(row.sku);
    const variantSet = variantSetOf(row, line, variantsOf.get(row.sku) ?? [], match?.id ?? null, store, fail);
    if (match) plan.updates.push({ row, line, productId: match.id, variantSet });
    else plan.creates.push({ row, line, variantSet });
  }
  return plan;
}

/** The options and variants a product row and its variant rows give, after the shared variant rules. */
function variantSetOf(
  row: ProductCsvLine,
  line: number,
  variantRows: { row: VariantCsvLine; line: number }[],
  productId: string | null,
  store: StoreSkus,
  fail: (line: number, column: string, message: string) => void,
): VariantSet | undefined {
  if (row.options === undefined && variantRows.length === 0) return undefined;
  const options = row.options ?? [];
  const variants = variantRows.map(({ row: v }) => ({
    option_values: v.option_values,
    sku: v.sku,
    price: v.price,
    stock: v.stock,
  }));
  for (const { row: v, line: variantLine } of variantRows) {
    const owner = store.skuOwners.get(v.sku);
    if (owner && owner !== productId) fail(variantLine, 'sku', `${v.sku} is the SKU of another product in your store`);
  }
  if (variants.length > 100) fail(line, 'sku', 'a product has at most 100 variants');
  for (const problem of variantProblems(row.sku, options, variants)) {
    const [, index] = problem.field.match(/^variants\.(\d+)/) ?? [];
    const at = index === undefined ? undefined : variantRows[Number(index)];
    if (at) fail(at.line, problem.field.endsWith('.sku') ? 'sku' : 'option_values', problem.message);
    else fail(line, 'options', problem.message);
  }
  return { options, variants };
}
