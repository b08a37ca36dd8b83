import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeDayOf } from '@stallfront/shared/dashboard';
import { orderLines, orders, products, salesDays, stores, taxDays } from '../src/db/schema/index.js';
import { memberToken } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { addProduct, addTaxClass, CHECKOUT_ADDRESS, checkoutKeys, Shopper, shopStore } from './shop-fixtures.js';

let t: TestApp;
type Shop = Awaited<ReturnType<typeof shopStore>>;
let tag = 0;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const report = (name: string, token: string, body: unknown) =>
  t.call('POST', `/api/store/reports/${name}`, body, token);

/**
 * A GST-registered store in Tamil Nadu (a sale there is CGST + SGST, to Karnataka IGST) with coupons
 * (TENOFF: 10% off) and three products: taxed at 18%, at 5%, and untaxed.
 */
async function newShop(timezone = 'Asia/Kolkata'): Promise<Shop & { skus: string[] }> {
  const shop = await shopStore(t, { country: 'IN' });
  await t.app.ctx.db
    .update(stores)
    .set({ timezone, gstNo: '33AAGFF2604K1ZP', paidFeatures: ['coupon_codes'] })
    .where(eq(stores.id, shop.id));
  await t.written();
  const coupon = { kind: 'percent', percent: 10, starts_on: '2026-01-01T00:00:00.000Z', code: 'TENOFF' };
  expect((await t.call('POST', '/api/store/coupon', coupon, shop.token)).statusCode).toBe(200);
  const skus: string[] = [];
  for (const [price, rate] of [
    [10_000, 18],
    [25_000, 5],
    [4_000, 0],
  ] as const) {
    tag += 1;
    const sku = `REP-${tag}`;
    const tax_class_id = rate ? await addTaxClass(t, shop.token, rate) : null;
    await addProduct(t, shop.token, {
      sku,
      slug: `rep-${tag}`,
      name: `Report Item ${tag}`,
      price,
      stock: 10_000,
      tax_class_id,
    });
    skus.push(sku);
  }
  return { ...shop, skus };
}

type Pay = 'card' | 'cod' | 'declined';
const CARD: Record<Pay, string> = { card: '4242424242424242', cod: '', declined: '4000000000000002' };
interface Buy {
  lines: { sku: string; quantity: number }[];
  at: Date;
  pay?: Pay;
  region?: 'Tamil Nadu' | 'Karnataka';
  coupon?: boolean;
}

/** A shopper buys the lines through the shop at an instant (the clock put back after); answers the order. */
async function buy(shop: Shop, o: Buy) {
  t.clock.set(o.at);
  try {
    const shopper = new Shopper(t);
    for (const line of o.lines)
      await shopper.post(`${shop.base}/cart`, { sku: line.sku, quantity: String(line.quantity) });
    if (o.coupon) expect((await shopper.post(`${shop.base}/cart/coupon`, { coupon_code: 'TENOFF' })).status).toBe(303);
    const keys = await checkoutKeys(shopper, shop.base);
    const pay = o.pay ?? 'cod';
    await shopper.post(`${shop.base}/checkout`, {
      name: 'Asha Rao',
      email: 'asha@example.com',
      ...CHECKOUT_ADDRESS,
      region: o.region ?? 'Tamil Nadu',
      payment_method: pay === 'cod' ? 'cod' : 'test_card',
      card_number: CARD[pay],
      ...keys,
    });
    const [order] = await t.app.ctx.db.select().from(orders).where(eq(orders.idempotencyKey, keys.idempotency_key));
    if (!order) throw new Error('no order placed');
    return order;
  } finally {
    t.clock.set(new Date());
  }
}

const cancel = (shop: Shop, ids: string[]) =>
  t.call('POST', '/api/store/orders/bulk', { ids, action: 'cancel', reason: 'Out of stock' }, shop.token);

type Line = typeof orderLines.$inferSelect;
/** A line's tax rows as the invoice prints it; a line without parts is one row named ''. */
const partsOf = (l: Line) => (l.taxParts.length ? l.taxParts : [{ name: '', rate_bp: l.taxRateBp, amount: l.tax }]);

