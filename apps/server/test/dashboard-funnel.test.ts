import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardFunnel } from '@stallfront/shared/dashboard';
import { stores } from '../src/db/schema/index.js';
import { markAbandonedCarts } from '../src/modules/carts/abandoned.js';
import { memberToken } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { addProduct, checkOutByCod, Shopper, shopStore } from './shop-fixtures.js';

let t: TestApp;
type Shop = Awaited<ReturnType<typeof shopStore>> & { skus: string[] };
let tag = 0;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const funnelCall = (token: string, body: unknown) => t.call('POST', '/api/store/dashboard_funnel', body, token);

async function funnel(shop: Shop, from: string, to = from): Promise<DashboardFunnel> {
  const res = await funnelCall(shop.token, { from, to });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data as DashboardFunnel;
}

/** A store in India (UTC+5:30) selling two products at 100.00 and 250.00. */
async function newShop(): Promise<Shop> {
  const shop = await shopStore(t, { country: 'IN' });
  await t.app.ctx.db.update(stores).set({ timezone: 'Asia/Kolkata' }).where(eq(stores.id, shop.id));
  await t.written();
  const skus: string[] = [];
  for (const price of [10_000, 25_000]) {
    tag += 1;
    await addProduct(t, shop.token, { sku: `FUN-${tag}`, slug: `fun-${tag}`, name: `Fun ${tag}`, price, stock: 1000 });
    skus.push(`FUN-${tag}`);
  }
  return { ...shop, skus };
}

/** Runs `fn` with the clock at `instant`, then puts it back (the owner's calls are made now). */
async function at<T>(instant: string | Date, fn: () => Promise<T>): Promise<T> {
  t.clock.set(new Date(instant));
  try {
    return await fn();
  } finally {
    t.clock.set(new Date());
  }
}

const productPath = (shop: Shop, i: number) => `${shop.base}/p/fun-${tag - shop.skus.length + 1 + i}`;

