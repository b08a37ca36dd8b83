import { describe, expect, it } from 'vitest';
import { transfer } from './ledger.js';
import { routeWalletPostings, touchesWallet } from './wallet-debt.js';
import { replayWallet, WALLET_OWES, withdrawProblem } from './wallet.js';

const W = 'store:wallet';
const D = 'store:debt';
const P = 'provider:test_card';
const sum = (ps: { amount: number }[]) => ps.reduce((s, p) => s + p.amount, 0);

describe('routeWalletPostings', () => {
  it('leaves a refund the wallet covers as it is', () => {
    const out = routeWalletPostings(transfer(W, P, 300), { wallet: 500, owed: 0 });
    expect(out.postings).toEqual([
      { account: P, amount: 300 },
      { account: W, amount: -300 },
    ]);
    expect(out.position).toEqual({ wallet: 200, owed: 0 });
  });

  it('records the part of a refund the wallet cannot cover as a debt, never a negative wallet', () => {
    const out = routeWalletPostings(transfer(W, P, 800), { wallet: 500, owed: 0 });
    expect(out.postings).toEqual([
      { account: P, amount: 800 },
      { account: W, amount: -500 },
      { account: D, amount: -300 },
    ]);
    expect(sum(out.postings)).toBe(0);
    expect(out.position).toEqual({ wallet: 0, owed: 300 });
  });

  it('pays the debt first out of later earnings, the wallet gets the rest', () => {
    const partly = routeWalletPostings(transfer(P, W, 200), { wallet: 0, owed: 300 });
    expect(partly.postings).toEqual([
      { account: P, amount: -200 },
      { account: D, amount: 200 },
    ]);
    expect(partly.position).toEqual({ wallet: 0, owed: 100 });
    const rest = routeWalletPostings(transfer(P, W, 250), partly.position);
    expect(rest.postings).toEqual([
      { account: P, amount: -250 },
      { account: W, amount: 150 },
      { account: D, amount: 100 },
    ]);
    expect(rest.position).toEqual({ wallet: 150, owed: 0 });
  });

  it('keeps the other postings of a transaction and touches nothing without the wallet', () => {
    const commission = [
      { account: 'store:vendor_sales', amount: -1_000 },
      { account: 'vendor:v:unsettled', amount: 880 },
      { account: W, amount: 100 },
      { account: 'platform:transaction_fees', amount: 20 },
    ];
    const out = routeWalletPostings(commission, { wallet: 0, owed: 40 });
    expect(out.postings).toEqual([
      { account: 'store:vendor_sales', amount: -1_000 },
      { account: 'vendor:v:unsettled', amount: 880 },
      { account: 'platform:transaction_fees', amount: 20 },
      { account: W, amount: 60 },
      { account: D, amount: 40 },
    ]);
    expect(touchesWallet(commission)).toBe(true);
    expect(touchesWallet(transfer(P, 'gift_card:x', 5))).toBe(false);
  });

  it('never leaves a negative wallet, a positive debt, or money beside a debt', () => {
    let position = { wallet: 0, owed: 0 };
    const amounts = [500, -700, 100, -50, 900, -1_000, 2_000, -1];
    for (const a of amounts) {
      const out = routeWalletPostings(a > 0 ? transfer(P, W, a) : transfer(W, P, -a), position);
      expect(sum(out.postings)).toBe(0);
      position = out.position;
      expect(position.wallet).toBeGreaterThanOrEqual(0);
      expect(position.owed).toBeGreaterThanOrEqual(0);
      expect(position.wallet > 0 && position.owed > 0).toBe(false);
    }
    expect(position.wallet - position.owed).toBe(sum(amounts.map((amount) => ({ amount }))));
  });
});

describe('withdrawals while the wallet owes', () => {
  it('are refused whatever the amount', () => {
    expect(withdrawProblem(100, 0, 50)).toBe(WALLET_OWES);
    expect(withdrawProblem(100, 500, 0)).toBeNull();
  });

  it('replay: a refund after a withdrawal owes, earnings repay, then withdrawals go again', () => {
    const run = replayWallet([
      { kind: 'credit', amount: 1_000 },
      { kind: 'withdraw', amount: 1_000 },
      { kind: 'refund', amount: 400 },
      { kind: 'withdraw', amount: 1 },
      { kind: 'credit', amount: 500 },
      { kind: 'withdraw', amount: 100 },
    ]);
    expect(run.accepted).toEqual([true, true, true, false, true, true]);
    expect(run).toMatchObject({ wallet: 0, owed: 0, balance: 0 });
  });
});
