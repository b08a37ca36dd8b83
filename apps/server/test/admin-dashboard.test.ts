import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_ACCOUNTS, PACKAGE_IDS } from '@stallfront/shared';
import { addDays } from '@stallfront/shared/dashboard';
import { billingPayments, chatMessages, feedbacks, ledgerEntries, stores } from '../src/db/schema/index.js';
import { memberToken, signUpStore } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { masterToken } from './panels-fixtures.js';

let t: TestApp;
let master: string;
let a: Awaited<ReturnType<typeof signUpStore>>;
let b: Awaited<ReturnType<typeof signUpStore>>;
const idOf = (s: typeof a) => s.session.data._id as string;
// Rows take the database's clock (now()), so the range is the real today's.
const today = new Date().toISOString().slice(0, 10);
const week = { from: addDays(today, -6), to: today };

beforeAll(async () => {
  t = await startTestApp();
  master = await masterToken(t);
  const step = (email: string, s: string) => t.call('POST', '/api/others/signup_log', { email, step: s });
  for (const s of ['email', 'details', 'store_type']) await step('quitter@example.com', s);
  await step('browser@example.com', 'email');
  a = await signUpStore(t, { type: 'multi_vendor' });
  b = await signUpStore(t);
  for (const s of ['email', 'details', 'store_type', 'category', 'password']) await step(a.body.email, s);
  const { db } = t.app.ctx;
  const paid = {
    kind: 'purchase',
    packageId: PACKAGE_IDS.essential,
    period: 'yearly' as const,
    lines: [],
    provider: 'test_card',
  };
  const at = new Date();
  await db.insert(billingPayments).values([
    {
      ...paid,
      storeId: idOf(a),
      attemptKey: 'a1',
      amount: 29900,
      currency: 'USD',
      status: 'paid',
      periodStart: at,
      periodEnd: at,
      createdAt: at,
      settledAt: at,
    },
    {
      ...paid,
      storeId: idOf(b),
      attemptKey: 'b1',
      amount: 1000,
      currency: 'USD',
      status: 'failed',
      periodStart: at,
      periodEnd: at,
      createdAt: at,
      settledAt: at,
    },
  ]);
  const fee = randomUUID();
  await db.insert(ledgerEntries).values([
    {
      storeId: idOf(a),
      transactionId: fee,
      account: LEDGER_ACCOUNTS.platformFees(),
      amount: 250,
      currency: 'INR',
      memo: 'fee',
    },
    {
      storeId: idOf(a),
      transactionId: fee,
      account: LEDGER_ACCOUNTS.vendorSales(),
      amount: -250,
      currency: 'INR',
      memo: 'fee',
    },
  ]);
  await db
    .insert(feedbacks)
    .values({ storeId: idOf(b), title: 'Slow', severity: 'Minor', description: 'x', sentBy: 'me' });
  await db.insert(chatMessages).values({ storeId: idOf(b), from: 'store', senderName: 'Owner', content: 'Help?' });
}, 60_000);
afterAll(() => t.close());

const dashboard = (body: unknown, token = master) => t.call('POST', '/api/admin/dashboard', body, token);