describe('POST /store/dashboard_funnel', () => {
  it("counts a session once and each page view, on the store's own day, and no bots", async () => {
    const shop = await newShop();
    // 20:00 UTC on 10 March is 01:30 on 11 March in Kolkata.
    await at('2026-03-10T20:00:00Z', async () => {
      const asha = new Shopper(t, undefined, '10.0.0.1');
      expect((await asha.get(`${shop.base}/`)).status).toBe(200);
      expect((await asha.get(productPath(shop, 0))).status).toBe(200);
      expect((await asha.get(`${shop.base}/`)).status).toBe(200);
      await new Shopper(t, undefined, '10.0.0.2').get(`${shop.base}/`);
      for (const agent of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', '']) {
        const res = await t.app.inject({ url: `${shop.base}/`, headers: { 'user-agent': agent } });
        expect(res.statusCode).toBe(200);
      }
      // Not pages: the sitemap, a page that is not there.
      await asha.get(`${shop.base}/sitemap.xml`);
      expect((await asha.get(`${shop.base}/nothing-here`)).status).toBe(404);
    });
    const day = await funnel(shop, '2026-03-10', '2026-03-11');
    expect(day.days).toEqual([
      { day: '2026-03-10', sessions: 0, page_views: 0, cart_sessions: 0, checkout_sessions: 0, orders: 0 },
      { day: '2026-03-11', sessions: 2, page_views: 4, cart_sessions: 0, checkout_sessions: 0, orders: 0 },
    ]);
    expect(day.period).toMatchObject({ sessions: 2, page_views: 4, cart_rate: 0, conversion_rate: 0 });
    expect(day.time_zone).toBe('Asia/Kolkata');
  });

  it('starts a new session after 30 minutes without a page', async () => {
    const shop = await newShop();
    const asha = new Shopper(t, undefined, '10.0.1.1');
    await at('2026-04-02T06:00:00Z', () => asha.get(`${shop.base}/`));
    await at('2026-04-02T06:29:00Z', () => asha.get(`${shop.base}/`));
    await at('2026-04-02T07:00:00Z', () => asha.get(`${shop.base}/`));
    expect((await funnel(shop, '2026-04-02')).period).toMatchObject({ sessions: 2, page_views: 3 });
  });

  it('counts adding to the cart and reaching the checkout once a session, and the orders of the day', async () => {
    const shop = await newShop();
    await at('2026-05-05T06:00:00Z', async () => {
      // Adds twice, opens the checkout twice, then orders.
      const buyer = new Shopper(t, undefined, '10.0.2.1');
      await buyer.get(productPath(shop, 0));
      expect((await buyer.post(`${shop.base}/cart`, { sku: shop.skus[0] as string, quantity: '1' })).status).toBe(303);
      await buyer.post(`${shop.base}/cart`, { sku: shop.skus[1] as string, quantity: '1' });
      expect((await buyer.get(`${shop.base}/checkout`)).status).toBe(200);
      await checkOutByCod(t, buyer, shop.base, 'Asha Rao', 'asha@example.com');
      // Adds and leaves.
      const leaver = new Shopper(t, undefined, '10.0.2.2');
      await leaver.get(`${shop.base}/`);
      await leaver.post(`${shop.base}/cart`, { sku: shop.skus[0] as string, quantity: '2' });
      // A refused add (no such SKU) puts nothing in the cart.
      const browser = new Shopper(t, undefined, '10.0.2.3');
      await browser.get(`${shop.base}/`);
      expect((await browser.post(`${shop.base}/cart`, { sku: 'NOPE', quantity: '1' })).status).not.toBe(303);
      await new Shopper(t, undefined, '10.0.2.4').get(`${shop.base}/`);
    });
    const { period, days } = await funnel(shop, '2026-05-05');
    expect(days[0]).toMatchObject({ sessions: 4, cart_sessions: 2, checkout_sessions: 1, orders: 1 });
    expect(period).toMatchObject({ cart_rate: 50, checkout_rate: 25, conversion_rate: 25 });
  });

  it("counts a checkout with a cart filled in an earlier session as that session's cart step too", async () => {
    const shop = await newShop();
    const shopper = new Shopper(t, undefined, '10.0.6.1');
    await at('2026-05-20T06:00:00Z', () =>
      shopper.post(`${shop.base}/cart`, { sku: shop.skus[0] as string, quantity: '1' }),
    );
    // Back an hour later, the cart kept by its cookie: a new session that goes straight to the checkout.
    await at('2026-05-20T07:00:00Z', () => shopper.get(`${shop.base}/checkout`));
    expect((await funnel(shop, '2026-05-20')).period).toMatchObject({
      sessions: 2,
      page_views: 1,
      cart_sessions: 2,
      checkout_sessions: 1,
    });
  });

  it('answers the previous period beside the period, and rates null without sessions', async () => {
    const shop = await newShop();
    await at('2026-06-01T06:00:00Z', () => new Shopper(t, undefined, '10.0.3.1').get(`${shop.base}/`));
    await at('2026-06-03T06:00:00Z', () => new Shopper(t, undefined, '10.0.3.1').get(`${shop.base}/`));
    await at('2026-06-04T06:00:00Z', () => new Shopper(t, undefined, '10.0.3.2').get(`${shop.base}/`));
    const data = await funnel(shop, '2026-06-03', '2026-06-04');
    expect(data.previous).toMatchObject({ from: '2026-06-01', to: '2026-06-02', sessions: 1 });
    expect(data.period).toMatchObject({ sessions: 2 });
    const empty = await funnel(shop, '2026-07-01');
    expect(empty.period).toMatchObject({ sessions: 0, cart_rate: null, checkout_rate: null, conversion_rate: null });
    expect(empty.period.abandoned).toEqual({
      count: 0,
      value: 0,
      recovered_count: 0,
      recovered_value: 0,
      recovery_rate: null,
    });
  });

  it('sums the carts abandoned in the range at their value, and those recovered by an order later', async () => {
    const shop = await newShop();
    const [cheap, dear] = shop.skus as [string, string];
    const leaver = new Shopper(t, undefined, '10.0.4.1');
    const returner = new Shopper(t, undefined, '10.0.4.2');
    await at('2026-08-10T04:00:00Z', async () => {
      await leaver.get(`${shop.base}/`);
      await leaver.post(`${shop.base}/cart`, { sku: cheap, quantity: '2' });
      await leaver.post(`${shop.base}/checkout/delivery`, { email: 'leaver@example.com' });
      await returner.get(`${shop.base}/`);
      await returner.post(`${shop.base}/cart`, { sku: dear, quantity: '1' });
      await returner.post(`${shop.base}/checkout/delivery`, { email: 'back@example.com' });
    });
    // Abandoned at 05:00 UTC (10:30 in Kolkata) on 10 August; the returner orders the next day.
    await markAbandonedCarts(t.app.ctx.db, new Date('2026-08-10T06:00:00Z'));
    await at('2026-08-11T04:00:00Z', () => checkOutByCod(t, returner, shop.base, 'Ravi', 'back@example.com'));
    const { period } = await funnel(shop, '2026-08-10');
    expect(period.abandoned).toEqual({
      count: 2,
      value: 2 * 10_000 + 25_000,
      recovered_count: 1,
      recovered_value: 25_000,
      recovery_rate: 50,
    });
    // The next day is the recovering order's, not an abandoned cart's.
    const next = await funnel(shop, '2026-08-11');
    expect(next.period.abandoned.count).toBe(0);
    expect(next.previous.abandoned.count).toBe(2);
    expect(next.period.orders).toBe(1);
  });

  it('writes the counts waiting in memory when the app closes, and counts no layout preview', async () => {
    const shop = await newShop();
    const node = await startTestApp({}, t.app.ctx.database);
    node.clock.set(new Date('2026-09-09T06:00:00Z'));
    const shopper = new Shopper(node, undefined, '10.0.5.1');
    await shopper.get(`${shop.base}/`);
    await shopper.get(`${shop.base}/?preview=not-a-signed-token`);
    await node.close();
    expect((await funnel(shop, '2026-09-09')).period).toMatchObject({ sessions: 1, page_views: 1 });
  });

  it('refuses a range that ends before it starts, is too long or is not days, on its field', async () => {
    const shop = await newShop();
    for (const [body, message] of [
      [{ from: '2026-03-10', to: '2026-03-09' }, /^to: must not be before from/],
      [{ from: '2025-01-01', to: '2026-01-02' }, /^to: .*366 days/],
      [{ from: '10/03/2026', to: '2026-03-09' }, /^from: /],
      [{ from: '2026-03-10' }, /^to: /],
    ] as const) {
      const res = await funnelCall(shop.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
  });

  it('lets in the owner and staff with the dashboard permission, not other staff', async () => {
    const shop = await newShop();
    const range = { from: '2026-03-01', to: '2026-03-31' };
    expect((await funnelCall(await memberToken(t, shop.id, 'staff', ['dashboard']), range)).statusCode).toBe(200);
    expect((await funnelCall(await memberToken(t, shop.id, 'staff', ['orders']), range)).statusCode).toBe(403);
    expect((await funnelCall(await memberToken(t, shop.id, 'vendor', ['add_product']), range)).statusCode).toBe(403);
  });
});
