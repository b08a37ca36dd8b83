import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GIFT_CARD_CALLS, GIFT_CARD_FEATURE } from '@stallfront/shared';
import { storeAuthOf } from '../../platform/auth/guards.js';
import { featuresOfView } from '../../platform/auth/store-view.js';
import { forbidden } from '../../platform/errors.js';
import { listHandlers } from '../../platform/list/list-handlers.js';
import { serveCalls } from '../../platform/serve-calls.js';
import { giftCardList } from './gift-card.repo.js';

/** Gift coupon orders: cards bought in the shop, listed with what each holds now. */
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
}
