import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  GIFT_CARD_ADMIN_CALLS,
  GIFT_CARD_CALLS,
  GIFT_CARD_FEATURE,
  GIFT_CARD_SETTING,
  utcDay,
} from '@stallfront/shared';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { featuresOfView } from '../../platform/auth/store-view.js';
import { forbidden } from '../../platform/errors.js';
import { listHandlers } from '../../platform/list/list-handlers.js';
import { serveStoreSetting } from '../../platform/resource/store-setting.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { requireStoreOffers } from '../auth/route-gate.js';
import { changeGiftCard, giftCardDetail, issueGiftCard } from './gift-card-admin.service.js';
import { giftCardBook } from './gift-card-book.js';
import { giftCardList } from './gift-card.repo.js';

const NOT_OFFERED = 'This store has no gift cards screen: add the Gift card feature to your package.';

/**
 * Gift coupon orders (cards bought in the shop, /orders/gift-coupon) and the gift cards screen
 * (/setting/giftcard): every card sold or issued, its history, issue, disable, and the settings.
 */
export async function giftCardRoutes(app: FastifyInstance): Promise<void> {
  const { db, now } = app.ctx;
  // The gate applied GIFT_CARD_ACCESS; the store's package must also sell gift cards.
  const storeOf = (req: FastifyRequest) => {
    const auth = storeAuthOf(req);
    if (!featuresOfView(auth.view, now()).includes(GIFT_CARD_FEATURE)) {
      throw forbidden('Gift coupons are not part of your package. Add the Gift coupon feature to sell them.');
    }
    return auth.storeId;
  };
  serveCalls(app, GIFT_CARD_CALLS, ['gift cards'], listHandlers(db, giftCardList, storeOf));

  // The gate applied GIFT_CARD_ADMIN_ACCESS; a store without the screen's feature gets a 404, as the screen is missing.
  const offered = (req: FastifyRequest) => {
    const auth = storeAuthOf(req);
    requireStoreOffers(auth, 'giftcards', now(), NOT_OFFERED);
    return auth.storeId;
  };
  const book = listHandlers(db, giftCardBook, (req) => ({ storeId: offered(req), today: utcDay(now()) }));
  serveCalls(app, GIFT_CARD_ADMIN_CALLS, ['gift cards'], {
    ...book,
    get: async ({ id }, req) => ({ data: await giftCardDetail(db, offered(req), id, now()) }),
    issue: async (input, req) => ({ data: await issueGiftCard(db, offered(req), input, now()) }),
    change: async (input, req) => ({ data: await changeGiftCard(db, offered(req), input, now()) }),
  });
  serveStoreSetting(app, GIFT_CARD_SETTING, { guard: offered });
}
