import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, deliveryMethods, orders, shippingMethods, stores } from '../src/db/schema/index.js';
import { memberToken } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { PACKAGE_IDS } from '@stallfront/shared';
import { addProduct, CHECKOUT_ADDRESS, checkoutKeys, Shopper, shopOnPlan, shopStore } from './shop-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function shippingShop(features = ['shipping_methods', 'store_pickup']) {
  const shop = await shopStore(t, { name: 'Shipping Shop' });
  await t.app.ctx.db.update(stores).set({ paidFeatures: features }).where(eq(stores.id, shop.id));
  await t.written();
  return shop;
}

const courier = (body: Record<string, unknown> = {}) => ({
  name: 'Chennai courier',
  zone: { countries: ['IN'], postcodes: ['600001-600099'] },
  rate: { kind: 'flat', fee: 5_000 },
  ...body,
});

async function add(path: string, token: string, body: Record<string, unknown>) {
  const res = await t.call('POST', `/api/store/${path}`, body, token);
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${JSON.stringify(res.body)}`);
  return res.body.data as { _id: string; name: string };
}

const count = async (table: typeof shippingMethods | typeof deliveryMethods, storeId: string) =>
  (await t.app.ctx.db.select().from(table).where(eq(table.storeId, storeId))).length;

describe('shipping methods: the calls', () => {
  it('keeps a zone and a rate, read back as saved', async () => {
    const shop = await shippingShop();
    const made = await add('shipping_method', shop.token, {
      name: 'By weight',
      zone: { countries: ['in', 'LK'], regions: ['Tamil Nadu'], postcodes: ['600*'] },
      rate: {
        kind: 'weight',
        bands: [
          { min: 0, max: 1000, fee: 4_000 },
          { min: 1001, fee: 9_000 },
        ],
        free_above: 200_000,
      },
    });
    const read = await t.call('GET', `/api/store/shipping_method/${made._id}`, undefined, shop.token);
    expect(read.body.data).toMatchObject({
      name: 'By weight',
      active: true,
      zone: { countries: ['IN', 'LK'], regions: ['Tamil Nadu'], postcodes: ['600*'] },
      rate: {
        kind: 'weight',
        fee: 0,
        bands: [
          { min: 0, max: 1000, fee: 4_000 },
          { min: 1001, max: null, fee: 9_000 },
        ],
        free_above: 200_000,
      },
    });
    const list = await t.call('POST', '/api/store/shipping_method_list', {}, shop.token);
    expect(list.body.list.map((m: { name: string }) => m.name)).toEqual(['By weight']);
  });

  it.each([
    ['an unknown country code', { zone: { countries: ['IN', 'XX'] } }, 'zone.countries.1: Unknown country code “XX”'],
    [
      'a postcode range backwards',
      { zone: { countries: ['IN'], postcodes: ['600099-600001'] } },
      'zone.postcodes.0: The range 600099-600001 runs backwards: write the lower postcode first',
    ],
    ['a negative rate', { rate: { kind: 'flat', fee: -100 } }, 'rate.fee: Cannot be below zero'],
    [
      'overlapping weight bands',
      {
        rate: {
          kind: 'weight',
          bands: [
            { min: 0, max: 1000, fee: 100 },
            { min: 500, max: 2000, fee: 200 },
          ],
        },
      },
      'rate.bands.1.min: Overlaps the band from 0 to 1000',
    ],
    ['no country', { zone: { countries: [] } }, 'zone.countries: Choose at least one country'],
  ])('refuses %s on its field and saves nothing', async (_what, body, message) => {
    const shop = await shippingShop();
    const res = await t.call('POST', '/api/store/shipping_method', courier(body), shop.token);
    expect(res.statusCode).toBe(400);
    expect(res.body).toEqual({ status: false, message });
    expect(await count(shippingMethods, shop.id)).toBe(0);
  });

  it('is the owner’s, in stores with the shipping methods feature', async () => {
    const without = await shopOnPlan(t, PACKAGE_IDS.genieFree);
    const refused = await t.call('POST', '/api/store/shipping_method', courier(), without.token);
    expect(refused.statusCode).toBe(404);
    const shop = await shippingShop();
    const staff = await memberToken(t, shop.id, 'staff', ['orders', 'marketing']);
    expect((await t.call('POST', '/api/store/shipping_method', courier(), staff)).statusCode).toBe(403);
    expect(await count(shippingMethods, shop.id)).toBe(0);
  });
});

describe('delivery methods: the calls', () => {
  it('refuses pickup without the store pickup feature, another store’s branch, and a local delivery with no area', async () => {
    const plain = await shippingShop(['shipping_methods']);
    const pickup = await t.call('POST', '/api/store/delivery_method', { name: 'Pickup', kind: 'pickup' }, plain.token);
    expect(pickup.statusCode).toBe(400);
    expect(pickup.body.message).toBe('kind: Pickup needs the store pickup feature: add it to your plan first.');

    const shop = await shippingShop();
    const other = await shippingShop();
    const theirs = await branchOf(other.id, 'Elsewhere');
    const stolen = await t.call(
      'POST',
      '/api/store/delivery_method',
      { name: 'Pickup', kind: 'pickup', branch_id: theirs },
      shop.token,
    );
    expect(stolen.statusCode).toBe(404);
    expect(stolen.body.message).toBe('branch_id: This branch does not exist in your store.');

    const nowhere = await t.call('POST', '/api/store/delivery_method', { name: 'Local', kind: 'local' }, shop.token);
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.body.message).toMatch(/^area\.postcodes: List the postcodes/);
    const noOrigin = await t.call(
      'POST',
      '/api/store/delivery_method',
      { name: 'Local', kind: 'local', area: { radius_km: 5, points: [{ postcode: '600017', lat: 13, lng: 80 }] } },
      shop.token,
    );
    expect(noOrigin.body.message).toBe('area.origin: Enter where the store is, to measure the radius from');
    expect(await count(deliveryMethods, shop.id)).toBe(0);
    expect(await count(deliveryMethods, plain.id)).toBe(0);
  });
});

async function branchOf(storeId: string, name: string) {
  const [row] = await t.app.ctx.db
    .insert(branches)
    .values({ storeId, name, email: `${crypto.randomUUID()}@branch.example`, passwordHash: 'x', address: 'Road 1' })
    .returning();
  return row?.id as string;
}

/** The checkout page drawn for an address, as its "Update delivery options" button posts it. */
async function choicesAt(shopper: Shopper, base: string, address: Record<string, string>) {
  await shopper.get(`${base}/checkout`);
  const page = await shopper.post(`${base}/checkout/delivery`, { ...CHECKOUT_ADDRESS, ...address });
  expect(page.status).toBe(200);
  const labels = [
    ...page.html.matchAll(
      /<label class="choice"><input[^>]*name="delivery_method"[^>]*value="([^"]*)"[^>]*\/?><span>([^<]*)<\/span>/g,
    ),
  ];
  return {
    choices: labels.map((m) => m[2]),
    ids: labels.map((m) => m[1]),
    problem: page.html.match(/data-delivery-problem[^>]*>([^<]*)</)?.[1] ?? null,
  };
}

describe('the checkout offers the store’s methods', () => {
  it('offers a method where its zone holds the address, refuses it elsewhere, and keeps its id and label on the order', async () => {
    const shop = await shippingShop();
    const rate = await add('shipping_method', shop.token, courier());
    await add('shipping_method', shop.token, {
      name: 'Heavy freight',
      zone: { countries: ['IN'] },
      rate: { kind: 'weight', bands: [{ min: 5_000, fee: 20_000 }] },
    });
    const product = await addProduct(t, shop.token, { price: 50_000, stock: 10, weight: 400 });
    const shopper = new Shopper(t);
    expect((await shopper.post(`${shop.base}/cart`, { sku: product.sku, quantity: '1' })).status).toBe(303);

    // Chennai: the courier (the cart is too light for freight), and pickup (store_pickup, no methods: the default).
    expect(await choicesAt(shopper, shop.base, { postal_code: '600 017' })).toEqual({
      choices: ['Chennai courier', 'Pick up in store'],
      ids: [rate._id, 'pickup'],
      problem: null,
    });
    // Delhi: nothing delivers there but the pickup.
    expect((await choicesAt(shopper, shop.base, { postal_code: '110001' })).choices).toEqual(['Pick up in store']);

    const keys = await checkoutKeys(shopper, shop.base);
    const form = {
      name: 'Asha Rao',
      email: 'asha@example.com',
      ...CHECKOUT_ADDRESS,
      payment_method: 'cod',
      card_number: '',
      expected_subtotal: keys.expected_subtotal,
      idempotency_key: keys.idempotency_key,
    };
    const refused = await shopper.post(`${shop.base}/checkout`, {
      ...form,
      postal_code: '110001',
      delivery_method: rate._id,
    });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('This delivery is not offered for your address: choose another.');
    const old = await shopper.post(`${shop.base}/checkout`, { ...form, delivery_method: 'standard' });
    expect(old.status).toBe(400);
    expect(await t.app.ctx.db.select().from(orders).where(eq(orders.storeId, shop.id))).toEqual([]);

    const placed = await shopper.post(`${shop.base}/checkout`, { ...form, delivery_method: rate._id });
    expect(placed.status).toBe(303);
    const [order] = await t.app.ctx.db.select().from(orders).where(eq(orders.storeId, shop.id));
    expect(order).toMatchObject({
      deliveryMethod: rate._id,
      deliveryLabel: 'Chennai courier',
      shipping: 5_000,
      total: (order?.subtotal ?? 0) + (order?.tax ?? 0) + 5_000,
    });
    const listed = await t.call('POST', '/api/store/orders/list', {}, shop.token);
    expect(listed.body.list[0]).toMatchObject({ delivery_method: rate._id, delivery_label: 'Chennai courier' });
  });

  it('says why nothing is offered, and refuses the order with it', async () => {
    const shop = await shippingShop(['shipping_methods']);
    await add('shipping_method', shop.token, courier());
    const product = await addProduct(t, shop.token, { price: 10_000, stock: 5 });
    const shopper = new Shopper(t);
    await shopper.post(`${shop.base}/cart`, { sku: product.sku, quantity: '1' });
    expect(await choicesAt(shopper, shop.base, { postal_code: '110001' })).toEqual({
      choices: [],
      ids: [],
      problem: 'We do not deliver to 110001, IN. Try another address.',
    });
    const keys = await checkoutKeys(shopper, shop.base);
    const refused = await shopper.post(`${shop.base}/checkout`, {
      name: 'Ravi',
      email: 'ravi@example.com',
      ...CHECKOUT_ADDRESS,
      postal_code: '110001',
      delivery_method: 'standard',
      payment_method: 'cod',
      card_number: '',
      ...keys,
    });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('We do not deliver to 110001, IN. Try another address.');
  });

  it('offers pickup at a branch while it exists, and local delivery by postcode with its free-above', async () => {
    const shop = await shippingShop();
    const branch = await branchOf(shop.id, 'Anna Nagar');
    await add('delivery_method', shop.token, { name: 'Home delivery', kind: 'home' });
    await add('delivery_method', shop.token, { name: 'Pick up at Anna Nagar', kind: 'pickup', branch_id: branch });
    await add('delivery_method', shop.token, {
      name: 'Same-day in Chennai',
      kind: 'local',
      fee: 7_900,
      free_above: 100_000,
      area: { postcodes: ['600040'] },
    });
    const product = await addProduct(t, shop.token, { price: 60_000, stock: 10 });
    const shopper = new Shopper(t);
    await shopper.post(`${shop.base}/cart`, { sku: product.sku, quantity: '1' });
    const near = await choicesAt(shopper, shop.base, { postal_code: '600040' });
    expect(near.choices).toEqual([
      'Standard delivery (3-5 days)',
      'Express delivery (1-2 days)',
      'Pick up at Anna Nagar',
      'Same-day in Chennai',
    ]);
    const page = await shopper.post(`${shop.base}/checkout/delivery`, {
      ...CHECKOUT_ADDRESS,
      postal_code: '600040',
    });
    expect(page.html).toMatch(/Same-day in Chennai<\/span><strong>₹79\.00<\/strong>/);
    await shopper.post(`${shop.base}/cart`, { sku: product.sku, quantity: '1' });
    const free = await shopper.post(`${shop.base}/checkout/delivery`, {
      ...CHECKOUT_ADDRESS,
      postal_code: '600040',
    });
    expect(free.html).toMatch(/Same-day in Chennai<\/span><strong>Free<\/strong>/);

    await t.app.ctx.db.delete(branches).where(eq(branches.id, branch));
    expect((await choicesAt(shopper, shop.base, { postal_code: '600041' })).choices).toEqual([
      'Standard delivery (3-5 days)',
      'Express delivery (1-2 days)',
    ]);
  });

  it('reads an order from before the shipping settings by its default method’s name', async () => {
    const shop = await shippingShop([]);
    const product = await addProduct(t, shop.token, { price: 10_000, stock: 5 });
    const shopper = new Shopper(t);
    await shopper.post(`${shop.base}/cart`, { sku: product.sku, quantity: '1' });
    const keys = await checkoutKeys(shopper, shop.base);
    const placed = await shopper.post(`${shop.base}/checkout`, {
      name: 'Old',
      email: 'old@example.com',
      ...CHECKOUT_ADDRESS,
      delivery_method: 'express',
      payment_method: 'cod',
      card_number: '',
      ...keys,
    });
    expect(placed.status).toBe(303);
    await t.app.ctx.db.update(orders).set({ deliveryLabel: null }).where(eq(orders.storeId, shop.id));
    const listed = await t.call('POST', '/api/store/orders/list', {}, shop.token);
    expect(listed.body.list[0]).toMatchObject({
      delivery_method: 'express',
      delivery_label: 'Express delivery (1-2 days)',
    });
  });
});
