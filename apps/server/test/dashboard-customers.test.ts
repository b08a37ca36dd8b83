import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeDayOf } from '@stallfront/shared/dashboard';
import { customerFirsts, customerSalesDays, customers, orders, stores } from '../src/db/schema/index.js';
import { memberToken } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { addProduct, CHECKOUT_ADDRESS, checkoutKeys, Shopper, shopStore } from './shop-fixtures.js';

let t: TestApp;
type Shop = Awaited<ReturnType<typeof shopStore>>;
let numbers = 5000;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const customersOf = (token: string, body: unknown) => t.call('POST', '/api/store/dashboard_customers', body, token);
const cohortsOf = (token: string, body: unknown) => t.call('POST', '/api/store/reports/customers', body, token);

async function newShop(timezone: string | null): Promise<Shop> {
  const shop = await shopStore(t, { country: 'IN' });
  await t.app.ctx.db.update(stores).set({ timezone }).where(eq(stores.id, shop.id));
  await t.written();
  return shop;
}

/** An order written straight to the table, as any code path would: the triggers keep the rollups. */
async function insertOrder(
  storeId: string,
  o: { customerId?: string | null; email: string; at: Date; total: number; status?: 'live' | 'delivered' | 'inactive' },
) {
  numbers += 1;
  const [row] = await t.app.ctx.db
    .insert(orders)
    .values({
      storeId,
      number: numbers,
      status: o.status ?? 'live',
      paymentStatus: 'paid',
      paymentMethod: 'cod',
      deliveryMethod: 'standard',
      customerId: o.customerId ?? null,
      email: o.email,
      name: 'Shopper',
      shippingAddress: {
        line1: '1 Park Street',
        line2: '',
        city: 'Chennai',
        region: '',
        postal_code: '600001',
        country: 'IN',
      },
      currency: 'INR',
      subtotal: o.total,
      tax: 0,
      shipping: 0,
      total: o.total,
      idempotencyKey: randomUUID(),
      createdAt: o.at,
    })
    .returning({ id: orders.id });
  return (row as { id: string }).id;
}

async function account(storeId: string, email: string) {
  const [row] = await t.app.ctx.db
    .insert(customers)
    .values({ storeId, email, name: email.split('@')[0] as string })
    .returning({ id: customers.id });
  return (row as { id: string }).id;
}

/** The rollups as a full scan of the store's orders computes them, days by the store's zone in TypeScript. */
async function scan(storeId: string, timeZone: string) {
  const rows = await t.app.ctx.db.select().from(orders).where(eq(orders.storeId, storeId));
  const days: Record<string, { orders: number; sales: number; first_day?: string }> = {};
  const firsts: Record<string, string> = {};
  for (const o of rows) {
    if (o.status !== 'live' && o.status !== 'delivered') continue;
    const key = o.customerId ?? o.email.toLowerCase();
    const day = storeDayOf(o.createdAt, timeZone);
    const d = days[`${key} ${day}`] ?? { orders: 0, sales: 0 };
    days[`${key} ${day}`] = { orders: d.orders + 1, sales: d.sales + o.total };
    if (!firsts[key] || day < (firsts[key] as string)) firsts[key] = day;
  }
  for (const [keyDay, d] of Object.entries(days))
    days[keyDay] = { ...d, first_day: firsts[keyDay.split(' ')[0] as string] };
  return { days, firsts };
}

async function rollups(storeId: string) {
  const days = await t.app.ctx.db.select().from(customerSalesDays).where(eq(customerSalesDays.storeId, storeId));
  const firsts = await t.app.ctx.db.select().from(customerFirsts).where(eq(customerFirsts.storeId, storeId));
  return {
    days: Object.fromEntries(
      days.map((d) => [`${d.customerKey} ${d.day}`, { orders: d.orders, sales: d.sales, first_day: d.firstDay }]),
    ),
    firsts: Object.fromEntries(firsts.map((f) => [f.customerKey, f.firstDay])),
  };
}

