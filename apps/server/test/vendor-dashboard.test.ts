import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_ACCOUNTS, storeTimeZone, transfer } from '@stallfront/shared';
import { addDays, type DayRange, everyDay, previousPeriod, storeDayOf } from '@stallfront/shared/dashboard';
import { branches, orderLines, orders, stores, vendors } from '../src/db/schema/index.js';
import { hashPassword } from '../src/platform/auth/passwords.js';
import { balanceOf, post } from '../src/platform/ledger/ledger.js';
import { DEMO_PASSWORD } from '../src/seed/demo-stores.js';
import { seedDemo } from '../src/seed/demo.js';
import { demoToken } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
let bazaar: { id: string; timeZone: string };
let fresh: { id: string; timeZone: string };

async function storeNamed(subDomain: string) {
  const [row] = await t.app.ctx.db.select().from(stores).where(eq(stores.subDomain, subDomain));
  return { id: row!.id, timeZone: storeTimeZone(row!.country, row!.timezone) };
}

beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t.app.ctx);
  bazaar = await storeNamed('bazaar-central');
  fresh = await storeNamed('fresh-basket');
}, 240_000);
afterAll(() => t.close());

interface Figures {
  orders: number;
  sales: number;
  units: number;
}

/** The figures of a share computed here, row by row, from the orders and their lines. */
async function directly(
  storeId: string,
  timeZone: string,
  range: DayRange,
  whose: { vendorId: string } | { branchId: string },
) {
  const db = t.app.ctx.db;
  const placed = await db.select().from(orders).where(eq(orders.storeId, storeId));
  const counted = placed.filter((o) => o.status === 'live' || o.status === 'delivered');
  const lines = await db.select().from(orderLines).where(eq(orderLines.storeId, storeId));
  const days = new Map<string, Figures>(everyDay(range).map((d) => [d, { orders: 0, sales: 0, units: 0 }]));
  const products = new Map<string, { units: number; sales: number }>();
  for (const order of counted) {
    const day = days.get(storeDayOf(order.createdAt, timeZone));
    if (!day) continue;
    const own = lines.filter(
      (l) => l.orderId === order.id && ('vendorId' in whose ? l.vendorId === whose.vendorId : true),
    );
    if ('vendorId' in whose) {
      if (own.length === 0) continue;
      day.orders += 1;
      day.sales += own.reduce((s, l) => s + l.subtotal + l.tax, 0);
    } else {
      if (order.branchId !== whose.branchId) continue;
      day.orders += 1;
      day.sales += order.total;
    }
    day.units += own.reduce((s, l) => s + l.quantity, 0);
    for (const l of own) {
      if (!l.productId) continue;
      const p = products.get(l.productId) ?? { units: 0, sales: 0 };
      products.set(l.productId, { units: p.units + l.quantity, sales: p.sales + l.subtotal });
    }
  }
  const totals = [...days.values()].reduce(
    (t, d) => ({ orders: t.orders + d.orders, sales: t.sales + d.sales, units: t.units + d.units }),
    { orders: 0, sales: 0, units: 0 },
  );
  const top = [...products.entries()]
    .filter(([, p]) => p.units > 0)
    .sort(([ida, a], [idb, b]) => b.sales - a.sales || (ida < idb ? -1 : 1))
    .slice(0, 5)
    .map(([product_id, p]) => ({ product_id, units: p.units, sales: p.sales }));
  return { totals, days: [...days.entries()].map(([day, f]) => ({ day, ...f })), top };
}

const ask = (path: 'vendor_dashboard' | 'branch_dashboard', token: string, range: DayRange) =>
  t.call('POST', `/api/store/${path}`, range, token);

/** The last `n` store days to today. */
const lastDays = (timeZone: string, n: number): DayRange => {
  const today = storeDayOf(t.clock.now(), timeZone);
  return { from: addDays(today, -(n - 1)), to: today };
};

async function expectEqualsDirect(
  path: 'vendor_dashboard' | 'branch_dashboard',
  token: string,
  store: { id: string; timeZone: string },
  range: DayRange,
  whose: { vendorId: string } | { branchId: string },
) {
  const res = await ask(path, token, range);
  expect(res.statusCode).toBe(200);
  const data = res.body.data;
  const now = await directly(store.id, store.timeZone, range, whose);
  const before = await directly(store.id, store.timeZone, previousPeriod(range), whose);
  expect(data.time_zone).toBe(store.timeZone);
  expect(data.period).toMatchObject({ ...range, ...now.totals });
  expect(data.previous).toMatchObject({ ...previousPeriod(range), ...before.totals });
  expect(data.days).toEqual(now.days);
  expect(data.top_products.map(({ name: _, ...p }: { name: string }) => p)).toEqual(now.top);
  return data;
}

let memberHash: Promise<string> | undefined;
async function newVendor(storeId: string) {
  memberHash ??= hashPassword('member-test-pass');
  const email = `vendor-${randomUUID().slice(0, 8)}@example.com`;
  const [row] = await t.app.ctx.db
    .insert(vendors)
    .values({ storeId, email, passwordHash: await memberHash, name: 'Second vendor', companyName: 'Second Co' })
    .returning({ id: vendors.id });
  const res = await t.call('POST', '/api/auth/store/vendor_login', {
    store_id: storeId,
    email,
    password: 'member-test-pass',
  });
  return { id: row!.id, token: res.body.store_token as string };
}

