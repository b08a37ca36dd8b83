import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, products, taxClasses } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './harness.js';
import { addProduct, addTaxClass, CHECKOUT_ADDRESS, checkoutKeys, Shopper, shopStore } from './shop-fixtures.js';

let t: TestApp;
let shop: Awaited<ReturnType<typeof shopStore>>;
let tag = 0;

beforeAll(async () => {
  t = await startTestApp();
  shop = await shopStore(t, { name: 'Chennai Weaves', country: 'IN' });
  // Registered in Tamil Nadu: a GSTIN names its state in its first two digits (33).
  const set = await t.call('PATCH', '/api/store/details', { gst_no: '33AAGFF2604K1ZP' }, shop.token);
  expect(set.statusCode).toBe(200);
});
afterAll(() => t.close());

const classBody = (overrides: Record<string, unknown> = {}) => ({
  name: `Apparel ${++tag}`,
  hsn_code: '6109',
  rates: [{ country: 'IN', region: '', rate: 5 }],
  ...overrides,
});
const classCount = async (storeId: string) =>
  (await t.app.ctx.db.select().from(taxClasses).where(eq(taxClasses.storeId, storeId))).length;

describe('tax classes', () => {
  it('keeps a class with its rates and HSN code, and reads it back', async () => {
    const res = await t.call(
      'POST',
      '/api/store/tax_class',
      classBody({
        rates: [
          { country: 'in', region: '', rate: 12.5 },
          { country: 'US', region: 'CA', rate: 7.25 },
        ],
      }),
      shop.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({
      hsn_code: '6109',
      rates: [
        { country: 'IN', region: '', rate: 12.5 },
        { country: 'US', region: 'CA', rate: 7.25 },
      ],
    });
    const read = await t.call('GET', `/api/store/tax_class/${res.body.data._id}`, undefined, shop.token);
    expect(read.body.data.rates).toHaveLength(2);
  });

  it.each([
    ['a rate over 100%', { rates: [{ country: 'IN', region: '', rate: 150 }] }, /^rates\.0\.rate: 100% at most/],
    ['a negative rate', { rates: [{ country: 'IN', region: '', rate: -1 }] }, /^rates\.0\.rate: Cannot be below zero/],
    ['three decimals', { rates: [{ country: 'IN', region: '', rate: 5.125 }] }, /^rates\.0\.rate: Use at most two/],
    ['an unknown country', { rates: [{ country: 'XX', region: '', rate: 5 }] }, /^rates\.0\.country: Choose a country/],
    ['no rate at all', { rates: [] }, /^rates: Add the rate of at least one country/],
    [
      'one place twice',
      {
        rates: [
          { country: 'US', region: 'CA', rate: 7 },
          { country: 'US', region: 'c.a.', rate: 8 },
        ],
      },
      /^rates\.1\.region: This place already has a rate/,
    ],
    ['an HSN code of 5 digits', { hsn_code: '61091' }, /^hsn_code: An HSN or SAC code has 4, 6 or 8 digits/],
  ])('refuses %s with a message on the field, and saves nothing', async (_case, overrides, message) => {
    const before = await classCount(shop.id);
    const res = await t.call('POST', '/api/store/tax_class', classBody(overrides), shop.token);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await classCount(shop.id)).toBe(before);
  });

  it("refuses a product in another store's class, and a class's delete while products use it unless detached", async () => {
    const other = await shopStore(t, { name: 'Other Tax Store', country: 'IN' });
    const theirs = await addTaxClass(t, other.token, 5);
    const refused = await t.call(
      'POST',
      '/api/store/product',
      { name: 'Stray', sku: 'STRAY-1', slug: 'stray', price: 1_000, stock: 1, tax_class_id: theirs },
      shop.token,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toBe('tax_class_id: this tax class does not exist in your store');

    const mine = (await t.call('POST', '/api/store/tax_class', classBody({ name: 'Gift wrap' }), shop.token)).body.data;
    const wrapped = await addProduct(t, shop.token, { name: 'Wrapped Tee', tax_class_id: mine._id });
    const kept = await t.call('PATCH', '/api/store/tax_class', { ids: [mine._id] }, shop.token);
    expect(kept.statusCode).toBe(409);
    expect(kept.body.message).toContain('1 product (Wrapped Tee)');
    const gone = await t.call('PATCH', '/api/store/tax_class', { ids: [mine._id], detach: true }, shop.token);
    expect(gone.statusCode).toBe(200);
    const [row] = await t.app.ctx.db.select().from(products).where(eq(products.id, wrapped._id));
    expect(row?.taxClassId).toBeNull();
  });
});

/** Buys one of `sku` by cash on delivery to an address in `region`, `country`; answers the order and its lines. */
async function buy(sku: string, region: string, country = 'IN') {
  const shopper = new Shopper(t);
  await shopper.post(`${shop.base}/cart`, { sku, quantity: '2' });
  const keys = await checkoutKeys(shopper, shop.base);
  const fields = {
    name: 'Asha Rao',
    email: `asha.${++tag}@example.com`,
    phone: '',
    ...CHECKOUT_ADDRESS,
    region,
    country,
    payment_method: 'cod',
    card_number: '',
  };
  let placed = await shopper.post(`${shop.base}/checkout`, { ...fields, ...keys });
  if (placed.status === 409) {
    // The page came back taxed for the address: the shopper agrees to its total and places it again.
    const total = placed.html.match(/name="expected_subtotal" value="([^"]*)"/)?.[1] ?? '';
    placed = await shopper.post(`${shop.base}/checkout`, { ...fields, ...keys, expected_subtotal: total });
  }
  expect(placed.status).toBe(303);
  const [order] = await t.app.ctx.db.select().from(orders).where(eq(orders.email, fields.email));
  if (!order) throw new Error('no order');
  const lines = await t.app.ctx.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  return { order, line: lines[0] };
}

