import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, stores } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './harness.js';
import { addProduct, checkOutByCod, Shopper, shopStore } from './shop-fixtures.js';

let t: TestApp;
let shop: Awaited<ReturnType<typeof shopStore>>;

const customModel = {
  custom_list: [],
  mm_sets: [{ name: 'Kurta', list: ['Chest', 'Length'], mm_unit: 'inches' }],
  notes_list: ['Measure over a thin shirt.'],
  additional_qty: 0,
};

beforeAll(async () => {
  t = await startTestApp();
  shop = await shopStore(t, { name: 'Tailor Made' });
  await t.app.ctx.db
    .update(stores)
    .set({ paidFeatures: ['quick_orders'] })
    .where(eq(stores.id, shop.id));
  await t.written();
  await addProduct(t, shop.token, {
    name: 'Linen Kurta',
    sku: 'KURTA-1',
    slug: 'kurta',
    price: 300_000,
    custom_model: customModel,
  });
});
afterAll(() => t.close());

describe('made to measure in the shop', () => {
  it('asks for every measurement in the buy box, keeps them on the cart line and on the order line', async () => {
    const shopper = new Shopper(t);
    const page = await shopper.get(`${shop.base}/p/kurta`);
    expect(page.html).toContain('Your measurements: Kurta');
    expect(page.html).toContain('name="mm_0_1"');

    const missing = await shopper.post(`${shop.base}/cart`, { sku: 'KURTA-1', quantity: '1', mm_0_0: '40' });
    expect(missing.status).toBe(400);
    expect(missing.html).toContain('Enter your length');
    const wrong = await shopper.post(`${shop.base}/cart`, {
      sku: 'KURTA-1',
      quantity: '1',
      mm_0_0: '40',
      mm_0_1: '-3',
    });
    expect(wrong.html).toContain('Enter a length like 38.5');

    const mine = { mm_0_0: '40', mm_0_1: '38.5' };
    expect((await shopper.post(`${shop.base}/cart`, { sku: 'KURTA-1', quantity: '1', ...mine })).status).toBe(303);
    expect(
      (await shopper.post(`${shop.base}/cart`, { sku: 'KURTA-1', quantity: '1', mm_0_0: '42', mm_0_1: '40' })).status,
    ).toBe(303);
    const drawer = JSON.parse((await shopper.get(`${shop.base}/cart.json`, { json: true })).html);
    // Two people's measurements are two lines of the same kurta.
    expect(
      drawer.cart.lines.map((l: { measurements: { value: number }[] }) => l.measurements.map((m) => m.value)),
    ).toEqual([
      [40, 38.5],
      [42, 40],
    ]);
    expect((await shopper.get(`${shop.base}/cart`)).html).toContain('Kurta: Chest 40 in, Length 38.5 in');

    const { placed, order } = await checkOutByCod(t, shopper, shop.base, 'Tailored Buyer', 'tailored@example.com');
    const saved = await t.app.ctx.db
      .select({ measurements: orderLines.measurements })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id));
    expect(saved.map((l) => l.measurements[0]?.value).sort()).toEqual([40, 42]);
    expect(saved[0]?.measurements[0]).toMatchObject({ set: 'Kurta', name: 'Chest', unit: 'inches' });
    expect((await shopper.get(String(placed.headers.location))).html).toContain('Kurta: Chest 42 in, Length 40 in');
  });

  it('holds a made-to-measure item added without its measurements out of checkout, saying why', async () => {
    const shopper = new Shopper(t);
    expect((await shopper.post(`${shop.base}/quick-order`, { sku: ['KURTA-1'], quantity: ['1'] })).status).toBe(303);
    const drawer = JSON.parse((await shopper.get(`${shop.base}/cart.json`, { json: true })).html);
    expect(drawer.cart.ready).toBe(false);
    expect(drawer.cart.lines[0].problem).toBe(
      'Made to measure: enter your measurements on its page (remove it and add it again)',
    );
  });
});
