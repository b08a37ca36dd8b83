import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Catalog, type catalogBody, toSlug } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { catalogs, products } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { badRequest } from '../../platform/errors.js';
import { requireOwnMedia } from '../../platform/files/media-store.js';
import { owned, ownedIds } from '../../platform/store-scope.js';
import { atSeenVersion, nextVersion, savedMeanwhile } from '../../platform/versioned-row.js';
import {
  findCatalogRow,
  listCatalogs,
  nameTaken,
  readCatalog,
  requireFreeName,
  requireOwnCatalogs,
} from './catalog.repo.js';
import { sqlArray } from '../../platform/sql-array.js';
import { countOf } from '@stallfront/shared';

type CatalogInput = z.output<typeof catalogBody>;

/** The address of a catalog; a name with no latin letters or digits gets a unique one. */
export const catalogSlug = (name: string) => toSlug(name) || `catalog-${randomUUID().slice(0, 8)}`;

/** The store a catalog is written for: only a multi-vendor store takes a vendor commission. */
export interface CatalogStore {
  id: string;
  multiVendor: boolean;
}

function catalogColumns(store: CatalogStore, input: CatalogInput) {
  if (input.image) requireOwnMedia(input.image, store.id, 'image');
  if (input.vendor_commission && !store.multiVendor) {
    throw badRequest('vendor_commission: only multi-vendor stores pay vendor commission.');
  }
  return {
    vendorCommission: input.vendor_commission,
    name: input.name,
    slug: catalogSlug(input.name),
    description: input.description,
    image: input.image,
    status: input.status,
  };
}

/** The name check runs first for a clear message; the unique indexes still catch a race. */
async function saving<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(name);
    throw error;
  }
}

export async function createCatalog(db: Db, store: CatalogStore, input: CatalogInput): Promise<Catalog> {
  const storeId = store.id;
  const columns = catalogColumns(store, input);
  await requireFreeName(db, storeId, columns.name, columns.slug, null);
  const [row] = await saving(columns.name, () =>
    db
      .insert(catalogs)
      .values({ storeId, ...columns })
      .returning({ id: catalogs.id }),
  );
  if (!row) throw new Error('insert returned no row');
  return readCatalog(db, storeId, row.id);
}

/** Saves a catalog; from a form opened at an older `version` than the catalog's, nothing is saved (409). */
export async function updateCatalog(
  db: Db,
  store: CatalogStore,
  input: CatalogInput & { _id: string; version?: number },
): Promise<Catalog> {
  const storeId = store.id;
  await findCatalogRow(db, storeId, input._id);
  const columns = catalogColumns(store, input);
  await requireFreeName(db, storeId, columns.name, columns.slug, input._id);
  const saved = await saving(columns.name, () =>
    db
      .update(catalogs)
      .set({ ...columns, version: nextVersion(catalogs.version) })
      .where(owned(catalogs, storeId, eq(catalogs.id, input._id), atSeenVersion(catalogs.version, input.version)))
      .returning({ id: catalogs.id }),
  );
  if (!saved.length) throw savedMeanwhile('catalog');
  return readCatalog(db, storeId, input._id);
}

/** Deletes the catalogs and takes them out of every product's catalog_ids, in one transaction. */
export async function deleteCatalogs(db: Db, storeId: string, ids: string[]): Promise<string> {
  return db.transaction(async (tx) => {
    const unique = await requireOwnCatalogs(tx, storeId, ids);
    const gone = sqlArray(unique, 'uuid');
    await tx
      .update(products)
      .set({
        catalogIds: sql`array(select c from unnest(${products.catalogIds}) with ordinality as u(c, n)
          where c <> all(${gone}) order by n)`,
      })
      .where(and(eq(products.storeId, storeId), sql`${products.catalogIds} && ${gone}`));
    await tx.delete(catalogs).where(ownedIds(catalogs, storeId, unique));
    const n = unique.length;
    return `${countOf(n, 'catalog')} deleted; their products stay, without them.`;
  });
}

/** The ids become the highlights in this order; every other catalog of the store loses its place. */
export async function setHighlights(db: Db, storeId: string, ids: string[]): Promise<Catalog[]> {
  if (new Set(ids).size !== ids.length) throw badRequest('ids: a catalog appears twice');
  await db.transaction(async (tx) => {
    await requireOwnCatalogs(tx, storeId, ids);
    await tx.update(catalogs).set({ highlightPosition: null }).where(owned(catalogs, storeId));
    for (const [position, id] of ids.entries()) {
      await tx
        .update(catalogs)
        .set({ highlightPosition: position })
        .where(owned(catalogs, storeId, eq(catalogs.id, id)));
    }
  });
  return listCatalogs(db, storeId);
}
