import { z } from 'zod';
import { GIFT_CARD_STATES } from '../rules/gift-card-balance.js';
import { emailFieldWith, isoDate, isoDay, text } from './common.js';
import { listQuery, okPage } from './list.js';

/** Where a card came from: bought in the shop, or issued by hand on /setting/giftcard. */
export const GIFT_CARD_SOURCES = ['shop', 'issued'] as const;
export type GiftCardSource = (typeof GIFT_CARD_SOURCES)[number];

/** A card on the gift cards screen: its code's last group, what it holds, its state and last day. */
export const giftCardBookItem = z.object({
  _id: z.string(),
  /** `•••• PQRS`: the list never shows a whole code. */
  code_hint: z.string(),
  state: z.enum(GIFT_CARD_STATES),
  source: z.enum(GIFT_CARD_SOURCES),
  currency: z.string(),
  /** Minor units it started with. */
  amount: z.number().int(),
  /** Minor units it holds now: the sum of its ledger rows. */
  balance: z.number().int(),
  design: z.string(),
  recipient_name: z.string(),
  recipient_email: z.string(),
  buyer_name: z.string(),
  expires_on: isoDay.nullable(),
  created_on: isoDate,
});
export type GiftCardBookItem = z.infer<typeof giftCardBookItem>;

const filters = {
  state: z.enum(GIFT_CARD_STATES).optional(),
  source: z.enum(GIFT_CARD_SOURCES).optional(),
};
export const giftCardBookBody = listQuery(['created', 'amount'] as const).extend(filters);
export type GiftCardBookBody = z.input<typeof giftCardBookBody>;
export const giftCardBookCountQuery = z.object({ search: text(100).optional(), ...filters });
export const giftCardBookPage = okPage(giftCardBookItem);

/** One row of a card's ledger account, oldest first, with what the card held after it. */
export const giftCardHistoryRow = z.object({
  _id: z.string(),
  at: isoDate,
  memo: z.string(),
  /** Minor units the card gained (negative: what it paid). */
  amount: z.number().int(),
  balance: z.number().int(),
});

/** A card's page: the list's item, its whole code and message, and its balance history. */
export const giftCardDetail = giftCardBookItem.extend({
  code: z.string(),
  message: z.string(),
  buyer_email: z.string(),
  history: z.array(giftCardHistoryRow),
});
export type GiftCardDetail = z.infer<typeof giftCardDetail>;
export const giftCardDetailResponse = z.object({ status: z.literal(true), data: giftCardDetail });
export const giftCardIdParams = z.object({ id: z.uuid({ error: 'No such gift card' }) });

/** A card the merchant gives away: posted from the store's account and mailed like a sold one. */
export const giftCardIssueInput = z.object({
  /** Text in the store's currency ("50", "75.50"), checked against the gift card limits. */
  amount: text(20, { min: 1, required: 'Enter an amount' }),
  recipient_name: text(120).default(''),
  recipient_email: emailFieldWith("Enter the recipient's email address"),
  message: text(500, { lines: true }).default(''),
  design: text(40).default(''),
  /** Its last day; null: never expires; left out: the store's default validity. */
  expires_on: isoDay.nullable().optional(),
  /** The issue form's key: a second submit of the same form answers the same card. */
  idempotency_key: z.uuid({ error: 'Reload the page and try again' }),
});
export type GiftCardIssueInput = z.input<typeof giftCardIssueInput>;

/** Disable or enable a card, or change its last day (null: never expires). */
export const giftCardChangeInput = z.object({
  _id: z.uuid({ error: 'No such gift card' }),
  disabled: z.boolean().optional(),
  expires_on: isoDay.nullable().optional(),
});
export type GiftCardChangeInput = z.input<typeof giftCardChangeInput>;