/** The endpoint's period figures, computed from the orders' scan the slow way. */
function expectedPeriod(s: Awaited<ReturnType<typeof scan>>, from: string, to: string) {
  const byCustomer = new Map<string, { orders: number; sales: number }>();
  for (const [keyDay, d] of Object.entries(s.days)) {
    const [key, day] = keyDay.split(' ') as [string, string];
    if (day < from || day > to) continue;
    const c = byCustomer.get(key) ?? { orders: 0, sales: 0 };
    byCustomer.set(key, { orders: c.orders + d.orders, sales: c.sales + d.sales });
  }
  const out = { customers: 0, new_customers: 0, returning_customers: 0, new_sales: 0, returning_sales: 0, repeat: 0 };
  for (const [key, c] of byCustomer) {
    const isNew = (s.firsts[key] as string) >= from;
    out.customers += 1;
    if (isNew) out.new_customers += 1;
    else out.returning_customers += 1;
    if (isNew) out.new_sales += c.sales;
    else out.returning_sales += c.sales;
    if (!isNew || c.orders >= 2) out.repeat += 1;
  }
  return out;
}

describe('the customer rollups', () => {
  it('equal a full computation from the orders after random orders, guests, cancellations and deleted accounts', async () => {
    const zone = 'America/New_York';
    const shop = await newShop(zone);
    const accounts = [
      await account(shop.id, 'ira@example.com'),
      await account(shop.id, 'ravi@example.com'),
      await account(shop.id, 'mei@example.com'),
    ];
    const guests = ['Guest.One@example.com', 'guest.one@example.com', 'guest.two@example.com', 'ira@example.com'];
    const start = Date.parse('2026-02-20T00:00:00Z');
    const order = fc.record({
      // Over a month, around New York's clock change of 2026-03-08, to the minute.
      at: fc.integer({ min: 0, max: 40 * 24 * 60 }).map((m) => new Date(start + m * 60_000)),
      who: fc.oneof(
        fc.nat({ max: 2 }).map((i) => ({ customerId: accounts[i] as string, email: 'account@example.com' })),
        fc.constantFrom(...guests).map((email) => ({ customerId: null, email })),
      ),
      total: fc.integer({ min: 100, max: 90_000 }),
      status: fc.constantFrom<'live' | 'delivered' | 'inactive'>('live', 'live', 'delivered', 'inactive'),
      cancelled: fc.boolean(),
    });
    const range = { from: '2026-03-01', to: '2026-03-14' };
    await fc.assert(
      fc.asyncProperty(fc.array(order, { minLength: 1, maxLength: 6 }), async (batch) => {
        const placed = [];
        for (const o of batch) placed.push({ id: await insertOrder(shop.id, { ...o.who, ...o }), o });
        const gone = placed.filter((p) => p.o.cancelled).map((p) => p.id);
        if (gone.length) await t.app.ctx.db.update(orders).set({ status: 'cancelled' }).where(inArray(orders.id, gone));
        const expected = await scan(shop.id, zone);
        expect(await rollups(shop.id)).toEqual(expected);
        const res = await customersOf(shop.token, range);
        expect(res.statusCode).toBe(200);
        const { period } = res.body.data;
        const want = expectedPeriod(expected, range.from, range.to);
        expect(period).toMatchObject({
          customers: want.customers,
          new_customers: want.new_customers,
          returning_customers: want.returning_customers,
          new_sales: want.new_sales,
          returning_sales: want.returning_sales,
          repeat_customers: want.repeat,
        });
        const newByDay = res.body.data.days.reduce((n: number, d: { new_customers: number }) => n + d.new_customers, 0);
        expect(newByDay).toBe(want.new_customers);
      }),
      { numRuns: 20 },
    );
    // A deleted account leaves its orders to the email they were placed with.
    await t.app.ctx.db.delete(customers).where(eq(customers.id, accounts[0] as string));
    expect(await rollups(shop.id)).toEqual(await scan(shop.id, zone));
    // A new zone counts every customer again on the new days.
    await t.app.ctx.db.update(stores).set({ timezone: 'Pacific/Auckland' }).where(eq(stores.id, shop.id));
    expect(await rollups(shop.id)).toEqual(await scan(shop.id, 'Pacific/Auckland'));
  });
});

/** A guest buys through the shop at an instant; answers the order's id. */
async function buy(shop: Shop, sku: string, email: string, when: Date) {
  t.clock.set(when);
  try {
    const shopper = new Shopper(t);
    await shopper.post(`${shop.base}/cart`, { sku, quantity: '1' });
    const keys = await checkoutKeys(shopper, shop.base);
    await shopper.post(`${shop.base}/checkout`, {
      name: 'Asha Rao',
      email,
      ...CHECKOUT_ADDRESS,
      payment_method: 'cod',
      card_number: '',
      ...keys,
    });
    const [row] = await t.app.ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.storeId, shop.id), eq(orders.idempotencyKey, keys.idempotency_key)));
    if (!row) throw new Error('no order placed');
    return row.id;
  } finally {
    t.clock.set(new Date());
  }
}

