import { access, anyOf } from './call-access.js';
import { LEDGER_ACCOUNTS, transfer } from './ledger.js';
import { routeWalletPostings, type WalletPosition } from './wallet-debt.js';

/**
 * The store's wallet (/account/wallet, multi-vendor stores only): the owner and staff with the
 * billing grant read it, as its route says; only the owner sends money out of it.
 */
export const WALLET_ACCESS = access({ staff: anyOf('billing') });
export const WALLET_WITHDRAW_ACCESS = access();
/** A vendor's own wallet (/vendor-account/vendor-wallet): the signed-in vendor, nobody else. */
export const VENDOR_WALLET_ACCESS = access({ owner: false, vendor: true });

/** What the wallet calls answer a store that is not a marketplace (spec section 6). */
export const WALLET_NEEDS_MULTI_VENDOR = 'The wallet is for multi-vendor stores: it holds what your vendors earn you.';

/** How the store's withdrawals leave it (`paid_out:{method}`): bank transfers for now. */
export const WITHDRAW_METHOD = 'bank_transfer';

/** The accounts a vendor's wallet shows: pending (lines not yet in a closed statement) and available. */
export const vendorWalletAccounts = (vendorId: string) => ({
  pending: LEDGER_ACCOUNTS.vendorUnsettled(vendorId),
  available: LEDGER_ACCOUNTS.vendorSettled(vendorId),
});

/** How many of its latest paid ad orders the vendor wallet lists (the totals count them all). */
export const VENDOR_AD_SPEND_ROWS = 20;

/** The memo of a withdrawal's postings: the bank reference is what the owner finds it by. */
export const withdrawalMemo = (reference: string) => `Withdrawal to bank (ref ${reference})`;

/** What a withdrawal is refused with while the wallet owes (a refund it could not cover). */
export const WALLET_OWES = 'The wallet owes money from a refund it could not cover; later earnings pay that first';

/** Why a withdrawal of `amount` (minor units) from a wallet holding `balance` and owing `owed` may not go, or null. */
export function withdrawProblem(amount: number, balance: number, owed = 0): string | null {
  if (!Number.isSafeInteger(amount) || amount <= 0) return 'Enter an amount above zero';
  if (owed > 0) return WALLET_OWES;
  if (amount > balance) return 'This is more than the wallet holds';
  return null;
}

export type WalletStep =
  | { kind: 'credit'; amount: number }
  | { kind: 'withdraw'; amount: number }
  | { kind: 'refund'; amount: number };

/**
 * Replays earnings, withdrawals and refunds on a wallet as the server does (a withdrawal is
 * refused when it would take the wallet below zero or while it owes; a refund it cannot cover
 * becomes a debt, which earnings pay first): the model the property test checks the server against.
 */
export function replayWallet(steps: readonly WalletStep[]): WalletPosition & { balance: number; accepted: boolean[] } {
  let position: WalletPosition = { wallet: 0, owed: 0 };
  const accepted: boolean[] = [];
  const outside = LEDGER_ACCOUNTS.provider('model');
  for (const step of steps) {
    if (step.kind === 'withdraw') {
      const ok = withdrawProblem(step.amount, position.wallet, position.owed) === null;
      if (ok) position = { ...position, wallet: position.wallet - step.amount };
      accepted.push(ok);
      continue;
    }
    const [from, to] =
      step.kind === 'credit' ? [outside, LEDGER_ACCOUNTS.storeWallet()] : [LEDGER_ACCOUNTS.storeWallet(), outside];
    position = routeWalletPostings(transfer(from, to, step.amount), position).position;
    accepted.push(true);
  }
  return { ...position, balance: position.wallet, accepted };
}
