import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ANNOUNCEMENT_BAR,
  CHAT_BUTTON,
  FOOTER_CONTENT,
  FOOTER_SEO_LINKS,
  isBlankHtml,
  POLICIES,
  SEARCH_KEYWORDS,
  type SearchKeywords,
  STORE_PAGE,
  STORE_POPUP,
  STORE_SEO,
} from '@stallfront/shared/website';
import { inArray } from 'drizzle-orm';
import { products, storePages } from '../../db/schema/index.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../platform/errors.js';
import { owned } from '../../platform/store-scope.js';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { cleanRichText } from '../../platform/rich-text.js';
import { serveSimpleResource } from '../../platform/resource/simple-resource.js';
import { serveStoreSetting } from '../../platform/resource/store-setting.js';
import { requireStoreOffers } from '../auth/route-gate.js';

/** Rich text sanitised; an editor's empty paragraph is empty, as the shop reads "not written". */
const cleanHtml = (html: string) => {
  const clean = cleanRichText(html);
  return isBlankHtml(clean) ? '' : clean;
};
/** The same object with the named fields' rich text cleaned. */
const cleaning =
  (...keys: string[]) =>
  <T extends Record<string, unknown>>(value: T): T => ({
    ...value,
    ...Object.fromEntries(keys.map((key) => [key, cleanHtml(String(value[key] ?? ''))])),
  });

/** Each keyword's promoted products must be the store's: another store's or a deleted one is a 404 on its field. */
async function requireOwnPromoted(db: Db, storeId: string, { keywords }: SearchKeywords) {
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

/** The website screens: what the shop draws around every page, its policies and its own pages. */
export async function websiteRoutes(app: FastifyInstance): Promise<void> {
  // A setting the store's package lacks is a 404, as its screen is missing from the menu.
  const offeredBy = (route: string, refusal: string) => ({
    guard: (req: FastifyRequest) => requireStoreOffers(storeAuthOf(req), route, app.ctx.now(), refusal),
  });
  serveStoreSetting(
    app,
    ANNOUNCEMENT_BAR,
    offeredBy(ANNOUNCEMENT_BAR.key, 'This store has no announcement bar: turn on the announcement bar feature.'),
  );
  serveStoreSetting(
    app,
    CHAT_BUTTON,
    offeredBy(CHAT_BUTTON.key, 'This store has no chat button: turn on the chat configuration feature.'),
  );
  serveStoreSetting(
    app,
    STORE_POPUP,
    offeredBy(STORE_POPUP.key, 'This store has no pop-up: turn on the store pop-up feature.'),
  );
  serveStoreSetting(app, POLICIES, { clean: cleaning(...Object.keys(POLICIES.value.shape)) });
  serveStoreSetting(app, FOOTER_CONTENT);
  serveStoreSetting(
    app,
    FOOTER_SEO_LINKS,
    offeredBy(FOOTER_SEO_LINKS.key, 'This store has no SEO editor: the Professional package has it.'),
  );
  serveStoreSetting(
    app,
    STORE_SEO,
    offeredBy('seo_store', 'This store has no SEO editor: the Professional package has it.'),
  );
  serveStoreSetting(app, SEARCH_KEYWORDS, {
    check: (storeId, value) => requireOwnPromoted(app.ctx.db, storeId, value as SearchKeywords),
  });
  serveSimpleResource(
    app,
    STORE_PAGE,
    { things: storePages },
    {
      unique: { slug: 'another page of your store has this address' },
      clean: cleaning('body'),
    },
  );
}
