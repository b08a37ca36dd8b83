import { access, anyOf } from './call-access.js';
import { currencyDigits, formatMoney, parseMoney } from './money.js';

/** Gift coupon orders are the store's, not a vendor's or a branch's: the owner and staff with the orders grant. */
export const GIFT_CARD_ACCESS = access({ staff: anyOf('orders') });
/** The store feature that sells gift cards in the shop and lists them at /orders/gift-coupon. */
export const GIFT_CARD_FEATURE = 'gift_coupon';

/** Amounts a gift card form offers, in whole units of the store's currency; any other may be typed. */
export const GIFT_CARD_PRESETS = [25, 50, 100, 250] as const;
export const GIFT_CARD_MIN_UNITS = 5;
/** How many preset amounts and designs a store may offer in its shop. */
export const GIFT_CARD_PRESETS_MAX = 6;
export const GIFT_CARD_DESIGNS_MAX = 8;
export const GIFT_CARD_MAX_UNITS = 2000;

/** Letters and digits nobody misreads: no 0/O, 1/I/L. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 16;

/** A new gift card code from random bytes (one byte per character): `ABCD-EFGH-JKMN-PQRS`. */
export function giftCardCode(random: Uint8Array): string {
  if (random.length < CODE_LENGTH) throw new Error(`A gift card code needs ${CODE_LENGTH} random bytes`);
  // 31 letters: taking a byte modulo 31 favours the first eight letters by 1/256, harmless here.
  const chars = Array.from(random.subarray(0, CODE_LENGTH), (b) => ALPHABET[b % ALPHABET.length]);
  return groups(chars.join(''));
}

/** A code as a shopper types it (any case, spaces or dashes anywhere), or null when it cannot be one. */
export function normaliseGiftCardCode(typed: string): string | null {
  const plain = typed.toUpperCase().replace(/[\s-]/g, '');
  if (plain.length !== CODE_LENGTH || [...plain].some((c) => !ALPHABET.includes(c))) return null;
  return groups(plain);
}

const groups = (plain: string) => plain.match(/.{4}/g)?.join('-') ?? plain;

/** The last group of a code: how a receipt names the card without giving it away. */
export const giftCardHint = (code: string) => `•••• ${code.slice(-4)}`;

/** A typed amount in minor units, or the problem to show beside the amount field. */
export function giftCardAmount(typed: string, currency: string): { amount: number } | { problem: string } {
  const amount = parseMoney(typed, currency);
  if (amount === null) return { problem: 'Enter an amount like 50 or 75.50' };
  const unit = 10 ** currencyDigits(currency);
  const min = GIFT_CARD_MIN_UNITS * unit;
  const max = GIFT_CARD_MAX_UNITS * unit;
  if (amount < min || amount > max) {
    return { problem: `A gift card holds between ${formatMoney(min, currency)} and ${formatMoney(max, currency)}` };
  }
  return { amount };
}

/** What a gift card pays towards an amount due: all of it, or the card's whole balance. */
export const giftCardCovers = (balance: number, due: number) => Math.max(0, Math.min(balance, due));
