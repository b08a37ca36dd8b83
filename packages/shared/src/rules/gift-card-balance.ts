import { access, anyOf } from './call-access.js';

/**
 * The merchant's side of gift cards (/setting/giftcard): a marketing screen, so the owner and
 * staff with the marketing grant, as the route's own rule says.
 */
export const GIFT_CARD_ADMIN_ACCESS = access({ staff: anyOf('marketing') });
/** The store feature that gives the gift cards screen (designs, presets, issue, disable). */
export const GIFT_CARD_ADMIN_FEATURE = 'giftcard';

/**
 * Whether the shop's checkout takes gift cards: where it sells them, and where the merchant may
 * issue them by hand, so an issued card can always be spent.
 */
export const takesGiftCards = (features: readonly string[]) =>
  features.includes('gift_coupon') || features.includes(GIFT_CARD_ADMIN_FEATURE);

/** What a card is to the merchant and to the shop, derived from its row, its ledger balance and today. */
export const GIFT_CARD_STATES = ['active', 'used', 'expired', 'disabled'] as const;
export type GiftCardState = (typeof GIFT_CARD_STATES)[number];

export interface GiftCardFacts {
  disabled: boolean;
  /** The last day it may be spent (YYYY-MM-DD, UTC), or null when it never expires. */
  expires_on: string | null;
  /** Minor units it holds: the sum of its ledger postings. */
  balance: number;
}

/** A day as YYYY-MM-DD in UTC. */
export const utcDay = (moment: Date) => moment.toISOString().slice(0, 10);

/** Disabled wins over expired, expired over used: the first thing that stops the card is its state. */
export function giftCardState(card: GiftCardFacts, today: string): GiftCardState {
  if (card.disabled) return 'disabled';
  if (card.expires_on !== null && card.expires_on < today) return 'expired';
  if (card.balance <= 0) return 'used';
  return 'active';
}

const REFUSALS: Record<Exclude<GiftCardState, 'active'>, string> = {
  disabled: 'This gift card has been disabled by the shop. Contact the shop if you think this is wrong.',
  expired: 'This gift card has expired.',
  used: 'This gift card has nothing left on it.',
};

/** Why a card may not pay now, in words for the shopper; null when it may. */
export function giftCardRefusal(card: GiftCardFacts, today: string): string | null {
  const state = giftCardState(card, today);
  return state === 'active' ? null : REFUSALS[state];
}

/** The last day of a card issued today that is valid for `months` (null: it never expires). */
export function giftCardExpiry(today: string, months: number | null): string | null {
  if (months === null) return null;
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const monthIndex = m - 1 + months;
  const year = y + Math.floor(monthIndex / 12);
  const month = monthIndex % 12;
  // The same day of the month, or the month's last day when it has no such day (31 Jan + 1 month).
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

/** A ledger row of a card's account, oldest first, and what the card held after it. */
export function runningBalance<Row extends { amount: number }>(rows: readonly Row[]): (Row & { balance: number })[] {
  let balance = 0;
  return rows.map((row) => {
    balance += row.amount;
    return { ...row, balance };
  });
}
