import { z } from 'zod';
import { PROMOTION_DURATIONS, PROMOTION_KINDS } from '../rules/promotions.js';
import { idField, isoDate, okData, okList, text } from './common.js';

const currency = z.string().regex(/^[A-Z]{3}$/, 'Enter a currency code like USD');

/**
 * A new promotion as the admin types it. Money in minor units per currency; the dates are
 * instants (the form sends the day's start in UTC).
 */
const promotionFields = z.strictObject({
  code: text(40, { min: 3, required: 'Enter the code stores type' }).regex(
    /^[A-Za-z0-9_-]+$/,
    'letters, digits, - and _ only',
  ),
  description: text(200).default(''),
  kind: z.enum(PROMOTION_KINDS, { error: 'choose percent or amount' }),
  percent: z.number().int('a whole number').min(1, 'at least 1').max(100, 'at most 100').nullable().default(null),
  amounts: z
    .record(currency, z.number().int('whole minor units (cents)').min(0, 'must be 0 or more, not negative'))
    .default({}),
  valid_from: isoDate,
  valid_to: isoDate,
  max_uses: z.number().int().min(1, 'at least 1, or empty for no limit').max(1_000_000).nullable().default(null),
  package_ids: z
    .array(text(60, { min: 1 }))
    .max(20)
    .default([]),
  duration: z.enum(PROMOTION_DURATIONS, { error: 'choose first_payment or recurring' }).default('first_payment'),
  months: z.number().int().min(1, 'at least 1').max(36, 'at most 36').nullable().default(null),
});

type PromotionTermsTyped = Omit<z.output<typeof promotionFields>, 'code' | 'description'>;

function checkTerms(p: PromotionTermsTyped, ctx: z.RefinementCtx): void {
  if (p.kind === 'percent' && p.percent === null)
    ctx.addIssue({ code: 'custom', path: ['percent'], message: 'Enter the percent off (1 to 100)' });
  if (p.kind === 'amount' && Object.keys(p.amounts).length === 0)
    ctx.addIssue({ code: 'custom', path: ['amounts'], message: 'Enter the amount off in at least one currency' });
  if (p.kind === 'amount' && Object.values(p.amounts).every((a) => a === 0))
    ctx.addIssue({ code: 'custom', path: ['amounts'], message: 'The amount off must be more than 0' });
  if (Date.parse(p.valid_to) <= Date.parse(p.valid_from))
    ctx.addIssue({ code: 'custom', path: ['valid_to'], message: 'must be after valid_from' });
  if (p.duration === 'recurring' && p.months === null)
    ctx.addIssue({ code: 'custom', path: ['months'], message: 'Enter how many months renewals are discounted' });
}

export const promotionInput = promotionFields.superRefine(checkTerms);
export type PromotionInput = z.infer<typeof promotionInput>;

/**
 * An edit of a promotion: the whole form but its code (the code is its name). Once a store has
 * used it, only the description, the end date and the max uses may change (rules/promotions.ts).
 */
export const promotionEditInput = promotionFields.omit({ code: true }).extend({ _id: idField }).superRefine(checkTerms);
export type PromotionEditInput = z.infer<typeof promotionEditInput>;

export const promotionIdInput = z.strictObject({ _id: idField });

/** One admin change of a promotion, newest first on its card: who, when, what. */
export const promotionChange = z.object({
  action: z.enum(['edited', 'ended']),
  admin_name: z.string(),
  changed: z.array(z.string()),
  on: isoDate,
});

export const promotionUse = z.object({
  store_id: idField,
  store_name: z.string(),
  payment_id: idField,
  used_on: isoDate,
  discount: z.number().int(),
  currency: z.string(),
});

export const promotionView = z.object({
  _id: idField,
  code: z.string(),
  description: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  percent: z.number().int().nullable(),
  amounts: z.record(z.string(), z.number().int()),
  valid_from: isoDate,
  valid_to: isoDate,
  max_uses: z.number().int().nullable(),
  uses: z.number().int(),
  package_ids: z.array(z.string()),
  duration: z.enum(PROMOTION_DURATIONS),
  months: z.number().int().nullable(),
  status: z.enum(['scheduled', 'active', 'expired', 'used_up']),
  created_on: isoDate,
  /** The stores that used it, newest first (the latest 50). */
  used_by: z.array(promotionUse),
  /** The admins' edits and ending, newest first (the latest 10). */
  changes: z.array(promotionChange),
});
export type PromotionView = z.infer<typeof promotionView>;

export const promotionListReply = okList(promotionView);
export const promotionReply = okData(promotionView);
