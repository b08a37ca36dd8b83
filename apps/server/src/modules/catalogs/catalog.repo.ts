import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { Catalog } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { type CatalogRow, catalogs, products } from '../../db/schema/index.js';
import { conflict, notFound } from '../../platform/errors.js';
import { foundOr404, owned, ownedIds } from '../../platform/store-scope.js';
import { pluralWord } from '@stallfront/shared';

/** Live products filed under the catalog; the GIN index on catalog_ids answers the containment. */
const filedUnder = and(
  eq(products.storeId, catalogs.storeId),
  eq(products.archived, false),
  sql`${products.catalogIds} @> array[${catalogs.id}]`,
);

const toCatalog = (row: CatalogRow & { productCount: number }): Catalog => ({
  _id: row.id,
  version: row.version,
  name: row.name,
  slug: row.slug,
  description: row.description,
  image: row.image,
  status: row.status,
  highlight_position: row.highlightPosition,
  vendor_commission: row.vendorCommission ?? null,
  product_count: Number(row.productCount),
  created_on: row.createdAt.toISOString(),
});

/** The store's catalogs by name, or only the one with this id (404 when it is not the store's). */
export async function listCatalogs(db: Db, storeId: string, id?: string): Promise<Catalog[]> {
  const rows = await db
    .select({ row: catalogs, productCount: sql<number>`count(${products.id})::int` })
    .from(catalogs)
    .leftJoin(products, filedUnder)
    .where(owned(catalogs, storeId, id ? eq(catalogs.id, id) : undefined))
    .groupBy(catalogs.id)
    .orderBy(asc(catalogs.name), asc(catalogs.id));
  if (id && rows.length === 0) throw notFound('This catalog does not exist in your store.');
  return rows.map(({ row, productCount }) => toCatalog({ ...row, productCount }));
}

export async function readCatalog(db: Db, storeId: string, id: string): Promise<Catalog> {
  return foundOr404(await listCatalogs(db, storeId, id), 'catalog');
}

export async function findCatalogRow(db: Db, storeId: string, id: string): Promise<CatalogRow> {
  return foundOr404(
    await db
      .select()
      .from(catalogs)
      .where(owned(catalogs, storeId, eq(catalogs.id, id))),
    'catalog',
  );
}

/** Refuses a name (or the address made from it) another catalog of the store already has. */
export async function requireFreeName(db: Db, storeId: string, name: string, slug: string, exceptId: string | null) {
  const [clash] = await db
    .select({ name: catalogs.name })
    .from(catalogs)
    .where(
      owned(
        catalogs,
        storeId,
        or(eq(catalogs.name, name), eq(catalogs.slug, slug)),
        exceptId ? ne(catalogs.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw nameTaken(name, clash.name);
}

export const nameTaken = (name: string, existing = name) =>
  conflict(
    existing === name
      ? `name: A catalog named ${name} already exists`
      : `name: ${name} would share its address with the catalog ${existing}; choose another name`,
  );

/** All ids must be catalogs of the store, or nothing is changed. */
export async function requireOwnCatalogs(db: Db, storeId: string, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await db
    .select({ id: catalogs.id })
    .from(catalogs)
    .where(ownedIds(catalogs, storeId, unique));
  const missing = unique.length - found.length;
  if (missing > 0) {
    throw notFound(
      `${missing} of the selected catalogs ${pluralWord(missing, 'does', 'do')} not exist in your store; nothing was changed.`,
    );
  }
  return unique;
}
