import type { FastifyInstance } from 'fastify';
import {
  ANNOUNCEMENT_BAR,
  CHAT_BUTTON,
  FOOTER_CONTENT,
  FOOTER_SEO_LINKS,
  MENUS,
  type Menus,
  POLICIES,
  SEARCH_KEYWORDS,
  type SearchKeywords,
  STORE_PAGE,
  STORE_POPUP,
  STORE_SEO,
  WEBSITE_STATE_CALLS,
} from '@stallfront/shared/website';
import { storePages } from '../../db/schema/index.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { serveSimpleResource } from '../../platform/resource/simple-resource.js';
import { serveStoreSetting } from '../../platform/resource/store-setting.js';
import { offeredBy } from '../auth/route-gate.js';
import { layoutRoutes } from './layout.routes.js';
import { cleaning, requireOwnMenuTargets, requireOwnPromoted, websiteStates } from './website.service.js';

/** The website screens: what the shop draws around every page, its policies and its own pages. */
export async function websiteRoutes(app: FastifyInstance): Promise<void> {
  serveStoreSetting(
    app,
    ANNOUNCEMENT_BAR,
    offeredBy(app, ANNOUNCEMENT_BAR.key, 'This store has no announcement bar: turn on the announcement bar feature.'),
  );
  serveStoreSetting(
    app,
    CHAT_BUTTON,
    offeredBy(app, CHAT_BUTTON.key, 'This store has no chat button: turn on the chat configuration feature.'),
  );
  serveStoreSetting(
    app,
    STORE_POPUP,
    offeredBy(app, STORE_POPUP.key, 'This store has no pop-up: turn on the store pop-up feature.'),
  );
  serveStoreSetting(app, POLICIES, { clean: cleaning(...Object.keys(POLICIES.value.shape)) });
  serveStoreSetting(app, FOOTER_CONTENT);
  serveStoreSetting(
    app,
    FOOTER_SEO_LINKS,
    offeredBy(app, FOOTER_SEO_LINKS.key, 'This store has no SEO editor: the Professional package has it.'),
  );
  serveStoreSetting(
    app,
    STORE_SEO,
    offeredBy(app, 'seo_store', 'This store has no SEO editor: the Professional package has it.'),
  );
  serveStoreSetting(app, MENUS, {
    check: (storeId, value) => requireOwnMenuTargets(app.ctx.db, storeId, value as Menus),
  });
  serveStoreSetting(app, SEARCH_KEYWORDS, {
    check: (storeId, value) => requireOwnPromoted(app.ctx.db, storeId, value as SearchKeywords),
  });
  serveCalls(app, WEBSITE_STATE_CALLS, ['website'], {
    states: (_query, req) => websiteStates(app.ctx.db, storeAuthOf(req).storeId),
  });
  await layoutRoutes(app);
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
