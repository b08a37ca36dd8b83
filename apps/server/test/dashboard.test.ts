import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTRY_ROWS, storeTimeZone } from '@stallfront/shared';
import { storeDayOf } from '@stallfront/shared/dashboard';
import { orderLines, orders, productSalesDays, salesBreakdownDays, salesDays, stores } from '../src/db/schema/index.js';
import { memberToken } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { addProduct, CHECKOUT_ADDRESS, checkoutKeys, Shopper, shopStore } from './shop-fixtures.js';

let t: TestApp;
type Shop = Awaited<ReturnType<typeof shopStore>>;
let tag = 0;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const dashboard = (token: string, body: unknown) => t.call('POST', '/api/store/dashboard', body, token);

async function newShop(timezone: string | null = null): Promise<Shop & { skus: string[] }> {
  const shop = await shopStore(t, { country: 'IN' });
  await t.app.ctx.db.update(stores).set({ timezone }).where(eq(stores.id, shop.id));
  await t.written();
  const skus: string[] = [];
  for (const price of [10_000, 25_000, 4_000]) {
    tag += 1;
    const sku = `DASH-${tag}`;
    await addProduct(t, shop.token, { sku, slug: `dash-${tag}`, name: `Dash Item ${tag}`, price, stock: 10_000 });
    skus.push(sku);
  }
  return { ...shop, skus };
}

type Pay = 'card' | 'cod' | 'declined';
const CARD: Record<Pay, string> = { card: '4242424242424242', cod: '', declined: '4000000000000002' };

/** Runs `fn` with the clock at `at`, then puts it back (sessions made later must not start in the past). */
async function at<T>(instant: Date, fn: () => Promise<T>): Promise<T> {
  t.clock.set(instant);
  try {
    return await fn();
  } finally {
    t.clock.set(new Date());
  }
}

/** A shopper buys the lines through the shop at an instant; answers the order (a declined one too). */
const buy = (shop: Shop, lines: { sku: string; quantity: number }[], when: Date, pay: Pay = 'cod', region = '') =>
  at(when, () => checkOut(shop, lines, pay, region));

async function checkOut(shop: Shop, lines: { sku: string; quantity: number }[], pay: Pay, region: string) {
  const shopper = new Shopper(t);
  for (const line of lines) await shopper.post(`${shop.base}/cart`, { sku: line.sku, quantity: String(line.quantity) });
  const keys = await checkoutKeys(shopper, shop.base);
  await shopper.post(`${shop.base}/checkout`, {
    name: 'Asha Rao',
    email: 'asha@example.com',
    ...CHECKOUT_ADDRESS,
    region,
    payment_method: pay === 'cod' ? 'cod' : 'test_card',
    card_number: CARD[pay],
    ...keys,
  });
  const [order] = await t.app.ctx.db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(eq(orders.idempotencyKey, keys.idempotency_key));
  if (!order) throw new Error('no order placed');
  return order;
}

const cancel = (shop: Shop, ids: string[]) =>
  t.call('POST', '/api/store/orders/bulk', { ids, action: 'cancel', reason: 'Out of stock' }, shop.token);

/** The rollups as a full scan of the store's orders computes them, days by the store's zone in TypeScript. */
async function scan(storeId: string, timeZone: string) {
  const rows = await t.app.ctx.db
    .select({
      id: orders.id,
      status: orders.status,
      total: orders.total,
      at: orders.createdAt,
      payment: orders.paymentMethod,
      channel: orders.source,
      address: orders.shippingAddress,
    })
    .from(orders)
    .where(eq(orders.storeId, storeId));
  const lines = await t.app.ctx.db.select().from(orderLines).where(eq(orderLines.storeId, storeId));
  const days = new Map<string, { orders: number; sales: number; units: number }>();
  const products = new Map<string, { units: number; sales: number }>();
  const shares = new Map<string, { orders: number; sales: number }>();
  const share = (key: string, total: number) => {
    const s = shares.get(key) ?? { orders: 0, sales: 0 };
    shares.set(key, { orders: s.orders + 1, sales: s.sales + total });
  };
  for (const order of rows) {
    if (order.status !== 'live' && order.status !== 'delivered') continue;
    const day = storeDayOf(order.at, timeZone);
    share(`${day} payment ${order.payment}`, order.total);
    share(`${day} channel ${order.channel}`, order.total);
    share(`${day} country ${order.address.country}`, order.total);
    if (order.address.region) share(`${day} region ${order.address.country}|${order.address.region}`, order.total);
    const d = days.get(day) ?? { orders: 0, sales: 0, units: 0 };
    d.orders += 1;
    d.sales += order.total;
    for (const line of lines.filter((l) => l.orderId === order.id)) {
      d.units += line.quantity;
      if (!line.productId) continue;
      const key = `${day} ${line.productId}`;
      const p = products.get(key) ?? { units: 0, sales: 0 };
      p.units += line.quantity;
      p.sales += line.subtotal;
      products.set(key, p);
    }
    days.set(day, d);
  }
  return { days: Object.fromEntries(days), products: Object.fromEntries(products), shares: Object.fromEntries(shares) };
}

