import { z } from 'zod';
import { CUSTOMER_KINDS, CUSTOMER_NOTE_LENGTH, CUSTOMER_TAG_LENGTH, CUSTOMER_TAGS_MAX } from '../rules/customers.js';
import { QUOTE_STATUSES } from '../rules/quotes.js';
import { isoDate, isoDay, okData, text } from './common.js';
import { ENQUIRY_STATUSES } from './enquiries.js';
import { GIFT_CARD_STATUSES } from './gift-cards.js';
import { listQuery, okPage } from './list.js';
import { addressView, orderSummary } from './order-admin.js';

/** A count or an amount typed in a filter: a whole number, from a JSON body or a query string. */
const atLeastZero = (what: string) =>
  z.coerce
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(0)
    .max(1e13);

/** The customer lists' filters: which kind, and ranges of orders, spend (minor units) and last order day. */
export const customerFilters = z.object({
  kind: z.enum(CUSTOMER_KINDS, { error: 'must be signed_up or guest' }),
  search: text(100).optional(),
  orders_min: atLeastZero('orders_min').optional(),
  orders_max: atLeastZero('orders_max').optional(),
  spend_min: atLeastZero('spend_min').optional(),
  spend_max: atLeastZero('spend_max').optional(),
  last_order_from: isoDay.optional(),
  last_order_to: isoDay.optional(),
  tag: text(CUSTOMER_TAG_LENGTH).optional(),
});
export type CustomerFilters = z.infer<typeof customerFilters>;

export const CUSTOMER_SORTS = ['created', 'orders', 'spend', 'name'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
export const customerListBody = listQuery(CUSTOMER_SORTS).extend(customerFilters.shape);
export type CustomerListBody = z.input<typeof customerListBody>;

export const customerSummary = z.object({
  _id: z.string(),
  kind: z.enum(CUSTOMER_KINDS),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Orders placed, not counting cancelled ones. */
  orders_count: z.number().int(),
  /** Minor units of the store's currency over the same orders. */
  total_spent: z.number().int(),
  currency: z.string(),
  last_order_on: isoDate.nullable(),
  tags: z.array(z.string()),
  created_on: isoDate,
});
export type CustomerSummary = z.infer<typeof customerSummary>;
export const customerListResponse = okPage(customerSummary);

export const customerIdParams = z.object({ id: z.uuid({ error: 'is not a customer id' }) });

const tag = text(CUSTOMER_TAG_LENGTH, { min: 1, required: 'Enter a tag' });
export const customerTagsInput = z.object({
  id: z.uuid({ error: 'is not a customer id' }),
  tags: z.array(tag).max(CUSTOMER_TAGS_MAX, `${CUSTOMER_TAGS_MAX} tags at most`),
});
export type CustomerTagsInput = z.infer<typeof customerTagsInput>;

export const customerNoteInput = z.object({
  customer_id: z.uuid({ error: 'is not a customer id' }),
  body: text(CUSTOMER_NOTE_LENGTH, { min: 1, lines: true, required: 'Write the note' }),
});
export const customerNoteDelete = z.object({
  customer_id: z.uuid({ error: 'is not a customer id' }),
  note_id: z.uuid({ error: 'is not a note id' }),
});

export const customerMergeInput = z.object({
  guest_id: z.uuid({ error: 'is not a customer id' }),
  into_id: z.uuid({ error: 'is not a customer id' }),
});
export type CustomerMergeInput = z.infer<typeof customerMergeInput>;

export const customerNote = z.object({ _id: z.string(), body: z.string(), author: z.string(), created_on: isoDate });
export type CustomerNote = z.infer<typeof customerNote>;

/** Another customer of the same mailbox: the account a guest may be merged into, or a guest to merge. */
const mergeMatch = z.object({ _id: z.string(), kind: z.enum(CUSTOMER_KINDS), name: z.string(), email: z.string() });

/** One customer's page: the row, where they ship, and the newest of what they did. */
export const customerDetail = customerSummary.extend({
  email_confirmed: z.boolean(),
  /** Set on a guest merged into an account: everything it had moved there. */
  merged_into: mergeMatch.nullable(),
  addresses: z.array(addressView),
  orders: z.array(orderSummary),
  quotes: z.array(
    z.object({
      _id: z.string(),
      number: z.number().int(),
      status: z.enum(QUOTE_STATUSES),
      created_on: isoDate,
    }),
  ),
  enquiries: z.array(
    z.object({ _id: z.string(), message: z.string(), status: z.enum(ENQUIRY_STATUSES), created_on: isoDate }),
  ),
  gift_cards: z.array(
    z.object({
      _id: z.string(),
      code: z.string(),
      status: z.enum(GIFT_CARD_STATUSES),
      amount: z.number().int(),
      currency: z.string(),
      /** Bought by this customer, or sent to their email. */
      role: z.enum(['bought', 'received']),
      created_on: isoDate,
    }),
  ),
  notes: z.array(customerNote),
  merge_matches: z.array(mergeMatch),
});
export type CustomerDetail = z.infer<typeof customerDetail>;
export const customerDetailResponse = okData(customerDetail);

/** The store's tag names, for the tag input's suggestions and the list's filter. */
export const customerTagNamesResponse = okData(z.array(z.string()));
export const customerMergeResponse = okData(
  z.object({ into_id: z.string(), moved: z.object({ orders: z.number().int(), quotes: z.number().int() }) }),
);
