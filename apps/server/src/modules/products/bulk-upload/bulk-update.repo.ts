import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { bulkUploadItems, products } from '../../../db/schema/index.js';
import { sqlArray } from '../../../platform/sql-array.js';
import type { ProductCsvRow } from './csv-row.js';

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
}

export interface RowUpdate {
  productId: string;
  row: ProductCsvRow;
}

/**
 * Applies many CSV rows to existing products in one statement. A cell left empty arrives as
 * null and keeps what the product had (coalesce), as a one-row-at-a-time update would.
 */
export async function applyRowUpdates(
  tx: Db,
  storeId: string,
  updates: RowUpdate[],
  catalogIds: Map<string, string>,
  cleanHtml: (html: string) => string,
  now: Date,
) {
  const records = updates.map(({ productId, row }) => ({
    id: productId,
    name: row.name,
    slug: row.slug,
    price: row.price,
    compare_at_price: row.compare_at_price ?? null,
    tax_rate_bp: row.tax_rate === undefined ? null : Math.round(row.tax_rate * 100),
    stock: row.stock ?? null,
    weight: row.weight ?? null,
    status: row.status ?? null,
    catalog_ids: row.catalogs?.map((name) => catalogIds.get(name.toLowerCase())) ?? null,
    tags: row.tags ?? null,
    seo_title: row.seo_title ?? null,
    seo_description: row.seo_description ?? null,
    description: row.description === undefined ? null : cleanHtml(row.description),
  }));
  const keep = (column: string): SQL => sql.raw(`${column} = coalesce(x.${column}, p.${column})`);
  await tx.execute(sql`
    update ${products} p set
      name = x.name, slug = x.slug, price = x.price, updated_at = ${now.toISOString()}::timestamptz,
      ${sql.join(
        [
          'compare_at_price',
          'tax_rate_bp',
          'stock',
          'weight',
          'status',
          'catalog_ids',
          'tags',
          'seo_title',
          'seo_description',
          'description',
        ].map(keep),
        sql`, `,
      )}
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as x(
      id uuid, name text, slug text, price bigint, compare_at_price bigint, tax_rate_bp integer, stock integer,
      weight integer, status text, catalog_ids uuid[], tags text[], seo_title text, seo_description text, description text)
    where p.id = x.id and p.store_id = ${storeId}::uuid`);
}
