import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_ACCOUNTS, PACKAGE_IDS } from '@stallfront/shared';
import { addDays } from '@stallfront/shared/dashboard';
import { billingPayments, chatMessages, feedbacks, ledgerEntries, signupLog, stores } from '../src/db/schema/index.js';
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

describe('the sign-up rollups', () => {
  it('count each person once, on the day they first reached a step, over bulk and repeated log rows', async () => {
    const { db } = t.app.ctx;
    const steps = ['email', 'details', 'store_type'];
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 48271) % 2147483647;
      return seed % n;
    };
    // Three statements of forty rows, in time order as the form writes them: days 0-2, 3-5, 6-8 of 2024-03.
    const rows = Array.from({ length: 3 }, (_, batch) =>
      Array.from({ length: 40 }, () => ({
        email: `rollup-${next(25)}@example.com`,
        step: steps[next(3)] as string,
        createdAt: new Date(Date.UTC(2024, 2, 1 + batch * 3 + next(3), next(24))),
      })),
    );
    // One statement a batch: the trigger sees each as one transition table.
    for (const batch of rows) await db.insert(signupLog).values(batch);

    // Directly: each (email, step) and (email, any step) pair's first day, counted per day and step.
    const firsts = new Map<string, string>();
    for (const r of rows.flat()) {
      const day = r.createdAt.toISOString().slice(0, 10);
      for (const key of [`${r.email} ${r.step}`, `${r.email} *`]) {
        const seen = firsts.get(key);
        if (!seen || day < seen) firsts.set(key, day);
      }
    }
    const want = new Map<string, number>();
    for (const [key, day] of firsts) {
      const id = `${day} ${key.split(' ')[1]}`;
      want.set(id, (want.get(id) ?? 0) + 1);
    }
    const kept = await db.execute(sql`select day::text as day, step, people from signup_step_days
      where day >= '2024-03-01' and day < '2024-04-01'`);
    const got = new Map(
      (kept as unknown as { rows: { day: string; step: string; people: number }[] }).rows.map((r) => [
        `${r.day} ${r.step}`,
        Number(r.people),
      ]),
    );
    expect(got).toEqual(want);

    const march = await dashboard({ from: '2024-03-01', to: '2024-03-31' });
    const reached = Object.fromEntries(
      march.body.data.funnel.map((s: { step: string; people: number }) => [s.step, s.people]),
    );
    for (const step of steps)
      expect(reached[step]).toBe([...firsts.keys()].filter((k) => k.endsWith(` ${step}`)).length);
    const started = march.body.data.days.reduce(
      (sum: number, d: { signups_started: number }) => sum + d.signups_started,
      0,
    );
    expect(started).toBe(new Set(rows.flat().map((r) => r.email)).size);
  });
});
