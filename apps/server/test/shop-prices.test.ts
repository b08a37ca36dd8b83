import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney, PACKAGE_IDS } from '@stallfront/shared';
import { stores, trialFeatures } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './harness.js';
import { addProduct, Shopper, shopStore } from './shop-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const quoteStore = () => shopStore(t, { type: 'quot_based', sub_type: 'quot' } as never);
const keepPrices = (token: string, on: boolean) =>
  t.call(
    'PUT',
    '/api/store/properties',
    { quote_validity_days: 30, min_order_quantity: 1, prices_signed_in_only: on },
    token,
  );

describe('a quote store that shows prices to signed-in buyers only', () => {
  it('draws no price for visitors, and every price for a buyer signed in', async () => {
    const shop = await quoteStore();
    const product = await addProduct(t, shop.token, {
      name: 'Walnut Desk',
      sku: 'DESK-1',
      slug: 'walnut-desk',
      price: 48_765,
      compare_at_price: 52_345,
      stock: 20,
    });
    const currency = (await t.app.ctx.db.select().from(stores).where(eq(stores.id, shop.id)))[0]?.currency ?? '';
    const prices = [formatMoney(48_765, currency), formatMoney(52_345, currency), '487.65', '523.45'];
    const visitor = new Shopper(t);
    const productPath = `${shop.base}/p/${product.slug}`;
    expect((await visitor.get(productPath)).html).toContain(prices[0]);

    expect((await keepPrices(shop.token, true)).statusCode).toBe(200);
    await t.written();
    for (const path of [productPath, `${shop.base}/`, `${shop.base}/search?q=walnut`]) {
      const page = await visitor.get(path);
      expect(page.status).toBe(200);
      for (const price of prices) expect(page.html, `${path} shows ${price}`).not.toContain(price);
      expect(page.html).toContain('Walnut Desk');
    }
    const page = await visitor.get(productPath);
    expect(page.html).toContain('Sign in to see prices');
    expect(page.html).toContain(`${shop.base}/account/sign-in?next=%2Fp%2Fwalnut-desk`);
    expect(page.html).not.toContain('"offers"');
    // Kept by the node for every visitor, never by a CDN that could hand it to a buyer who signs in.
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect((await visitor.get(`${shop.base}/search?q=walnut`)).html).toContain('Sign in for prices');

    // The quote list and the drawer's JSON carry no price either; a quote may still be asked for.
    expect((await visitor.post(`${shop.base}/cart`, { sku: 'DESK-1', quantity: '2' })).status).toBe(303);
    const drawer = JSON.parse((await visitor.get(`${shop.base}/cart.json`, { json: true })).html);
    expect(drawer.prices_hidden).toBe(true);
    expect(drawer.cart.subtotal).toBe(0);
    expect(drawer.cart.lines[0]).toMatchObject({ sku: 'DESK-1', quantity: 2, unit_price: 0, line_total: 0 });
    const list = await visitor.get(`${shop.base}/cart`);
    for (const price of [...prices, formatMoney(97_530, currency)]) expect(list.html).not.toContain(price);
    expect(list.html).toContain('Send quote request');

    // Signing up from the product's link comes back to it, priced, drawn for this buyer alone.
    await visitor.get(`${shop.base}/account/sign-up?next=%2Fp%2Fwalnut-desk`);
    const signedUp = await visitor.post(`${shop.base}/account/sign-up?next=%2Fp%2Fwalnut-desk`, {
      name: 'Theo Marsh',
      email: 'theo.prices@example.com',
      password: 'a long enough password',
    });
    expect(signedUp.status).toBe(303);
    expect(signedUp.headers.location).toBe(productPath);
    const priced = await visitor.get(productPath);
    expect(priced.html).toContain(prices[0]);
    expect(priced.html).not.toContain('Sign in to see prices');
    expect(priced.headers['cache-control']).toBe('no-store');
    const signedInDrawer = JSON.parse((await visitor.get(`${shop.base}/cart.json`, { json: true })).html);
    expect(signedInDrawer).toMatchObject({ prices_hidden: false, cart: { subtotal: 97_530 } });

    // Another visitor still gets the page without prices, as the node kept it.
    const stranger = await new Shopper(t).get(productPath);
    expect(stranger.html).not.toContain(prices[0]);
    expect(stranger.headers['x-cache']).toBe('hit');

    // Turned off, everyone sees prices again.
    expect((await keepPrices(shop.token, false)).statusCode).toBe(200);
    await t.written();
    expect((await new Shopper(t).get(productPath)).html).toContain(prices[0]);
  });

  it('is refused, with nothing saved, where the store has no customer accounts', async () => {
    const shop = await quoteStore();
    await t.app.ctx.db.delete(trialFeatures).where(eq(trialFeatures.storeId, shop.id));
    await t.app.ctx.db
      .update(stores)
      .set({ packageId: PACKAGE_IDS.genieFree, paidFeatures: [], trialExpiry: null })
      .where(eq(stores.id, shop.id));
    await t.written();
    const refused = await keepPrices(shop.token, true);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toMatch(/^prices_signed_in_only: .*customer accounts/);
    expect((await t.call('GET', '/api/store/properties', undefined, shop.token)).body.data).toBeNull();
    expect((await keepPrices(shop.token, false)).statusCode).toBe(200);
  });

  it('sends a sign-in back only to a page of the shop', async () => {
    const shop = await quoteStore();
    const visitor = new Shopper(t);
    await visitor.get(`${shop.base}/account/sign-up`);
    const away = await visitor.post(`${shop.base}/account/sign-up?next=%2F%2Fevil.example%2F`, {
      name: 'Ada Stone',
      email: 'ada.prices@example.com',
      password: 'a long enough password',
    });
    expect(away.headers.location).toBe(`${shop.base}/account`);
  });
});
