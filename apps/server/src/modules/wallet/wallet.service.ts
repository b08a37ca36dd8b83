import { eq } from 'drizzle-orm';
import { LEDGER_ACCOUNTS, parseMoney, transfer } from '@stallfront/shared';
import { WITHDRAW_METHOD, type WalletWithdrawInput, withdrawalMemo, withdrawProblem } from '@stallfront/shared/wallet';
import type { Db } from '../../db/client.js';
import { stores } from '../../db/schema/index.js';
import { badRequest } from '../../platform/errors.js';
import { balanceOf, post } from '../../platform/ledger/ledger.js';

export interface WalletStore {
  id: string;
  currency: string;
}

/** The store wallet's balance: the sum of its `store:wallet` rows. */
export async function walletBalance(db: Db, storeId: string): Promise<number> {
  return balanceOf(db, storeId, LEDGER_ACCOUNTS.storeWallet());
}

/**
 * Sends an amount of the store's wallet to its bank: one transaction from `store:wallet` to
 * `paid_out:bank_transfer`, the bank reference in its memo. The store's row is locked first, so
 * two withdrawals at once take turns and the second sees the first's rows: the wallet never goes
 * below zero. (Postings that add to the wallet need no lock: they cannot take it below zero.)
 */
export async function withdraw(db: Db, store: WalletStore, input: Required<WalletWithdrawInput>) {
  const amount = parseMoney(input.amount, store.currency);
  if (amount === null) throw badRequest(`amount: Enter an amount like 1500 or 1500.50`);
  return db.transaction(async (tx) => {
    await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, store.id)).for('update');
    const balance = await balanceOf(tx, store.id, LEDGER_ACCOUNTS.storeWallet());
    const problem = withdrawProblem(amount, balance);
    if (problem) throw badRequest(`amount: ${problem}`);
    const transactionId = await post(tx, {
      storeId: store.id,
      currency: store.currency,
      memo: withdrawalMemo(input.reference),
      postings: transfer(LEDGER_ACCOUNTS.storeWallet(), LEDGER_ACCOUNTS.paidOut(WITHDRAW_METHOD), amount),
    });
    return { currency: store.currency, balance: balance - amount, transaction_id: transactionId };
  });
}
