import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { SavedView } from '@stallfront/shared';
import type { DbOrTx } from '../../db/client.js';
import { type SavedViewRow, savedViews } from '../../db/schema/index.js';
import { owned } from '../../platform/store-scope.js';
import type { ViewKeeper } from './keeper.js';

/** The keeper's rows only: another person's view, even in the same store, is "not found". */
export const keptBy = (keeper: ViewKeeper, ...conditions: (SQL | undefined)[]) =>
  owned(
    savedViews,
    keeper.storeId,
    eq(savedViews.principalType, keeper.type),
    eq(savedViews.principalId, keeper.id),
    ...conditions,
  );

export const viewOf = (row: SavedViewRow): SavedView => ({
  _id: row.id,
  list: row.listId,
  name: row.name,
  params: row.params,
  created_on: row.createdAt.toISOString(),
});

export async function listViews(db: DbOrTx, keeper: ViewKeeper, listId: string): Promise<SavedView[]> {
  const rows = await db
    .select()
    .from(savedViews)
    .where(keptBy(keeper, eq(savedViews.listId, listId)))
    .orderBy(asc(sql`lower(${savedViews.name})`), asc(savedViews.id));
  return rows.map(viewOf);
}

export async function countViews(db: DbOrTx, keeper: ViewKeeper, listId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(savedViews)
    .where(keptBy(keeper, eq(savedViews.listId, listId)));
  return Number(row?.n ?? 0);
}

/** Whether the keeper has a view of this name on this list (any case), other than `exceptId`. */
export async function nameTaken(
  db: DbOrTx,
  keeper: ViewKeeper,
  listId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: savedViews.id })
    .from(savedViews)
    .where(
      keptBy(
        keeper,
        eq(savedViews.listId, listId),
        sql`lower(${savedViews.name}) = lower(${name})`,
        exceptId ? sql`${savedViews.id} <> ${exceptId}` : undefined,
      ),
    );
  return rows.length > 0;
}

export const findView = (db: DbOrTx, keeper: ViewKeeper, id: string) =>
  db
    .select()
    .from(savedViews)
    .where(keptBy(keeper, eq(savedViews.id, id)));
