import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, orders } from '../src/db/schema/index.js';
import { memberToken } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { addProduct, checkOutByCod, Shopper, shopStore } from './shop-fixtures.js';

let t: TestApp;
let shop: Awaited<ReturnType<typeof shopStore>>;
let other: Awaited<ReturnType<typeof shopStore>>;

beforeAll(async () => {
  t = await startTestApp();
  shop = await shopStore(t, { name: 'Find Store', country: 'IN' });
  other = await shopStore(t, { name: 'Other Find Store' });
});
afterAll(() => t.close());

type Found = { _id: string; number: number; status: string; customer_name: string; total: number };
const find = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/store/orders/find', body, token);
const found = async (token: string, body: Record<string, unknown>): Promise<Found[]> => {
  const res = await find(token, body);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.list;
};
const act = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/store/orders/action', body, token);

/** A shopper buys `skus` (a new product each when none named) by cash on delivery; answers the order. */
async function buy(store: typeof shop, name: string, skus?: string[], token = store.token) {
  const shopper = new Shopper(t);
  for (const sku of skus ?? [await newProduct(store, token)]) {
    await shopper.post(`${store.base}/cart`, { sku, quantity: '1' });
  }
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${randomUUID().slice(0, 6)}@example.com`;
  return (await checkOutByCod(t, shopper, store.base, name, email)).order;
}

async function newProduct(store: typeof shop, token = store.token) {
  const sku = `FIND-${randomUUID().slice(0, 8).toUpperCase()}`;
  await addProduct(t, token, { name: `Find ${sku}`, sku, slug: sku.toLowerCase(), price: 10_000, stock: 10 });
  return sku;
}

describe('finding an order in every status', () => {
  it('finds an order by its number whatever its status, and names the status', async () => {
    const delivered = await buy(shop, 'Meera Nair');
    let version = 1;
    for (const step of [
      { action: 'confirm' },
      { action: 'pack' },
      { action: 'ship', tracking_number: 'DTDC-1' },
      { action: 'deliver' },
    ]) {
      expect((await act(shop.token, { _id: delivered.id, version, ...step })).statusCode).toBe(200);
      version += 1;
    }
    const cancelled = await buy(shop, 'Meera Nair');
    await act(shop.token, { _id: cancelled.id, version: 1, action: 'cancel', reason: 'Asked to' });

    for (const search of [String(delivered.number), `#${delivered.number}`, ` ${delivered.number} `]) {
      const [first, ...rest] = await found(shop.token, { search });
      expect(first).toMatchObject({ _id: delivered.id, number: delivered.number, status: 'delivered' });
      expect(rest.map((o) => o._id)).not.toContain(delivered.id);
    }
    expect((await found(shop.token, { search: String(cancelled.number) }))[0]).toMatchObject({
      _id: cancelled.id,
      status: 'cancelled',
    });
    // A number no order has finds nothing; a number is never a prefix ("10" is not 1001).
    expect(await found(shop.token, { search: '999999' })).toEqual([]);
    expect((await found(shop.token, { search: '10' })).map((o) => o.number)).not.toContain(delivered.number);
  });

  it('finds by the start of the name or email, every status, newest first, up to the limit', async () => {
    const orders = [];
    for (let i = 0; i < 3; i += 1) orders.push(await buy(shop, 'Zubin Kapoor'));
    const [oldest] = orders;
    await act(shop.token, { _id: oldest?.id, version: 1, action: 'cancel', reason: 'Asked to' });
    const byName = await found(shop.token, { search: 'zubin kap' });
    expect(byName.map((o) => o._id)).toEqual(orders.map((o) => o.id).reverse());
    expect(byName.map((o) => o.status)).toEqual(['live', 'live', 'cancelled']);
    const byEmail = await found(shop.token, { search: 'ZUBIN.KAPOOR', limit: 2 });
    expect(byEmail.map((o) => o._id)).toEqual(
      orders
        .map((o) => o.id)
        .reverse()
        .slice(0, 2),
    );
    // The middle of a name is not its start.
    expect(await found(shop.token, { search: 'kapoor' })).toEqual([]);
  });

  it('puts the order of the number typed first, even when newer orders’ phones start with it', async () => {
    const target = await buy(shop, 'Number First');
    const newer = await buy(shop, 'Phone Alike');
    await t.app.ctx.db
      .update(orders)
      .set({ phone: `${target.number}55 1234` })
      .where(eq(orders.id, newer.id));
    const list = await found(shop.token, { search: String(target.number), limit: 1 });
    expect(list.map((o) => o._id)).toEqual([target.id]);
    const both = await found(shop.token, { search: String(target.number) });
    expect(both.map((o) => o._id)).toEqual([target.id, newer.id]);
  });
});

