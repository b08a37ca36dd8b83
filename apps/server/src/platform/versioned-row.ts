import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client.js';
import { conflict } from './errors.js';
import { foundOr404, owned } from './store-scope.js';

type VersionedTable = PgTable & { id: PgColumn; storeId: PgColumn; version: PgColumn; status: PgColumn };

/**
 * Locks a store's row (an enquiry, a feedback) and checks the version the caller saw: a change
 * made meanwhile is a 409 saying what the row is now, another store's row a 404.
 */
export async function lockAtVersion<T extends VersionedTable>(
  tx: Tx,
  table: T,
  storeId: string,
  body: { _id: string; version: number },
  noun: string,
): Promise<T['$inferSelect']> {
  const row = foundOr404(
    (await tx
      .select()
      .from(table as PgTable)
      .where(owned(table, storeId, eq(table.id, body._id)))
      .for('update')) as T['$inferSelect'][],
    noun,
  ) as T['$inferSelect'] & { version: number; status: string };
  if (row.version !== body.version) {
    throw conflict(
      `version: this ${noun} changed since you opened it (it is now ${row.status}). Reload it and try again.`,
    );
  }
  return row;
}
