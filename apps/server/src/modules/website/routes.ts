import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ANNOUNCEMENT_BAR, CHAT_BUTTON, STORE_POPUP } from '@stallfront/shared/website';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { serveStoreSetting } from '../../platform/resource/store-setting.js';
import { requireStoreOffers } from '../auth/route-gate.js';

/** The website screens' settings: what the shop draws around every page. */
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
}