/** The rollups as the triggers kept them, rows emptied by cancellations left out. */
async function rollups(storeId: string) {
  const days = await t.app.ctx.db.select().from(salesDays).where(eq(salesDays.storeId, storeId));
  const products = await t.app.ctx.db.select().from(productSalesDays).where(eq(productSalesDays.storeId, storeId));
  const shares = await t.app.ctx.db.select().from(salesBreakdownDays).where(eq(salesBreakdownDays.storeId, storeId));
  return {
    shares: Object.fromEntries(
      shares
        .filter((s) => s.orders || s.sales)
        .map((s) => [`${s.day} ${s.dimension} ${s.key}`, { orders: s.orders, sales: s.sales }]),
    ),
    days: Object.fromEntries(
      days
        .filter((d) => d.orders || d.sales || d.units)
        .map((d) => [d.day, { orders: d.orders, sales: d.sales, units: d.units }]),
    ),
    products: Object.fromEntries(
      products
        .filter((p) => p.units || p.sales)
        .map((p) => [`${p.day} ${p.productId}`, { units: p.units, sales: p.sales }]),
    ),
  };
}

describe('the rollups', () => {
  it('equal a full scan of the orders after random orders, payments and cancellations', async () => {
    const shop = await newShop('America/New_York');
    const start = Date.parse('2026-03-01T00:00:00Z');
    const order = fc.record({
      // Around New York's clock change of 2026-03-08, to the minute.
      at: fc.integer({ min: 0, max: 14 * 24 * 60 }).map((m) => new Date(start + m * 60_000)),
      lines: fc.array(fc.record({ item: fc.nat({ max: 2 }), quantity: fc.integer({ min: 1, max: 3 }) }), {
        minLength: 1,
        maxLength: 2,
      }),
      pay: fc.constantFrom<Pay>('cod', 'card', 'declined'),
      region: fc.constantFrom('', 'Kerala', 'Tamil Nadu'),
      cancelled: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(order, { minLength: 1, maxLength: 3 }), async (batch) => {
        const placed = [];
        for (const o of batch) {
          const lines = o.lines.map((l) => ({ sku: shop.skus[l.item] as string, quantity: l.quantity }));
          placed.push({ ...(await buy(shop, lines, o.at, o.pay, o.region)), cancelled: o.cancelled });
        }
        const toCancel = placed.filter((o) => o.cancelled && o.status === 'live').map((o) => o.id);
        if (toCancel.length) expect((await cancel(shop, toCancel)).statusCode).toBe(200);
        expect(await rollups(shop.id)).toEqual(await scan(shop.id, 'America/New_York'));
      }),
      { numRuns: 15 },
    );
    // A new zone counts every order again on the new days.
    await t.app.ctx.db.update(stores).set({ timezone: 'Pacific/Auckland' }).where(eq(stores.id, shop.id));
    expect(await rollups(shop.id)).toEqual(await scan(shop.id, 'Pacific/Auckland'));
    // Up to 45 checkouts through the shop: minutes on a busy two-core machine, not the default 30 s.
  }, 180_000);

  it('count days in the zone storeTimeZone gives every country when the store chose none', async () => {
    const shop = await shopStore(t);
    const zoneOf = async () => {
      const result = await t.app.ctx.db.execute(sql`select stallfront_sales_zone(${shop.id}) as zone`);
      return (result as unknown as { rows: { zone: string }[] }).rows[0]?.zone;
    };
    const countries = COUNTRY_ROWS.trim()
      .split(/[|\n]/)
      .map((row) => row.trim().split(' ')[0] as string);
    const disagree: string[] = [];
    for (const country of countries) {
      await t.app.ctx.db.update(stores).set({ country, timezone: null }).where(eq(stores.id, shop.id));
      if ((await zoneOf()) !== storeTimeZone(country, null)) disagree.push(country);
    }
    expect(disagree).toEqual([]);
    await t.app.ctx.db.update(stores).set({ timezone: 'Europe/Kyiv' }).where(eq(stores.id, shop.id));
    expect(await zoneOf()).toBe('Europe/Kyiv');
  });
});

