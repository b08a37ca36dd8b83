import { LEDGER_ACCOUNTS, parseMoney, transfer } from '@stallfront/shared';
import { WITHDRAW_METHOD, type WalletWithdrawInput, withdrawalMemo, withdrawProblem } from '@stallfront/shared/wallet';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../platform/errors.js';
import { lockWallet, post, walletPosition } from '../../platform/ledger/ledger.js';

export interface WalletStore {
  id: string;
  currency: string;
}

/** The store wallet's balance (the sum of its `store:wallet` rows) and what it owes (`store:debt`). */
export async function walletBalance(db: Db, storeId: string) {
  const { wallet, owed } = await walletPosition(db, storeId);
  return { balance: wallet, owed };
}

/**
 * Sends an amount of the store's wallet to its bank: one transaction from `store:wallet` to
 * `paid_out:bank_transfer`, the bank reference in its memo. The wallet's lock is taken first (as
 * every posting to the wallet does), so two withdrawals, or a withdrawal and a refund, take turns
 * and the second sees the first's rows. Refused while the wallet owes (docs/vendors.md).
 */
export async function withdraw(db: Db, store: WalletStore, input: Required<WalletWithdrawInput>) {
  const amount = parseMoney(input.amount, store.currency);
  if (amount === null) throw badRequest(`amount: Enter an amount like 1500 or 1500.50`);
  return db.transaction(async (tx) => {
    await lockWallet(tx, store.id);
    const { wallet: balance, owed } = await walletPosition(tx, store.id);
    const problem = withdrawProblem(amount, balance, owed);
    if (problem) throw badRequest(`amount: ${problem}`);
    const transactionId = await post(tx, {
      storeId: store.id,
      currency: store.currency,
      memo: withdrawalMemo(input.reference),
      postings: transfer(LEDGER_ACCOUNTS.storeWallet(), LEDGER_ACCOUNTS.paidOut(WITHDRAW_METHOD), amount),
    });
    return { currency: store.currency, balance: balance - amount, owed, transaction_id: transactionId };
  });
}