describe('GST at checkout for a store in Tamil Nadu', () => {
  let sku = '';
  beforeAll(async () => {
    const gst = (await t.call('POST', '/api/store/tax_class', classBody({ name: 'Sarees' }), shop.token)).body.data;
    sku = (await addProduct(t, shop.token, { name: 'Cotton Saree', price: 100_000, stock: 50, tax_class_id: gst._id }))
      .sku;
  });

  it('charges CGST and SGST within the state, and prints them with the HSN code on the invoice', async () => {
    const { order, line } = await buy(sku, 'Tamil Nadu');
    expect(order.tax).toBe(10_000);
    expect(line?.hsnCode).toBe('6109');
    expect(line?.taxParts).toEqual([
      { name: 'CGST', rate_bp: 250, amount: 5_000 },
      { name: 'SGST', rate_bp: 250, amount: 5_000 },
    ]);
    const detail = await t.call('GET', `/api/store/orders/${order.id}`, undefined, shop.token);
    expect(detail.body.data.tax_split).toEqual([
      { name: 'CGST', rate_bp: 250, taxable: 200_000, tax: 5_000 },
      { name: 'SGST', rate_bp: 250, taxable: 200_000, tax: 5_000 },
    ]);
  });

  it('charges IGST to another state, the same amount', async () => {
    const { order, line } = await buy(sku, 'Karnataka');
    expect(order.tax).toBe(10_000);
    expect(line?.taxParts).toEqual([{ name: 'IGST', rate_bp: 500, amount: 10_000 }]);
  });

  it('charges no GST on an export, after the page shows the shopper the total without it', async () => {
    const { order, line } = await buy(sku, 'California', 'US');
    expect(order.tax).toBe(0);
    expect(order.subtotal).toBe(200_000);
    expect(line?.taxParts).toEqual([]);
  });

  it('with prices that include tax, a buyer in India pays the price and an export buyer the price without GST', async () => {
    const saved = await t.call('PUT', '/api/store/tax_settings', { prices_include_tax: true }, shop.token);
    expect(saved.statusCode).toBe(200);
    const home = await buy(sku, 'Tamil Nadu');
    expect(home.order.subtotal + home.order.tax).toBe(200_000);
    expect(home.line?.taxParts.map((p) => p.amount)).toEqual([4_762, 4_762]);
    const abroad = await buy(sku, '', 'GB');
    expect(abroad.order.subtotal + abroad.order.tax).toBe(190_476);
    await t.call('PUT', '/api/store/tax_settings', { prices_include_tax: false }, shop.token);
  });
});
