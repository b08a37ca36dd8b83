/**
 * Balances (gift cards now; the store wallet and vendor settlement later) are kept as
 * double-entry postings: every ledger transaction moves value between accounts and its
 * amounts sum to zero. An account's balance is the sum of its postings, never a stored number.
 *
 * Sign convention: a posting's amount is what the account gains (minor units), so an account's
 * balance is what it holds. Money from outside the store enters through a source account
 * (a payment provider) whose balance goes negative by what it brought in.
 */
export interface Posting {
  account: string;
  amount: number;
}

/** Whole minor units that sum to zero, with at least two postings and none of zero. */
export function isBalanced(postings: readonly Posting[]): boolean {
  if (postings.length < 2) return false;
  if (postings.some((p) => !Number.isSafeInteger(p.amount) || p.amount === 0)) return false;
  return postings.reduce((sum, p) => sum + p.amount, 0) === 0;
}

/** Moves `amount` from one account to another: the two postings of a simple transaction. */
export function transfer(from: string, to: string, amount: number): Posting[] {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new Error(`A transfer moves a positive amount, not ${amount}`);
  if (from === to) throw new Error('A transfer moves value between two different accounts');
  return [
    { account: from, amount: -amount },
    { account: to, amount },
  ];
}

export function balanceOf(postings: readonly Pick<Posting, 'account' | 'amount'>[], account: string): number {
  return postings.reduce((sum, p) => (p.account === account ? sum + p.amount : sum), 0);
}

/** How the wallets' rows read: what a vendor's payment to the store was for, by name. */
export const LEDGER_MEMOS = {
  ad: (title: string, slot: string, days: number) => `Ad "${title}" in ${slot}, ${days} days`,
  adRefund: (title: string) => `Refund of the ad "${title}"`,

  vendorPlan: (plan: string, vendor: string) => `${plan} plan of ${vendor}`,
} as const;

/** The accounts of the ledger, named in one place. */
export const LEDGER_ACCOUNTS = {
  giftCard: (id: string) => `gift_card:${id}`,
  /** What a payment provider brought into the store (negative: value that came from outside). */
  provider: (provider: string) => `provider:${provider}`,
  /** What the store gave away as gift cards it issued by hand (negative: the value it put out). */
  storeIssued: () => 'store:gift_cards_issued',
  /** What a gift card paid towards an order. */
  order: (id: string) => `order:${id}`,
  /**
   * Multi-vendor money (docs/vendors.md). What shoppers paid for vendors' lines enters through
   * this clearing account (negative: value that came in for vendors' goods).
   */
  vendorSales: () => 'store:vendor_sales',
  /** What the store owes a vendor for lines not yet in a closed statement. */
  vendorUnsettled: (vendorId: string) => `vendor:${vendorId}:unsettled`,
  /** What the store owes a vendor from closed statements, until paid out. */
  vendorSettled: (vendorId: string) => `vendor:${vendorId}:settled`,
  /** The store's own earnings from its marketplace: commissions, vendors' ads and subscriptions. */
  storeWallet: () => 'store:wallet',
  /**
   * What the store owes (negative): the part of a refund the wallet could not cover after a
   * withdrawal; later earnings pay it first (rules/wallet-debt.ts).
   */
  storeDebt: () => 'store:debt',
  /** The platform's transaction fee on vendors' lines (the vendor's share of it). */
  platformFees: () => 'platform:transaction_fees',
  /** Money sent out of the store: payouts to vendors, and the store's own wallet withdrawals. */
  paidOut: (method: string) => `paid_out:${method}`,
} as const;
