import { and, eq, or } from 'drizzle-orm';
import {
  DEFAULT_THEME_PRIMARY,
  type StoreThemeChoice,
  type StoreThemeInput,
  type ThemeStoreType,
} from '@stallfront/shared';
import type { SavedSection } from '@stallfront/shared/website';
import type { Db, DbOrTx } from '../../db/client.js';
import { stores, themes } from '../../db/schema/index.js';
import type { StoreRow } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { readLayout, type StoredLayout, writeLayout } from '../website/layout.repo.js';
import { defaultSections, newSectionId } from '../website/layout.service.js';
import { type ThemeRow, wornTheme } from './themes.service.js';

type LayoutStore = Pick<StoreRow, 'type' | 'subType' | 'name' | 'additionalFeatures'>;

/**
 * The home page a theme gives a store of its type: its sections with new ids, a hero with no
 * heading taking the store's own hero words; no theme, or none for the type: the standard page.
 */
export function themeSections(theme: ThemeRow | null, store: LayoutStore): SavedSection[] {
  const standard = defaultSections(store);
  const sections = theme?.layouts[store.type as ThemeStoreType] ?? [];
  if (sections.length === 0) return standard;
  const hero = standard.find((s) => s.kind === 'text' && s.style === 'hero');
  return sections.map((section) => {
    const filled =
      section.kind === 'text' && section.style === 'hero' && section.heading === '' && hero?.kind === 'text'
        ? { ...section, heading: hero.heading, body: section.body || hero.body }
        : section;
    return { ...filled, id: newSectionId() } as SavedSection;
  });
}

const withoutIds = (sections: SavedSection[]) => JSON.stringify(sections.map(({ id: _id, ...rest }) => rest));

/** Whether the owner changed the home page from what its theme (or the platform) gave it. */
function layoutEdited(stored: StoredLayout | null, given: SavedSection[]): boolean {
  if (!stored) return false;
  const expected = withoutIds(given);
  return withoutIds(stored.draft) !== expected || withoutIds(stored.published ?? given) !== expected;
}

/** The store's own main colour: anything but the platform's starting colour counts as set. */
const ownPrimaryOf = (row: Pick<StoreRow, 'themeColors'>): string | null =>
  row.themeColors.primary.toLowerCase() !== DEFAULT_THEME_PRIMARY.toLowerCase() ? row.themeColors.primary : null;

async function storeRow(db: DbOrTx, storeId: string, lock = false) {
  const query = db.select().from(stores).where(eq(stores.id, storeId));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound('This store no longer exists.');
  return row;
}

async function choiceOf(db: DbOrTx, storeId: string): Promise<StoreThemeChoice> {
  const store = await storeRow(db, storeId);
  const worn = await wornTheme(db, store.themeId);
  const rows = await db
    .select()
    .from(themes)
    .where(worn ? or(eq(themes.active, true), eq(themes.id, worn.id)) : eq(themes.active, true))
    .orderBy(themes.name);
  const stored = await readLayout(db, storeId, 'home');
  return {
    themes: rows.map((row) => ({
      _id: row.id,
      name: row.name,
      description: row.description,
      colors: row.colors,
      fonts: row.fonts,
      active: row.active,
      is_default: row.isDefault,
      updated_on: row.updatedAt.toISOString(),
      has_layout: (row.layouts[store.type as ThemeStoreType] ?? []).length > 0,
    })),
    theme_id: worn?.id ?? null,
    own_primary: ownPrimaryOf(store),
    layout_edited: layoutEdited(stored, themeSections(worn, store)),
  };
}

export const storeThemeChoice = (db: Db, storeId: string) => choiceOf(db, storeId);

/**
 * The store wears the theme. Its own main colour stays unless `keep_primary` is off (then both
 * own colours go and the theme's show); the theme's home page replaces the store's when the
 * owner never changed it, or asked for it.
 */
export async function chooseTheme(db: Db, storeId: string, input: StoreThemeInput, now: Date) {
  return db.transaction(async (tx) => {
    const store = await storeRow(tx, storeId, true);
    const [theme] = await tx.select().from(themes).where(eq(themes.id, input.theme_id));
    if (!theme) throw notFound('theme_id: this theme no longer exists; reload the page.');
    const worn = await wornTheme(tx, store.themeId);
    if (!theme.active && worn?.id !== theme.id)
      throw badRequest('theme_id: this theme can no longer be chosen; pick another.');
    const stored = await readLayout(tx, storeId, 'home', { lock: true });
    const edited = layoutEdited(stored, themeSections(worn, store));
    const layoutChanges = !edited || input.use_layout;
    if (layoutChanges) {
      const sections = themeSections(theme, store);
      // An untouched store on the standard page needs no row: the shop draws the standard page.
      const standard = (theme.layouts[store.type as ThemeStoreType] ?? []).length === 0;
      if (stored || !standard)
        await writeLayout(
          tx,
          storeId,
          'home',
          { draft: sections, published: sections, published_at: now.toISOString() },
          now,
        );
    }
    const dropColours = ownPrimaryOf(store) !== null && !input.keep_primary;
    await tx
      .update(stores)
      .set({
        themeId: theme.id,
        ...(dropColours ? { themeColors: { primary: DEFAULT_THEME_PRIMARY } } : {}),
        updatedAt: now,
      })
      .where(and(eq(stores.id, storeId)));
    const parts = [`Your shop now wears ${theme.name}.`];
    if (layoutChanges) parts.push('Its home page layout is on your home page.');
    else parts.push('Your own home page layout is kept.');
    if (ownPrimaryOf(store) && !dropColours) parts.push('Your own main colour is kept.');
    return { message: parts.join(' '), data: await choiceOf(tx, storeId) };
  });
}
