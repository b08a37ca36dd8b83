import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_ACCOUNTS, transfer } from '@stallfront/shared';
import {
  replayWallet,
  vendorWalletAccounts,
  WALLET_NEEDS_MULTI_VENDOR,
  WALLET_OWES,
  type WalletStep,
} from '@stallfront/shared/wallet';
import { ledgerEntries, vendors } from '../src/db/schema/index.js';
import { hashPassword } from '../src/platform/auth/passwords.js';
import { post } from '../src/platform/ledger/ledger.js';
import { signUpStore } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const WALLET = LEDGER_ACCOUNTS.storeWallet();
const SALES = LEDGER_ACCOUNTS.vendorSales();

/** A marketplace and its owner's token. */
async function marketplace() {
  const owner = await signUpStore(t, { type: 'multi_vendor' });
  return { id: owner.session.data._id as string, token: owner.token };
}

/** One balanced transaction written as the settlement module writes them (post), now. */
async function postNow(storeId: string, from: string, to: string, amount: number, memo = 'Commission on a paid line') {
  await t.app.ctx.db.transaction((tx) =>
    post(tx, { storeId, currency: 'INR', memo, postings: transfer(from, to, amount) }),
  );
}

/** A transaction at a chosen instant (written straight to the table, both legs at once). */
async function postAt(storeId: string, from: string, to: string, amount: number, at: Date, memo: string) {
  const transactionId = randomUUID();
  await t.app.ctx.db.insert(ledgerEntries).values(
    transfer(from, to, amount).map((p) => ({
      storeId,
      transactionId,
      account: p.account,
      amount: p.amount,
      currency: 'INR',
      memo,
      createdAt: at,
    })),
  );
}

let memberHash: Promise<string> | undefined;
/** A vendor of the store, with its id and a signed-in token. */
async function vendorOf(storeId: string) {
  memberHash ??= hashPassword('member-test-pass');
  const email = `vendor-${randomUUID().slice(0, 8)}@example.com`;
  const [row] = await t.app.ctx.db
    .insert(vendors)
    .values({ storeId, email, passwordHash: await memberHash, name: 'Test vendor', companyName: 'Vendor Co' })
    .returning({ id: vendors.id });
  const res = await t.call('POST', '/api/auth/store/vendor_login', {
    store_id: storeId,
    email,
    password: 'member-test-pass',
  });
  expect(res.statusCode).toBe(200);
  return { id: row!.id, token: res.body.store_token as string };
}

const entries = (token: string, body: Record<string, unknown> = {}, path = '/api/store/wallet/entries') =>
  t.call('POST', path, body, token);

/** Every transaction of the store sums to zero. */
async function unbalancedTransactions(storeId: string) {
  return t.app.ctx.db
    .select({ id: ledgerEntries.transactionId })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.storeId, storeId))
    .groupBy(ledgerEntries.transactionId)
    .having(sql`sum(${ledgerEntries.amount}) <> 0`);
}