describe('POST /store/dashboard', () => {
  it('puts an order on the store-local day it was placed, in three zones', async () => {
    const cases = [
      { zone: 'Asia/Kolkata', before: '2026-11-10T18:29:00Z', after: '2026-11-10T18:31:00Z' },
      { zone: 'America/New_York', before: '2026-11-11T04:59:00Z', after: '2026-11-11T05:01:00Z' },
      { zone: 'Pacific/Auckland', before: '2026-11-10T10:59:00Z', after: '2026-11-10T11:01:00Z' },
    ];
    for (const { zone, before, after } of cases) {
      const shop = await newShop(zone);
      await buy(shop, [{ sku: shop.skus[0] as string, quantity: 1 }], new Date(before));
      await buy(shop, [{ sku: shop.skus[0] as string, quantity: 2 }], new Date(after));
      const res = await dashboard(shop.token, { from: '2026-11-10', to: '2026-11-11' });
      expect(res.statusCode).toBe(200);
      expect(res.body.data.time_zone).toBe(zone);
      expect(res.body.data.days.map((d: { day: string; units: number }) => [d.day, d.units])).toEqual([
        ['2026-11-10', 1],
        ['2026-11-11', 2],
      ]);
    }
  });

  it('compares the period with the one before it, fills empty days and names the top products', async () => {
    const shop = await newShop('Asia/Kolkata');
    const [tee, coat, cap] = shop.skus as [string, string, string];
    // The period is 2026-11-08 to 2026-11-14; the one before, 2026-11-01 to 2026-11-07.
    const a = await buy(shop, [{ sku: tee, quantity: 1 }], new Date('2026-11-02T06:00:00Z'));
    const b = await buy(shop, [{ sku: coat, quantity: 2 }], new Date('2026-11-09T06:00:00Z'));
    const c = await buy(
      shop,
      [
        { sku: cap, quantity: 3 },
        { sku: tee, quantity: 1 },
      ],
      new Date('2026-11-12T06:00:00Z'),
    );
    const cancelled = await buy(shop, [{ sku: tee, quantity: 5 }], new Date('2026-11-12T07:00:00Z'));
    expect((await cancel(shop, [cancelled.id])).statusCode).toBe(200);
    const totalOf = async (id: string) =>
      (await t.app.ctx.db.select({ total: orders.total }).from(orders).where(eq(orders.id, id)))[0]?.total ?? 0;
    const range = { from: '2026-11-08', to: '2026-11-14' };
    const res = await at(new Date('2026-11-14T10:00:00Z'), () => dashboard(shop.token, range));
    expect(res.statusCode).toBe(200);
    const data = res.body.data;
    const sales = (await totalOf(b.id)) + (await totalOf(c.id));
    expect(data.currency).toBe('INR');
    expect(data.period).toMatchObject({ from: '2026-11-08', to: '2026-11-14', orders: 2, sales, units: 6 });
    expect(data.period.average_order_value).toBe(Math.round(sales / 2));
    expect(data.previous).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-07',
      orders: 1,
      sales: await totalOf(a.id),
    });
    expect(data.days).toHaveLength(7);
    expect(data.days.filter((d: { orders: number }) => d.orders === 0)).toHaveLength(5);
    expect(data.top_products.map((p: { name: string; units: number }) => p.units)).toEqual([2, 3, 1]);
    expect(data.today).toMatchObject({ day: '2026-11-14', orders: 0, sales: 0 });
  });

  it('splits the period by payment method, channel, country and region, biggest first', async () => {
    const shop = await newShop('Asia/Kolkata');
    const [tee, coat] = shop.skus as [string, string];
    const one = (sku: string, at: string, pay: Pay, region: string) =>
      buy(shop, [{ sku, quantity: 1 }], new Date(at), pay, region);
    const a = await one(coat, '2026-11-09T06:00:00Z', 'card', 'Kerala');
    const b = await one(tee, '2026-11-10T06:00:00Z', 'cod', 'Kerala');
    const c = await one(tee, '2026-11-11T06:00:00Z', 'cod', '');
    await one(coat, '2026-11-11T07:00:00Z', 'declined', 'Goa');
    await one(coat, '2026-11-20T07:00:00Z', 'cod', 'Goa'); // after the period
    const totals = await t.app.ctx.db.select({ id: orders.id, total: orders.total }).from(orders);
    const total = (o: { id: string }) => totals.find((row) => row.id === o.id)?.total ?? 0;
    const res = await at(new Date('2026-11-14T10:00:00Z'), () =>
      dashboard(shop.token, { from: '2026-11-08', to: '2026-11-14' }),
    );
    const { breakdowns } = res.body.data;
    expect(breakdowns.payment).toEqual([
      { key: 'test_card', orders: 1, sales: total(a) },
      { key: 'cod', orders: 2, sales: total(b) + total(c) },
    ]);
    expect(breakdowns.channel).toEqual([{ key: 'shop', orders: 3, sales: total(a) + total(b) + total(c) }]);
    expect(breakdowns.country).toEqual([{ key: 'IN', orders: 3, sales: total(a) + total(b) + total(c) }]);
    expect(breakdowns.region).toEqual([{ key: 'IN|Kerala', orders: 2, sales: total(a) + total(b) }]);
  });

  it("counts today's orders so far", async () => {
    const shop = await newShop('Asia/Kolkata');
    const now = new Date('2026-11-20T09:00:00Z');
    await buy(shop, [{ sku: shop.skus[1] as string, quantity: 1 }], now);
    const res = await at(now, () => dashboard(shop.token, { from: '2026-11-01', to: '2026-11-07' }));
    expect(res.body.data.today).toMatchObject({ day: '2026-11-20', orders: 1, units: 1 });
    expect(res.body.data.period.orders).toBe(0);
  });

  it('answers a store with no orders with zeros', async () => {
    const shop = await shopStore(t);
    const res = await dashboard(shop.token, { from: '2026-11-01', to: '2026-11-30' });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.days).toHaveLength(30);
    expect(res.body.data.period).toMatchObject({ orders: 0, sales: 0, average_order_value: 0 });
    expect(res.body.data.top_products).toEqual([]);
  });

  it('refuses bad ranges with a 400 on the field', async () => {
    const shop = await shopStore(t);
    for (const [body, message] of [
      [{ from: '2026-11-10', to: '2026-11-09' }, /^to: must not be before from/],
      [{ from: '2025-01-01', to: '2026-01-02' }, /^to: .*366 days/],
      [{ from: '2026-02-30', to: '2026-03-01' }, /^from: must be a date/],
      [{ from: '2026-11-01' }, /^to: /],
      [{ from: 'yesterday', to: '2026-11-01' }, /^from: /],
    ] as const) {
      const res = await dashboard(shop.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect((await dashboard(shop.token, { from: '2025-01-01', to: '2026-01-01' })).statusCode).toBe(200);
  });

  it('lets in the owner and staff with the dashboard permission, not other staff, vendors or branches', async () => {
    const shop = await shopStore(t);
    const range = { from: '2026-11-01', to: '2026-11-02' };
    expect((await dashboard(await memberToken(t, shop.id, 'staff', ['dashboard']), range)).statusCode).toBe(200);
    expect((await dashboard(await memberToken(t, shop.id, 'staff', ['orders']), range)).statusCode).toBe(403);
    expect((await dashboard(await memberToken(t, shop.id, 'vendor', ['add_product']), range)).statusCode).toBe(403);
    expect((await dashboard(await memberToken(t, shop.id, 'branch'), range)).statusCode).toBe(403);
    expect((await dashboard('not-a-token', range)).statusCode).toBe(401);
  });
});
