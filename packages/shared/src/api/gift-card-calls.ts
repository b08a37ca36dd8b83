import { z } from 'zod';
import { hexColor, imageField, text } from '../schemas/common.js';
import {
  giftCardBookBody,
  giftCardBookCountQuery,
  giftCardBookPage,
  giftCardChangeInput,
  giftCardDetailResponse,
  giftCardIdParams,
  giftCardIssueInput,
} from '../schemas/gift-card-admin.js';
import { giftCardCountQuery, giftCardListBody, giftCardListResponse } from '../schemas/gift-cards.js';
import { GIFT_CARD_ADMIN_ACCESS } from '../rules/gift-card-balance.js';
import {
  GIFT_CARD_ACCESS,
  GIFT_CARD_DESIGNS_MAX,
  GIFT_CARD_MAX_UNITS,
  GIFT_CARD_MIN_UNITS,
  GIFT_CARD_PRESETS_MAX,
} from '../rules/gift-cards.js';
import { endpoint } from './endpoint.js';
import { exportedListCalls } from './list-calls.js';
import { storeSetting } from './store-setting.js';

/** Gift coupon orders (/orders/gift-coupon): the spec names the screen, not the calls; these follow its path style. */
export const GIFT_CARD_CALLS = exportedListCalls({
  path: '/store/gift_coupon_orders',
  caller: { auth: 'store', access: GIFT_CARD_ACCESS },
  body: giftCardListBody,
  count: giftCardCountQuery,
  page: giftCardListResponse,
  what: 'gift cards bought in the shop, with what each holds now',
});

const admin = { auth: 'store', access: GIFT_CARD_ADMIN_ACCESS } as const;

/**
 * The gift cards screen (/setting/giftcard): every card sold or issued, one card with its ledger
 * history, a card issued by hand, and a card disabled, enabled or given another last day.
 */
export const GIFT_CARD_ADMIN_CALLS = {
  ...exportedListCalls({
    path: '/store/gift_cards',
    caller: admin,
    body: giftCardBookBody,
    count: giftCardBookCountQuery,
    page: giftCardBookPage,
    what: 'gift cards sold in the shop or issued by hand, with what each holds and its state',
  }),
  get: endpoint({
    method: 'GET',
    path: '/store/gift_cards/:id',
    ...admin,
    input: giftCardIdParams,
    output: giftCardDetailResponse,
    summary: 'One gift card with its whole code and its balance history from its ledger rows',
  }),
  issue: endpoint({
    method: 'POST',
    path: '/store/gift_cards/issue',
    ...admin,
    input: giftCardIssueInput,
    output: giftCardDetailResponse,
    summary:
      "Issue a gift card by hand: its value is posted from the store's account and it is mailed to the recipient",
  }),
  change: endpoint({
    method: 'POST',
    path: '/store/gift_cards/change',
    ...admin,
    input: giftCardChangeInput,
    output: giftCardDetailResponse,
    summary: 'Disable or enable a gift card, or change its last day',
  }),
};

/** /setting/giftcard/settings: the designs and amounts the shop offers, and how long a new card lasts. */
export const GIFT_CARD_SETTING = storeSetting({
  key: 'giftcard_settings',
  noun: 'gift card settings',
  path: '/store/gift_card_settings',
  access: { read: GIFT_CARD_ADMIN_ACCESS, write: GIFT_CARD_ADMIN_ACCESS },
  fields: {
    designs: z
      .array(
        z.object({
          name: text(40, { min: 1, required: 'Name the design' }),
          color: hexColor,
          image: z.union([z.literal(''), imageField]),
        }),
      )
      .max(GIFT_CARD_DESIGNS_MAX, `${GIFT_CARD_DESIGNS_MAX} designs at most`),
    presets: z
      .array(
        z
          .number({ error: 'Enter an amount' })
          .int('Whole amounts only')
          .min(GIFT_CARD_MIN_UNITS, `${GIFT_CARD_MIN_UNITS} at least`)
          .max(GIFT_CARD_MAX_UNITS, `${GIFT_CARD_MAX_UNITS} at most`),
      )
      .min(1, 'Offer at least one amount')
      .max(GIFT_CARD_PRESETS_MAX, `${GIFT_CARD_PRESETS_MAX} amounts at most`),
    /** Months a new card lasts; null: cards never expire. */
    validity_months: z
      .number()
      .int('Whole months only')
      .min(1, '1 month at least')
      .max(120, '120 months at most')
      .nullable(),
  },
  check: (value, ctx) => {
    const seen = new Set<string>();
    value.designs.forEach((design, i) => {
      const name = design.name.toLowerCase();
      if (seen.has(name))
        ctx.addIssue({ code: 'custom', path: ['designs', i, 'name'], message: 'Another design has this name' });
      seen.add(name);
    });
    value.presets.forEach((amount, i) => {
      if (value.presets.indexOf(amount) !== i)
        ctx.addIssue({ code: 'custom', path: ['presets', i], message: 'This amount is offered already' });
    });
  },
  summary: (value) => `${value.designs.length} designs, ${value.presets.length} amounts`,
});
export type GiftCardSetting = z.infer<typeof GIFT_CARD_SETTING.value>;