describe('the store wallet', () => {
  it('is a marketplace’s only', async () => {
    const shop = await signUpStore(t, { type: 'order_based' });
    const res = await t.call('GET', '/api/store/wallet', undefined, shop.token);
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toBe(WALLET_NEEDS_MULTI_VENDOR);
    expect(
      (await t.call('POST', '/api/store/wallet/withdraw', { amount: '1', reference: 'X' }, shop.token)).statusCode,
    ).toBe(403);
  });

  it('starts empty', async () => {
    const store = await marketplace();
    const res = await t.call('GET', '/api/store/wallet', undefined, store.token);
    expect(res.body).toEqual({ status: true, data: { currency: 'INR', balance: 0, owed: 0 } });
    expect((await entries(store.token)).body).toEqual({ status: true, list: [], next_cursor: null });
  });

  it('lists its rows newest first with the balance after each, page by page and whatever the filter', async () => {
    const store = await marketplace();
    const day = (d: number, h = 12) => new Date(Date.UTC(2026, 2, d, h, 0, 0));
    await postAt(store.id, SALES, WALLET, 10_000, day(1), 'Commission A');
    await postAt(store.id, SALES, WALLET, 2_500, day(2), 'Commission B');
    await postAt(store.id, WALLET, LEDGER_ACCOUNTS.paidOut('bank_transfer'), 4_000, day(3), 'Withdrawal X');
    await postAt(store.id, SALES, WALLET, 700, day(4), 'Ad order C');
    // Another account of the same store is not the wallet's.
    await postAt(store.id, SALES, LEDGER_ACCOUNTS.vendorUnsettled(randomUUID()), 9_999, day(2), 'Vendor line');

    const wanted = [
      ['Ad order C', 700, 9_200],
      ['Withdrawal X', -4_000, 8_500],
      ['Commission B', 2_500, 12_500],
      ['Commission A', 10_000, 10_000],
    ];
    const seen: unknown[] = [];
    let cursor: string | null = null;
    do {
      const res = await entries(store.token, { limit: 3, cursor });
      expect(res.statusCode).toBe(200);
      seen.push(
        ...res.body.list.map((e: { memo: string; amount: number; balance: number }) => [e.memo, e.amount, e.balance]),
      );
      cursor = res.body.next_cursor;
    } while (cursor);
    expect(seen).toEqual(wanted);
    // Oldest first: the same rows reversed.
    const asc = await entries(store.token, { direction: 'asc', limit: 10 });
    expect(asc.body.list.map((e: { memo: string }) => e.memo)).toEqual(wanted.map((w) => w[0]).reverse());

    // The store's days (India): the balances still count the rows before the range.
    const filtered = await entries(store.token, { from: '2026-03-02', to: '2026-03-03' });
    expect(filtered.body.list.map((e: { memo: string; balance: number }) => [e.memo, e.balance])).toEqual([
      ['Withdrawal X', 8_500],
      ['Commission B', 12_500],
    ]);
    const count = await t.call(
      'GET',
      '/api/store/wallet/entries?from=2026-03-02&to=2026-03-03',
      undefined,
      store.token,
    );
    expect(count.body).toEqual({ status: true, total: 2, capped: false });
    const search = await entries(store.token, { search: 'commission' });
    expect(search.body.list).toHaveLength(2);
    const wrong = await entries(store.token, { from: '2026-03-05', to: '2026-03-01' });
    expect(wrong.statusCode).toBe(400);

    const balance = await t.call('GET', '/api/store/wallet', undefined, store.token);
    expect(balance.body.data.balance).toBe(9_200);

    const csv = await t.app.inject({
      method: 'POST',
      url: '/api/store/wallet/entries/export',
      payload: {},
      headers: { authorization: `Bearer ${store.token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const parsed = Papa.parse<Record<string, string>>(csv.body.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.data.map((r) => [r.Description, r.In, r.Out, r.Balance])).toEqual([
      ['Ad order C', '7.00', '', '92.00'],
      ['Withdrawal X', '', '40.00', '85.00'],
      ['Commission B', '25.00', '', '125.00'],
      ['Commission A', '100.00', '', '100.00'],
    ]);
  });

  it('keeps the rows of one transaction whole across a page boundary', async () => {
    const store = await marketplace();
    const at = new Date(Date.UTC(2026, 4, 1, 8, 0, 0));
    // Four rows of the wallet at one moment (one transaction would have them so).
    for (let i = 0; i < 4; i++) await postAt(store.id, SALES, WALLET, 100 + i, at, `Same moment ${i}`);
    const ids = new Set<string>();
    let cursor: string | null = null;
    do {
      const res = await entries(store.token, { limit: 1, cursor });
      for (const e of res.body.list) ids.add(e._id);
      cursor = res.body.next_cursor;
    } while (cursor);
    expect(ids.size).toBe(4);
  });

  it('withdraws to the bank, refusing more than it holds', async () => {
    const store = await marketplace();
    await postNow(store.id, SALES, WALLET, 50_000);
    const tooMuch = await t.call(
      'POST',
      '/api/store/wallet/withdraw',
      { amount: '500.01', reference: 'UTR1' },
      store.token,
    );
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.body.message).toBe('amount: This is more than the wallet holds');
    const bad = await t.call(
      'POST',
      '/api/store/wallet/withdraw',
      { amount: '12.345', reference: 'UTR1' },
      store.token,
    );
    expect(bad.statusCode).toBe(400);
    const zero = await t.call('POST', '/api/store/wallet/withdraw', { amount: '0', reference: 'UTR1' }, store.token);
    expect(zero.statusCode).toBe(400);
    const noRef = await t.call('POST', '/api/store/wallet/withdraw', { amount: '10' }, store.token);
    expect(noRef.statusCode).toBe(400);

    const ok = await t.call(
      'POST',
      '/api/store/wallet/withdraw',
      { amount: '120.50', reference: 'UTR-778' },
      store.token,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.body.data).toMatchObject({ currency: 'INR', balance: 50_000 - 12_050 });
    const rows = await t.app.ctx.db
      .select({ account: ledgerEntries.account, amount: ledgerEntries.amount, memo: ledgerEntries.memo })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.storeId, store.id), eq(ledgerEntries.transactionId, ok.body.data.transaction_id)));
    expect(rows.sort((a, b) => a.amount - b.amount)).toEqual([
      { account: WALLET, amount: -12_050, memo: 'Withdrawal to bank (ref UTR-778)' },
      { account: 'paid_out:bank_transfer', amount: 12_050, memo: 'Withdrawal to bank (ref UTR-778)' },
    ]);
    const list = await entries(store.token);
    expect(list.body.list[0]).toMatchObject({
      memo: 'Withdrawal to bank (ref UTR-778)',
      amount: -12_050,
      balance: 37_950,
    });
    // The whole balance may go, and not a minor unit more.
    expect(
      (await t.call('POST', '/api/store/wallet/withdraw', { amount: '379.50', reference: 'UTR-9' }, store.token))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.call('POST', '/api/store/wallet/withdraw', { amount: '0.01', reference: 'UTR-9' }, store.token))
        .statusCode,
    ).toBe(400);
    expect(await unbalancedTransactions(store.id)).toEqual([]);
  });

  it('lets only one of two withdrawals at once take what only one fits in', async () => {
    const store = await marketplace();
    await postNow(store.id, SALES, WALLET, 1_000);
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        [1, 2].map((n) =>
          t.call('POST', '/api/store/wallet/withdraw', { amount: '7', reference: `R${round}-${n}` }, store.token),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
      const balance = await t.call('GET', '/api/store/wallet', undefined, store.token);
      expect(balance.body.data.balance).toBe(300);
      await postNow(store.id, SALES, WALLET, 700);
    }
  });

  it('is refused to vendors, branches need not apply, and staff without billing', async () => {
    const store = await marketplace();
    const vendor = await vendorOf(store.id);
    expect((await t.call('GET', '/api/store/wallet', undefined, vendor.token)).statusCode).toBe(403);
    expect((await entries(vendor.token)).statusCode).toBe(403);
  });
});

describe('a vendor’s wallet', () => {
  it('shows its own pending and available accounts and rows, never another vendor’s', async () => {
    const store = await marketplace();
    const a = await vendorOf(store.id);
    const b = await vendorOf(store.id);
    const accountsA = vendorWalletAccounts(a.id);
    const accountsB = vendorWalletAccounts(b.id);
    const day = (d: number) => new Date(Date.UTC(2026, 5, d, 6, 0, 0));
    await postAt(store.id, SALES, accountsA.pending, 9_000, day(1), 'Line of order 1001');
    await postAt(store.id, SALES, accountsB.pending, 5_000, day(1), 'Line of order 1002 (B)');
    await postAt(store.id, SALES, accountsA.pending, 1_000, day(2), 'Line of order 1003');
    await postAt(store.id, accountsA.pending, accountsA.available, 9_000, day(3), 'Statement closed');
    await postAt(store.id, SALES, WALLET, 1_000, day(1), 'Commission');

    const summary = await t.call('GET', '/api/store/vendor_wallet', undefined, a.token);
    expect(summary.body).toEqual({ status: true, data: { currency: 'INR', pending: 1_000, available: 9_000 } });
    const list = await entries(a.token, {}, '/api/store/vendor_wallet/entries');
    const rows = list.body.list.map((e: { memo: string; side: string; amount: number }) => [e.memo, e.side, e.amount]);
    // The statement's two rows, then the lines; B's line and the store's commission are not A's.
    expect(rows.slice(2)).toEqual([
      ['Line of order 1003', 'pending', 1_000],
      ['Line of order 1001', 'pending', 9_000],
    ]);
    expect(rows.slice(0, 2).sort()).toEqual(
      [
        ['Statement closed', 'available', 9_000],
        ['Statement closed', 'pending', -9_000],
      ].sort(),
    );
    // Its running balance is what it is owed in all: 10,000 after the statement as before (both
    // rows of the statement show the balance after the whole transaction).
    expect(list.body.list.map((e: { balance: number }) => e.balance)).toEqual([10_000, 10_000, 10_000, 9_000]);

    const other = await entries(b.token, {}, '/api/store/vendor_wallet/entries');
    expect(other.body.list.map((e: { memo: string }) => e.memo)).toEqual(['Line of order 1002 (B)']);
    expect((await t.call('GET', '/api/store/vendor_wallet', undefined, b.token)).body.data).toMatchObject({
      pending: 5_000,
      available: 0,
    });

    const csv = await t.app.inject({
      method: 'POST',
      url: '/api/store/vendor_wallet/entries/export',
      payload: {},
      headers: { authorization: `Bearer ${b.token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Line of order 1002 (B)');
    expect(csv.body).not.toContain('Line of order 1001');

    // The owner has the store's wallet, not a vendor's.
    expect((await t.call('GET', '/api/store/vendor_wallet', undefined, store.token)).statusCode).toBe(403);
  });
});

describe('a refund after a withdrawal', () => {
  it('records the shortfall as owed, refuses withdrawals while it owes, and earnings repay it first', async () => {
    const store = await marketplace();
    const PROVIDER = LEDGER_ACCOUNTS.provider('test_card');
    await postNow(store.id, PROVIDER, WALLET, 1_000, 'Ad "Bowls" in Home, 2 days');
    const out = await t.call('POST', '/api/store/wallet/withdraw', { amount: '10', reference: 'UTR-9' }, store.token);
    expect(out.statusCode, JSON.stringify(out.body)).toBe(200);
    await postNow(store.id, WALLET, PROVIDER, 600, 'Refund of the ad "Bowls"');
    const owing = (await t.call('GET', '/api/store/wallet', undefined, store.token)).body.data;
    expect(owing).toMatchObject({ balance: 0, owed: 600 });
    const refused = await t.call('POST', '/api/store/wallet/withdraw', { amount: '0.01', reference: 'R' }, store.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toContain(WALLET_OWES);
    const rows = (await entries(store.token, { limit: 10 })).body.list;
    expect(rows[0]).toMatchObject({ memo: 'Refund of the ad "Bowls"', balance: -600 });
    expect(rows.filter((r: { side: string }) => r.side === 'owed').map((r: { amount: number }) => r.amount)).toEqual([
      -600,
    ]);
    const csv = await t.app.inject({
      method: 'POST',
      url: '/api/store/wallet/entries/export',
      payload: {},
      headers: { authorization: `Bearer ${store.token}` },
    });
    const parsed = Papa.parse<Record<string, string>>(csv.body.replace(/^\uFEFF/, ''), { header: true });
    expect(parsed.meta.fields).not.toContain('Side');
    expect(parsed.data.filter((r) => r.Description?.endsWith('(owed)')).map((r) => r.Out)).toEqual(['6.00']);

    await postNow(store.id, SALES, WALLET, 250);
    expect((await t.call('GET', '/api/store/wallet', undefined, store.token)).body.data).toMatchObject({
      balance: 0,
      owed: 350,
    });
    await postNow(store.id, SALES, WALLET, 500);
    expect((await t.call('GET', '/api/store/wallet', undefined, store.token)).body.data).toMatchObject({
      balance: 150,
      owed: 0,
    });
    const again = await t.call('POST', '/api/store/wallet/withdraw', { amount: '1.50', reference: 'R2' }, store.token);
    expect(again.statusCode).toBe(200);
    expect(await unbalancedTransactions(store.id)).toEqual([]);
  });
});

describe('the wallet under any sequence of postings, withdrawals and refunds', () => {
  it('keeps every transaction summing to zero, never goes below zero, and owes only what refunds left', async () => {
    const store = await marketplace();
    const PROVIDER = LEDGER_ACCOUNTS.provider('test_card');
    const step = fc.oneof(
      fc.record({ kind: fc.constant('credit' as const), amount: fc.integer({ min: 1, max: 5_000 }) }),
      fc.record({ kind: fc.constant('withdraw' as const), amount: fc.integer({ min: 1, max: 6_000 }) }),
      fc.record({ kind: fc.constant('refund' as const), amount: fc.integer({ min: 1, max: 3_000 }) }),
    );
    let held: WalletStep[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const model = replayWallet([...held, ...steps]);
        for (const s of steps) {
          if (s.kind === 'credit') await postNow(store.id, SALES, WALLET, s.amount);
          else if (s.kind === 'refund') await postNow(store.id, WALLET, PROVIDER, s.amount, 'Refund of the ad "X"');
          else {
            const res = await t.call(
              'POST',
              '/api/store/wallet/withdraw',
              { amount: (s.amount / 100).toFixed(2), reference: 'P' },
              store.token,
            );
            expect([200, 400]).toContain(res.statusCode);
          }
        }
        const data = (await t.call('GET', '/api/store/wallet', undefined, store.token)).body.data;
        expect({ balance: data.balance, owed: data.owed }).toEqual({ balance: model.wallet, owed: model.owed });
        expect(data.balance).toBeGreaterThanOrEqual(0);
        expect(data.owed).toBeGreaterThanOrEqual(0);
        expect(data.balance > 0 && data.owed > 0).toBe(false);
        expect(await unbalancedTransactions(store.id)).toEqual([]);
        const list = await entries(store.token, { limit: 100 });
        // The balance after a row is what the wallet held less what it owed: below zero only by a debt.
        if (list.body.list.length) expect(list.body.list[0].balance).toBe(data.balance - data.owed);
        held = [
          ...(data.balance > 0 ? [{ kind: 'credit' as const, amount: data.balance }] : []),
          ...(data.owed > 0 ? [{ kind: 'refund' as const, amount: data.owed }] : []),
        ];
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});