/** The report rollups as a full scan of the store's orders computes them, days by the zone in TypeScript. */
async function scan(storeId: string, timeZone: string) {
  const rows = await t.app.ctx.db.select().from(orders).where(eq(orders.storeId, storeId));
  const lines = await t.app.ctx.db.select().from(orderLines).where(eq(orderLines.storeId, storeId));
  type DayFigures = Record<'orders' | 'sales' | 'units' | 'net' | 'tax' | 'shipping' | 'discounts', number>;
  type TaxFigures = Record<'part_rate_bp' | 'taxable' | 'tax' | 'rate_taxable', number>;
  const days: Record<string, DayFigures> = {};
  const taxes: Record<string, TaxFigures> = {};
  for (const order of rows) {
    if (order.status !== 'live' && order.status !== 'delivered') continue;
    const day = storeDayOf(order.createdAt, timeZone);
    const own = lines.filter((l) => l.orderId === order.id);
    days[day] ??= { orders: 0, sales: 0, units: 0, net: 0, tax: 0, shipping: 0, discounts: 0 };
    const d = days[day];
    d.orders += 1;
    d.sales += order.total;
    d.net += order.subtotal;
    d.tax += order.tax;
    d.shipping += order.shipping;
    for (const line of own) {
      d.units += line.quantity;
      d.discounts += line.couponDiscount;
      for (const [i, part] of partsOf(line).entries()) {
        const key = `${day} ${line.taxRateBp} ${part.name}`;
        taxes[key] ??= { part_rate_bp: part.rate_bp, taxable: 0, tax: 0, rate_taxable: 0 };
        const r = taxes[key];
        r.taxable += line.subtotal;
        r.tax += part.amount;
        r.rate_taxable += i === 0 ? line.subtotal : 0;
      }
    }
  }
  return { days, taxes };
}

/** The rollups as the triggers kept them, rows emptied by cancellations left out. */
async function rollups(storeId: string) {
  const days = await t.app.ctx.db.select().from(salesDays).where(eq(salesDays.storeId, storeId));
  const taxes = await t.app.ctx.db.select().from(taxDays).where(eq(taxDays.storeId, storeId));
  return {
    days: Object.fromEntries(
      days
        .filter((d) => d.orders || d.sales || d.units || d.net || d.tax || d.shipping || d.discounts)
        .map(({ storeId: _, day, ...figures }) => [day, figures]),
    ),
    taxes: Object.fromEntries(
      taxes
        .filter((r) => r.taxable || r.tax || r.rateTaxable)
        .map((r) => [
          `${r.day} ${r.rateBp} ${r.part}`,
          { part_rate_bp: r.partRateBp, taxable: r.taxable, tax: r.tax, rate_taxable: r.rateTaxable },
        ]),
    ),
  };
}

