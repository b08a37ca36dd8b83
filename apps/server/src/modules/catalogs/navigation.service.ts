import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Navigation, navigationBody } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { navigations } from '../../db/schema/index.js';
import { badRequest } from '../../platform/errors.js';
import { owned } from '../../platform/store-scope.js';
import {
  closeGap,
  endOfSection,
  findNavigationRow,
  lockSection,
  requireCatalogOf,
  toNavigation,
} from './navigation.repo.js';

type NavigationInput = z.output<typeof navigationBody>;

async function checkedColumns(tx: Db, storeId: string, input: NavigationInput) {
  if (!input.catalog_id && !input.link) throw badRequest('link: choose a catalog or enter a link');
  await lockSection(tx, storeId, input.section_id);
  await requireCatalogOf(tx, storeId, input.catalog_id);
  return { sectionId: input.section_id, name: input.name, catalogId: input.catalog_id, link: input.link };
}

/** Adds an item at the end of its section. */
export async function createNavigation(db: Db, storeId: string, input: NavigationInput): Promise<Navigation> {
  return db.transaction(async (tx) => {
    const columns = await checkedColumns(tx, storeId, input);
    const position = await endOfSection(tx, input.section_id);
    const [row] = await tx
      .insert(navigations)
      .values({ storeId, ...columns, position })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return toNavigation(row);
  });
}

/** Changes an item; moved to another section it goes to that section's end. */
export async function updateNavigation(
  db: Db,
  storeId: string,
  input: NavigationInput & { _id: string },
): Promise<Navigation> {
  return db.transaction(async (tx) => {
    const current = await findNavigationRow(tx, storeId, input._id);
    const columns = await checkedColumns(tx, storeId, input);
    const moved = current.sectionId !== input.section_id;
    const position = moved ? await endOfSection(tx, input.section_id) : current.position;
    const [row] = await tx
      .update(navigations)
      .set({ ...columns, position })
      .where(owned(navigations, storeId, eq(navigations.id, input._id)))
      .returning();
    if (moved) await closeGap(tx, current.sectionId, current.position);
    if (!row) throw new Error('update returned no row');
    return toNavigation(row);
  });
}

export async function removeNavigation(db: Db, storeId: string, id: string): Promise<string> {
  return db.transaction(async (tx) => {
    const current = await findNavigationRow(tx, storeId, id);
    await tx.delete(navigations).where(owned(navigations, storeId, eq(navigations.id, id)));
    await closeGap(tx, current.sectionId, current.position);
    return `Navigation ${current.name} deleted.`;
  });
}
