import { z } from 'zod';
import {
  COUPON_CODE_MAX,
  COUPON_CODE_PATTERN,
  COUPON_KINDS,
  COUPON_STATES,
  MAX_GENERATED_CODES,
  normaliseCouponCode,
} from '../rules/coupons.js';
import { isoDate, text } from './common.js';
import { listQuery, okPage } from './list.js';
import { moneyMinor } from './products.js';

const CODE_RULE = 'Use letters, digits and hyphens only';

/** A code as typed: trimmed, upper-cased, spaces made hyphens, then held to letters, digits and hyphens. */
export const couponCode = z
  .string({ error: 'Enter a code' })
  .max(COUPON_CODE_MAX + 20, `${COUPON_CODE_MAX} characters at most`)
  .transform(normaliseCouponCode)
  .pipe(
    z
      .string()
      .min(3, 'A code has 3 characters at least')
      .max(COUPON_CODE_MAX, `${COUPON_CODE_MAX} characters at most`)
      .regex(COUPON_CODE_PATTERN, CODE_RULE),
  );

const limit = z
  .number({ error: 'Enter a number' })
  .int('Enter a whole number')
  .min(1, 'At least 1')
  .max(1_000_000)
  .nullable();
const ids = (noun: string) => z.array(z.uuid()).max(100, `${noun}: 100 at most`).default([]);
const quantity = z
  .number({ error: 'Enter a number' })
  .int('Enter a whole number')
  .min(1, 'At least 1')
  .max(100, '100 at most');

/** A coupon as the merchant sets it: what it gives, when, how often, and on what. */
export const couponFields = z.object({
  code: couponCode,
  kind: z.enum(COUPON_KINDS, { error: 'Choose what the coupon gives' }),
  /** percent, and buy X get Y (100 gives the "get" units free): a percentage with up to two decimals. */
  percent: z.number({ error: 'Enter a percentage' }).min(0).max(100, 'A percentage is 100 at most').default(0),
  /** fixed: minor units off. */
  amount: moneyMinor.default(0),
  buy_quantity: quantity.default(1),
  get_quantity: quantity.default(1),
  min_subtotal: moneyMinor.default(0),
  max_discount: moneyMinor.nullable().default(null),
  starts_on: isoDate,
  ends_on: isoDate.nullable().default(null),
  usage_limit: limit.default(null),
  per_customer_limit: limit.default(null),
  per_code_limit: limit.default(null),
  first_order_only: z.boolean().default(false),
  active: z.boolean().default(true),
  product_ids: ids('Products'),
  catalog_ids: ids('Catalogs'),
  vendor_ids: ids('Vendors'),
  customer_ids: ids('Customers'),
});

type CouponFieldsOut = z.output<typeof couponFields>;

/** Rules across fields, each on the field the merchant changes to fix it. */
function couponIssues(value: CouponFieldsOut, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if ((value.kind === 'percent' || value.kind === 'buy_x_get_y') && value.percent <= 0) {
    issue('percent', 'Enter a percentage above 0');
  }
  if (Math.abs(Math.round(value.percent * 100) - value.percent * 100) > 1e-6) issue('percent', 'Two decimals at most');
  if (value.kind === 'fixed' && value.amount <= 0) issue('amount', 'Enter the amount off');
  if (value.ends_on && Date.parse(value.ends_on) <= Date.parse(value.starts_on)) {
    issue('ends_on', 'The end must come after the start');
  }
}

export const couponInput = couponFields.superRefine(couponIssues);
export type CouponInput = z.input<typeof couponInput>;
export const couponUpdate = couponFields.extend({ _id: z.uuid() }).superRefine(couponIssues);

export const coupon = couponFields.extend({
  code: z.string(),
  _id: z.string(),
  state: z.enum(COUPON_STATES),
  /** Orders it has been used on. */
  used_count: z.number().int(),
  /** Its codes: 1, or more once a batch was generated. */
  code_count: z.number().int(),
  created_on: isoDate,
  updated_on: isoDate,
});
export type Coupon = z.infer<typeof coupon>;
export const couponReply = z.object({ status: z.literal(true), data: coupon });

const couponFilters = {
  state: z.enum(COUPON_STATES).optional(),
  kind: z.enum(COUPON_KINDS).optional(),
};
export const couponListBody = listQuery(['created', 'code', 'used'] as const).extend(couponFilters);
export type CouponListBody = z.input<typeof couponListBody>;
export const couponListResponse = okPage(coupon);
export const couponCountQuery = z.object({ search: text(100).optional(), ...couponFilters });

/** A batch of unique codes for one coupon: PREFIX-XXXXXXXX, each used as the coupon's per-code limit allows. */
export const couponCodesBody = z.object({
  _id: z.uuid(),
  count: z
    .number({ error: 'Enter how many codes' })
    .int('Enter a whole number')
    .min(1, 'At least 1')
    .max(MAX_GENERATED_CODES, `${MAX_GENERATED_CODES} codes at a time at most`),
  prefix: z
    .string()
    .max(20, '20 characters at most')
    .transform(normaliseCouponCode)
    .pipe(z.string().regex(/^(?:[A-Z0-9]+(?:-[A-Z0-9]+)*)?$/, CODE_RULE))
    .default(''),
});
export const couponCodesExportQuery = z.object({ id: z.uuid() });

/** The shop cart's discount code box. */
export const couponApplyInput = z.object({ coupon_code: couponCode });
