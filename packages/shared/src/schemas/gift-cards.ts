import { z } from 'zod';
import { emailFieldWith, isoDate, text } from './common.js';
import { listQuery, okPage } from './list.js';
import { shopperContactInput } from './shopper.js';

/**
 * A gift card bought in the shop, as its form sends it: the amount is text in the store's
 * currency ("50", "75.50"); the buyer is the shopper contact, the card goes to the recipient.
 */
export const giftCardPurchaseInput = shopperContactInput.extend({
  amount: text(20, { min: 1, required: 'Choose or enter an amount' }),
  recipient_name: text(120).default(''),
  recipient_email: emailFieldWith("Enter the recipient's email address"),
  message: text(500, { lines: true }).default(''),
  /** The name of one of the store's designs, or '' when it offers none. */
  design: text(40).default(''),
  card_number: text(30, { min: 1, required: 'Enter the card number' }),
  idempotency_key: z.uuid({ error: 'Reload the gift card page and try again' }),
});
export type GiftCardPurchaseInput = z.infer<typeof giftCardPurchaseInput>;

/** A code typed to see what is left on a card. */
export const giftCardLookupInput = z.object({ code: text(40, { min: 1, required: 'Enter the gift card code' }) });

export const GIFT_CARD_STATUSES = ['active', 'pending', 'failed'] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];

/** A gift card as the gift coupon orders list shows it: the purchase, its code and what it holds now. */
export const giftCardListItem = z.object({
  _id: z.string(),
  code: z.string(),
  status: z.enum(GIFT_CARD_STATUSES),
  currency: z.string(),
  /** Minor units bought. */
  amount: z.number().int(),
  /** Minor units left: the ledger balance of the card. */
  balance: z.number().int(),
  buyer_name: z.string(),
  buyer_email: z.string(),
  recipient_name: z.string(),
  recipient_email: z.string(),
  message: z.string(),
  payment_reference: z.string().nullable(),
  created_on: isoDate,
});
export type GiftCardListItem = z.infer<typeof giftCardListItem>;

const giftCardFilters = {
  status: z.enum(GIFT_CARD_STATUSES).optional(),
};
export const giftCardListBody = listQuery(['created', 'amount'] as const).extend(giftCardFilters);
export type GiftCardListBody = z.input<typeof giftCardListBody>;
export const giftCardListResponse = okPage(giftCardListItem);
/** GET /store/gift_coupon_orders: the list's search and filters from a query string. */
export const giftCardCountQuery = z.object({ search: text(100).optional(), ...giftCardFilters });
