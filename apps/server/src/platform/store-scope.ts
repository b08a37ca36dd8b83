import { and, type AnyColumn, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';
import { notFound } from './errors.js';

/**
 * Tenancy in one place: every store-owned table has store_id, and every read or write of a
 * store call goes through `owned` so no query forgets it. A row of another store is "not found".
 */
export const owned = (table: { storeId: AnyColumn }, storeId: string, ...conditions: (SQL | undefined)[]) =>
  and(eq(table.storeId, storeId), ...conditions) as SQL;

export const ownedIds = (table: { storeId: AnyColumn; id: AnyColumn }, storeId: string, ids: string[]) =>
  owned(table, storeId, inArray(table.id, ids));

/** The first row or a 404 naming what was looked for. */
export function foundOr404<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (!row) throw notFound(`This ${what} does not exist in your store.`);
  return row;
}

/**
 * What a schema cannot know: every id a request names is a row of the store's (a 404 on the
 * field otherwise, `field.3` for the fourth of a list).
 */
export async function requireOwnRows(
  db: DbOrTx,
  storeId: string,
  table: PgTable & { id: PgColumn; storeId: PgColumn },
  ids: string[],
  field: string,
  noun: string,
) {
  if (ids.length === 0) return;
  const found = (await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(ownedIds(table, storeId, [...new Set(ids)]))) as { id: string }[];
  const own = new Set(found.map((row) => row.id));
  const at = ids.findIndex((id) => !own.has(id));
  if (at >= 0)
    throw notFound(
      `${field}${ids.length > 1 || field.endsWith('ids') ? `.${at}` : ''}: this ${noun} is not in your store`,
    );
}
