import { z } from 'zod';
import { DEALER_CODE_PATTERN, DEALER_SHARE_MAX_BPS, normalizeDealerCode } from '../rules/dealers.js';
import { emailFieldWith, isoDate, okData, text, trimmed } from './common.js';
import { listQuery, okPage } from './list.js';

/** A dealer code as typed: trimmed, upper-cased, 3 to 24 letters, digits or dashes. */
export const dealerCodeField = z
  .string({ error: 'Enter the dealer code' })
  .transform(normalizeDealerCode)
  .pipe(z.string().regex(DEALER_CODE_PATTERN, 'must be 3 to 24 letters, digits or dashes'));

/** What the dealer earned in one currency (minor units). */
export const dealerMoney = z.object({ currency: z.string(), amount: z.number().int() });

export const dealer = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  code: z.string(),
  share_bps: z.number().int(),
  store_count: z.number().int(),
  /** Per currency: its share of the paid plan payments of its stores. */
  earnings: z.array(dealerMoney),
  created_on: isoDate,
});
export type Dealer = z.infer<typeof dealer>;

/** One store a dealer signed up, with what it paid for its plan and the dealer's part of it. */
export const dealerStore = z.object({
  store_id: z.string(),
  store_name: z.string(),
  sub_domain: z.string(),
  package_id: z.string(),
  joined_on: isoDate,
  currency: z.string(),
  paid: z.number().int(),
  earning: z.number().int(),
});
export type DealerStore = z.infer<typeof dealerStore>;

export const dealerCreateBody = z.object({
  name: trimmed(120, 1, "Enter the dealer's name"),
  email: emailFieldWith("Enter the dealer's email address"),
  code: dealerCodeField,
  share_bps: z
    .number({ error: 'Enter the share in basis points (1,000 is 10 %)' })
    .int('must be a whole number of basis points')
    .min(0, 'cannot be negative')
    .max(DEALER_SHARE_MAX_BPS, 'cannot be more than 10,000 (100 %)'),
});
export type DealerCreateBody = z.input<typeof dealerCreateBody>;

export const dealerIdParams = z.object({ id: z.uuid({ error: 'is not a dealer id' }) });

export const dealerListBody = listQuery(['created', 'name'] as const);
export const dealerCountQuery = z.object({ search: text(100).optional() });
export const dealerListResponse = okPage(dealer);
export const dealerSavedResponse = okData(dealer).extend({ message: z.string() });
export const dealerDetailResponse = okData(dealer).extend({ stores: z.array(dealerStore) });
