import { LEDGER_ACCOUNTS, type Posting } from './ledger.js';

/**
 * The store wallet never goes below zero without a recorded debt (docs/vendors.md, "The store
 * wallet's debt"). `store:debt` holds what the store owes (negative: owed). A transaction that
 * takes more out of `store:wallet` than it holds (a refund after a withdrawal) takes the rest from
 * `store:debt`; a transaction that brings money in pays the debt first and the wallet gets what
 * is left. So the wallet is never negative, the debt never positive, and the wallet holds money
 * only while nothing is owed.
 */
export interface WalletPosition {
  /** `store:wallet`'s balance, 0 or more. */
  wallet: number;
  /** What the store owes: minus `store:debt`'s balance, 0 or more. */
  owed: number;
}

const WALLET = LEDGER_ACCOUNTS.storeWallet();
const DEBT = LEDGER_ACCOUNTS.storeDebt();

/** Whether a transaction moves the store wallet (and so must be routed by `routeWalletPostings`). */
export const touchesWallet = (postings: readonly Posting[]) => postings.some((p) => p.account === WALLET);

/** A transaction's net change to `store:wallet`: only a negative one needs the wallet's balance. */
export const walletNetOf = (postings: readonly Posting[]) =>
  postings.reduce((sum, p) => (p.account === WALLET ? sum + p.amount : sum), 0);

/**
 * A transaction's postings as they are written: its net change to `store:wallet` split between the
 * wallet and `store:debt` as above, and the position after it. Other postings stay as they are.
 */
export function routeWalletPostings(
  postings: readonly Posting[],
  position: WalletPosition,
): { postings: Posting[]; position: WalletPosition } {
  const net = walletNetOf(postings);
  const others = postings.filter((p) => p.account !== WALLET);
  let { wallet, owed } = position;
  let toWallet = 0;
  let toDebt = 0;
  if (net > 0) {
    toDebt = Math.min(net, owed);
    toWallet = net - toDebt;
  } else if (net < 0) {
    toWallet = -Math.min(-net, wallet);
    toDebt = net - toWallet;
  }
  wallet += toWallet;
  owed -= toDebt;
  const routed = [...others];
  if (toWallet !== 0) routed.push({ account: WALLET, amount: toWallet });
  if (toDebt !== 0) routed.push({ account: DEBT, amount: toDebt });
  return { postings: mergeSameAccount(routed), position: { wallet, owed } };
}

/** One posting per account (a debt repaid from the very account that owes nothing cancels out). */
function mergeSameAccount(postings: Posting[]): Posting[] {
  const sums = new Map<string, number>();
  for (const p of postings) sums.set(p.account, (sums.get(p.account) ?? 0) + p.amount);
  return [...sums].filter(([, amount]) => amount !== 0).map(([account, amount]) => ({ account, amount }));
}

/** A position read from the ledger's balances of the two accounts. */
export const walletPositionOf = (walletBalance: number, debtBalance: number): WalletPosition => ({
  wallet: walletBalance,
  owed: -debtBalance,
});
