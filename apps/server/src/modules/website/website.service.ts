import { and, eq, inArray } from 'drizzle-orm';
import { isBlankHtml, type Menus, type SearchKeywords, WEBSITE_STATES } from '@stallfront/shared/website';
import type { Db } from '../../db/client.js';
import { catalogs, collections, products, storePages, storeSettings } from '../../db/schema/index.js';
import { notFound } from '../../platform/errors.js';
import { cleanRichText } from '../../platform/rich-text.js';
import { owned } from '../../platform/store-scope.js';

/** Rich text sanitised; an editor's empty paragraph is empty, as the shop reads "not written". */
const cleanHtml = (html: string) => {
  const clean = cleanRichText(html);
  return isBlankHtml(clean) ? '' : clean;
};
/** The same object with the named fields' rich text cleaned. */
export const cleaning =
  (...keys: string[]) =>
  <T extends Record<string, unknown>>(value: T): T => ({
    ...value,
    ...Object.fromEntries(keys.map((key) => [key, cleanHtml(String(value[key] ?? ''))])),
  });

/** Each keyword's promoted products must be the store's: another store's or a deleted one is a 404 on its field. */
export async function requireOwnPromoted(db: Db, storeId: string, { keywords }: SearchKeywords) {
  const ids = [...new Set(keywords.flatMap((k) => k.promoted))];
  if (ids.length === 0) return;
  const found = await db
    .select({ id: products.id })
    .from(products)
    .where(owned(products, storeId, inArray(products.id, ids)));
  const own = new Set(found.map((row) => row.id));
  const at = keywords.findIndex((k) => k.promoted.some((id) => !own.has(id)));
  if (at >= 0) throw notFound(`keywords.${at}.promoted: a product picked is not in your store`);
}

/** Each website setting the store saved, in the words of its hub card. */
export async function websiteStates(db: Db, storeId: string) {
  const rows = await db
    .select({ key: storeSettings.key, value: storeSettings.value })
    .from(storeSettings)
    .where(
      and(
        eq(storeSettings.storeId, storeId),
        inArray(
          storeSettings.key,
          WEBSITE_STATES.map((setting) => setting.key),
        ),
      ),
    );
  const settingOf = new Map<string, (typeof WEBSITE_STATES)[number]>(WEBSITE_STATES.map((s) => [s.key, s]));
  return { data: Object.fromEntries(rows.map((row) => [row.key, settingOf.get(row.key)?.summary(row.value) ?? ''])) };
}

const TARGET_TABLES = { catalog: catalogs, product: products, page: storePages, collection: collections } as const;

/** Every catalog, product, page and collection a menu links must be the store's: another's, or a deleted one, is a 404 on its item. */
export async function requireOwnMenuTargets(db: Db, storeId: string, menus: Menus) {
  const entries = (['header', 'footer'] as const).flatMap((place) =>
    menus[place].flatMap((item, i) => [
      { entry: item, path: `${place}.${i}` },
      ...item.children.map((child, j) => ({ entry: child, path: `${place}.${i}.children.${j}` })),
    ]),
  );
  for (const kind of Object.keys(TARGET_TABLES) as (keyof typeof TARGET_TABLES)[]) {
    const linked = entries.filter(({ entry }) => entry.kind === kind);
    if (linked.length === 0) continue;
    const table = TARGET_TABLES[kind];
    const found = await db
      .select({ id: table.id })
      .from(table)
      .where(owned(table, storeId, inArray(table.id, [...new Set(linked.map(({ entry }) => entry.target))])));
    const own = new Set(found.map((row) => row.id));
    const stray = linked.find(({ entry }) => !own.has(entry.target));
    if (stray) throw notFound(`${stray.path}.target: this ${kind} is not in your store`);
  }
}
