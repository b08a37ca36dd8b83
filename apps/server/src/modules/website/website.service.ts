import { and, eq, inArray } from 'drizzle-orm';
import { isBlankHtml, type SearchKeywords, WEBSITE_SETTINGS } from '@stallfront/shared/website';
import type { Db } from '../../db/client.js';
import { products, storeSettings } from '../../db/schema/index.js';
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
          WEBSITE_SETTINGS.map((setting) => setting.key),
        ),
      ),
    );
  const settingOf = new Map<string, (typeof WEBSITE_SETTINGS)[number]>(WEBSITE_SETTINGS.map((s) => [s.key, s]));
  return { data: Object.fromEntries(rows.map((row) => [row.key, settingOf.get(row.key)?.summary(row.value) ?? ''])) };
}