describe('the report rollups', () => {
  it('equal a full scan of the orders after random orders, coupons, payments and cancellations', async () => {
    const shop = await newShop('America/New_York');
    const start = Date.parse('2026-03-01T00:00:00Z');
    const order = fc.record({
      // Around New York's clock change of 2026-03-08, to the minute.
      at: fc.integer({ min: 0, max: 14 * 24 * 60 }).map((m) => new Date(start + m * 60_000)),
      lines: fc.array(fc.record({ item: fc.nat({ max: 2 }), quantity: fc.integer({ min: 1, max: 3 }) }), {
        minLength: 1,
        maxLength: 3,
      }),
      pay: fc.constantFrom<Pay>('cod', 'card', 'declined'),
      region: fc.constantFrom<'Tamil Nadu' | 'Karnataka'>('Tamil Nadu', 'Karnataka'),
      coupon: fc.boolean(),
      cancelled: fc.boolean(),
    });
    const seen = { coupon: false, cgst: false, igst: false };
    await fc.assert(
      fc.asyncProperty(fc.array(order, { minLength: 1, maxLength: 3 }), async (batch) => {
        const placed = [];
        for (const o of batch) {
          const lines = o.lines.map((l) => ({ sku: shop.skus[l.item] as string, quantity: l.quantity }));
          placed.push({ ...(await buy(shop, { ...o, lines })), cancelled: o.cancelled });
        }
        const toCancel = placed.filter((o) => o.cancelled && o.status === 'live').map((o) => o.id);
        if (toCancel.length) expect((await cancel(shop, toCancel)).statusCode).toBe(200);
        const kept = await rollups(shop.id);
        expect(kept).toEqual(await scan(shop.id, 'America/New_York'));
        seen.coupon ||= Object.values(kept.days).some((d) => (d.discounts ?? 0) > 0);
        seen.cgst ||= Object.keys(kept.taxes).some((k) => k.endsWith(' CGST'));
        seen.igst ||= Object.keys(kept.taxes).some((k) => k.endsWith(' IGST'));
      }),
      { numRuns: 12, seed: 3601 },
    );
    // The runs did meet what the new rollups keep.
    expect(seen).toEqual({ coupon: true, cgst: true, igst: true });
    // A new zone counts every order again on the new days.
    await t.app.ctx.db.update(stores).set({ timezone: 'Pacific/Auckland' }).where(eq(stores.id, shop.id));
    expect(await rollups(shop.id)).toEqual(await scan(shop.id, 'Pacific/Auckland'));
  });
});

