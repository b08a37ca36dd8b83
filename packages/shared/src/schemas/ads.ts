import { z } from 'zod';
import { AD_MAX_DAYS, AD_ORDER_STATUSES, AD_PLACEMENTS } from '../rules/ads.js';
import { isoDate, isoDay, okData, text } from './common.js';
import { listQuery, okPage } from './list.js';

/** A slot's own fields besides its name (simpleResource AD_SLOT). */
export const adSlotFields = {
  placement: z.enum(AD_PLACEMENTS, { error: 'Choose where the ads show' }),
  /** What the vendor's picture should be, as the owner words it: "1200 × 300". */
  size: text(40, { min: 1, required: 'Enter the size, like 1200 × 300' }),
  /** Minor units of the store's currency, for one day. */
  price_per_day: z
    .number({ error: 'Enter the price a day' })
    .int('Enter the price in whole minor units')
    .min(1, 'The price a day must be more than nothing')
    .max(100_000_000, 'The price a day is too large'),
  /** How many ads the slot shows on one day. */
  max_running: z
    .number({ error: 'Enter how many ads may run at once' })
    .int('Enter a whole number')
    .min(1, 'At least one ad')
    .max(20, '20 ads at most'),
};

/** The store's ad settings (`/store/ad/setting`). */
export const adSettingFields = {
  /** Off: vendors cannot buy ads and the shop shows none. */
  enabled: z.boolean(),
  /** On: a paid ad waits for the owner; off: it is approved when paid. */
  approval_required: z.boolean(),
};
export const AD_SETTING_DEFAULT = { enabled: true, approval_required: true } as const;

const adOrderFilters = {
  status: z.enum(AD_ORDER_STATUSES, { error: `must be one of ${AD_ORDER_STATUSES.join(', ')}` }).optional(),
};
export const adOrderListBody = listQuery(['created', 'starts'] as const).extend(adOrderFilters);
export type AdOrderListBody = z.input<typeof adOrderListBody>;
export const adOrderCountQuery = z.object({ search: text(100).optional(), ...adOrderFilters });

export const adOrder = z.object({
  _id: z.string(),
  /** Null once the owner deleted the slot; `slot_name` keeps what it was. */
  slot_id: z.string().nullable(),
  slot_name: z.string(),
  placement: z.enum(AD_PLACEMENTS),
  vendor_id: z.string(),
  vendor_name: z.string(),
  product_id: z.string().nullable(),
  product_name: z.string(),
  title: z.string(),
  /** The vendor's own picture for the ad; null: the shop shows its product's first picture. */
  image_url: z.string().nullable(),
  /** The first day it shows and the day after its last (UTC days). */
  starts_on: z.string(),
  ends_on: z.string(),
  days: z.number().int(),
  /** Minor units of `currency`: the slot's price a day times the days. */
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(AD_ORDER_STATUSES),
  /** Approved and today is one of its days. */
  running: z.boolean(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  /** Why the owner rejected it, or why the card was declined. */
  note: z.string().nullable(),
  created_on: isoDate,
});
export type AdOrder = z.infer<typeof adOrder>;
export const adOrderPage = okPage(adOrder);

/** A vendor buys an ad for one of its products: paid at once through the store's test gateway. */
export const adOrderCreateBody = z.object({
  slot_id: z.uuid({ error: 'Choose a slot' }),
  product_id: z.uuid({ error: 'Choose one of your products' }),
  starts_on: isoDay,
  days: z
    .number({ error: 'Enter how many days' })
    .int('Enter a whole number of days')
    .min(1, 'At least one day')
    .max(AD_MAX_DAYS, `${AD_MAX_DAYS} days at most`),
  title: text(80, { min: 1, required: 'Enter the ad’s title' }),
  card_number: text(30, { min: 1, required: 'Enter the card number' }),
  /** The form's key: the same key answers the same order, so a form sent twice pays once. */
  attempt_key: z.uuid({ error: 'Reload the page and try again' }),
});
export type AdOrderCreateBody = z.input<typeof adOrderCreateBody>;
export const adOrderCreateReply = z.object({
  status: z.literal(true),
  outcome: z.enum(['paid', 'failed']),
  message: z.string(),
  data: adOrder,
});

export const AD_DECISIONS = ['approve', 'reject'] as const;
/** The owner's word on a paid order; a rejection (of a waiting or an approved order) refunds it. */
export const adOrderDecisionBody = z.object({
  _id: z.uuid({ error: 'is not an ad order id' }),
  decision: z.enum(AD_DECISIONS, { error: 'must be approve or reject' }),
  reason: text(300, { lines: true }).default(''),
});
export type AdOrderDecisionBody = z.input<typeof adOrderDecisionBody>;
export const adOrderReply = okData(adOrder);

/** Takes the ad's own picture away (the shop shows its product's first picture again). */
export const adImageClearBody = z.object({ _id: z.uuid({ error: 'is not an ad order id' }) });

/** The products a vendor may advertise: its own. */
export const adProductsReply = z.object({
  status: z.literal(true),
  list: z.array(z.object({ _id: z.string(), name: z.string() })),
  currency: z.string(),
});
