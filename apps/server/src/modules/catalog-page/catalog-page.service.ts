import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  CATALOG_PAGE_KEY,
  type CatalogDesignOverride,
  type CatalogDesignValue,
  type CatalogPageState,
  type CatalogPageValue,
  catalogPageValue,
  DEFAULT_CATALOG_DESIGN,
  designOf,
} from '@stallfront/shared/catalog-page';
import type { Db, DbOrTx } from '../../db/client.js';
import { catalogs, storeSettings, stores } from '../../db/schema/index.js';
import { conflict, notFound } from '../../platform/errors.js';
import { owned } from '../../platform/store-scope.js';

/** The saved designs, or null until the store first saves (a value no longer fitting reads as never saved). */
export async function savedCatalogPages(db: DbOrTx, storeId: string): Promise<CatalogPageValue | null> {
  const [row] = await db
    .select({ value: storeSettings.value })
    .from(storeSettings)
    .where(and(eq(storeSettings.storeId, storeId), eq(storeSettings.key, CATALOG_PAGE_KEY)));
  return catalogPageValue.safeParse(row?.value).data ?? null;
}

const storeCatalogs = (db: DbOrTx, storeId: string) =>
  db
    .select({ id: catalogs.id, name: catalogs.name })
    .from(catalogs)
    .where(owned(catalogs, storeId))
    .orderBy(asc(sql`lower(${catalogs.name})`), asc(catalogs.id));

/** What the screen shows: the default, the overrides of catalogs still there (by catalog name), the catalogs. */
export async function catalogPageState(db: Db, storeId: string): Promise<CatalogPageState> {
  const saved = await savedCatalogPages(db, storeId);
  const list = await storeCatalogs(db, storeId);
  const names = new Map(list.map((c) => [c.id, c.name]));
  return {
    saved: saved !== null,
    default: saved?.default ?? DEFAULT_CATALOG_DESIGN,
    overrides: (saved?.overrides ?? [])
      .filter((o) => names.has(o.catalog_id))
      .map((o) => ({ ...o, catalog_name: names.get(o.catalog_id) ?? '' }))
      .sort((a, b) => a.catalog_name.localeCompare(b.catalog_name)),
    catalogs: list.map((c) => ({ _id: c.id, name: c.name })),
  };
}

/**
 * One write of the designs: the store's row locked so two writes cannot lose each other's
 * change, overrides of deleted catalogs dropped. A refusal throws before anything is written.
 */
async function changeCatalogPages<T>(
  db: Db,
  storeId: string,
  change: (value: CatalogPageValue, tx: DbOrTx) => Promise<{ value: CatalogPageValue; answer: T }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).for('update');
    const saved = await savedCatalogPages(tx, storeId);
    const current = saved ?? { default: DEFAULT_CATALOG_DESIGN, overrides: [] };
    const { value, answer } = await change(current, tx);
    const kept = await existingCatalogIds(
      tx,
      storeId,
      value.overrides.map((o) => o.catalog_id),
    );
    const cleaned = { ...value, overrides: value.overrides.filter((o) => kept.has(o.catalog_id)) };
    await tx
      .insert(storeSettings)
      .values({ storeId, key: CATALOG_PAGE_KEY, value: cleaned })
      .onConflictDoUpdate({
        target: [storeSettings.storeId, storeSettings.key],
        set: { value: cleaned, updatedAt: sql`now()` },
      });
    return answer;
  });
}

async function existingCatalogIds(db: DbOrTx, storeId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: catalogs.id })
    .from(catalogs)
    .where(owned(catalogs, storeId, inArray(catalogs.id, ids)));
  return new Set(rows.map((r) => r.id));
}

export const addOverride = (db: Db, storeId: string, input: CatalogDesignValue & { catalog_id: string }) =>
  changeCatalogPages(db, storeId, async (value, tx) => {
    if (!(await existingCatalogIds(tx, storeId, [input.catalog_id])).has(input.catalog_id)) {
      throw notFound('catalog_id: This catalog is not in your store.');
    }
    if (value.overrides.some((o) => o.catalog_id === input.catalog_id)) {
      throw conflict('catalog_id: This catalog has its own design already: change that one.');
    }
    const override: CatalogDesignOverride = { ...designOf(input), id: randomUUID(), catalog_id: input.catalog_id };
    return { value: { ...value, overrides: [...value.overrides, override] }, answer: override };
  });

export const changeDesign = (db: Db, storeId: string, input: CatalogDesignValue & { id: string }) =>
  changeCatalogPages(db, storeId, async (value) => {
    const design = designOf(input);
    if (input.id === 'default') return { value: { ...value, default: design }, answer: { ...design, id: 'default' } };
    const found = value.overrides.find((o) => o.id === input.id);
    if (!found) throw notFound('id: This design does not exist in your store.');
    const overrides = value.overrides.map((o) => (o.id === input.id ? { ...o, ...design } : o));
    return { value: { ...value, overrides }, answer: { ...design, id: input.id } };
  });

export const removeOverrides = (db: Db, storeId: string, ids: string[]) =>
  changeCatalogPages(db, storeId, async (value) => {
    const missing = ids.filter((id) => !value.overrides.some((o) => o.id === id));
    if (missing.length)
      throw notFound(`ids: ${missing.length === 1 ? 'A design' : 'Some designs'} to remove do not exist.`);
    const overrides = value.overrides.filter((o) => !ids.includes(o.id));
    return { value: { ...value, overrides }, answer: ids.length };
  });
