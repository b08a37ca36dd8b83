import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { minorToDecimal, PRODUCT_CSV_COLUMNS, type productListBody } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { catalogs, products, taxClasses } from '../../db/schema/index.js';
import { toCsv } from '../../platform/files/csv.js';
import { keysetOrder } from '../../platform/list/keyset.js';
import type { ProductCaller } from './caller.js';
import { productList } from './list.repo.js';

/** Most rows one export carries; a store with more narrows the filter. */
export const EXPORT_MAX_ROWS = 100_000;

/** The filtered list in the bulk-upload columns, so an export can be edited and uploaded back. */
export async function exportProductsCsv(
  db: Db,
  caller: ProductCaller,
  body: z.output<typeof productListBody>,
): Promise<string> {
  const [rows, catalogRows, classRows] = await Promise.all([
    db
      .select()
      .from(products)
      .where(productList.where(caller, body))
      .orderBy(...keysetOrder(productList.sortOf(body)))
      .limit(EXPORT_MAX_ROWS),
    db.select({ id: catalogs.id, name: catalogs.name }).from(catalogs).where(eq(catalogs.storeId, caller.storeId)),
    db
      .select({ id: taxClasses.id, name: taxClasses.name })
      .from(taxClasses)
      .where(eq(taxClasses.storeId, caller.storeId)),
  ]);
  const className = new Map(classRows.map((c) => [c.id, c.name]));
  const catalogName = new Map(catalogRows.map((c) => [c.id, c.name]));
  // A product's variants follow its row, as bulk upload reads them.
  return toCsv(
    PRODUCT_CSV_COLUMNS,
    rows.flatMap((p) => [
      {
        name: p.name,
        sku: p.sku,
        slug: p.slug,
        price: minorToDecimal(p.price, p.currency),
        compare_at_price: p.compareAtPrice === null ? '' : minorToDecimal(p.compareAtPrice, p.currency),
        tax_class: p.taxClassId ? (className.get(p.taxClassId) ?? '') : '',
        stock: p.stock,
        weight: p.weight ?? '',
        status: p.status,
        catalogs: p.catalogIds.map((id) => catalogName.get(id)).filter(Boolean),
        tags: p.tags,
        seo_title: p.seoTitle,
        seo_description: p.seoDescription,
        description: p.description,
        options: p.options.map((o) => `${o.name}: ${o.values.join('|')}`).join('; '),
      },
      ...p.variants.map((v) => ({
        variant_of: p.sku,
        sku: v.sku,
        price: minorToDecimal(v.price, p.currency),
        stock: v.stock,
        option_values: v.option_values,
      })),
    ]),
  );
}