describe('POST /store/reports/sales', () => {
  it('puts orders on the store-local day, week and month they were placed, with every figure summed', async () => {
    const shop = await newShop('Asia/Kolkata');
    const [tee, coat, cap] = shop.skus as [string, string, string];
    // 18:29 UTC is 23:59 on 2026-11-30 in Kolkata (a Monday); 18:31 is 00:01 on 2026-12-01.
    const a = await buy(shop, {
      lines: [{ sku: tee, quantity: 2 }],
      at: new Date('2026-11-30T18:29:00Z'),
      coupon: true,
    });
    const b = await buy(shop, {
      lines: [
        { sku: coat, quantity: 1 },
        { sku: cap, quantity: 3 },
      ],
      at: new Date('2026-11-30T18:31:00Z'),
      region: 'Karnataka',
    });
    const c = await buy(shop, { lines: [{ sku: tee, quantity: 1 }], at: new Date('2026-11-22T06:00:00Z') });
    const dropped = await buy(shop, { lines: [{ sku: tee, quantity: 5 }], at: new Date('2026-11-30T07:00:00Z') });
    expect((await cancel(shop, [dropped.id])).statusCode).toBe(200);

    const days = await report('sales', shop.token, { from: '2026-11-29', to: '2026-12-01', grain: 'day' });
    expect(days.statusCode).toBe(200);
    expect(days.body.data.time_zone).toBe('Asia/Kolkata');
    const [sun, mon, tue] = days.body.data.buckets;
    expect(sun).toMatchObject({ from: '2026-11-29', to: '2026-11-29', orders: 0, total: 0 });
    const discountA = (await t.app.ctx.db.select().from(orderLines).where(eq(orderLines.orderId, a.id)))[0]
      ?.couponDiscount as number;
    expect(discountA).toBeGreaterThan(0);
    expect(mon).toMatchObject({
      from: '2026-11-30',
      orders: 1,
      units: 2,
      net: a.subtotal,
      discounts: discountA,
      gross: a.subtotal + discountA,
      tax: a.tax,
      shipping: a.shipping,
      total: a.total,
    });
    expect(tue).toMatchObject({
      from: '2026-12-01',
      orders: 1,
      units: 4,
      net: b.subtotal,
      discounts: 0,
      total: b.total,
    });
    expect(days.body.data.totals).toMatchObject({ orders: 2, units: 6, total: a.total + b.total });

    // Weeks start on Monday: the 22nd (a Sunday) is in the week of the 16th, cut to the range.
    const weeks = await report('sales', shop.token, { from: '2026-11-20', to: '2026-12-06', grain: 'week' });
    expect(
      weeks.body.data.buckets.map((w: { from: string; to: string; orders: number }) => [w.from, w.to, w.orders]),
    ).toEqual([
      ['2026-11-20', '2026-11-22', 1],
      ['2026-11-23', '2026-11-29', 0],
      ['2026-11-30', '2026-12-06', 2],
    ]);
    const months = await report('sales', shop.token, { from: '2026-11-01', to: '2026-12-31', grain: 'month' });
    const [nov, dec] = months.body.data.buckets;
    expect(nov).toMatchObject({ from: '2026-11-01', to: '2026-11-30', orders: 2, total: a.total + c.total });
    expect(dec).toMatchObject({ from: '2026-12-01', to: '2026-12-31', orders: 1, total: b.total });
    for (const bucket of months.body.data.buckets) {
      expect(bucket.gross - bucket.discounts).toBe(bucket.net);
      expect(bucket.net + bucket.tax + bucket.shipping).toBe(bucket.total);
    }
  });

  it('refuses bad ranges and grains with a 400 on the field', async () => {
    const shop = await shopStore(t);
    for (const [body, message] of [
      [{ from: '2026-11-10', to: '2026-11-09', grain: 'day' }, /^to: must not be before from/],
      [{ from: '2025-01-01', to: '2026-01-02', grain: 'day' }, /^to: .*366 days/],
      [{ from: '2024-01-01', to: '2027-01-01', grain: 'month' }, /^to: .*3 years/],
      [{ from: '2026-01-01', to: '2026-02-01', grain: 'year' }, /^grain: must be one of day, week, month/],
      [{ from: '2026-01-01', to: '2026-02-01' }, /^grain: /],
      [{ from: '2026-02-30', to: '2026-03-01', grain: 'day' }, /^from: must be a date/],
    ] as const) {
      const res = await report('sales', shop.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect(
      (await report('sales', shop.token, { from: '2024-01-01', to: '2026-12-31', grain: 'week' })).statusCode,
    ).toBe(200);
    const tooLong = await report('taxes', shop.token, { from: '2024-01-01', to: '2027-01-01' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body.message).toMatch(/^to: /);
    const badSort = await report('products', shop.token, { from: '2026-01-01', to: '2026-01-02', sort: 'price' });
    expect(badSort.statusCode).toBe(400);
    expect(badSort.body.message).toMatch(/^sort: /);
  });

  it('lets in the owner and staff with the dashboard permission, not other staff, vendors or branches', async () => {
    const shop = await shopStore(t);
    const body = { from: '2026-11-01', to: '2026-11-02' };
    for (const name of ['sales', 'taxes', 'products']) {
      const input = name === 'sales' ? { ...body, grain: 'day' } : body;
      expect((await report(name, await memberToken(t, shop.id, 'staff', ['dashboard']), input)).statusCode).toBe(200);
      expect((await report(name, await memberToken(t, shop.id, 'staff', ['orders']), input)).statusCode).toBe(403);
      expect((await report(name, await memberToken(t, shop.id, 'vendor', ['add_product']), input)).statusCode).toBe(
        403,
      );
      expect((await report(name, await memberToken(t, shop.id, 'branch'), input)).statusCode).toBe(403);
    }
  });
});

describe('POST /store/reports/taxes', () => {
  it('splits GST into CGST and SGST within the state and IGST across, counting each line once per rate', async () => {
    const shop = await newShop('Asia/Kolkata');
    const [tee, coat, cap] = shop.skus as [string, string, string];
    const at = new Date('2026-11-10T06:00:00Z');
    const home = await buy(shop, {
      lines: [
        { sku: tee, quantity: 2 },
        { sku: cap, quantity: 1 },
      ],
      at,
    });
    const away = await buy(shop, {
      lines: [
        { sku: tee, quantity: 1 },
        { sku: coat, quantity: 1 },
      ],
      at,
      region: 'Karnataka',
    });
    const lines = await t.app.ctx.db.select().from(orderLines).where(eq(orderLines.storeId, shop.id));
    const line = (order: { id: string }, rate: number) =>
      lines.find((l) => l.orderId === order.id && l.taxRateBp === rate) as Line;
    const res = await report('taxes', shop.token, { from: '2026-11-01', to: '2026-11-30' });
    expect(res.statusCode).toBe(200);
    const [r18, r5, r0] = res.body.data.rates;
    const homeTee = line(home, 1800);
    const awayTee = line(away, 1800);
    expect(r18).toMatchObject({
      rate_bp: 1800,
      taxable: homeTee.subtotal + awayTee.subtotal,
      tax: homeTee.tax + awayTee.tax,
    });
    expect(r18.parts).toEqual([
      { name: 'CGST', rate_bp: 900, taxable: homeTee.subtotal, tax: homeTee.tax - Math.floor(homeTee.tax / 2) },
      { name: 'IGST', rate_bp: 1800, taxable: awayTee.subtotal, tax: awayTee.tax },
      { name: 'SGST', rate_bp: 900, taxable: homeTee.subtotal, tax: Math.floor(homeTee.tax / 2) },
    ]);
    expect(r5).toMatchObject({ rate_bp: 500, parts: [{ name: 'IGST', rate_bp: 500, tax: line(away, 500).tax }] });
    expect(r0).toMatchObject({ rate_bp: 0, taxable: line(home, 0).subtotal, tax: 0, parts: [{ name: '', tax: 0 }] });
    expect(res.body.data.totals).toEqual({ taxable: home.subtotal + away.subtotal, tax: home.tax + away.tax });
    // Another month has none.
    const empty = await report('taxes', shop.token, { from: '2026-10-01', to: '2026-10-31' });
    expect(empty.body.data).toMatchObject({ rates: [], totals: { taxable: 0, tax: 0 } });
  });
});

describe('POST /store/reports/products', () => {
  it('answers units, revenue and stock turns per product, sorted as asked', async () => {
    const shop = await newShop('Asia/Kolkata');
    const [tee, coat, cap] = shop.skus as [string, string, string];
    const at = new Date('2026-11-10T06:00:00Z');
    await buy(shop, {
      lines: [
        { sku: tee, quantity: 2 },
        { sku: cap, quantity: 5 },
      ],
      at,
    });
    await buy(shop, { lines: [{ sku: coat, quantity: 1 }], at });
    await buy(shop, { lines: [{ sku: cap, quantity: 1 }], at: new Date('2026-10-10T06:00:00Z') });
    // The cap's stock now: 40 on hand; the coat's none.
    await t.app.ctx.db.update(products).set({ stock: 40 }).where(eq(products.sku, cap));
    await t.app.ctx.db.update(products).set({ stock: 0 }).where(eq(products.sku, coat));
    const range = { from: '2026-11-01', to: '2026-11-30' };
    const byRevenue = await report('products', shop.token, range);
    expect(byRevenue.statusCode).toBe(200);
    expect(byRevenue.body.data.sort).toBe('revenue');
    const rows = byRevenue.body.data.products as {
      sku: string;
      units: number;
      revenue: number;
      turns: number | null;
    }[];
    expect(rows.map((r) => r.sku)).toEqual([coat, cap, tee]);
    expect(rows.find((r) => r.sku === cap)).toMatchObject({ units: 5, stock: 40, turns: 0.13 });
    expect(rows.find((r) => r.sku === coat)).toMatchObject({ units: 1, stock: 0, turns: null });
    const byUnits = await report('products', shop.token, { ...range, sort: 'units' });
    expect(byUnits.body.data.products.map((r: { sku: string }) => r.sku)).toEqual([cap, tee, coat]);
    const byTurns = await report('products', shop.token, { ...range, sort: 'turns' });
    // The tee: 2 sold of 9,998 on hand; the coat, with nothing on hand, last.
    expect(byTurns.body.data.products.map((r: { sku: string }) => r.sku)).toEqual([cap, tee, coat]);
  });
});
