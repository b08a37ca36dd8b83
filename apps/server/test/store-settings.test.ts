import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_IDS, validUntilFrom } from '@stallfront/shared';
import { mailOutbox, orders, storeSettings, stores } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './harness.js';
import { upload } from './multipart.js';
import {
  addProduct,
  buyMugByCod,
  CHECKOUT_ADDRESS,
  checkoutPage,
  Shopper,
  shopOnPlan,
  shopStore,
  visit,
} from './shop-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Settings = Record<string, unknown> & {
  order_number: { prefix: string; padding: number; next_number: number };
  checkout: { guest_checkout: boolean; terms_required: boolean };
};

async function settingsOf(token: string): Promise<Settings> {
  const res = await t.call('GET', '/api/store/adv_details', undefined, token);
  expect(res.statusCode).toBe(200);
  const { currency_locked: _l, min_next_number: _m, has_accounts: _h, ...body } = res.body.data;
  return body as Settings;
}

const save = (token: string, body: Record<string, unknown>) => t.call('PUT', '/api/store/adv_details', body, token);
const storeOf = async (id: string) => (await t.app.ctx.db.select().from(stores).where(eq(stores.id, id)))[0];

describe('/setting/store: GET and PUT /store/adv_details', () => {
  it('answers the defaults of a new store and saves details, units, order numbers and checkout at once', async () => {
    const shop = await shopOnPlan(t, PACKAGE_IDS.essential);
    const before = await t.call('GET', '/api/store/adv_details', undefined, shop.token);
    expect(before.body.data).toMatchObject({
      units: { weight: 'kg', length: 'cm' },
      order_number: { prefix: '', padding: 0, next_number: 1001 },
      checkout: { guest_checkout: true, terms_required: false },
      currency_locked: false,
      min_next_number: 1001,
      has_accounts: true,
    });
    const body = {
      ...(await settingsOf(shop.token)),
      name: 'Harbour Goods',
      timezone: 'Asia/Kolkata',
      units: { weight: 'g', length: 'in' },
      order_number: { prefix: 'HG-', padding: 6, next_number: 5000 },
      checkout: { guest_checkout: false, terms_required: false },
    };
    const saved = await save(shop.token, body);
    expect(saved.body.message).toBeUndefined();
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data).toMatchObject({
      name: 'Harbour Goods',
      timezone: 'Asia/Kolkata',
      order_number: { prefix: 'HG-', padding: 6, next_number: 5000 },
      min_next_number: 5000,
    });
    const details = await t.call('GET', '/api/store/details', undefined, shop.token);
    expect(details.body.data.name).toBe('Harbour Goods');
  });

  it.each([
    ['an unknown time zone', { timezone: 'Mars/Olympus' }, 'timezone', 'Choose a time zone'],
    ['an unknown weight unit', { units: { weight: 'stone', length: 'cm' } }, 'units.weight', 'Choose a weight unit'],
    [
      'a prefix with spaces',
      { order_number: { prefix: 'A B', padding: 0, next_number: 1001 } },
      'order_number.prefix',
      'Use letters',
    ],
    [
      'padding of 11',
      { order_number: { prefix: '', padding: 11, next_number: 1001 } },
      'order_number.padding',
      '10 at most',
    ],
    [
      'a next number of 0',
      { order_number: { prefix: '', padding: 0, next_number: 0 } },
      'order_number.next_number',
      '1 at least',
    ],
    ['a blank name', { name: '  ' }, 'name', ''],
    ['a currency in lower case', { currency: 'usd' }, 'currency', 'currency code'],
  ])('refuses %s on its field and saves nothing', async (_what, change, field, words) => {
    const shop = await shopStore(t);
    const body = { ...(await settingsOf(shop.token)), ...change };
    const res = await save(shop.token, body);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toContain(field);
    expect(res.body.message).toContain(words);
    const [row] = await t.app.ctx.db.select().from(storeSettings).where(eq(storeSettings.storeId, shop.id));
    expect(row).toBeUndefined();
  });

  it('refuses a next order number below one already given, and a currency change once there are orders', async () => {
    const shop = await shopOnPlan(t, PACKAGE_IDS.essential);
    await buyMugByCod(t, shop, 'Asha');
    const body = await settingsOf(shop.token);
    expect(body.order_number.next_number).toBe(1002);
    const low = await save(shop.token, {
      ...body,
      name: 'Renamed',
      order_number: { ...body.order_number, next_number: 1001 },
    });
    expect(low.statusCode).toBe(409);
    expect(low.body.message).toBe('order_number.next_number: Orders up to 1001 exist; choose 1002 or more');
    const currency = await save(shop.token, { ...body, name: 'Renamed', currency: 'CHF' });
    expect(currency.statusCode).toBe(409);
    expect(currency.body.message).toMatch(new RegExp(`^currency: your store has orders in ${body.currency}, so`));
    const patched = await t.call('PATCH', '/api/store/details', { currency: 'CHF' }, shop.token);
    expect(patched.statusCode).toBe(409);
    // Nothing of the refused saves was kept.
    const [store] = await t.app.ctx.db.select().from(stores).where(eq(stores.id, shop.id));
    expect(store).toMatchObject({ name: expect.not.stringMatching('Renamed'), currency: body.currency });
    expect((await settingsOf(shop.token)).order_number.next_number).toBe(1002);
    const answer = await t.call('GET', '/api/store/adv_details', undefined, shop.token);
    expect(answer.body.data.currency_locked).toBe(true);
  });

  it('writes the next order in the chosen format, from the chosen number', async () => {
    const shop = await shopOnPlan(t, PACKAGE_IDS.essential);
    const body = await settingsOf(shop.token);
    const res = await save(shop.token, { ...body, order_number: { prefix: 'UT-', padding: 6, next_number: 2500 } });
    expect(res.statusCode).toBe(200);
    const first = await buyMugByCod(t, shop, 'Asha');
    const second = await buyMugByCod(t, shop, 'Ravi');
    const rows = await t.app.ctx.db.select().from(orders).where(eq(orders.storeId, shop.id));
    const byId = Object.fromEntries(rows.map((o) => [o.id, o]));
    expect([byId[first]?.number, byId[first]?.reference]).toEqual([2500, 'UT-002500']);
    expect([byId[second]?.number, byId[second]?.reference]).toEqual([2501, 'UT-002501']);

    // Written so wherever the order is named: the console's list, page and search, the shop, the mail.
    const listed = await t.call('POST', '/api/store/orders/list', { status: 'live', limit: 25 }, shop.token);
    expect(listed.body.list.map((o: { display_number: string }) => o.display_number).sort()).toEqual([
      'UT-002500',
      'UT-002501',
    ]);
    const detail = await t.call('GET', `/api/store/orders/${second}`, undefined, shop.token);
    expect(detail.body.data.display_number).toBe('UT-002501');
    for (const typed of ['UT-002501', 'ut-002501', '#2501', '2501']) {
      const found = await t.call('POST', '/api/store/orders/find', { search: typed }, shop.token);
      expect(found.body.list[0]?.display_number, typed).toBe('UT-002501');
    }
    const order = byId[second];
    const page = await visit(t, `${shop.base}/order/${second}/${order?.idempotencyKey}`);
    expect(page.html).toContain('Order UT-002501 · ');
    await t.app.ctx.outbox.dispatch();
    const mails = await t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'buyer@example.com'));
    expect(mails.map((m) => m.subject)).toContain(`Your order UT-002501 at ${(await storeOf(shop.id))?.name}`);
  });

  it('may turn guest checkout off only with customer accounts, and terms on only once written', async () => {
    const free = await shopOnPlan(t, PACKAGE_IDS.genieFree);
    const body = await settingsOf(free.token);
    const guests = await save(free.token, { ...body, checkout: { ...body.checkout, guest_checkout: false } });
    expect(guests.statusCode).toBe(422);
    expect(guests.body.message).toMatch(/^checkout\.guest_checkout: /);
    const terms = await save(free.token, { ...body, checkout: { ...body.checkout, terms_required: true } });
    expect(terms.statusCode).toBe(422);
    expect(terms.body.message).toMatch(/^checkout\.terms_required: write your terms/);
  });

  it('answers only a signed-in store (who of its users may is the access table test’s)', async () => {
    const shop = await shopStore(t);
    const res = await t.call('GET', '/api/store/adv_details', undefined);
    expect(res.statusCode).toBe(401);
    expect((await t.call('GET', '/api/store/adv_details', undefined, shop.token)).statusCode).toBe(200);
  });
});

