import { and, asc, eq, sql } from 'drizzle-orm';
import type { Navigation, navigationListResponse, navigationQuery } from '@stallfront/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { catalogs, type NavigationRow, navigationSections, navigations } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { foundOr404, owned } from '../../platform/store-scope.js';

type NavigationList = Omit<z.output<typeof navigationListResponse>, 'status'>;

export const toNavigation = (row: NavigationRow): Navigation => ({
  _id: row.id,
  section_id: row.sectionId,
  name: row.name,
  catalog_id: row.catalogId,
  link: row.link,
  position: row.position,
});

/** Every section in order with the items the query asks for: all, one section's, or one item. */
export async function listNavigations(
  db: Db,
  storeId: string,
  query: z.output<typeof navigationQuery> = {},
): Promise<NavigationList> {
  const sectionRows = await db
    .select()
    .from(navigationSections)
    .where(owned(navigationSections, storeId))
    .orderBy(asc(navigationSections.position), asc(navigationSections.id));
  const sections = sectionRows.map((s) => ({ _id: s.id, name: s.name, position: s.position }));
  if (query.section_id && !sections.some((s) => s._id === query.section_id)) {
    throw notFound('This navigation section does not exist in your store.');
  }
  const rows = await db
    .select({ navigation: navigations })
    .from(navigations)
    .innerJoin(navigationSections, eq(navigationSections.id, navigations.sectionId))
    .where(
      owned(
        navigations,
        storeId,
        query.id ? eq(navigations.id, query.id) : undefined,
        query.section_id ? eq(navigations.sectionId, query.section_id) : undefined,
      ),
    )
    .orderBy(asc(navigationSections.position), asc(navigations.position), asc(navigations.id));
  if (query.id && rows.length === 0) throw notFound('This navigation does not exist in your store.');
  return { sections, list: rows.map((r) => toNavigation(r.navigation)) };
}

export async function findNavigationRow(db: Db, storeId: string, id: string): Promise<NavigationRow> {
  return foundOr404(
    await db
      .select()
      .from(navigations)
      .where(owned(navigations, storeId, eq(navigations.id, id))),
    'navigation',
  );
}

/** Locks the section so two items added at once do not take the same position. */
export async function lockSection(db: Db, storeId: string, sectionId: string): Promise<void> {
  const [section] = await db
    .select({ id: navigationSections.id })
    .from(navigationSections)
    .where(owned(navigationSections, storeId, eq(navigationSections.id, sectionId)))
    .for('update');
  if (!section) throw badRequest('section_id: this navigation section does not exist in your store');
}

export async function requireCatalogOf(db: Db, storeId: string, catalogId: string | null): Promise<void> {
  if (!catalogId) return;
  const [found] = await db
    .select({ id: catalogs.id })
    .from(catalogs)
    .where(owned(catalogs, storeId, eq(catalogs.id, catalogId)));
  if (!found) throw badRequest('catalog_id: this catalog does not exist in your store');
}

/** The position after the last item of the section. */
export async function endOfSection(db: Db, sectionId: string): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${navigations.position}) + 1, 0)::int` })
    .from(navigations)
    .where(eq(navigations.sectionId, sectionId));
  return Number(row?.next ?? 0);
}

/** Moves the items after a removed position one place up, so positions stay 0..n-1. */
export async function closeGap(db: Db, sectionId: string, position: number): Promise<void> {
  await db
    .update(navigations)
    .set({ position: sql`${navigations.position} - 1` })
    .where(and(eq(navigations.sectionId, sectionId), sql`${navigations.position} > ${position}`));
}
