import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, stores } from '../src/db/schema/index.js';
import { memberToken } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { addProduct, checkOutByCod, checkoutPage, Shopper, shopStore } from './shop-fixtures.js';

const OFFERS = '/api/store/addon_product';

let t: TestApp;
let shop: Awaited<ReturnType<typeof shopStore>>;
let chinos: Awaited<ReturnType<typeof addProduct>>;
let belt: Awaited<ReturnType<typeof addProduct>>;
let cap: Awaited<ReturnType<typeof addProduct>>;

const withFeature = async (storeId: string) => {
  await t.app.ctx.db
    .update(stores)
    .set({ paidFeatures: ['addon_products'] })
    .where(eq(stores.id, storeId));
  await t.written();
};

beforeAll(async () => {
  t = await startTestApp();
  shop = await shopStore(t, { name: 'Bundle Wear' });
  chinos = await addProduct(t, shop.token, { name: 'Slim Chinos', sku: 'CHINO-1', slug: 'chinos', price: 200_000 });
  belt = await addProduct(t, shop.token, { name: 'Leather Belt', sku: 'BELT-1', slug: 'belt', price: 99_900 });
  cap = await addProduct(t, shop.token, {
    name: 'Woven Cap',
    sku: 'CAP',
    slug: 'cap',
    price: 50_000,
    options: [{ name: 'Colour', values: ['Navy', 'Rust'] }],
    variants: [
      { sku: 'CAP-NAVY', option_values: ['Navy'], price: 50_000, stock: 4 },
      { sku: 'CAP-RUST', option_values: ['Rust'], price: 50_000, stock: 0 },
    ],
  });
});
afterAll(() => t.close());

const offer = () => ({
  name: 'Complete the look',
  offered_ids: [belt._id, cap._id],
  discount_percent: 10,
  product_ids: [chinos._id],
  catalog_ids: [],
});

/** The offer the shop's tests buy through, saved once whichever test runs first. */
let shownOffer: Promise<unknown> | undefined;
const offerOnChinos = () => {
  shownOffer ??= withFeature(shop.id).then(() =>
    t.call('POST', OFFERS, { ...offer(), name: 'Bundle deal' }, shop.token),
  );
  return shownOffer;
};