describe('the shop with guest checkout off', () => {
  it('asks a guest to sign in at checkout, then takes them back there', async () => {
    const shop = await shopOnPlan(t, PACKAGE_IDS.essential);
    const body = await settingsOf(shop.token);
    expect(
      (await save(shop.token, { ...body, checkout: { ...body.checkout, guest_checkout: false } })).statusCode,
    ).toBe(200);
    await t.written();
    const product = await addProduct(t, shop.token, {
      name: 'Mug',
      sku: 'MUG-GUEST',
      slug: 'mug-guest',
      price: 1000,
      stock: 5,
    });
    const shopper = new Shopper(t);
    expect((await shopper.post(`${shop.base}/cart`, { sku: product.sku, quantity: '1' })).status).toBe(303);
    const checkout = await shopper.get(`${shop.base}/checkout`);
    expect(checkout.status).toBe(303);
    expect(checkout.headers.location).toBe(`${shop.base}/account/sign-in?next=checkout`);
    const signIn = await shopper.get(`${shop.base}/account/sign-in?next=checkout`);
    expect(signIn.html).toContain('Sign in or create an account to check out.');
    const placed = await shopper.post(`${shop.base}/checkout`, { name: 'Guest', email: 'guest@example.com' });
    expect(placed.status).toBe(303);
    expect(placed.headers.location).toBe(`${shop.base}/account/sign-in?next=checkout`);
    const signedUp = await shopper.post(`${shop.base}/account/sign-up?next=checkout`, {
      name: 'Asha Rao',
      email: 'asha.guest@example.com',
      password: 'a long password',
    });
    expect(signedUp.status).toBe(303);
    expect(signedUp.headers.location).toBe(`${shop.base}/checkout`);
    expect((await shopper.get(`${shop.base}/checkout`)).status).toBe(200);
  });
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

describe('/setting/store/logo-management: POST and PATCH /store/update_logo', () => {
  it('keeps the logo and the favicon, which the shop then draws', async () => {
    const shop = await shopStore(t);
    const logo = await upload(
      t,
      '/api/store/update_logo',
      { name: 'logo.png', type: 'image/png', bytes: await png(400, 120) },
      shop.token,
      'POST',
      { kind: 'logo' },
    );
    expect(logo.statusCode).toBe(200);
    const logoUrl = (logo.body as { data: { logo: string } }).data.logo;
    expect(logoUrl).toMatch(new RegExp(`^/media/${shop.id}/.+\\.webp$`));
    const icon = await upload(
      t,
      '/api/store/update_logo',
      { name: 'icon.png', type: 'image/png', bytes: await png(300, 300) },
      shop.token,
      'POST',
      { kind: 'favicon' },
    );
    expect(icon.statusCode).toBe(200);
    const faviconUrl = (icon.body as { data: { favicon: string; logo: string } }).data.favicon;
    expect((icon.body as { data: { logo: string } }).data.logo).toBe(logoUrl);
    const colours = await t.call('PATCH', '/api/store/details', { theme_colors: { primary: '#f5d142' } }, shop.token);
    expect(colours.statusCode).toBe(200);
    await t.written();
    const home = await visit(t, `${shop.base}/`);
    expect(home.html).toContain(`<link rel="icon" href="${faviconUrl}"`);
    expect(home.html).toContain(`src="${logoUrl}"`);
    // 145 decides: a light yellow takes dark text.
    expect(home.html).toContain('--primary:#f5d142');
    expect(home.html).toContain('--on-primary:#111');
    const removed = await t.call('PATCH', '/api/store/update_logo', { kind: 'favicon' }, shop.token);
    expect(removed.body.data).toMatchObject({ favicon: null, logo: logoUrl });
  });

  it('refuses a 20 MB logo, a file that is not an image and an unknown kind, keeping the logo it had', async () => {
    const shop = await shopStore(t);
    const big = await upload(
      t,
      '/api/store/update_logo',
      { name: 'big.png', type: 'image/png', bytes: new Uint8Array(20 * 1024 * 1024) },
      shop.token,
      'POST',
      { kind: 'logo' },
    );
    expect(big.statusCode).toBe(413);
    expect((big.body as { message: string }).message).toBe('file: the image is larger than 5 MB.');
    const text = await upload(
      t,
      '/api/store/update_logo',
      { name: 'logo.png', type: 'image/png', bytes: 'not an image' },
      shop.token,
      'POST',
      { kind: 'logo' },
    );
    expect(text.statusCode).toBe(400);
    expect((text.body as { message: string }).message).toBe('file: must be a JPEG, PNG or WebP image.');
    const kind = await upload(
      t,
      '/api/store/update_logo',
      { name: 'logo.png', type: 'image/png', bytes: await png(10, 10) },
      shop.token,
      'POST',
      { kind: 'banner' },
    );
    expect(kind.statusCode).toBe(400);
    expect((kind.body as { message: string }).message).toBe('kind: choose logo or favicon.');
    const [store] = await t.app.ctx.db.select().from(stores).where(eq(stores.id, shop.id));
    expect(store?.logo).toBeNull();
    const colour = await t.call('PATCH', '/api/store/details', { theme_colors: { primary: 'red' } }, shop.token);
    expect(colour.statusCode).toBe(400);
    expect(colour.body.message).toContain('theme_colors.primary');
  });
});

describe('/setting/store-config: GET and PUT /store/properties', () => {
  const quoteStore = () => shopStore(t, { type: 'quot_based', sub_type: 'quot' } as never);

  it('is null until saved, saves a whole value and refuses bad numbers on their field', async () => {
    const shop = await quoteStore();
    expect((await t.call('GET', '/api/store/properties', undefined, shop.token)).body).toEqual({
      status: true,
      data: null,
      version: 0,
    });
    for (const [body, message] of [
      [{ quote_validity_days: 0, min_order_quantity: 1 }, 'quote_validity_days: 1 at least'],
      [{ quote_validity_days: 400, min_order_quantity: 1 }, 'quote_validity_days: 365 at most'],
      [{ quote_validity_days: 14, min_order_quantity: 2.5 }, 'min_order_quantity: Enter a whole number'],
      [{ quote_validity_days: 14 }, 'min_order_quantity: Enter the minimum quantity'],
    ] as const) {
      const res = await t.call('PUT', '/api/store/properties', body, shop.token);
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toContain(message);
    }
    expect((await t.call('GET', '/api/store/properties', undefined, shop.token)).body.data).toBeNull();
    const saved = await t.call(
      'PUT',
      '/api/store/properties',
      { quote_validity_days: 30, min_order_quantity: 5 },
      shop.token,
    );
    expect(saved.body.data).toEqual({ quote_validity_days: 30, min_order_quantity: 5, prices_signed_in_only: false });
  });

  it('is for quote-based stores only', async () => {
    const shop = await shopStore(t);
    const res = await t.call(
      'PUT',
      '/api/store/properties',
      { quote_validity_days: 30, min_order_quantity: 5 },
      shop.token,
    );
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toBe('B2B configuration is for quote-based stores.');
  });

  it('refuses a quote request below the minimum quantity, and starts a reply from the validity days', async () => {
    const shop = await quoteStore();
    await t.call('PUT', '/api/store/properties', { quote_validity_days: 30, min_order_quantity: 5 }, shop.token);
    await t.written();
    const product = await addProduct(t, shop.token, {
      name: 'Oak Chair',
      sku: 'OAK-1',
      slug: 'oak-1',
      price: 10_000,
      stock: 50,
    });
    const buyer = new Shopper(t);
    expect((await buyer.post(`${shop.base}/cart`, { sku: product.sku, quantity: '2' })).status).toBe(303);
    const contact = { name: 'Asha Rao', email: 'asha.b2b@example.com', phone: '', company: 'Rao Interiors', note: '' };
    const short = await buyer.post(`${shop.base}/quote`, contact);
    expect(short.status).toBe(409);
    expect(short.html).toContain('Oak Chair: order at least 5');
    expect((await buyer.post(`${shop.base}/cart`, { sku: product.sku, quantity: '3' })).status).toBe(303);
    const sent = await buyer.post(`${shop.base}/quote`, contact);
    expect(sent.status).toBe(200);
    const list = await t.call('POST', '/api/store/quote_list', { state: 'live' }, shop.token);
    const id = list.body.list[0]._id as string;
    const detail = await t.call('GET', `/api/store/quote/${id}`, undefined, shop.token);
    const { today, default_valid_until } = detail.body.data;
    expect(default_valid_until).toBe(validUntilFrom(today, 30));
  });
});

describe('the shop with terms to accept', () => {
  it('asks the shopper to tick them, linked, and places the order once ticked', async () => {
    const shop = await shopOnPlan(t, PACKAGE_IDS.essential);
    const policies = { privacy: '', terms: '<p>Our terms.</p>', refund: '', shipping: '' };
    expect((await t.call('PUT', '/api/store/policies', policies, shop.token)).statusCode).toBe(200);
    const body = await settingsOf(shop.token);
    const saved = await save(shop.token, { ...body, checkout: { ...body.checkout, terms_required: true } });
    expect(saved.statusCode).toBe(200);
    await t.written();
    const product = await addProduct(t, shop.token, {
      name: 'Mug',
      sku: 'MUG-TERMS',
      slug: 'mug-terms',
      price: 1000,
      stock: 5,
    });
    const shopper = new Shopper(t);
    await shopper.post(`${shop.base}/cart`, { sku: product.sku, quantity: '1' });
    const { html, keys } = await checkoutPage(shopper, shop.base);
    expect(html).toContain(`href="${shop.base}/policies/terms"`);
    const form = {
      name: 'Asha',
      email: 'asha.terms@example.com',
      ...CHECKOUT_ADDRESS,
      payment_method: 'cod',
      card_number: '',
      ...keys,
    };
    const refused = await shopper.post(`${shop.base}/checkout`, form);
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('Tick that you accept the terms to place the order');
    expect(await t.app.ctx.db.select().from(orders).where(eq(orders.email, 'asha.terms@example.com'))).toEqual([]);
    const placed = await shopper.post(`${shop.base}/checkout`, { ...form, accept_terms: 'on' });
    expect(placed.status).toBe(303);
  });
});

describe('the shop with order notes', () => {
  it("keeps the shopper's note when the store asks for notes, shows it on the order page, and drops it otherwise", async () => {
    const shop = await shopOnPlan(t, PACKAGE_IDS.essential);
    const product = await addProduct(t, shop.token, {
      name: 'Mug',
      sku: 'MUG-NOTE',
      slug: 'mug-note',
      price: 1000,
      stock: 5,
    });
    const buy = async (email: string) => {
      const shopper = new Shopper(t);
      await shopper.post(`${shop.base}/cart`, { sku: product.sku, quantity: '1' });
      const { html, keys } = await checkoutPage(shopper, shop.base);
      const placed = await shopper.post(`${shop.base}/checkout`, {
        name: 'Asha',
        email,
        ...CHECKOUT_ADDRESS,
        payment_method: 'cod',
        card_number: '',
        note: 'Leave it with the guard.\nRing twice.',
        ...keys,
      });
      expect(placed.status).toBe(303);
      const [order] = await t.app.ctx.db.select().from(orders).where(eq(orders.email, email));
      return { html, order };
    };

    const before = await buy('asha.no-notes@example.com');
    expect(before.html).not.toContain('name="note"');
    expect(before.order?.customerNote).toBeNull();

    const body = await settingsOf(shop.token);
    const saved = await save(shop.token, { ...body, checkout: { ...body.checkout, order_notes: true } });
    expect(saved.statusCode).toBe(200);
    await t.written();
    const after = await buy('asha.notes@example.com');
    expect(after.html).toContain('name="note"');
    expect(after.order?.customerNote).toBe('Leave it with the guard.\nRing twice.');
    const detail = await t.call('GET', `/api/store/orders/${after.order?.id}`, undefined, shop.token);
    expect(detail.body.data.customer_note).toBe('Leave it with the guard.\nRing twice.');
  });
});
