import { PACKAGES } from '../catalog/packages.js';
import { access, anyOf } from './call-access.js';
import { LEDGER_ACCOUNTS, type Posting } from './ledger.js';

/**
 * Multi-vendor settlement (docs/vendors.md): how a paid vendor line splits between the vendor,
 * the store and the platform, and how the split becomes one balanced ledger transaction.
 *
 * Decisions (docs/decisions.md, "Vendor settlement"):
 * - A line's **total** is what the shopper paid for it: its subtotal (after its discount and its
 *   share of the coupon) plus its tax. The whole total leaves `store:vendor_sales`; the tax is
 *   the vendor's to remit, so it reaches the vendor.
 * - The **commission** is taken on the subtotal (before tax): a percent rate in basis points of
 *   it, or a flat rate in minor units per unit sold; never more than the total.
 * - The **fee share** is the store plan's transaction fee (Essential 2 %, Professional 1.5 %,
 *   spec section 9, `transactionFeeBps`) on the line's total, never more than what is left.
 * - Each part rounds half up to whole minor units, and the vendor's **net** is what is left,
 *   so the parts always sum to the total.
 */
export type CommissionRate = { type: 'percent' | 'flat'; value: number };

/** The vendor's own rate, else the first of the product's catalogs that has one, else the store's; none: 0. */
export function commissionRateOf(
  vendor: CommissionRate | null | undefined,
  catalogs: readonly (CommissionRate | null | undefined)[],
  store: CommissionRate | null | undefined,
): CommissionRate | null {
  return vendor ?? catalogs.find((c) => c != null) ?? store ?? null;
}

/** Basis points of an amount, rounded half up (amounts here are never negative). */
export const basisPointsOf = (amount: number, bp: number): number => Math.floor((amount * bp + 5_000) / 10_000);

export interface LineAmounts {
  /** Minor units after the line's discounts, before tax. */
  subtotal: number;
  tax: number;
  quantity: number;
}

export interface LineSplit {
  total: number;
  commission: number;
  fee: number;
  net: number;
}

/** A line's split: total = commission + fee + net, each a whole, non-negative number of minor units. */
export function splitLine(line: LineAmounts, rate: CommissionRate | null, feeBps: number): LineSplit {
  const subtotal = Math.max(0, Math.trunc(line.subtotal));
  const total = subtotal + Math.max(0, Math.trunc(line.tax));
  const wanted = !rate
    ? 0
    : rate.type === 'percent'
      ? basisPointsOf(subtotal, Math.max(0, rate.value))
      : Math.max(0, rate.value) * Math.max(0, line.quantity);
  const commission = Math.min(total, wanted);
  const fee = Math.min(total - commission, basisPointsOf(total, Math.max(0, feeBps)));
  return { total, commission, fee, net: total - commission - fee };
}

/** The plan's transaction fee in basis points (2 % when the package is unknown, as the free plans). */
export function transactionFeeBpsOf(packageId: string | null | undefined): number {
  return PACKAGES.find((p) => p.id === packageId)?.transactionFeeBps ?? 200;
}

/**
 * A paid vendor line as ledger postings: `store:vendor_sales` gives the total, the vendor's
 * unsettled account gains the net, `store:wallet` the commission, the platform the fee share.
 * Parts of zero are left out; a line of total 0 posts nothing (empty).
 */
export function salePostings(vendorId: string, split: LineSplit): Posting[] {
  if (split.total === 0) return [];
  const parts: Posting[] = [
    { account: LEDGER_ACCOUNTS.vendorSales(), amount: -split.total },
    { account: LEDGER_ACCOUNTS.vendorUnsettled(vendorId), amount: split.net },
    { account: LEDGER_ACCOUNTS.storeWallet(), amount: split.commission },
    { account: LEDGER_ACCOUNTS.platformFees(), amount: split.fee },
  ];
  return parts.filter((p) => p.amount !== 0);
}

/** The same transaction the other way: a refund or cancellation of a paid line. */
export const reversed = (postings: readonly Posting[]): Posting[] =>
  postings.map((p) => ({ account: p.account, amount: -p.amount }));

/** The figures of a statement: the sums of its lines (reversals are negative lines). */
export function statementTotals(lines: readonly LineSplit[]): LineSplit & { lines: number } {
  return lines.reduce<LineSplit & { lines: number }>(
    (sum, l) => ({
      lines: sum.lines + 1,
      total: sum.total + l.total,
      commission: sum.commission + l.commission,
      fee: sum.fee + l.fee,
      net: sum.net + l.net,
    }),
    { lines: 0, total: 0, commission: 0, fee: 0, net: 0 },
  );
}

/**
 * Settlement periods are weeks, Monday 00:00 UTC to the next Monday (a constant, not a store
 * setting yet): the closing job runs each Monday and closes every line paid before it.
 */
export const SETTLEMENT_PERIOD = 'week' as const;
export const SETTLEMENT_CLOSE_CRON = '0 0 * * 1';

/** The start of the week (Monday 00:00 UTC) that holds `at`. */
export function periodStartOf(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * 86_400_000);
}

export const SETTLEMENT_EVENTS = ['sale', 'reversal'] as const;
export type SettlementEvent = (typeof SETTLEMENT_EVENTS)[number];

export const PAYOUT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
/**
 * How a payout leaves the store: a bank transfer the owner makes and records with its reference,
 * or a Stripe Connect transfer to the vendor's connected account (Stripe answers paid or failed).
 */
export const PAYOUT_METHODS = ['bank_transfer', 'stripe_transfer'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];
export const PAYOUT_ACTIONS = ['mark_paid', 'mark_failed', 'retry'] as const;
export type PayoutAction = (typeof PAYOUT_ACTIONS)[number];

/** Which action a payout in a status allows; null: allowed. */
export function payoutActionRefusal(
  status: PayoutStatus,
  action: PayoutAction,
  method: PayoutMethod = 'bank_transfer',
): string | null {
  if (method === 'stripe_transfer') {
    // Stripe answers paid or failed; a pending transfer is one whose answer never came: ask again.
    if (action !== 'retry') return 'Stripe answers a Stripe transfer: retry it instead of marking it.';
    return status === 'paid' ? 'This payout is paid already.' : null;
  }
  if (action === 'retry') return status === 'failed' ? null : 'Only a failed payout can be retried.';
  if (status !== 'pending') return `This payout is ${status} already.`;
  return null;
}

/** A new payout's amount, refused (a message) when it is more than the statement or the settled balance. */
export function payoutRefusal(amount: number, statementUnpaid: number, settledBalance: number): string | null {
  if (!Number.isSafeInteger(amount) || amount <= 0) return 'amount: pay out a positive amount';
  if (amount > statementUnpaid) return 'amount: more than this statement has left to pay';
  if (amount > settledBalance) return "amount: more than the vendor's settled balance";
  return null;
}

/** Owner, staff with the vendors grant, and each vendor (its own rows only) read settlements and payouts. */
export const SETTLEMENT_READ_ACCESS = access({ staff: anyOf('vendors'), vendor: true });
/** Closing a period and paying out: the owner and staff with the vendors grant. */
export const SETTLEMENT_WRITE_ACCESS = access({ staff: anyOf('vendors') });