describe('the vendor dashboard', () => {
  it('shows each vendor its own lines only, equal to a direct computation, with its balances', async () => {
    const db = t.app.ctx.db;
    const [meera] = await db.select().from(vendors).where(eq(vendors.email, 'vendor1@bazaar-central.demo'));
    const token = await demoToken(t, 'vendor1@bazaar-central.demo', DEMO_PASSWORD, bazaar.id);
    const range = lastDays(bazaar.timeZone, 90);
    const first = await expectEqualsDirect('vendor_dashboard', token, bazaar, range, { vendorId: meera!.id });
    expect(first.period.orders).toBeGreaterThan(0);

    // A second vendor takes over some of Meera's lines: each sees its own, and together they
    // are what Meera had.
    const second = await newVendor(bazaar.id);
    const meeraLines = await db
      .select({ id: orderLines.id })
      .from(orderLines)
      .where(and(eq(orderLines.storeId, bazaar.id), eq(orderLines.vendorId, meera!.id)));
    const moved = meeraLines.filter((_, i) => i % 2 === 0).map((l) => l.id);
    await db.update(orderLines).set({ vendorId: second.id }).where(inArray(orderLines.id, moved));
    const a = await expectEqualsDirect('vendor_dashboard', token, bazaar, range, { vendorId: meera!.id });
    const b = await expectEqualsDirect('vendor_dashboard', second.token, bazaar, range, { vendorId: second.id });
    expect(a.period.units + b.period.units).toBe(first.period.units);
    expect(a.period.sales + b.period.sales).toBe(first.period.sales);
    expect(b.period.units).toBeGreaterThan(0);

    // Balances from its own ledger accounts.
    await db.transaction((tx) =>
      post(tx, {
        storeId: bazaar.id,
        currency: 'INR',
        memo: 'A paid line',
        postings: transfer(LEDGER_ACCOUNTS.vendorSales(), LEDGER_ACCOUNTS.vendorUnsettled(second.id), 4_200),
      }),
    );
    const withBalance = await ask('vendor_dashboard', second.token, range);
    expect(withBalance.body.data.balance).toEqual({ pending: 4_200, available: 0 });
    // Meera's are its own accounts', whatever the settlement seeded; the posting above is not in them.
    const meeraBalance = (await ask('vendor_dashboard', token, range)).body.data.balance;
    expect(meeraBalance).toEqual({
      pending: await balanceOf(db, bazaar.id, LEDGER_ACCOUNTS.vendorUnsettled(meera!.id)),
      available: await balanceOf(db, bazaar.id, LEDGER_ACCOUNTS.vendorSettled(meera!.id)),
    });
  });

  it('is the signed-in vendor’s only', async () => {
    const owner = await demoToken(t, 'owner@bazaar-central.demo', DEMO_PASSWORD);
    const range = lastDays(bazaar.timeZone, 7);
    expect((await ask('vendor_dashboard', owner, range)).statusCode).toBe(403);
    expect((await ask('branch_dashboard', owner, range)).statusCode).toBe(403);
    const vendor = await demoToken(t, 'vendor1@bazaar-central.demo', DEMO_PASSWORD, bazaar.id);
    expect((await ask('branch_dashboard', vendor, range)).statusCode).toBe(403);
    const bad = await ask('vendor_dashboard', vendor, { from: '2026-03-10', to: '2026-03-01' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the branch dashboard', () => {
  it('shows each branch its own orders only, equal to a direct computation', async () => {
    const db = t.app.ctx.db;
    const rows = await db.select().from(branches).where(eq(branches.storeId, fresh.id));
    const annaNagar = rows.find((b) => b.email === 'annanagar@fresh-basket.demo')!;
    const tNagar = rows.find((b) => b.email === 'tnagar@fresh-basket.demo')!;
    const range = lastDays(fresh.timeZone, 90);
    const anna = await expectEqualsDirect(
      'branch_dashboard',
      await demoToken(t, annaNagar.email, DEMO_PASSWORD),
      fresh,
      range,
      { branchId: annaNagar.id },
    );
    const tn = await expectEqualsDirect(
      'branch_dashboard',
      await demoToken(t, tNagar.email, DEMO_PASSWORD),
      fresh,
      range,
      { branchId: tNagar.id },
    );
    expect(anna.period.orders).toBeGreaterThan(0);
    expect(tn.period.orders).toBeGreaterThan(0);
    // Together they are every counted branch order of the range, none twice.
    const atBranches = (await db.select().from(orders).where(eq(orders.storeId, fresh.id))).filter(
      (o) =>
        o.branchId &&
        (o.status === 'live' || o.status === 'delivered') &&
        storeDayOf(o.createdAt, fresh.timeZone) >= range.from &&
        storeDayOf(o.createdAt, fresh.timeZone) <= range.to,
    );
    expect(anna.period.orders + tn.period.orders).toBe(atBranches.length);
    const vendor = await demoToken(t, annaNagar.email, DEMO_PASSWORD);
    expect((await ask('vendor_dashboard', vendor, range)).statusCode).toBe(403);
  });
});
