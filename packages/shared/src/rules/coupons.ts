import { access, anyOf } from './call-access.js';
import { formatMoney } from './money.js';

/** Coupons are the store's marketing: the owner and staff with the marketing grant. */
export const COUPON_ACCESS = access({ staff: anyOf('marketing') });

export const COUPON_KINDS = ['percent', 'fixed', 'free_shipping', 'buy_x_get_y'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** A code as shoppers type it and the store keeps it: upper case letters, digits and hyphens. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;
export const COUPON_CODE_MAX = 32;

/** A typed code the SKU-like way: spaces become hyphens, letters upper case ("spring sale" is SPRING-SALE). */
export const normaliseCouponCode = (typed: string): string =>
  typed
    .trim()
    .toUpperCase()
    .replace(/[\s_]+/g, '-')
    .replace(/-+/g, '-');

/** What a coupon gives and to whom: the rules the shop checks, as the store set them. */
export interface CouponTerms {
  kind: CouponKind;
  /** percent: off the items; buy_x_get_y: off each "get" unit (10000 is free). Hundredths of a percent. */
  percentBp: number;
  /** fixed: minor units off the items it covers. */
  amount: number;
  buyQuantity: number;
  getQuantity: number;
  /** The covered items' subtotal it needs, in minor units (0: none). */
  minSubtotal: number;
  /** The most it takes off, in minor units (null: no cap). */
  maxDiscount: number | null;
  startsAt: Date;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  /** How often each of its codes may be used (a batch's codes are usually once each). */
  perCodeLimit: number | null;
  firstOrderOnly: boolean;
  active: boolean;
  /** Limits: empty means every item (or every customer). */
  productIds: readonly string[];
  catalogIds: readonly string[];
  vendorIds: readonly string[];
  customerIds: readonly string[];
}

/** A cart line as a coupon sees it: after its bundle saving, before tax. */
export interface CouponLine {
  productId: string;
  catalogIds: readonly string[];
  vendorId: string | null;
  unitPrice: number;
  quantity: number;
  /** Minor units already off the line (an add-on bundle's saving). */
  discount: number;
}

/** What the coupon has been used for so far, and who is using it now. */
export interface CouponUse {
  used: number;
  codeUsed: number;
  /** The shopper, when known: a signed-in customer's id, and the orders and uses of this coupon their email or account has. */
  customerId: string | null;
  /** False while the shopper is not known yet (a guest's cart before checkout): their own limits wait for checkout. */
  shopperKnown: boolean;
  priorOrders: number;
  usedByShopper: number;
}

export interface CouponDiscount {
  /** Minor units off each line, in the cart's order: never more than the line's own total. */
  lines: number[];
  /** Minor units off the delivery fee. */
  shipping: number;
  total: number;
}

const NONE = (count: number): CouponDiscount => ({ lines: Array(count).fill(0), shipping: 0, total: 0 });

/** A line's own total before tax: what a coupon may take from. */
const lineNet = (line: CouponLine) => Math.max(0, line.unitPrice * line.quantity - line.discount);

/** Whether a line is among the items the coupon covers: every item, or those of its products, catalogs or vendors. */
export function coversLine(terms: CouponTerms, line: CouponLine): boolean {
  const limited = terms.productIds.length + terms.catalogIds.length + terms.vendorIds.length > 0;
  if (!limited) return true;
  return (
    terms.productIds.includes(line.productId) ||
    line.catalogIds.some((id) => terms.catalogIds.includes(id)) ||
    (line.vendorId !== null && terms.vendorIds.includes(line.vendorId))
  );
}

const coveredSubtotal = (terms: CouponTerms, lines: readonly CouponLine[]) =>
  lines.reduce((n, line) => n + (coversLine(terms, line) ? lineNet(line) : 0), 0);

const coveredUnits = (terms: CouponTerms, lines: readonly CouponLine[]) =>
  lines.reduce((n, line) => n + (coversLine(terms, line) ? line.quantity : 0), 0);

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Why a coupon cannot be used on this cart now, in the shopper's words, or null when it can.
 * The order's transaction asks again with the uses counted under the coupon's lock.
 */
export function couponRefusal(
  terms: CouponTerms,
  lines: readonly CouponLine[],
  use: CouponUse,
  now: Date,
  currency: string,
): string | null {
  if (!terms.active) return 'This code is not active.';
  if (now < terms.startsAt) return `This code works from ${day(terms.startsAt)}.`;
  if (terms.endsAt && now >= terms.endsAt) return `This code expired on ${day(terms.endsAt)}.`;
  if (terms.usageLimit !== null && use.used >= terms.usageLimit) return 'This code has been used up.';
  if (terms.perCodeLimit !== null && use.codeUsed >= terms.perCodeLimit) return 'This code has been used up.';
  if (use.shopperKnown) {
    if (terms.customerIds.length > 0 && !(use.customerId && terms.customerIds.includes(use.customerId))) {
      return use.customerId ? 'This code is not for your account.' : 'Sign in with the account this code was given to.';
    }
    if (terms.perCustomerLimit !== null && use.usedByShopper >= terms.perCustomerLimit) {
      return terms.perCustomerLimit === 1
        ? 'You have already used this code.'
        : `You have used this code ${terms.perCustomerLimit} times, as often as it allows.`;
    }
    if (terms.firstOrderOnly && use.priorOrders > 0) return 'This code is for a first order only.';
  }
  if (lines.length === 0) return 'Your cart is empty.';
  const subtotal = coveredSubtotal(terms, lines);
  if (subtotal === 0) return 'None of the items in your cart is part of this offer.';
  if (subtotal < terms.minSubtotal) {
    const short = formatMoney(terms.minSubtotal - subtotal, currency);
    return `Spend ${formatMoney(terms.minSubtotal, currency)} on items in this offer to use this code (${short} more).`;
  }
  if (terms.kind === 'buy_x_get_y') {
    const needed = terms.buyQuantity + terms.getQuantity;
    const units = coveredUnits(terms, lines);
    if (units < needed)
      return `Add ${needed - units} more of the items in this offer: buy ${terms.buyQuantity}, get ${terms.getQuantity}.`;
  }
  return null;
}

/**
 * Splits an amount over weights in proportion, in whole minor units that add up to it exactly
 * (largest remainder: the leftover units go to the largest fractions, ties to the earlier line).
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((n, w) => n + w, 0);
  if (amount <= 0 || sum === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / sum);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((n, s) => n + s, 0);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left === 0) break;
    shares[i] = (shares[i] as number) + 1;
    left--;
  }
  return shares;
}

const percentOf = (amount: number, bp: number) => Math.floor((amount * bp + 5_000) / 10_000);

/**
 * Buy X get Y: the covered units from dearest to cheapest, in groups of X + Y; the Y cheapest
 * of each full group are the "get" units, each with the percentage off. Answers the minor
 * units off each line.
 */
function buyGetShares(terms: CouponTerms, lines: readonly CouponLine[]): number[] {
  const units = lines
    .flatMap((line, i) =>
      coversLine(terms, line) ? Array.from({ length: line.quantity }, () => ({ i, price: line.unitPrice })) : [],
    )
    .sort((a, b) => b.price - a.price || a.i - b.i);
  const group = terms.buyQuantity + terms.getQuantity;
  const shares = lines.map(() => 0);
  const fullGroups = Math.floor(units.length / group);
  for (let g = 0; g < fullGroups; g++) {
    for (const unit of units.slice(g * group + terms.buyQuantity, (g + 1) * group)) {
      shares[unit.i] = (shares[unit.i] as number) + percentOf(unit.price, terms.percentBp);
    }
  }
  // A line already cheaper by a bundle gives no more than it has left.
  return shares.map((share, i) => Math.min(share, lineNet(lines[i] as CouponLine)));
}

/**
 * What a coupon takes off a cart it applies to (couponRefusal said null): its total, capped by
 * its maximum and by what the covered items cost, split over the covered lines, or the
 * delivery fee for free shipping. Minor units, never negative.
 */
export function couponDiscount(terms: CouponTerms, lines: readonly CouponLine[], shippingFee: number): CouponDiscount {
  if (terms.kind === 'free_shipping') return { ...NONE(lines.length), shipping: shippingFee, total: shippingFee };
  const weights = lines.map((line) => (coversLine(terms, line) ? lineNet(line) : 0));
  const covered = weights.reduce((n, w) => n + w, 0);
  const cap = Math.min(covered, terms.maxDiscount ?? covered);
  if (terms.kind === 'buy_x_get_y') {
    const shares = buyGetShares(terms, lines);
    const total = shares.reduce((n, s) => n + s, 0);
    if (total <= cap) return { lines: shares, shipping: 0, total };
    return { lines: allocate(cap, shares), shipping: 0, total: cap };
  }
  const wanted = terms.kind === 'percent' ? percentOf(covered, terms.percentBp) : terms.amount;
  const total = Math.min(wanted, cap);
  return { lines: allocate(total, weights), shipping: 0, total };
}

/** A coupon in a few words: "10% off", "$5.00 off", "Free shipping", "Buy 2, get 1 free". */
export function couponWords(
  terms: Pick<CouponTerms, 'kind' | 'percentBp' | 'amount' | 'buyQuantity' | 'getQuantity'>,
  currency: string,
): string {
  const percent = `${terms.percentBp / 100}%`;
  switch (terms.kind) {
    case 'percent':
      return `${percent} off`;
    case 'fixed':
      return `${formatMoney(terms.amount, currency)} off`;
    case 'free_shipping':
      return 'Free shipping';
    case 'buy_x_get_y':
      return `Buy ${terms.buyQuantity}, get ${terms.getQuantity} ${terms.percentBp === 10_000 ? 'free' : `${percent} off`}`;
  }
}

export const COUPON_STATES = ['active', 'scheduled', 'expired', 'used_up', 'off'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

/** Where a coupon stands now, as the list shows it. */
export function couponState(
  terms: Pick<CouponTerms, 'active' | 'startsAt' | 'endsAt' | 'usageLimit'>,
  used: number,
  now: Date,
): CouponState {
  if (!terms.active) return 'off';
  if (terms.endsAt && now >= terms.endsAt) return 'expired';
  if (terms.usageLimit !== null && used >= terms.usageLimit) return 'used_up';
  if (now < terms.startsAt) return 'scheduled';
  return 'active';
}

/** Letters and digits nobody misreads, for generated codes: no 0/O, 1/I/L. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const GENERATED_CODE_LENGTH = 8;
export const MAX_GENERATED_CODES = 1000;

/** A generated code from random bytes: `PREFIX-7KQ2MXPA` (one byte per character). */
export function generatedCouponCode(prefix: string, random: Uint8Array): string {
  if (random.length < GENERATED_CODE_LENGTH)
    throw new Error(`A generated code needs ${GENERATED_CODE_LENGTH} random bytes`);
  const tail = Array.from(random.slice(0, GENERATED_CODE_LENGTH), (b) => ALPHABET[b % ALPHABET.length]).join('');
  return prefix ? `${prefix}-${tail}` : tail;
}
