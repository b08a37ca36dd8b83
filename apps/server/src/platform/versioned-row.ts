import { eq, sql } from 'drizzle-orm';
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

/**
 * The condition of an update made from a form opened at `seen` (docs/decisions.md "Who else is
 * here"): the row's version is still that one. Without `seen` the update is not checked.
 */
export const atSeenVersion = (version: PgColumn, seen: number | undefined) =>
  seen === undefined ? undefined : eq(version, seen);

/** Sets the row's next version, one above the one it has. */
export const nextVersion = (version: PgColumn) => sql<number>`${version} + 1`;

/**
 * The 409 of an update whose WHERE (`atSeenVersion`) matched no row although the row exists:
 * someone saved it after the form was opened, and nothing of this save was written.
 */
export const savedMeanwhile = (noun: string) =>
  conflict(
    `Someone else saved this ${noun} after you opened it. Nothing was saved: reload it to see their change, then make yours again.`,
  );
