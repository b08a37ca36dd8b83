import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { ThemeInput, ThemeView } from '@stallfront/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { stores, themes } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';

export type ThemeRow = typeof themes.$inferSelect;

/** How many stores wear each theme; the default's count has the stores that never chose one. */
async function storeCounts(db: DbOrTx): Promise<{ byTheme: Map<string, number>; unchosen: number }> {
  const rows = await db
    .select({ themeId: stores.themeId, count: sql<number>`count(*)::int` })
    .from(stores)
    .groupBy(stores.themeId);
  const byTheme = new Map<string, number>();
  let unchosen = 0;
  for (const row of rows) {
    if (row.themeId === null) unchosen = Number(row.count);
    else byTheme.set(row.themeId, Number(row.count));
  }
  return { byTheme, unchosen };
}

const viewOf = (row: ThemeRow, stores: number): ThemeView => ({
  _id: row.id,
  name: row.name,
  description: row.description,
  colors: row.colors,
  fonts: row.fonts,
  layouts: row.layouts,
  active: row.active,
  is_default: row.isDefault,
  stores,
  updated_on: row.updatedAt.toISOString(),
});

export async function listThemes(db: Db): Promise<ThemeView[]> {
  const rows = await db.select().from(themes).orderBy(desc(themes.isDefault), desc(themes.active), asc(themes.name));
  const counts = await storeCounts(db);
  return rows.map((row) => viewOf(row, countOf(row, counts)));
}

const countOf = (row: ThemeRow, counts: Awaited<ReturnType<typeof storeCounts>>) =>
  (counts.byTheme.get(row.id) ?? 0) + (row.isDefault ? counts.unchosen : 0);

async function themeView(db: DbOrTx, id: string): Promise<ThemeView> {
  const [row] = await db.select().from(themes).where(eq(themes.id, id));
  if (!row) throw notFound('This theme no longer exists.');
  return viewOf(row, countOf(row, await storeCounts(db)));
}

async function lockTheme(tx: DbOrTx, id: string): Promise<ThemeRow> {
  const [row] = await tx.select().from(themes).where(eq(themes.id, id)).for('update');
  if (!row) throw notFound('This theme no longer exists.');
  return row;
}

async function requireFreeName(tx: DbOrTx, name: string, id: string | null) {
  const [taken] = await tx
    .select({ name: themes.name })
    .from(themes)
    .where(and(sql`lower(${themes.name}) = lower(${name})`, id ? ne(themes.id, id) : undefined));
  if (taken) throw conflict(`name: there is a theme called ${taken.name} already; choose another name.`);
}

/** The one default: making a theme the default takes it off the one before. */
async function takeDefaultFromOthers(tx: DbOrTx, id: string, now: Date) {
  await tx
    .update(themes)
    .set({ isDefault: false, updatedAt: now })
    .where(and(eq(themes.isDefault, true), ne(themes.id, id)));
}

const columnsOf = (input: ThemeInput) => ({
  name: input.name,
  description: input.description,
  colors: input.colors,
  fonts: input.fonts,
  layouts: input.layouts,
  active: input.active,
  isDefault: input.is_default,
});

export async function createTheme(db: Db, input: ThemeInput, now: Date): Promise<ThemeView> {
  return db.transaction(async (tx) => {
    await requireFreeName(tx, input.name, null);
    // The first theme is the default whatever was asked: stores that never chose wear it.
    const [existing] = await tx.select({ id: themes.id }).from(themes).limit(1);
    const isDefault = input.is_default || !existing;
    if (isDefault && !input.active) throw badRequest('active: the default theme stays active.');
    // Before the insert: the partial unique index holds one default at every moment.
    if (isDefault) await tx.update(themes).set({ isDefault: false, updatedAt: now }).where(eq(themes.isDefault, true));
    const [row] = await tx
      .insert(themes)
      .values({ ...columnsOf(input), isDefault, createdAt: now, updatedAt: now })
      .returning({ id: themes.id });
    if (!row) throw new Error('theme not inserted');
    return themeView(tx, row.id);
  });
}

export async function updateTheme(db: Db, id: string, input: ThemeInput, now: Date): Promise<ThemeView> {
  return db.transaction(async (tx) => {
    const row = await lockTheme(tx, id);
    await requireFreeName(tx, input.name, id);
    if (row.isDefault && !input.is_default)
      throw badRequest(
        'is_default: stores that never chose a theme wear this one: make another theme the default instead.',
      );
    if (input.is_default) await takeDefaultFromOthers(tx, id, now);
    await tx
      .update(themes)
      .set({ ...columnsOf(input), updatedAt: now })
      .where(eq(themes.id, id));
    return themeView(tx, id);
  });
}

/** Off: the stores wearing it keep it, no other store can choose it. The default stays on. */
export async function setThemeActive(db: Db, id: string, active: boolean, now: Date) {
  return db.transaction(async (tx) => {
    const row = await lockTheme(tx, id);
    if (row.isDefault && !active)
      throw badRequest('active: new stores start on the default theme: make another theme the default first.');
    await tx.update(themes).set({ active, updatedAt: now }).where(eq(themes.id, id));
    const view = await themeView(tx, id);
    const message = active
      ? `${row.name} can be chosen again.`
      : view.stores > 0
        ? `${row.name} is hidden from choosing; the ${view.stores} ${view.stores === 1 ? 'store' : 'stores'} wearing it keep it.`
        : `${row.name} is hidden from choosing.`;
    return { message, data: view };
  });
}

/** Only a theme no store wears can go; one in use is deactivated instead. */
export async function removeTheme(db: Db, id: string): Promise<string> {
  return db.transaction(async (tx) => {
    const row = await lockTheme(tx, id);
    if (row.isDefault) throw conflict('id: this is the default theme: make another theme the default first.');
    const [used] = await tx.select({ count: sql<number>`count(*)::int` }).from(stores).where(eq(stores.themeId, id));
    const count = Number(used?.count ?? 0);
    if (count > 0)
      throw conflict(
        `id: ${row.name} is worn by ${count} ${count === 1 ? 'store' : 'stores'}: deactivate it instead, so they keep it and no one else chooses it.`,
      );
    await tx.delete(themes).where(eq(themes.id, id));
    return `${row.name} deleted.`;
  });
}

/** The theme a store wears: its own choice, else the default; null when there is no theme at all. */
export async function wornTheme(db: DbOrTx, themeId: string | null): Promise<ThemeRow | null> {
  const [row] = await db
    .select()
    .from(themes)
    .where(themeId ? eq(themes.id, themeId) : eq(themes.isDefault, true))
    .limit(1);
  return row ?? null;
}