describe('who finds what', () => {
  it('never finds another store’s orders', async () => {
    const foreign = await buy(other, 'Foreign Buyer');
    expect(await found(shop.token, { search: 'foreign buyer' })).toEqual([]);
    expect((await found(shop.token, { search: String(foreign.number) })).map((o) => o._id)).not.toContain(foreign.id);
    expect((await found(other.token, { search: 'foreign buyer' })).map((o) => o._id)).toEqual([foreign.id]);
  });

  it('staff need the orders grant; estates stores have no orders', async () => {
    await buy(shop, 'Grant Check');
    const without = await memberToken(t, shop.id, 'staff', ['add_product']);
    const refused = await find(without, { search: 'grant check' });
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toBe('Your staff account needs the orders permission for this.');
    const withGrant = await memberToken(t, shop.id, 'staff', ['orders']);
    expect(await found(withGrant, { search: 'grant check' })).toHaveLength(1);
    const estates = await shopStore(t, { type: 'estates', category: 'home_furniture' });
    const res = await find(estates.token, { search: '1001' });
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toBe('Estates stores have no orders.');
  });

  it('a vendor finds only orders holding its lines, with its own share as the total', async () => {
    const bazaar = await shopStore(t, { type: 'multi_vendor', category: 'art_craft_photography' });
    const vendor = await memberToken(t, bazaar.id, 'vendor', ['add_product']);
    const vase = await newProduct(bazaar, vendor);
    const bowl = await newProduct(bazaar);
    const shared = await buy(bazaar, 'Vendor Buyer', [vase, bowl]);
    const storeOnly = await buy(bazaar, 'Vendor Buyer', [bowl]);
    const seen = await found(vendor, { search: 'vendor buyer' });
    expect(seen.map((o) => o._id)).toEqual([shared.id]);
    expect(seen[0]?.total).toBe(10_000);
    expect(await found(vendor, { search: String(storeOnly.number) })).toEqual([]);
    expect((await found(bazaar.token, { search: 'vendor buyer' })).map((o) => o._id)).toEqual([
      storeOnly.id,
      shared.id,
    ]);
  });

  it('a branch finds only its own branch’s orders', async () => {
    const mine = await buy(shop, 'Branch Buyer');
    const elsewhere = await buy(shop, 'Branch Buyer');
    const branchToken = await memberToken(t, shop.id, 'branch');
    const [branch] = await t.app.ctx.db.select().from(branches).where(eq(branches.storeId, shop.id));
    await t.app.ctx.db.update(orders).set({ branchId: branch?.id }).where(eq(orders.id, mine.id));
    await t.written();
    expect((await found(branchToken, { search: 'branch buyer' })).map((o) => o._id)).toEqual([mine.id]);
    expect(await found(branchToken, { search: String(elsewhere.number) })).toEqual([]);
  });
});

describe('bad input', () => {
  it('answers 400 naming the field for an empty search, a long one and a limit out of range', async () => {
    for (const [body, message] of [
      [{ search: '  ' }, 'search: Type an order number, or the start of a name, email or phone'],
      [{}, 'search: Type an order number, or the start of a name, email or phone'],
      [{ search: 'x'.repeat(101) }, 'search: 100 characters at most'],
      [{ search: '1001', limit: 21 }, 'limit: must be 20 or fewer'],
      [{ search: '1001', limit: 0 }, 'limit: must be 1 or more'],
      [{ search: '1001', limit: 'all' }, 'limit: must be a number'],
    ] as const) {
      const res = await find(shop.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });
});
