import { and, type AnyColumn, eq, inArray, type SQL } from 'drizzle-orm';
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
