import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, stores } from '../src/db/schema/index.js';
import { memberToken } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { addProduct, checkOutByCod, Shopper, shopStore } from './shop-fixtures.js';

const ADDONS = '/api/store/addon';

let t: TestApp;
let shop: Awaited<ReturnType<typeof shopStore>>;
let shirt: Awaited<ReturnType<typeof addProduct>>;

const withFeature = async () => {
  await t.app.ctx.db
    .update(stores)
    .set({ paidFeatures: ['addon_products'] })
    .where(eq(stores.id, shop.id));
  await t.written();
};

beforeAll(async () => {
  t = await startTestApp();
  shop = await shopStore(t, { name: 'Monogram Shirts' });
  shirt = await addProduct(t, shop.token, { name: 'Oxford Shirt', sku: 'OXF-1', slug: 'oxford', price: 200_000 });
});
afterAll(() => t.close());

const monogram = () => ({
  name: 'Monogram',
  kind: 'text',
  price: 15_000,
  required: true,
  max_chars: 3,
  product_ids: [shirt._id],
  catalog_ids: [],
});
const wrap = () => ({ ...monogram(), name: 'Gift wrap', kind: 'tick', price: 5_000, required: false });

/** The add-ons the shop's tests buy with, saved once whichever test runs first. */
let saved: Promise<{ monogram: string; wrap: string }> | undefined;
const addonsOnShirt = () => {
  saved ??= (async () => {
    await withFeature();
    const one = await t.call('POST', ADDONS, monogram(), shop.token);
    const two = await t.call('POST', ADDONS, wrap(), shop.token);
    return { monogram: one.body.data._id, wrap: two.body.data._id };
  })();
  return saved;
};

