import { asc, eq, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { navigationSectionsBody } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { navigationSections, navigations } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { owned } from '../../platform/store-scope.js';
import { listNavigations } from './navigation.repo.js';
import { sqlArray } from '../../platform/sql-array.js';

type SectionsInput = z.output<typeof navigationSectionsBody>;
interface Placement {
  id: string;
  sectionId: string;
  position: number;
}

/** A section or navigation named twice would get two places: refuse it, naming where. */
function requireEachOnce(input: SectionsInput): void {
  const sectionIds = input.sections.flatMap((s) => (s._id ? [s._id] : []));
  if (new Set(sectionIds).size !== sectionIds.length) throw badRequest('sections: a section appears twice');
  const seen = new Set<string>();
  input.sections.forEach((section, i) => {
    for (const id of section.navigation_ids) {
      if (seen.has(id)) throw badRequest(`sections.${i}.navigation_ids: the navigation ${id} is listed twice`);
      seen.add(id);
    }
  });
}

/** Sets every placed navigation's section and position with one UPDATE. */
async function place(tx: Db, storeId: string, placements: Placement[]): Promise<void> {
  if (placements.length === 0) return;
  const ids = sqlArray(
    placements.map((p) => p.id),
    'uuid',
  );
  const sections = sqlArray(
    placements.map((p) => p.sectionId),
    'uuid',
  );
  const positions = sqlArray(
    placements.map((p) => p.position),
    'int',
  );
  await tx
    .update(navigations)
    .set({ sectionId: sql`placed.section_id`, position: sql`placed.position` })
    .from(sql`unnest(${ids}, ${sections}, ${positions}) as placed(id, section_id, position)`)
    .where(owned(navigations, storeId, eq(navigations.id, sql`placed.id`)));
}

/**
 * Saves the whole menu in one transaction: sections in array order (new ones created, missing
 * ones deleted with their items), listed items placed by index, possibly in another section,
 * and unlisted items of kept sections after the listed ones, in their old order.
 */
export async function saveSections(db: Db, storeId: string, input: SectionsInput) {
  requireEachOnce(input);
  const listed = new Set(input.sections.flatMap((s) => s.navigation_ids));
  await db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: navigationSections.id })
      .from(navigationSections)
      .where(owned(navigationSections, storeId));
    const existingIds = new Set(existing.map((s) => s.id));
    if (input.sections.some((s) => s._id && !existingIds.has(s._id))) {
      throw notFound('One of the sections does not exist in your store; nothing was changed.');
    }
    const items = await tx
      .select({ id: navigations.id, sectionId: navigations.sectionId })
      .from(navigations)
      .where(owned(navigations, storeId))
      .orderBy(asc(navigations.position), asc(navigations.id));
    const itemIds = new Set(items.map((n) => n.id));
    if ([...listed].some((id) => !itemIds.has(id))) {
      throw notFound('One of the navigations does not exist in your store; nothing was changed.');
    }

    const placements: Placement[] = [];
    const keptIds: string[] = [];
    for (const [position, section] of input.sections.entries()) {
      const sectionId = section._id ?? (await insertSection(tx, storeId, section.name, position));
      if (section._id) {
        await tx
          .update(navigationSections)
          .set({ name: section.name, position })
          .where(owned(navigationSections, storeId, eq(navigationSections.id, section._id)));
      }
      keptIds.push(sectionId);
      const stayers = items.filter((n) => n.sectionId === section._id && !listed.has(n.id)).map((n) => n.id);
      [...section.navigation_ids, ...stayers].forEach((id, index) => {
        placements.push({ id, sectionId, position: index });
      });
    }
    await place(tx, storeId, placements);
    await tx
      .delete(navigationSections)
      .where(owned(navigationSections, storeId, notInArray(navigationSections.id, keptIds)));
  });
  return listNavigations(db, storeId);
}

async function insertSection(tx: Db, storeId: string, name: string, position: number): Promise<string> {
  const [row] = await tx
    .insert(navigationSections)
    .values({ storeId, name, position })
    .returning({ id: navigationSections.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}
