import { z } from 'zod';
import { PAYOUT_ACTIONS, PAYOUT_METHODS, PAYOUT_STATUSES, SETTLEMENT_EVENTS } from '../rules/settlement.js';
import { isoDate, text } from './common.js';
import { listQuery, okPage } from './list.js';

const vendorFilter = z.uuid({ error: 'vendor_id: no such vendor' }).optional();

/** A vendor line's share of a paid order (a sale) or its reversal (a refund or cancellation, negative figures). */
export const settlementLineItem = z.object({
  _id: z.string(),
  vendor_id: z.string(),
  vendor_name: z.string(),
  order_id: z.string(),
  order_number: z.number().int(),
  name: z.string(),
  event: z.enum(SETTLEMENT_EVENTS),
  currency: z.string(),
  /** Minor units: what the shopper paid for the line (with tax) = commission + fee + net. */
  total: z.number().int(),
  commission: z.number().int(),
  fee: z.number().int(),
  net: z.number().int(),
  /** Null while the line is open (not yet in a closed statement). */
  statement_id: z.string().nullable(),
  created_on: isoDate,
});
export type SettlementLineItem = z.infer<typeof settlementLineItem>;

const lineFilters = {
  vendor_id: vendorFilter,
  statement_id: z.uuid({ error: 'statement_id: no such statement' }).optional(),
  /** Only lines not yet in a closed statement. */
  open: z.boolean().optional(),
};
export const settlementLineListBody = listQuery(['created'] as const).extend(lineFilters);
export const settlementLineCountQuery = z.object({
  search: text(100).optional(),
  vendor_id: vendorFilter,
  statement_id: lineFilters.statement_id,
  open: z.enum(['true', 'false'], { error: 'open: true or false' }).optional(),
});
export const settlementLinePage = okPage(settlementLineItem);

export const STATEMENT_PAYOUT_STATES = ['unpaid', ...PAYOUT_STATUSES] as const;

/** A closed period of one vendor: the sums of its lines, and where its payout stands. */
export const statementItem = z.object({
  _id: z.string(),
  vendor_id: z.string(),
  vendor_name: z.string(),
  period_start: isoDate,
  period_end: isoDate,
  currency: z.string(),
  line_count: z.number().int(),
  total: z.number().int(),
  commission: z.number().int(),
  fee: z.number().int(),
  net: z.number().int(),
  /** Paid out (payouts marked paid), minor units. */
  paid_out: z.number().int(),
  payout_status: z.enum(STATEMENT_PAYOUT_STATES),
  created_on: isoDate,
});
export type StatementItem = z.infer<typeof statementItem>;
export const statementListBody = listQuery(['created', 'net'] as const).extend({ vendor_id: vendorFilter });
export const statementCountQuery = z.object({ search: text(100).optional(), vendor_id: vendorFilter });
export const statementPage = okPage(statementItem);
export const statementIdParams = z.object({ id: z.uuid({ error: 'No such statement' }) });
export const statementDetailReply = z.object({
  status: z.literal(true),
  data: statementItem.extend({ lines: z.array(settlementLineItem) }),
});
export type StatementDetail = z.infer<typeof statementDetailReply>['data'];

/** Close the open period now: every vendor's open lines, or one vendor's. */
export const statementCloseBody = z.object({ vendor_id: vendorFilter });
export const statementCloseReply = z.object({
  status: z.literal(true),
  message: z.string(),
  list: z.array(statementItem),
});

/** A vendor's balances: open (unsettled) and settled but not yet paid out. */
export const settlementSummaryReply = z.object({
  status: z.literal(true),
  list: z.array(
    z.object({
      vendor_id: z.string(),
      vendor_name: z.string(),
      currency: z.string(),
      unsettled: z.number().int(),
      settled: z.number().int(),
      paid_out: z.number().int(),
    }),
  ),
});

export const payoutItem = z.object({
  _id: z.string(),
  statement_id: z.string(),
  vendor_id: z.string(),
  vendor_name: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  method: z.enum(PAYOUT_METHODS),
  reference: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  attempts: z.number().int(),
  note: z.string().nullable(),
  created_on: isoDate,
  updated_on: isoDate,
});
export type PayoutItem = z.infer<typeof payoutItem>;
export const payoutListBody = listQuery(['created', 'amount'] as const).extend({
  vendor_id: vendorFilter,
  status: z.enum(PAYOUT_STATUSES).optional(),
});
export const payoutCountQuery = z.object({
  search: text(100).optional(),
  vendor_id: vendorFilter,
  status: z.enum(PAYOUT_STATUSES).optional(),
});
export const payoutPage = okPage(payoutItem);
export const payoutReply = z.object({ status: z.literal(true), message: z.string(), data: payoutItem });

export const payoutCreateBody = z
  .object({
    statement_id: z.uuid({ error: 'statement_id: choose a statement' }),
    method: z.enum(PAYOUT_METHODS, { error: 'method: bank_transfer or stripe_transfer' }).default('bank_transfer'),
    /** The bank transfer's reference; a Stripe transfer's is the transfer id Stripe answers. */
    reference: text(100).default(''),
    /** Minor units; the statement's unpaid net when left out. */
    amount: z.number().int('amount: whole minor units').positive('amount: pay out a positive amount').optional(),
  })
  .superRefine((b, ctx) => {
    if (b.method === 'bank_transfer' && !b.reference) {
      ctx.addIssue({ code: 'custom', path: ['reference'], message: "enter the bank transfer's reference" });
    }
  });
export type PayoutCreateBody = z.input<typeof payoutCreateBody>;
export const payoutMethodsQuery = z.object({ vendor_id: z.uuid({ error: 'vendor_id: choose a vendor' }) });
/** The methods the owner may pay a vendor with; an unavailable one says what is missing. */
export const payoutMethodsReply = z.object({
  status: z.literal(true),
  list: z.array(z.object({ method: z.enum(PAYOUT_METHODS), available: z.boolean(), missing: z.string().nullable() })),
});
export type PayoutMethodOption = z.infer<typeof payoutMethodsReply>['list'][number];
export const payoutActionBody = z.object({
  _id: z.uuid({ error: 'No such payout' }),
  action: z.enum(PAYOUT_ACTIONS, { error: 'action: mark_paid, mark_failed or retry' }),
  /** A retry's new transfer reference; a failure's reason. */
  reference: text(100).optional(),
  note: text(300).optional(),
});
export type PayoutActionBody = z.input<typeof payoutActionBody>;