describe('POST /store/dashboard_customers', () => {
  it('moves a customer’s first day to their next order when the first is cancelled', async () => {
    const shop = await newShop('Asia/Kolkata');
    await addProduct(t, shop.token, { sku: 'CUST-1', slug: 'cust-1', name: 'Cust Tee', price: 10_000, stock: 100 });
    const first = await buy(shop, 'CUST-1', 'Neha@Example.com', new Date('2026-10-20T06:00:00Z'));
    await buy(shop, 'CUST-1', 'neha@example.com', new Date('2026-11-05T06:00:00Z'));
    const range = { from: '2026-11-01', to: '2026-11-30' };
    const before = (await customersOf(shop.token, range)).body.data;
    expect(before.period).toMatchObject({ customers: 1, new_customers: 0, returning_customers: 1, repeat_rate: 100 });
    const cancel = await t.call(
      'POST',
      '/api/store/orders/bulk',
      { ids: [first], action: 'cancel', reason: 'Out of stock' },
      shop.token,
    );
    expect(cancel.statusCode).toBe(200);
    const firsts = await t.app.ctx.db.select().from(customerFirsts).where(eq(customerFirsts.storeId, shop.id));
    // The checkout files both orders under one customer (its record of the email): one first day, moved on.
    expect(firsts.map((f) => f.firstDay)).toEqual(['2026-11-05']);
    const after = (await customersOf(shop.token, range)).body.data;
    expect(after.period).toMatchObject({ customers: 1, new_customers: 1, returning_customers: 0, repeat_rate: 0 });
    expect(after.days.find((d: { day: string }) => d.day === '2026-11-05')).toEqual({
      day: '2026-11-05',
      new_customers: 1,
      returning_customers: 0,
    });
    // The previous period (2026-10-02 to 2026-10-31) lost its only customer.
    expect(after.previous).toMatchObject({ from: '2026-10-02', to: '2026-10-31', customers: 0 });
  });

  it('counts a customer on the store-local day: returning the next local day, new the same one', async () => {
    const shop = await newShop('Pacific/Auckland');
    const email = 'kiri@example.com';
    // 2026-11-10T10:59Z is 23:59 on the 10th in Auckland; 11:01Z is 00:01 on the 11th.
    await insertOrder(shop.id, { email, at: new Date('2026-11-10T10:59:00Z'), total: 5_000 });
    await insertOrder(shop.id, { email, at: new Date('2026-11-10T11:01:00Z'), total: 7_000 });
    const res = await customersOf(shop.token, { from: '2026-11-10', to: '2026-11-11' });
    expect(res.body.data.time_zone).toBe('Pacific/Auckland');
    expect(res.body.data.days).toEqual([
      { day: '2026-11-10', new_customers: 1, returning_customers: 0 },
      { day: '2026-11-11', new_customers: 0, returning_customers: 1 },
    ]);
    // Over the two days she is one new customer with two orders: a repeat customer.
    expect(res.body.data.period).toMatchObject({
      customers: 1,
      new_customers: 1,
      new_orders: 2,
      new_sales: 12_000,
      repeat_customers: 1,
      repeat_rate: 100,
    });
    const day11 = (await customersOf(shop.token, { from: '2026-11-11', to: '2026-11-11' })).body.data.period;
    expect(day11).toMatchObject({ customers: 1, new_customers: 0, returning_customers: 1, returning_orders: 1 });
  });

  it('refuses bad ranges with a 400 on the field', async () => {
    const shop = await shopStore(t);
    for (const [body, message] of [
      [{ from: '2026-11-10', to: '2026-11-09' }, /^to: must not be before from/],
      [{ from: '2025-01-01', to: '2026-01-02' }, /^to: .*366 days/],
      [{ from: 'yesterday', to: '2026-11-01' }, /^from: /],
    ] as const) {
      const res = await customersOf(shop.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
  });

  it('lets in the owner and staff with the dashboard permission, not other staff', async () => {
    const shop = await shopStore(t);
    const range = { from: '2026-11-01', to: '2026-11-02' };
    expect((await customersOf(shop.token, range)).statusCode).toBe(200);
    expect((await customersOf(await memberToken(t, shop.id, 'staff', ['dashboard']), range)).statusCode).toBe(200);
    expect((await customersOf(await memberToken(t, shop.id, 'staff', ['orders']), range)).statusCode).toBe(403);
    expect((await customersOf(await memberToken(t, shop.id, 'vendor', ['add_product']), range)).statusCode).toBe(403);
    expect((await customersOf('not-a-token', range)).statusCode).toBe(401);
  });
});

describe('POST /store/reports/customers', () => {
  it('groups customers by the month of their first order and counts who came back each month after', async () => {
    const shop = await newShop('Asia/Kolkata');
    const at = (iso: string) => new Date(iso);
    // September's cohort: ann and bo; ann comes back in November twice. October's: cy, who comes back in November.
    // 2026-09-30T19:00Z is already October 1st in Kolkata: dee belongs to October.
    await insertOrder(shop.id, { email: 'ann@example.com', at: at('2026-09-03T06:00:00Z'), total: 10_000 });
    await insertOrder(shop.id, { email: 'bo@example.com', at: at('2026-09-20T06:00:00Z'), total: 20_000 });
    await insertOrder(shop.id, { email: 'ann@example.com', at: at('2026-11-02T06:00:00Z'), total: 3_000 });
    await insertOrder(shop.id, { email: 'ann@example.com', at: at('2026-11-09T06:00:00Z'), total: 4_000 });
    await insertOrder(shop.id, { email: 'cy@example.com', at: at('2026-10-10T06:00:00Z'), total: 8_000 });
    await insertOrder(shop.id, { email: 'cy@example.com', at: at('2026-11-10T06:00:00Z'), total: 1_000 });
    await insertOrder(shop.id, { email: 'dee@example.com', at: at('2026-09-30T19:00:00Z'), total: 5_000 });
    // Not counted: a failed payment.
    await insertOrder(shop.id, {
      email: 'bo@example.com',
      at: at('2026-10-05T06:00:00Z'),
      total: 9,
      status: 'inactive',
    });
    t.clock.set(new Date('2026-11-20T06:00:00Z'));
    const res = await cohortsOf(shop.token, { from_month: '2026-09', to_month: '2026-12' }).finally(() =>
      t.clock.set(new Date()),
    );
    expect(res.statusCode).toBe(200);
    const data = res.body.data;
    expect(data.current_month).toBe('2026-11');
    const grid = data.cohorts.map(
      (c: { cohort: string; customers: number; sales: number; cells: { customers: number; percent: number }[] }) => [
        c.cohort,
        c.customers,
        c.sales,
        c.cells.map((cell) => `${cell.customers}/${cell.percent}`),
      ],
    );
    expect(grid).toEqual([
      ['2026-09', 2, 37_000, ['2/100', '0/0', '1/50']],
      ['2026-10', 2, 14_000, ['2/100', '1/50']],
      ['2026-11', 0, 0, ['0/0']],
    ]);
  });

  it('refuses a range over 24 months or backwards with a 400 on to_month, and staff without the dashboard', async () => {
    const shop = await shopStore(t);
    for (const body of [
      { from_month: '2024-01', to_month: '2026-01' },
      { from_month: '2026-05', to_month: '2026-04' },
    ]) {
      const res = await cohortsOf(shop.token, body);
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toMatch(/^to_month: /);
    }
    for (const from_month of ['2026-13', '0000-01', '2026-1'])
      expect((await cohortsOf(shop.token, { from_month, to_month: '2026-12' })).body.message).toMatch(/^from_month: /);
    // The calendar's last months answer, empty.
    expect((await cohortsOf(shop.token, { from_month: '9999-01', to_month: '9999-12' })).statusCode).toBe(200);
    const ok = { from_month: '2025-01', to_month: '2026-12' };
    expect((await cohortsOf(shop.token, ok)).statusCode).toBe(200);
    expect((await cohortsOf(await memberToken(t, shop.id, 'staff', ['dashboard']), ok)).statusCode).toBe(200);
    expect((await cohortsOf(await memberToken(t, shop.id, 'staff', ['orders']), ok)).statusCode).toBe(403);
  });
});
