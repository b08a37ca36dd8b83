import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_ACCOUNTS, storeTimeZone, transfer } from '@stallfront/shared';
import { addDays, type DayRange, everyDay, previousPeriod, storeDayOf } from '@stallfront/shared/dashboard';
import {
  branches,
  orderLines,
  orders,
  shareProductSalesDays,
  shareSalesDays,
  stores,
  vendors,
} from '../src/db/schema/index.js';
import { hashPassword } from '../src/platform/auth/passwords.js';
import { balanceOf, post } from '../src/platform/ledger/ledger.js';
import { DEMO_PASSWORD } from '../src/seed/demo-stores.js';
import { demoToken } from './fixtures.js';
import { startDemoApp, type TestApp } from './harness.js';

let t: TestApp;
let bazaar: { id: string; timeZone: string };
let fresh: { id: string; timeZone: string };

async function storeNamed(subDomain: string) {
  const [row] = await t.app.ctx.db.select().from(stores).where(eq(stores.subDomain, subDomain));
  return { id: row!.id, timeZone: storeTimeZone(row!.country, row!.timezone) };
}

beforeAll(async () => {
  t = await startDemoApp();
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

/** Every share's figures by day and by product, as a full scan of the store's orders computes them. */
async function scanShares(store: { id: string; timeZone: string }) {
  const db = t.app.ctx.db;
  const placed = await db.select().from(orders).where(eq(orders.storeId, store.id));
  const lines = await db.select().from(orderLines).where(eq(orderLines.storeId, store.id));
  const days: Record<string, Figures> = {};
  const items: Record<string, { units: number; sales: number }> = {};
  const add = (key: string, orders: number, sales: number, units: number) => {
    const d = days[key] ?? { orders: 0, sales: 0, units: 0 };
    days[key] = { orders: d.orders + orders, sales: d.sales + sales, units: d.units + units };
  };
  const addItem = (key: string, units: number, sales: number) => {
    const p = items[key] ?? { units: 0, sales: 0 };
    items[key] = { units: p.units + units, sales: p.sales + sales };
  };
  for (const order of placed.filter((o) => o.status === 'live' || o.status === 'delivered')) {
    const day = storeDayOf(order.createdAt, store.timeZone);
    const own = lines.filter((l) => l.orderId === order.id);
    const units = own.reduce((s, l) => s + l.quantity, 0);
    if (order.branchId) add(`${day} branch ${order.branchId}`, 1, order.total, units);
    for (const vendorId of new Set(own.flatMap((l) => (l.vendorId ? [l.vendorId] : [])))) {
      const its = own.filter((l) => l.vendorId === vendorId);
      add(
        `${day} vendor ${vendorId}`,
        1,
        its.reduce((s, l) => s + l.subtotal + l.tax, 0),
        its.reduce((s, l) => s + l.quantity, 0),
      );
    }
    for (const l of own.filter((l) => l.productId)) {
      if (l.vendorId) addItem(`${day} vendor ${l.vendorId} ${l.productId}`, l.quantity, l.subtotal);
      if (order.branchId) addItem(`${day} branch ${order.branchId} ${l.productId}`, l.quantity, l.subtotal);
    }
  }
  return { days, items };
}

/** The share rollups as the triggers kept them, rows emptied by changes left out. */
async function shareRollups(storeId: string) {
  const db = t.app.ctx.db;
  const days = await db.select().from(shareSalesDays).where(eq(shareSalesDays.storeId, storeId));
  const items = await db.select().from(shareProductSalesDays).where(eq(shareProductSalesDays.storeId, storeId));
  return {
    days: Object.fromEntries(
      days
        .filter((d) => d.orders || d.sales || d.units)
        .map((d) => [`${d.day} ${d.shareKind} ${d.shareId}`, { orders: d.orders, sales: d.sales, units: d.units }]),
    ),
    items: Object.fromEntries(
      items
        .filter((p) => p.units || p.sales)
        .map((p) => [`${p.day} ${p.shareKind} ${p.shareId} ${p.productId}`, { units: p.units, sales: p.sales }]),
    ),
  };
}

describe('the vendor and branch rollups', () => {
  it('equal a full scan after random cancellations, line changes, branch moves and deletions', async () => {
    const db = t.app.ctx.db;
    const vendorIds = (await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.storeId, bazaar.id))).map(
      (v) => v.id,
    );
    const branchIds = (await db.select({ id: branches.id }).from(branches).where(eq(branches.storeId, fresh.id))).map(
      (b) => b.id,
    );
    const change = fc.record({
      kind: fc.constantFrom('cancel', 'revive', 'quantity', 'vendor', 'branch', 'delete'),
      pick: fc.nat(),
      to: fc.nat(),
    });
    type Change = { kind: string; pick: number; to: number };
    const apply = async (store: { id: string }, { kind, pick, to }: Change) => {
      const placed = await db.select().from(orders).where(eq(orders.storeId, store.id)).orderBy(orders.id);
      const order = placed[pick % placed.length]!;
      const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.id);
      const line = lines[to % Math.max(lines.length, 1)];
      if (kind === 'cancel') await db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
      if (kind === 'revive') await db.update(orders).set({ status: 'live' }).where(eq(orders.id, order.id));
      if (kind === 'delete' && placed.length > 5) await db.delete(orders).where(eq(orders.id, order.id));
      if (kind === 'quantity' && line) {
        const quantity = 1 + (to % 4);
        await db
          .update(orderLines)
          .set({ quantity, subtotal: line.unitPrice * quantity })
          .where(eq(orderLines.id, line.id));
      }
      if (kind === 'vendor' && line && vendorIds.length > 0) {
        // All of the order's lines at once sometimes: one statement writing several lines of a vendor.
        const ids = to % 2 === 0 ? [line.id] : lines.map((l) => l.id);
        await db
          .update(orderLines)
          .set({ vendorId: to % 3 === 0 ? null : vendorIds[to % vendorIds.length]! })
          .where(inArray(orderLines.id, ids));
      }
      if (kind === 'branch') {
        const branchId = to % 3 === 0 || branchIds.length === 0 ? null : branchIds[to % branchIds.length]!;
        await db.update(orders).set({ branchId }).where(eq(orders.id, order.id));
      }
    };
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 6 }), async (changes) => {
        for (const [i, c] of changes.entries()) await apply(i % 2 === 0 ? bazaar : fresh, c);
        expect(await shareRollups(bazaar.id)).toEqual(await scanShares(bazaar));
        expect(await shareRollups(fresh.id)).toEqual(await scanShares(fresh));
      }),
      { numRuns: 8 },
    );
  });
});
