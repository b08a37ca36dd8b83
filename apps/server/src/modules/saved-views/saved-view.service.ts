import { eq } from 'drizzle-orm';
import { SAVED_VIEW_CAP, type SavedView, type SavedViewParams } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { savedViews } from '../../db/schema/index.js';
import { conflict } from '../../platform/errors.js';
import { foundOr404 } from '../../platform/store-scope.js';
import type { ViewKeeper } from './keeper.js';
import { countViews, findView, keptBy, nameTaken, viewOf } from './saved-view.repo.js';

const NAME_TAKEN = 'name: you already have a view with this name on this list';

export async function createView(
  db: Db,
  keeper: ViewKeeper,
  input: { list: string; name: string; params: SavedViewParams },
): Promise<SavedView> {
  return db.transaction(async (tx) => {
    if ((await countViews(tx, keeper, input.list)) >= SAVED_VIEW_CAP) {
      throw conflict(`name: a list keeps ${SAVED_VIEW_CAP} saved views at most; delete one to save another`);
    }
    if (await nameTaken(tx, keeper, input.list, input.name)) throw conflict(NAME_TAKEN);
    const rows = await tx
      .insert(savedViews)
      .values({
        storeId: keeper.storeId,
        principalType: keeper.type,
        principalId: keeper.id,
        listId: input.list,
        name: input.name,
        params: input.params,
      })
      .returning();
    return viewOf(foundOr404(rows, 'saved view'));
  });
}

export async function renameView(db: Db, keeper: ViewKeeper, id: string, name: string): Promise<SavedView> {
  return db.transaction(async (tx) => {
    const view = foundOr404(await findView(tx, keeper, id), 'saved view');
    if (await nameTaken(tx, keeper, view.listId, name, id)) throw conflict(NAME_TAKEN);
    const rows = await tx
      .update(savedViews)
      .set({ name })
      .where(keptBy(keeper, eq(savedViews.id, id)))
      .returning();
    return viewOf(foundOr404(rows, 'saved view'));
  });
}

export async function deleteView(db: Db, keeper: ViewKeeper, id: string): Promise<string> {
  const deleted = await db
    .delete(savedViews)
    .where(keptBy(keeper, eq(savedViews.id, id)))
    .returning({ name: savedViews.name });
  const view = foundOr404(deleted, 'saved view');
  return `View "${view.name}" deleted.`;
}