describe('add-ons', () => {
  it('are the add-on products feature’s, changed by the owner and read by staff; each fault is named', async () => {
    const store = await shopStore(t);
    const refused = await t.call('POST', ADDONS, { ...monogram(), product_ids: [] }, store.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.body.message).toBe('This store has no add-ons: turn on the add-on products feature.');
    await t.app.ctx.db
      .update(stores)
      .set({ paidFeatures: ['addon_products'] })
      .where(eq(stores.id, store.id));
    await t.written();
    const made = await t.call('POST', ADDONS, { ...monogram(), product_ids: [] }, store.token);
    expect(made.statusCode, JSON.stringify(made.body)).toBe(200);
    const staff = await memberToken(t, store.id, 'staff', []);
    expect((await t.call('POST', `${ADDONS}_list`, {}, staff)).body.list).toHaveLength(1);
    expect((await t.call('PUT', ADDONS, { ...made.body.data, price: 1 }, staff)).statusCode).toBe(403);

    const cases: [Record<string, unknown>, RegExp][] = [
      [{ kind: 'engrave' }, /^kind: Choose a tick, a text or a file/],
      [{ price: -1 }, /^price: Cannot be below zero/],
      [{ max_chars: 0 }, /^max_chars: 1 at least/],
      [{ required: 'yes' }, /^required: Say whether it is required/],
      [{ name: ' ' }, /^name: Enter a name/],
    ];
    for (const [fault, message] of cases) {
      const res = await t.call(
        'POST',
        ADDONS,
        { ...monogram(), product_ids: [], name: 'Other', ...fault },
        store.token,
      );
      expect(res.statusCode, JSON.stringify(fault)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
  });

  it('asks for them in the buy box, prices them into the cart line and keeps them on the order line', async () => {
    const ids = await addonsOnShirt();
    const shopper = new Shopper(t);
    const page = await shopper.get(`${shop.base}/p/oxford`);
    expect(page.html).toContain(`name="addon_${ids.monogram}"`);
    expect(page.html).toContain(`value="${ids.wrap}"`);

    const missing = await shopper.post(`${shop.base}/cart`, { sku: 'OXF-1', quantity: '1' });
    expect(missing.status).toBe(400);
    expect(missing.html).toContain('Write the monogram');
    const long = await shopper.post(`${shop.base}/cart`, {
      sku: 'OXF-1',
      quantity: '1',
      [`addon_${ids.monogram}`]: 'ABCD',
    });
    expect(long.html).toContain('3 characters at most');

    const text = { [`addon_${ids.monogram}`]: 'ARK' };
    expect(
      (await shopper.post(`${shop.base}/cart`, { sku: 'OXF-1', quantity: '1', ...text, addon: ids.wrap })).status,
    ).toBe(303);
    expect(
      (await shopper.post(`${shop.base}/cart`, { sku: 'oxf-1', quantity: '1', addon: ids.wrap, ...text })).status,
    ).toBe(303);
    expect(
      (await shopper.post(`${shop.base}/cart`, { sku: 'OXF-1', quantity: '1', [`addon_${ids.monogram}`]: 'JSB' }))
        .status,
    ).toBe(303);
    const drawer = JSON.parse((await shopper.get(`${shop.base}/cart.json`, { json: true })).html);
    type Line = { key: string; quantity: number; unit_price: number; addons: { name: string; text?: string }[] };
    const lines: Line[] = drawer.cart.lines;
    // The same shirt with the same options is one line; another monogram is its own.
    expect(lines.map((l) => [l.quantity, l.unit_price, l.addons.map((a) => a.text ?? a.name)])).toEqual([
      [2, 220_000, ['Gift wrap', 'ARK']],
      [1, 215_000, ['JSB']],
    ]);

    const cart = await shopper.get(`${shop.base}/cart`);
    expect(cart.html).toContain('Monogram: “ARK”');
    await shopper.post(`${shop.base}/cart/update`, { sku: 'OXF-1', line: lines[1]?.key ?? '', quantity: '3' });
    const { placed, order } = await checkOutByCod(t, shopper, shop.base, 'Monogram Buyer', 'monogram@example.com');
    const saved = await t.app.ctx.db
      .select({ quantity: orderLines.quantity, unitPrice: orderLines.unitPrice, addons: orderLines.addons })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id));
    expect(saved.sort((a, b) => a.quantity - b.quantity)).toEqual([
      {
        quantity: 2,
        unitPrice: 220_000,
        addons: [
          { name: 'Gift wrap', price: 5_000 },
          { name: 'Monogram', price: 15_000, text: 'ARK' },
        ],
      },
      { quantity: 3, unitPrice: 215_000, addons: [{ name: 'Monogram', price: 15_000, text: 'JSB' }] },
    ]);
    expect(order.subtotal).toBe(2 * 220_000 + 3 * 215_000);
    expect((await shopper.get(String(placed.headers.location))).html).toContain('Monogram: “JSB”');
  });

  it('holds a line whose add-on was deleted out of checkout, saying why', async () => {
    const ids = await addonsOnShirt();
    const shopper = new Shopper(t);
    await shopper.post(`${shop.base}/cart`, {
      sku: 'OXF-1',
      quantity: '1',
      addon: ids.wrap,
      [`addon_${ids.monogram}`]: 'Z',
    });
    const created = await t.call('POST', ADDONS, { ...wrap(), name: 'Box', product_ids: [shirt._id] }, shop.token);
    await shopper.post(`${shop.base}/cart`, {
      sku: 'OXF-1',
      quantity: '1',
      addon: created.body.data._id,
      [`addon_${ids.monogram}`]: 'Y',
    });
    const removed = await t.call('PATCH', ADDONS, { ids: [created.body.data._id], detach: true }, shop.token);
    expect(removed.statusCode).toBe(200);
    const drawer = JSON.parse((await shopper.get(`${shop.base}/cart.json`, { json: true })).html);
    expect(drawer.cart.ready).toBe(false);
    expect(drawer.cart.lines[1].problem).toBe(
      'An option you chose is no longer offered: remove it and add it again from its page',
    );
  });
});
