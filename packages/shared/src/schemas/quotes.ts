import { z } from 'zod';
import { QUOTE_LIST_STATES, QUOTE_STATUSES } from '../rules/quotes.js';
import { isoDate, isoDay, text } from './common.js';
import { listQuery, okPage } from './list.js';
import { shippingAddress } from './orders.js';
import { listPeriod } from './periods.js';
import { shopperContactInput } from './shopper.js';

export { QUOTE_LIST_STATES, QUOTE_STATUSES, type QuoteListState, type QuoteStatus } from '../rules/quotes.js';

/** A quote store's cart sent as a request for prices. */
export const quoteRequestInput = shopperContactInput.extend({
  company: text(120).default(''),
  note: text(2000, { lines: true }).default(''),
});
export type QuoteRequestInput = z.infer<typeof quoteRequestInput>;

/** Minor units of the quote's currency. */
const minor = z
  .number({ error: 'Enter a price' })
  .int('Enter a whole number of cents')
  .min(0, 'Cannot be below zero')
  .max(100_000_000_000, 'This amount is too large');

export const quoteSummary = z.object({
  _id: z.string(),
  number: z.number().int(),
  status: z.enum(QUOTE_STATUSES),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  currency: z.string(),
  line_count: z.number().int(),
  /** The quoted lines and shipping once replied; the list prices before. */
  total: z.number().int(),
  valid_until: z.string().nullable(),
  created_on: isoDate,
});
export type QuoteSummary = z.infer<typeof quoteSummary>;

export const quoteLine = z.object({
  _id: z.string(),
  sku: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  list_price: z.number().int(),
  quoted_price: z.number().int().nullable(),
});
export type QuoteLine = z.infer<typeof quoteLine>;

export const quoteDetail = quoteSummary.extend({
  phone: z.string(),
  note: z.string(),
  terms: z.string(),
  shipping: z.number().int(),
  lines: z.array(quoteLine),
  replied_on: isoDate.nullable(),
  confirmed_on: isoDate.nullable(),
  cancelled_on: isoDate.nullable(),
  cancel_reason: z.string().nullable(),
  order_id: z.string().nullable(),
  order_number: z.number().int().nullable(),
  /** The prices' validity date has passed in the store's time zone. */
  expired: z.boolean(),
  /** Today in the store's time zone (YYYY-MM-DD): the least validity date a reply may give. */
  today: z.string(),
  /** The validity a reply starts from: today and the store's quote validity days (/setting/store-config). */
  default_valid_until: z.string().optional(),
  /** Send it back with a change: a change made meanwhile by someone else answers 409. */
  version: z.number().int(),
});
export type QuoteDetail = z.infer<typeof quoteDetail>;

const quoteFilters = {
  state: z.enum(QUOTE_LIST_STATES, { error: 'must be live, confirmed or cancelled' }),
  period: listPeriod.optional(),
};
export const quoteListBody = listQuery(['created', 'number'] as const).extend(quoteFilters);
export type QuoteListBody = z.input<typeof quoteListBody>;
export const quoteListResponse = okPage(quoteSummary);
/** GET /store/quote_list: the count of the same search and filters, from a query string. */
export const quoteCountQuery = z.object({ search: text(100).optional(), ...quoteFilters });
export const quoteIdParams = z.object({ id: z.uuid({ error: 'is not a quote id' }) });

const versioned = { _id: z.uuid({ error: 'is not a quote id' }), version: z.number().int().min(1) };

/** The merchant's answer: a unit price (before tax) for every line, shipping, the last valid day and terms. */
export const quoteReplyBody = z.object({
  ...versioned,
  lines: z
    .array(z.object({ _id: z.uuid({ error: 'is not a line of this quote' }), price: minor }))
    .min(1, 'price every line')
    .max(200, '200 lines at most')
    .superRefine((lines, ctx) => {
      const seen = new Set<string>();
      lines.forEach((line, index) => {
        if (seen.has(line._id))
          ctx.addIssue({ code: 'custom', path: [index, '_id'], message: 'is priced twice; give each line one price' });
        seen.add(line._id);
      });
    }),
  shipping: minor.default(0),
  valid_until: isoDay,
  terms: text(4000, { lines: true }).default(''),
});
export type QuoteReplyBody = z.input<typeof quoteReplyBody>;

/** Confirming makes the order: it is delivered to this address. */
export const quoteConfirmBody = z.object({ ...versioned, address: shippingAddress });
export type QuoteConfirmBody = z.input<typeof quoteConfirmBody>;

export const quoteCancelBody = z.object({
  ...versioned,
  reason: text(500, { min: 1, lines: true, required: 'Say why the quote is cancelled' }),
});
export type QuoteCancelBody = z.input<typeof quoteCancelBody>;

export const quoteResponse = z.object({ status: z.literal(true), data: quoteDetail, message: z.string() });
export const quoteDetailResponse = z.object({ status: z.literal(true), data: quoteDetail });
