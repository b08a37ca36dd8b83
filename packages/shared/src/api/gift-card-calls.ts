import { giftCardCountQuery, giftCardListBody, giftCardListResponse } from '../schemas/gift-cards.js';
import { GIFT_CARD_ACCESS } from '../rules/gift-cards.js';
import { exportedListCalls } from './list-calls.js';

/** Gift coupon orders (/orders/gift-coupon): the spec names the screen, not the calls; these follow its path style. */
export const GIFT_CARD_CALLS = exportedListCalls({
  path: '/store/gift_coupon_orders',
  caller: { auth: 'store', access: GIFT_CARD_ACCESS },
  body: giftCardListBody,
  count: giftCardCountQuery,
  page: giftCardListResponse,
  what: 'gift cards bought in the shop, with what each holds now',
});
