import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ANNOUNCEMENT_BAR,
  CHAT_BUTTON,
  FOOTER_CONTENT,
  FOOTER_SEO_LINKS,
  isBlankHtml,
  POLICIES,
  STORE_PAGE,
  STORE_SEO,
} from '@stallfront/shared/website';
import { storePages } from '../../db/schema/index.js';
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
