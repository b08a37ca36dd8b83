import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settlementLines, vendors } from '../src/db/schema/index.js';
import { settleOrder } from '../src/modules/settlement/settle-order.js';
import { memberToken } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { shopStore } from './shop-fixtures.js';
import { balancesOf, buy, expectBalancedLedger, item, type Marketplace, marketplace } from './settlement-fixtures.js';

let t: TestApp;
let m: Marketplace;

beforeAll(async () => {
  t = await startTestApp();
  m = await marketplace(t);
});
afterAll(() => t.close());

const lines = (token: string, body: Record<string, unknown> = {}) =>
  t.call('POST', '/api/store/vendor_settlement_lines', body, token);
const statements = (token: string, body: Record<string, unknown> = {}) =>
  t.call('POST', '/api/store/vendor_statements', body, token);
const close = (token: string, body: Record<string, unknown> = {}) =>
  t.call('POST', '/api/store/vendor_statements/close', body, token);
const linesOf = (orderId: string) =>
  t.app.ctx.db.select().from(settlementLines).where(eq(settlementLines.orderId, orderId));

describe('a paid order with two vendors', () => {
  it('posts one balanced transaction per vendor line, split by the vendor, then the store rate, and the plan fee', async () => {
    const a = await item(t, m.vendorA.token);
    const b = await item(t, m.vendorB.token);
    const own = await item(t, m.token);
    const before = await balancesOf(t, m);
    const order = await buy(t, m, [a.sku, b.sku, own.sku]);
    expect(order.paymentStatus).toBe('paid');
    const rows = await linesOf(order.id);
    expect(rows).toHaveLength(2);
    const byVendor = Object.fromEntries(rows.map((r) => [r.vendorId, r]));
    // A: 10 % of 100.00 and 1.5 % of it; B: the store's 5 %.
    expect(byVendor[m.vendorA.id]).toMatchObject({
      event: 'sale',
      total: 10_000,
      commission: 1_000,
      fee: 150,
      net: 8_850,
    });
    expect(byVendor[m.vendorB.id]).toMatchObject({
      event: 'sale',
      total: 10_000,
      commission: 500,
      fee: 150,
      net: 9_350,
    });
    const after = await balancesOf(t, m);
    const moved = (account: string) => (after[account] ?? 0) - (before[account] ?? 0);
    expect(moved('store:vendor_sales')).toBe(-20_000);
    expect(moved(`vendor:${m.vendorA.id}:unsettled`)).toBe(8_850);
    expect(moved(`vendor:${m.vendorB.id}:unsettled`)).toBe(9_350);
    expect(moved('store:wallet')).toBe(1_500);
    expect(moved('platform:transaction_fees')).toBe(300);
    await expectBalancedLedger(t, m.id);

    // Exactly once: settling again, twice at once, posts nothing more.
    const again = await Promise.all([
      t.app.ctx.db.transaction((tx) => settleOrder(tx, m.id, order.id, t.app.ctx.now())),
      t.app.ctx.db.transaction((tx) => settleOrder(tx, m.id, order.id, t.app.ctx.now())),
    ]);
    expect(again).toEqual([0, 0]);
    expect(await linesOf(order.id)).toHaveLength(2);
    expect(await balancesOf(t, m)).toEqual(after);
  });

  it('a cash order settles when marked paid, and a cancelled paid order reverses once', async () => {
    const a = await item(t, m.vendorA.token);
    const order = await buy(t, m, [a.sku], 'cod');
    expect(await linesOf(order.id)).toHaveLength(0);
    const before = await balancesOf(t, m);
    const paid = await t.call(
      'POST',
      '/api/store/orders/action',
      { _id: order.id, version: 1, action: 'mark_paid' },
      m.token,
    );
    expect(paid.statusCode, JSON.stringify(paid.body)).toBe(200);
    expect((await linesOf(order.id)).map((l) => l.event)).toEqual(['sale']);
    const cancelled = await t.call(
      'POST',
      '/api/store/orders/action',
      { _id: order.id, version: 2, action: 'cancel', reason: 'Out of stock' },
      m.token,
    );
    expect(cancelled.statusCode, JSON.stringify(cancelled.body)).toBe(200);
    const rows = await linesOf(order.id);
    expect(rows.map((l) => l.event).sort()).toEqual(['reversal', 'sale']);
    const reversal = rows.find((r) => r.event === 'reversal');
    expect(reversal).toMatchObject({ total: -10_000, commission: -1_000, fee: -150, net: -8_850 });
    await t.app.ctx.db.transaction((tx) => settleOrder(tx, m.id, order.id, t.app.ctx.now()));
    expect(await linesOf(order.id)).toHaveLength(2);
    expect(await balancesOf(t, m)).toEqual(before);
    await expectBalancedLedger(t, m.id);
  });
});

