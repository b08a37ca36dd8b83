import type { ChargeLine } from './billing.js';

/** Platform discount codes for plans (/admin/promotions): a share off, or a fixed amount per currency. */
export const PROMOTION_KINDS = ['percent', 'amount'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];
/** first_payment: only the payment the code is typed on; recurring: its renewals for `months` months too. */
export const PROMOTION_DURATIONS = ['first_payment', 'recurring'] as const;
export type PromotionDuration = (typeof PROMOTION_DURATIONS)[number];

/** A typed code as stored and compared: trimmed, upper case. */
export const normalPromoCode = (typed: string): string => typed.trim().toUpperCase();

export interface PromotionTerms {
  code: string;
  kind: PromotionKind;
  percent: number | null;
  /** Minor units off per currency. */
  amounts: Record<string, number>;
  validFrom: Date;
  validTo: Date;
  maxUses: number | null;
  uses: number;
  /** Empty: every paid plan. */
  packageIds: readonly string[];
}

/**
 * What `amount` minor units of `currency` lose to the promotion: a percent rounded to the minor
 * unit (half up), a fixed amount in that currency; never more than the amount (a plan is not
 * paid out), never negative.
 */
export function promotionDiscount(
  promo: Pick<PromotionTerms, 'kind' | 'percent' | 'amounts'>,
  amount: number,
  currency: string,
): number {
  if (amount <= 0) return 0;
  const off =
    promo.kind === 'percent'
      ? Math.round((amount * Math.min(100, Math.max(0, promo.percent ?? 0))) / 100)
      : Math.max(0, promo.amounts[currency.toUpperCase()] ?? 0);
  return Math.min(amount, off);
}

/**
 * Why the promotion cannot be used on this plan now, as a 400 message naming the field, or
 * null when it can. `usedByStore`: the store used it before (once per store).
 */
export function promotionRefusal(
  promo: PromotionTerms,
  choice: { packageId: string; currency: string; now: Date; usedByStore: boolean },
): string | null {
  const t = choice.now.getTime();
  if (t < promo.validFrom.getTime()) return `promo_code: ${promo.code} starts on ${day(promo.validFrom)}`;
  if (t >= promo.validTo.getTime()) return `promo_code: ${promo.code} expired on ${day(promo.validTo)}`;
  if (promo.packageIds.length > 0 && !promo.packageIds.includes(choice.packageId))
    return `promo_code: ${promo.code} is not for this plan`;
  if (promo.kind === 'amount' && promo.amounts[choice.currency.toUpperCase()] === undefined)
    return `promo_code: ${promo.code} cannot be used with prices in ${choice.currency.toUpperCase()}`;
  if (choice.usedByStore) return `promo_code: your store has used ${promo.code} already`;
  if (promo.maxUses !== null && promo.uses >= promo.maxUses) return `promo_code: ${promo.code} has been used up`;
  return null;
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/** How the promotion reads on a quote and an invoice: "Promotion LAUNCH20 (20 % off)". */
export function promotionLabel(promo: Pick<PromotionTerms, 'code' | 'kind' | 'percent'>): string {
  return promo.kind === 'percent' ? `Promotion ${promo.code} (${promo.percent} % off)` : `Promotion ${promo.code}`;
}

/** The lines with the discount taken off what they add up to; the discount line is negative. */
export function discountedLines(
  lines: ChargeLine[],
  promo: Pick<PromotionTerms, 'code' | 'kind' | 'percent' | 'amounts'>,
  currency: string,
): { lines: ChargeLine[]; discount: number; due: number } {
  const total = Math.max(
    0,
    lines.reduce((sum, l) => sum + l.amount, 0),
  );
  const discount = promotionDiscount(promo, total, currency);
  if (discount === 0) return { lines, discount: 0, due: total };
  return {
    lines: [...lines, { description: promotionLabel(promo), amount: -discount }],
    discount,
    due: total - discount,
  };
}

/** A recurring promotion still discounts a renewal starting at `periodStart`: within `months` months of its first use. */
export function recurringCovers(usedAt: Date, months: number, periodStart: Date): boolean {
  const until = new Date(usedAt);
  until.setUTCMonth(until.getUTCMonth() + months);
  return periodStart.getTime() < until.getTime();
}

/**
 * What a promotion's edit may change once a store has used it: the stores paid under its
 * discount, its plans, its start and its duration, so those stay (the answer is a 409 naming
 * them); the description, the end date and the max uses (not below the uses) may change.
 */
export const PROMOTION_LOCKED_WHEN_USED = [
  'kind',
  'percent',
  'amounts',
  'valid_from',
  'package_ids',
  'duration',
  'months',
] as const;
export type PromotionLockedField = (typeof PROMOTION_LOCKED_WHEN_USED)[number];

export interface PromotionEditable {
  description: string;
  kind: PromotionKind;
  percent: number | null;
  amounts: Record<string, number>;
  valid_from: string;
  valid_to: string;
  max_uses: number | null;
  package_ids: readonly string[];
  duration: PromotionDuration;
  months: number | null;
}

const sameValue = (a: unknown, b: unknown): boolean => {
  if (Array.isArray(a) && Array.isArray(b)) return [...a].sort().join('\n') === [...b].sort().join('\n');
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(a).sort();
    const kb = Object.keys(b).sort();
    return (
      ka.join() === kb.join() &&
      ka.every((k) => (a as Record<string, unknown>)[k] === (b as Record<string, unknown>)[k])
    );
  }
  if (typeof a === 'string' && typeof b === 'string' && !Number.isNaN(Date.parse(a)) && /^\d{4}-/.test(a))
    return Date.parse(a) === Date.parse(b);
  return a === b;
};

/** The fields an edit changes, of those it names. */
export function changedPromotionFields(
  before: PromotionEditable,
  after: PromotionEditable,
): (keyof PromotionEditable)[] {
  return (Object.keys(after) as (keyof PromotionEditable)[]).filter((k) => !sameValue(before[k], after[k]));
}

/**
 * Why the edit cannot be saved on a promotion used `uses` times (a 409 message naming the
 * field), or null: a used code keeps its terms, and its max uses cannot go below its uses.
 */
export function promotionEditRefusal(
  code: string,
  uses: number,
  changed: readonly (keyof PromotionEditable)[],
  after: Pick<PromotionEditable, 'max_uses'>,
): string | null {
  if (uses > 0) {
    const locked = changed.filter((f): f is PromotionLockedField =>
      (PROMOTION_LOCKED_WHEN_USED as readonly string[]).includes(f),
    );
    if (locked.length > 0)
      return `${locked[0]}: ${code} has been used ${uses === 1 ? 'once' : `${uses} times`}, so its ${locked.join(', ')} cannot change; end it and create a new code instead`;
  }
  if (after.max_uses !== null && after.max_uses < uses)
    return `max_uses: ${code} has been used ${uses} times already; the limit cannot be lower`;
  return null;
}
