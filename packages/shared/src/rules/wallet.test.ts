import { describe, expect, it } from 'vitest';
import { replayWallet, vendorWalletAccounts, withdrawalMemo, withdrawProblem } from './wallet.js';

describe('withdrawProblem', () => {
  it('lets the whole balance go and not a minor unit more', () => {
    expect(withdrawProblem(1_000, 1_000)).toBeNull();
    expect(withdrawProblem(1_001, 1_000)).toBe('This is more than the wallet holds');
    expect(withdrawProblem(0, 1_000)).toBe('Enter an amount above zero');
    expect(withdrawProblem(1.5, 1_000)).toBe('Enter an amount above zero');
  });
});

describe('replayWallet', () => {
  it('refuses a withdrawal that would take the wallet below zero and keeps going', () => {
    const run = replayWallet([
      { kind: 'credit', amount: 500 },
      { kind: 'withdraw', amount: 700 },
      { kind: 'withdraw', amount: 200 },
      { kind: 'credit', amount: 100 },
      { kind: 'withdraw', amount: 400 },
    ]);
    expect(run).toMatchObject({ balance: 0, accepted: [true, false, true, true, true] });
  });
});

it('names a vendor’s two accounts and a withdrawal’s memo', () => {
  expect(vendorWalletAccounts('v1')).toEqual({ pending: 'vendor:v1:unsettled', available: 'vendor:v1:settled' });
  expect(withdrawalMemo('UTR-1')).toBe('Withdrawal to bank (ref UTR-1)');
});