describe('who sees what', () => {
  it('a vendor lists only its own lines and statements; another vendor’s statement is a 404', async () => {
    const a = await item(t, m.vendorA.token);
    const b = await item(t, m.vendorB.token);
    await buy(t, m, [a.sku, b.sku]);
    const mine = (await lines(m.vendorA.token, { limit: 100 })).body.list as { vendor_id: string }[];
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((l) => l.vendor_id === m.vendorA.id)).toBe(true);
    // A vendor's filter for another vendor still answers only its own.
    const sneaky = (await lines(m.vendorA.token, { vendor_id: m.vendorB.id })).body.list as { vendor_id: string }[];
    expect(sneaky.every((l) => l.vendor_id === m.vendorA.id)).toBe(true);
    const all = (await lines(m.token, { limit: 100 })).body.list as { vendor_id: string }[];
    expect(new Set(all.map((l) => l.vendor_id))).toEqual(new Set([m.vendorA.id, m.vendorB.id]));

    expect((await close(m.vendorA.token)).statusCode).toBe(403);
    const closed = await close(m.token);
    expect(closed.statusCode, JSON.stringify(closed.body)).toBe(200);
    const made = closed.body.list as { _id: string; vendor_id: string; net: number }[];
    expect(made.map((s) => s.vendor_id).sort()).toEqual([m.vendorA.id, m.vendorB.id].sort());
    const ofB = made.find((s) => s.vendor_id === m.vendorB.id) as { _id: string };
    const ofA = made.find((s) => s.vendor_id === m.vendorA.id) as { _id: string };
    expect(
      (await t.call('GET', `/api/store/vendor_statements/${ofB._id}`, undefined, m.vendorA.token)).statusCode,
    ).toBe(404);
    expect(
      (await t.call('GET', `/api/store/vendor_statements/${ofB._id}/csv`, undefined, m.vendorA.token)).statusCode,
    ).toBe(404);
    const own = await t.call('GET', `/api/store/vendor_statements/${ofA._id}`, undefined, m.vendorA.token);
    expect(own.statusCode).toBe(200);
    const seen = (await statements(m.vendorA.token)).body.list as { vendor_id: string }[];
    expect(seen.map((s) => s.vendor_id)).toEqual([m.vendorA.id]);
    expect(((await statements(m.token)).body.list as unknown[]).length).toBe(2);
  });

  it('an expired vendor is refused (403); a store without the Vendors app has no settlement (404)', async () => {
    await t.app.ctx.db.update(vendors).set({ status: 'expired' }).where(eq(vendors.id, m.vendorB.id));
    await t.written();
    const refused = await lines(m.vendorB.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toMatch(/expired/);
    expect((await t.call('POST', '/api/store/vendor_payouts', {}, m.vendorB.token)).statusCode).toBe(403);
    await t.app.ctx.db.update(vendors).set({ status: 'active' }).where(eq(vendors.id, m.vendorB.id));
    await t.written();
    expect((await lines(m.vendorB.token)).statusCode).toBe(200);

    const plain = await shopStore(t, { type: 'multi_vendor', category: 'art_craft_photography' });
    const other = await shopStore(t);
    expect((await lines(other.token)).statusCode).toBe(404);
    const staff = await memberToken(t, plain.id, 'staff', ['orders']);
    expect((await lines(staff)).statusCode).toBe(403);
  });
});

describe('closing a period', () => {
  it('each statement equals the sum of its lines, and its net moves from unsettled to settled', async () => {
    t.clock.advance(60_000);
    const a = await item(t, m.vendorA.token, 12_345);
    await buy(t, m, [a.sku]);
    await buy(t, m, [a.sku]);
    const before = await balancesOf(t, m);
    const open = before[`vendor:${m.vendorA.id}:unsettled`] ?? 0;
    expect(open).toBeGreaterThan(0);
    const closed = await close(m.token, { vendor_id: m.vendorA.id });
    expect(closed.body.list).toHaveLength(1);
    const id = closed.body.list[0]._id as string;
    const detail = (await t.call('GET', `/api/store/vendor_statements/${id}`, undefined, m.token)).body.data;
    const sum = (k: string) => detail.lines.reduce((s: number, l: Record<string, number>) => s + (l[k] ?? 0), 0);
    for (const k of ['total', 'commission', 'fee', 'net']) expect(detail[k]).toBe(sum(k));
    expect(detail.line_count).toBe(detail.lines.length);
    expect(detail.net).toBe(open);
    const after = await balancesOf(t, m);
    expect(after[`vendor:${m.vendorA.id}:unsettled`]).toBe(0);
    expect((after[`vendor:${m.vendorA.id}:settled`] ?? 0) - (before[`vendor:${m.vendorA.id}:settled`] ?? 0)).toBe(open);
    // Nothing left to close: a second close makes no statement.
    expect((await close(m.token, { vendor_id: m.vendorA.id })).body.list).toEqual([]);
    const csv = await t.call('GET', `/api/store/vendor_statements/${id}/csv`, undefined, m.vendorA.token);
    expect(csv.statusCode).toBe(200);
    expect((csv.body as string).split('\n')[0]).toMatch(/^order_number,name,vendor_name,event/);
    expect(csv.body as string).toMatch(/Statement total/);
    const summary = (await t.call('GET', '/api/store/vendor_settlement_summary', undefined, m.vendorA.token)).body.list;
    expect(summary).toHaveLength(1);
    expect(summary[0]).toMatchObject({ vendor_id: m.vendorA.id, unsettled: 0 });
    await expectBalancedLedger(t, m.id);
  });

  it('refuses a bad filter with a clear 400', async () => {
    const res = await statements(m.token, { vendor_id: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toMatch(/vendor_id/);
  });
});
