import { z } from 'zod';
import { okCount } from '../schemas/list.js';
import { giftCardCountQuery, giftCardListBody, giftCardListResponse } from '../schemas/gift-cards.js';
import { GIFT_CARD_ACCESS } from '../rules/gift-cards.js';
import { endpoint } from './endpoint.js';

const store = { auth: 'store', access: GIFT_CARD_ACCESS } as const;

/** Gift coupon orders (/orders/gift-coupon): the spec names the screen, not the calls; these follow its path style. */
export const GIFT_CARD_CALLS = {
  list: endpoint({
    method: 'POST',
    reads: true,
    path: '/store/gift_coupon_orders',
    ...store,
    input: giftCardListBody,
    output: giftCardListResponse,
    summary: 'One keyset page of gift cards bought in the shop, with what each holds now',
  }),
  count: endpoint({
    method: 'GET',
    path: '/store/gift_coupon_orders',
    ...store,
    input: giftCardCountQuery,
    output: okCount,
    summary: 'How many gift cards match the same search and filters',
  }),
  exportCsv: endpoint({
    method: 'POST',
    reads: true,
    path: '/store/gift_coupon_orders/export',
    ...store,
    input: giftCardListBody,
    output: z.string(),
    reply: 'csv',
    summary: 'Every gift card matching the filters as CSV',
  }),
};