describe('the platform dashboard', () => {
  it('counts the stores by type and status, every day of the range, the funnel, revenue, trials and support', async () => {
    const res = await dashboard(week);
    expect(res.statusCode).toBe(200);
    const d = res.body.data;
    expect(d.stores.total).toBe(2);
    expect(d.stores.by_type).toEqual(
      expect.arrayContaining([
        { key: 'multi_vendor', stores: 1 },
        { key: 'order_based', stores: 1 },
      ]),
    );
    expect(d.stores.by_status).toEqual([{ key: 'active', stores: 2 }]);
    expect(d.days.map((day: { day: string }) => day.day)).toEqual(
      Array.from({ length: 7 }, (_, i) => addDays(week.from, i)),
    );
    expect(d.days.at(-1)).toEqual({ day: today, signups_started: 4, stores_created: 2, plans_paid: 1 });
    const reached = Object.fromEntries(d.funnel.map((s: { step: string; people: number }) => [s.step, s.people]));
    expect(reached).toEqual({ email: 3, details: 2, store_type: 2, category: 1, password: 1, completed: 2 });
    expect(d.funnel[0].of_started).toBe(100);
    expect(d.revenue.plans).toEqual([{ currency: 'USD', amount: 29900, payments: 1 }]);
    expect(d.revenue.fees).toEqual([{ currency: 'INR', amount: 250, payments: 1 }]);
    expect(d.trials.stores).toBeGreaterThanOrEqual(1);
    expect(d.trials.features).toBeGreaterThanOrEqual(1);
    expect(d).toMatchObject({ feedback: 1, open_chats: 1 });
  });

  it('counts nothing in a range before anything happened; the stores are counted whatever the range', async () => {
    const res = await dashboard({ from: '2025-01-01', to: '2025-01-31' });
    const d = res.body.data;
    expect(d.days).toHaveLength(31);
    expect(
      d.days.every(
        (day: { signups_started: number; plans_paid: number }) => day.signups_started + day.plans_paid === 0,
      ),
    ).toBe(true);
    expect(d.revenue).toEqual({ plans: [], fees: [] });
    expect(d.feedback).toBe(0);
    expect(d.stores.total).toBe(2);
  });

  it("reads the fees from the rollup the ledger's triggers keep: equal to the ledger, a store's removal included", async () => {
    const { db } = t.app.ctx;
    const c = await signUpStore(t, { type: 'multi_vendor' });
    const fee = (storeId: string, amount: number, currency: string, at: string) => {
      const transactionId = randomUUID();
      const createdAt = new Date(at);
      return db.insert(ledgerEntries).values([
        { storeId, transactionId, account: LEDGER_ACCOUNTS.platformFees(), amount, currency, memo: 'fee', createdAt },
        {
          storeId,
          transactionId,
          account: LEDGER_ACCOUNTS.vendorSales(),
          amount: -amount,
          currency,
          memo: 'fee',
          createdAt,
        },
      ]);
    };
    await fee(idOf(a), 120, 'USD', '2026-03-10T00:00:00Z');
    await fee(idOf(c), 80, 'USD', '2026-03-10T23:59:59Z');
    await fee(idOf(c), -30, 'USD', '2026-03-11T08:00:00Z'); // a refund's reversal
    await fee(idOf(c), 500, 'INR', '2026-03-11T09:00:00Z');
    await fee(idOf(c), 999, 'USD', '2026-03-09T23:59:59Z'); // the day before the range
    const march = { from: '2026-03-10', to: '2026-03-11' };
    expect((await dashboard(march)).body.data.revenue.fees).toEqual([
      { currency: 'INR', amount: 500, payments: 1 },
      { currency: 'USD', amount: 170, payments: 3 },
    ]);
    const sums = async (from: string) => {
      const rolled = await db.execute(sql`select day::text as day, currency, sum(amount)::bigint as amount,
        sum(postings)::int as n from platform_fee_days where day >= ${from}::date group by 1, 2 order by 1, 2`);
      const scanned = await db.execute(sql`select (created_at at time zone 'UTC')::date::text as day, currency,
        sum(amount)::bigint as amount, count(*)::int as n from ledger_entries
        where account = ${LEDGER_ACCOUNTS.platformFees()} and created_at >= ${from}::date group by 1, 2 order by 1, 2`);
      const rows = (r: unknown) =>
        (r as { rows: Record<string, unknown>[] }).rows.map((x) => ({
          ...x,
          amount: Number(x.amount),
          n: Number(x.n),
        }));
      return { rolled: rows(rolled).filter((x) => x.n !== 0), scanned: rows(scanned) };
    };
    const before = await sums('2026-03-01');
    expect(before.rolled).toEqual(before.scanned);
    // A store's postings leave with it (the foreign key's cascade), and its fees leave the rollup.
    await db.delete(stores).where(eq(stores.id, idOf(c)));
    const after = await sums('2026-03-01');
    expect(after.rolled).toEqual(after.scanned);
    expect((await dashboard(march)).body.data.revenue.fees).toEqual([{ currency: 'USD', amount: 120, payments: 1 }]);
  });

  it('refuses a range that ends before it starts, runs over a year, or is not made of dates', async () => {
    const backwards = await dashboard({ from: today, to: addDays(today, -1) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body.message).toMatch(/^to:/);
    const long = await dashboard({ from: '2024-01-01', to: '2025-12-31' });
    expect(long.statusCode).toBe(400);
    const junk = await dashboard({ from: 'yesterday', to: today });
    expect(junk.statusCode).toBe(400);
    expect(junk.body.message).toMatch(/^from:/);
  });

  it('refuses store owners, staff, vendors, branches and the signed-out', async () => {
    const tokens = {
      owner: a.token,
      staff: await memberToken(t, idOf(a), 'staff'),
      vendor: await memberToken(t, idOf(a), 'vendor'),
      branch: await memberToken(t, idOf(a), 'branch'),
    };
    for (const [who, token] of Object.entries(tokens)) expect((await dashboard(week, token)).statusCode, who).toBe(401);
    expect((await t.call('POST', '/api/admin/dashboard', week)).statusCode).toBe(401);
  });
});