describe('add-on products', () => {
  it('are the add-on products feature’s: 404 without it; with it saved and read by staff, changed only with a grant', async () => {
    const refused = await t.call('POST', OFFERS, offer(), shop.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.body.message).toBe('This store has no add-on products: turn on the add-on products feature.');

    await withFeature(shop.id);
    const saved = await t.call('POST', OFFERS, offer(), shop.token);
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ ...offer(), catalog_ids: [] });
    const staff = await memberToken(t, shop.id, 'staff', []);
    const listed = await t.call('POST', `${OFFERS}_list`, {}, staff);
    expect(listed.body.list.map((o: { name: string }) => o.name)).toEqual(['Complete the look']);
    expect((await t.call('PUT', OFFERS, { ...saved.body.data, discount_percent: 20 }, staff)).statusCode).toBe(403);
  });

  it('names the field of each fault, and refuses another store’s product or a product offered with itself', async () => {
    await withFeature(shop.id);
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ ...offer(), name: 'Other', offered_ids: [] }, 400, /^offered_ids: Choose a product to offer/],
      [{ ...offer(), name: 'Other', discount_percent: 60 }, 400, /^discount_percent: 50% at most/],
      [{ ...offer(), name: 'Other', discount_percent: 2.5 }, 400, /^discount_percent: Enter a whole percent/],
      [
        { ...offer(), name: 'Other', offered_ids: [chinos._id, belt._id] },
        400,
        /^offered_ids: a product it is shown on/,
      ],
    ];
    const other = await shopStore(t);
    const theirs = await addProduct(t, other.token);
    cases.push([
      { ...offer(), name: 'Other', offered_ids: [theirs._id] },
      404,
      /^offered_ids: 1 product not in your store/,
    ]);
    for (const [body, status, message] of cases) {
      const res = await t.call('POST', OFFERS, body, shop.token);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.body.message).toMatch(message);
    }
  });

  it('shows on the product page, goes in the cart in one post, and takes its discount off the cart and the order', async () => {
    await offerOnChinos();
    await withFeature(shop.id);
    const shopper = new Shopper(t);
    const page = await shopper.get(`${shop.base}/p/chinos`);
    expect(page.html).toContain('Bundle deal');
    expect(page.html).toContain('10% off bought with Slim Chinos.');
    // The cap's sold-out colour is not offered; its colour in stock is.
    expect(page.html).toContain('value="CAP-NAVY"');
    expect(page.html).not.toContain('value="CAP-RUST"');
    expect((await shopper.get(`${shop.base}/p/belt`)).html).not.toContain('Bundle deal');

    const empty = await shopper.post(`${shop.base}/cart/bundle`, { sku: ['', ''] });
    expect(empty.status).toBe(400);
    const added = await shopper.post(`${shop.base}/cart/bundle`, { sku: ['CHINO-1', 'BELT-1', 'CAP-NAVY'] });
    expect(added.status, added.html.slice(added.html.indexOf('<main'), added.html.indexOf('<main') + 1500)).toBe(303);
    const drawer = JSON.parse((await shopper.get(`${shop.base}/cart.json`, { json: true })).html);
    const lines = drawer.cart.lines.map((l: { sku: string; discount: number; discount_note: string | null }) => [
      l.sku,
      l.discount,
      l.discount_note,
    ]);
    expect(lines).toEqual([
      ['CHINO-1', 0, null],
      ['BELT-1', 9_990, 'Bundle: 10% off'],
      ['CAP-NAVY', 5_000, 'Bundle: 10% off'],
    ]);
    expect(drawer.cart.subtotal).toBe(200_000 + 99_900 + 50_000 - 9_990 - 5_000);

    // Two belts with one pair of chinos: one belt is discounted.
    await shopper.post(`${shop.base}/cart/update`, { sku: 'BELT-1', quantity: '2' });
    expect((await checkoutPage(shopper, shop.base)).html).toContain('Bundle: 10% off 1 of 2');
    const { placed, order } = await checkOutByCod(t, shopper, shop.base, 'Bundle Buyer', 'bundle@example.com');
    const saved = await t.app.ctx.db
      .select({ sku: orderLines.sku, discount: orderLines.discount, note: orderLines.discountNote })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id));
    expect(saved.sort((a, b) => a.sku.localeCompare(b.sku))).toEqual([
      { sku: 'BELT-1', discount: 9_990, note: 'Bundle: 10% off 1 of 2' },
      { sku: 'CAP-NAVY', discount: 5_000, note: 'Bundle: 10% off' },
      { sku: 'CHINO-1', discount: 0, note: null },
    ]);
    expect(order.subtotal).toBe(200_000 + 2 * 99_900 + 50_000 - 9_990 - 5_000);
    const confirmation = await shopper.get(String(placed.headers.location));
    expect(confirmation.html).toContain('Bundle: 10% off 1 of 2');
  });

  it('takes nothing off once the store loses the feature, and offers nothing in the shop', async () => {
    await offerOnChinos();
    await withFeature(shop.id);
    const shopper = new Shopper(t);
    await shopper.post(`${shop.base}/cart/bundle`, { sku: ['CHINO-1', 'BELT-1'] });
    await t.app.ctx.db.update(stores).set({ paidFeatures: [] }).where(eq(stores.id, shop.id));
    await t.written();
    const drawer = JSON.parse((await shopper.get(`${shop.base}/cart.json`, { json: true })).html);
    expect(drawer.cart.lines.map((l: { discount: number }) => l.discount)).toEqual([0, 0]);
    expect((await shopper.get(`${shop.base}/p/chinos`)).html).not.toContain('Bundle deal');
    expect((await shopper.post(`${shop.base}/cart/bundle`, { sku: ['BELT-1'] })).status).toBe(404);
  });
});
