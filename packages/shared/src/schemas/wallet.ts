import { z } from 'zod';
import { isoDay, text } from './common.js';
import { listQuery, okPage } from './list.js';

/** The ledger lists' filters: store-local days, both ends included, and a text in the memo. */
const walletFilters = {
  from: isoDay.optional(),
  to: isoDay.optional(),
};
const fromBeforeTo = (range: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (range.from && range.to && range.from > range.to)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be on or after the start date' });
};

export const WALLET_SORTS = ['created'] as const;
/** POST /store/wallet/entries and /store/vendor_wallet/entries: newest first, keyset paged. */
export const walletListBody = listQuery(WALLET_SORTS).extend(walletFilters).superRefine(fromBeforeTo);
export type WalletListBody = z.input<typeof walletListBody>;
export const walletCountQuery = z.object({ search: text(100).optional(), ...walletFilters }).superRefine(fromBeforeTo);

/**
 * Which side of a wallet a row is on: a vendor's `pending` or `available`; the store's `wallet`,
 * or `owed` (its debt: a refund the wallet could not cover, and the earnings that repaid it).
 */
export const walletSide = z.enum(['wallet', 'owed', 'pending', 'available']);
export type WalletSide = z.infer<typeof walletSide>;

/** One ledger row of a wallet, with what the wallet held just after it. */
export const walletEntry = z.object({
  _id: z.uuid(),
  transaction_id: z.uuid(),
  side: walletSide,
  /** Minor units the wallet gained (negative: what it gave). */
  amount: z.number().int(),
  /**
   * The wallet's balance after this row: every row of it up to this one, whatever the filter. The
   * store's: what it holds less what it owes (below zero only while it owes).
   */
  balance: z.number().int(),
  currency: z.string(),
  memo: z.string(),
  created_on: z.string(),
});
export type WalletEntry = z.infer<typeof walletEntry>;
export const walletPage = okPage(walletEntry);

/** GET /store/wallet: the store's marketplace earnings, and what it owes (0, or a refund's shortfall). */
export const walletSummary = z.object({ currency: z.string(), balance: z.number().int(), owed: z.number().int() });
export type WalletSummary = z.infer<typeof walletSummary>;
export const walletSummaryResponse = z.object({ status: z.literal(true), data: walletSummary });

/** GET /store/vendor_wallet: what the store owes the vendor, pending a statement and available. */
export const vendorWalletSummary = z.object({
  currency: z.string(),
  pending: z.number().int(),
  available: z.number().int(),
});
export type VendorWalletSummary = z.infer<typeof vendorWalletSummary>;
export const vendorWalletSummaryResponse = z.object({ status: z.literal(true), data: vendorWalletSummary });

/** POST /store/wallet/withdraw: an amount as text in the store's currency ("1500", "1500.50"). */
export const walletWithdrawInput = z.object({
  amount: text(20, { min: 1, required: 'Enter an amount' }),
  /** The bank transfer's reference, kept on the ledger rows. */
  reference: text(60, { min: 1, required: 'Enter the bank reference' }),
});
export type WalletWithdrawInput = z.input<typeof walletWithdrawInput>;
export const walletWithdrawResponse = z.object({
  status: z.literal(true),
  data: walletSummary.extend({ transaction_id: z.uuid() }),
});

/** One of the vendor's paid ad orders, as its wallet's ad spend lists it. */
export const vendorAdSpendRow = z.object({
  _id: z.string(),
  title: z.string(),
  slot_name: z.string(),
  starts_on: z.string(),
  days: z.number().int(),
  /** Minor units paid for it. */
  amount: z.number().int(),
  /** `pending` or `approved`: paid; `rejected`: paid and refunded. */
  status: z.enum(['pending', 'approved', 'rejected']),
  created_on: z.string(),
});
export type VendorAdSpendRow = z.infer<typeof vendorAdSpendRow>;

/** GET /store/vendor_wallet/ad_spend: what the vendor paid the store for ads, and what came back. */
export const vendorAdSpend = z.object({
  currency: z.string(),
  /** Every paid order's amount, refunded ones included. */
  paid: z.number().int(),
  /** The rejected orders' amounts, given back to the vendor's card. */
  refunded: z.number().int(),
  /** The latest paid orders, newest first (at most VENDOR_AD_SPEND_ROWS). */
  list: z.array(vendorAdSpendRow),
});
export type VendorAdSpend = z.infer<typeof vendorAdSpend>;
export const vendorAdSpendResponse = z.object({ status: z.literal(true), data: vendorAdSpend });
