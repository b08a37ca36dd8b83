import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { bulkUploadItems, productSkus, products } from '../../../db/schema/index.js';
import { sqlArray } from '../../../platform/sql-array.js';
import type { ProductVariant } from '@stallfront/shared';
import type { ProductCsvLine } from './csv-row.js';

/** The store's catalogs and tax classes by name in lower case, as a CSV row names them. */
export interface NameIds {
  catalogIds: Map<string, string>;
  taxClassIds: Map<string, string>;
}

/** Every products column but its identity, by SQL name: what a snapshot restores. */
const RESTORED = Object.values(getTableColumns(products))
  .map((c) => c.name)
  .filter((name) => name !== 'id' && name !== 'store_id');

/** Keeps the products as they are now, as JSON rows, so an undo can put them back exactly. */
export async function snapshotProducts(tx: Db, uploadId: string, storeId: string, productIds: string[]) {
  await tx.execute(sql`
    insert into ${bulkUploadItems} (upload_id, product_id, before)
    select ${uploadId}::uuid, p.id, to_jsonb(p) from ${products} p
    where p.store_id = ${storeId}::uuid and p.id = any(${sqlArray(productIds, 'uuid')})`);
}

/** Puts back every product an upload changed, in one statement. */
export async function restoreSnapshots(tx: Db, uploadId: string, storeId: string) {
  const assignments = sql.raw(RESTORED.map((name) => `${name} = r.${name}`).join(', '));
  await tx.execute(sql`
    update ${products} p set ${assignments}
    from ${bulkUploadItems} i, jsonb_populate_record(null::products, i.before) r
    where i.upload_id = ${uploadId}::uuid and i.before is not null and p.id = r.id and p.store_id = ${storeId}::uuid`);
  const restored = await tx
    .select({ id: bulkUploadItems.productId })
    .from(bulkUploadItems)
    .where(sql`${bulkUploadItems.uploadId} = ${uploadId}::uuid and ${bulkUploadItems.before} is not null`);
  await replaceSkus(
    tx,
    storeId,
    restored.map((r) => r.id),
  );
}

/** SKUs the products had before an upload (their own and their variants') that another product holds now. */
export async function skusTakenSince(tx: Db, uploadId: string, storeId: string): Promise<string[]> {
  const result = await tx.execute(sql`
    with before as (
      select i.product_id, i.before ->> 'sku' as sku from ${bulkUploadItems} i
      where i.upload_id = ${uploadId}::uuid and i.before is not null
      union all
      select i.product_id, v ->> 'sku' from ${bulkUploadItems} i, jsonb_array_elements(i.before -> 'variants') v
      where i.upload_id = ${uploadId}::uuid and i.before is not null)
    select b.sku from before b join ${productSkus} s on s.store_id = ${storeId}::uuid and s.sku = b.sku
    where s.product_id <> b.product_id limit 5`);
  // node-postgres and PGlite both answer with the rows under `rows`.
  return (result as unknown as { rows: { sku: string }[] }).rows.map((r) => r.sku);
}

/** Registers the products' SKUs again from their rows: their own and their variants'. */
export async function replaceSkus(tx: Db, storeId: string, productIds: string[]) {
  if (productIds.length === 0) return;
  const ids = sqlArray(productIds, 'uuid');
  await tx.execute(sql`delete from ${productSkus} where product_id = any(${ids})`);
  await tx.execute(sql`
    insert into ${productSkus} (store_id, sku, product_id)
    select p.store_id, p.sku, p.id from ${products} p where p.id = any(${ids}) and p.store_id = ${storeId}::uuid
    union all
    select p.store_id, v ->> 'sku', p.id from ${products} p, jsonb_array_elements(p.variants) v
    where p.id = any(${ids}) and p.store_id = ${storeId}::uuid`);
}

export interface RowUpdate {
  productId: string;
  row: ProductCsvLine;
  /** Set when the file gives the product's options and variants; otherwise they stay. */
  variants?: { options: { name: string; values: string[] }[]; variants: ProductVariant[] };
}

/**
 * Applies many CSV rows to existing products in one statement. A cell left empty arrives as
 * null and keeps what the product had (coalesce), as a one-row-at-a-time update would.
 */
export async function applyRowUpdates(
  tx: Db,
  storeId: string,
  updates: RowUpdate[],
  ids: NameIds,
  cleanHtml: (html: string) => string,
  now: Date,
) {
  const records = updates.map(({ productId, row, variants }) => ({
    id: productId,
    name: row.name,
    slug: row.slug,
    price: row.price,
    compare_at_price: row.compare_at_price ?? null,
    tax_class_id: row.tax_class ? ids.taxClassIds.get(row.tax_class.toLowerCase()) : null,
    stock: row.stock ?? null,
    weight: row.weight ?? null,
    status: row.status ?? null,
    catalog_ids: row.catalogs?.map((name) => ids.catalogIds.get(name.toLowerCase())) ?? null,
    tags: row.tags ?? null,
    seo_title: row.seo_title ?? null,
    seo_description: row.seo_description ?? null,
    description: row.description === undefined ? null : cleanHtml(row.description),
    options: variants?.options ?? null,
    variants: variants?.variants ?? null,
  }));
  const keep = (column: string): SQL => sql.raw(`${column} = coalesce(x.${column}, p.${column})`);
  await tx.execute(sql`
    update ${products} p set
      name = x.name, slug = x.slug, price = x.price, updated_at = ${now.toISOString()}::timestamptz,
      ${sql.join(
        [
          'compare_at_price',
          'tax_class_id',
          'stock',
          'weight',
          'status',
          'catalog_ids',
          'tags',
          'seo_title',
          'seo_description',
          'description',
          'options',
          'variants',
        ].map(keep),
        sql`, `,
      )}
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as x(
      id uuid, name text, slug text, price bigint, compare_at_price bigint, tax_class_id uuid, stock integer,
      weight integer, status text, catalog_ids uuid[], tags text[], seo_title text, seo_description text, description text,
      options jsonb, variants jsonb)
    where p.id = x.id and p.store_id = ${storeId}::uuid`);
}
