import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_IDS } from '@stallfront/shared';
import { carts, mailOutbox, stores, trialFeatures } from '../src/db/schema/index.js';
import { markAbandonedCarts } from '../src/modules/carts/abandoned.js';
import { memberToken } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { addProduct, CHECKOUT_ADDRESS, checkoutKeys, Shopper, shopStore } from './shop-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const HOURS = 3_600_000;

/** A store with abandoned carts: its products and a way to leave carts at checkout. */
async function cartShop(features = ['abandoned_cart', 'customer_portal']) {
  const shop = await shopStore(t, { name: 'Left Behind' });
  await t.app.ctx.db.update(stores).set({ paidFeatures: features }).where(eq(stores.id, shop.id));
  await t.written();
  await addProduct(t, shop.token, { sku: 'LAMP-1', slug: 'lamp', name: 'Desk Lamp', price: 12_000, stock: 5 });
  await addProduct(t, shop.token, { sku: 'RUG-1', slug: 'rug', name: 'Wool Rug', price: 30_000, stock: 5 });
  return shop;
}

/** A shopper who fills a cart and gives an email at checkout, then leaves. */
async function leaveCart(base: string, email: string, lines: [string, number][], shopper = new Shopper(t)) {
  for (const [sku, quantity] of lines) await shopper.post(`${base}/cart`, { sku, quantity: String(quantity) });
  const refused = await shopper.post(`${base}/checkout`, { email });
  expect(refused.status).toBe(400);
  return shopper;
}

/** A customer with an account who fills a cart and opens checkout, then leaves. */
async function leaveCustomerCart(base: string, email: string) {
  const shopper = new Shopper(t);
  await shopper.get(`${base}/account/sign-up`);
  expect(
    (await shopper.post(`${base}/account/sign-up`, { name: 'Kiran Rao', email, password: 'long-enough-pw' })).status,
  ).toBe(303);
  return leaveCart(base, '', [['RUG-1', 1]], shopper);
}

const abandon = () => markAbandonedCarts(t.app.ctx.db, new Date(Date.now() + 2 * HOURS));
const list = (token: string, body: Record<string, unknown>, path = '/api/store/abandoned_carts') =>
  t.call('POST', path, { limit: 25, sort: 'abandoned', direction: 'desc', ...body }, token);
type Row = {
  _id: string;
  email: string;
  customer_name: string | null;
  value: number;
  items: string[];
  recovered_on: string | null;
  reminders: number;
};

describe('abandoned carts', () => {
  it("lists guests' and customers' carts apart, valued at today's prices, and marks an ordered one recovered", async () => {
    const shop = await cartShop();
    const guest = await leaveCart(shop.base, 'guest@example.com', [
      ['LAMP-1', 2],
      ['RUG-1', 1],
    ]);
    await leaveCustomerCart(shop.base, 'kiran@example.com');
    await abandon();
    const guests = (await list(shop.token, { audience: 'guest' })).body.list as Row[];
    expect(guests.map((r) => [r.email, r.customer_name, r.value, r.items])).toEqual([
      ['guest@example.com', null, 54_000, ['Desk Lamp', 'Wool Rug']],
    ]);
    const customers = (await list(shop.token, { audience: 'customer' })).body.list as Row[];
    expect(customers.map((r) => [r.email, r.customer_name, r.value])).toEqual([
      ['kiran@example.com', 'Kiran Rao', 30_000],
    ]);

    // The guest comes back and orders: the cart stays a guest's, now recovered.
    const keys = await checkoutKeys(guest, shop.base);
    const ordered = await guest.post(`${shop.base}/checkout`, {
      name: 'Guest',
      email: 'guest@example.com',
      ...CHECKOUT_ADDRESS,
      payment_method: 'cod',
      ...keys,
    });
    expect(ordered.status).toBe(303);
    const recovered = (await list(shop.token, { audience: 'guest', recovery: 'recovered' })).body.list as Row[];
    expect(recovered.map((r) => r.email)).toEqual(['guest@example.com']);
    expect(recovered[0]?.recovered_on).not.toBeNull();
    expect((await list(shop.token, { audience: 'guest', recovery: 'open' })).body.list).toEqual([]);
    const late = await t.call('POST', '/api/store/abandoned_carts/remind', { ids: [recovered[0]?._id] }, shop.token);
    expect(late.body.message).toBe('No reminder was sent. 1 cart skipped: it became an order.');
    const count = await t.call(
      'GET',
      '/api/store/abandoned_carts?audience=customer&search=kiran',
      undefined,
      shop.token,
    );
    expect(count.body).toMatchObject({ total: 1, capped: false });
  });

  it('values a cart with the add-ons its shopper chose, as the cart showed them', async () => {
    const shop = await cartShop(['abandoned_cart', 'addon_products']);
    const lamp = (await t.call('POST', '/api/store/product_list', { search: 'Desk Lamp' }, shop.token)).body.list[0];
    const wrap = await t.call(
      'POST',
      '/api/store/addon',
      { name: 'Gift wrap', kind: 'tick', price: 1_500, required: false, product_ids: [lamp._id], catalog_ids: [] },
      shop.token,
    );
    expect(wrap.statusCode, JSON.stringify(wrap.body)).toBe(200);
    const shopper = new Shopper(t);
    expect(
      (await shopper.post(`${shop.base}/cart`, { sku: 'LAMP-1', quantity: '2', addon: wrap.body.data._id })).status,
    ).toBe(303);
    await leaveCart(shop.base, 'wrapped@example.com', [], shopper);
    await abandon();
    const [row] = (await list(shop.token, { audience: 'guest' })).body.list as Row[];
    expect(row?.value).toBe(2 * (12_000 + 1_500));
  });

  it('queues a reminder that mails a link bringing the cart back, once a day, never for a recovered cart', async () => {
    const shop = await cartShop();
    await leaveCart(shop.base, 'back@example.com', [['LAMP-1', 1]]);
    await abandon();
    const [row] = (await list(shop.token, { audience: 'guest' })).body.list as Row[];
    const remind = (ids: string[]) => t.call('POST', '/api/store/abandoned_carts/remind', { ids }, shop.token);
    const first = await remind([row?._id ?? '']);
    expect(first.statusCode).toBe(200);
    expect(first.body.message).toBe('Reminder queued for 1 cart.');
    const again = await remind([row?._id ?? '']);
    expect(again.body.message).toBe('No reminder was sent. 1 cart skipped: it was reminded less than a day ago.');

    const mail = await expect
      .poll(async () => t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'back@example.com')), {
        timeout: 15_000,
      })
      .toHaveLength(1)
      .then(() => t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'back@example.com')));
    expect(mail[0]?.subject).toBe('Your cart at Left Behind is waiting');
    expect(mail[0]?.textBody).toContain('1 × Desk Lamp');
    const link = mail[0]?.textBody.match(/https?:\/\/\S+\/cart\/recover\/\S+/)?.[0] ?? '';
    const path = new URL(link).pathname;
    expect(path).toBe(`${shop.base}/cart/recover/${row?._id}`);

    // In another browser the link brings the cart back.
    const elsewhere = new Shopper(t);
    const back = await elsewhere.get(path);
    expect(back.status).toBe(303);
    expect((await elsewhere.get(`${shop.base}/cart`)).html).toContain('Desk Lamp');
    const [stored] = await t.app.ctx.db
      .select()
      .from(carts)
      .where(eq(carts.id, row?._id ?? ''));
    expect(stored).toMatchObject({ reminders: 1 });
  });

  it("refuses another store's cart, too many at once, and a link to a cart that is gone", async () => {
    const shop = await cartShop();
    const other = await cartShop();
    await leaveCart(other.base, 'theirs@example.com', [['LAMP-1', 1]]);
    await abandon();
    const [theirs] = (await list(other.token, { audience: 'guest' })).body.list as Row[];
    const refused = await t.call('POST', '/api/store/abandoned_carts/remind', { ids: [theirs?._id] }, shop.token);
    expect(refused.statusCode).toBe(404);
    const [untouched] = await t.app.ctx.db
      .select()
      .from(carts)
      .where(eq(carts.id, theirs?._id ?? ''));
    expect(untouched?.reminders).toBe(0);
    const ids = Array.from({ length: 101 }, () => crypto.randomUUID());
    expect((await t.call('POST', '/api/store/abandoned_carts/remind', { ids }, shop.token)).statusCode).toBe(400);
    expect((await list(shop.token, { audience: 'everyone' })).statusCode).toBe(400);
    // The other store's cart is not this shop's to bring back.
    expect((await new Shopper(t).get(`${shop.base}/cart/recover/${theirs?._id}`)).status).toBe(404);
  });

  it('admits the owner and staff with orders; refuses other staff, vendors, and stores without the feature', async () => {
    const shop = await cartShop();
    const staffWith = await memberToken(t, shop.id, 'staff', ['orders']);
    const staffWithout = await memberToken(t, shop.id, 'staff', ['quotes']);
    expect((await list(staffWith, { audience: 'guest' })).statusCode).toBe(200);
    expect((await list(staffWithout, { audience: 'guest' })).statusCode).toBe(403);
    const plain = await cartShop([]);
    // The free package without its trial: no abandoned carts.
    await t.app.ctx.db.update(stores).set({ packageId: PACKAGE_IDS.genieFree }).where(eq(stores.id, plain.id));
    await t.app.ctx.db.delete(trialFeatures).where(eq(trialFeatures.storeId, plain.id));
    await t.written();
    const res = await list(plain.token, { audience: 'guest' });
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toBe('Abandoned carts are not part of your package.');
    expect((await list(shop.token, { audience: 'guest' }, '/api/store/abandoned_quotes')).body.list).toEqual([]);
  });
});

describe('abandoned quote lists', () => {
  it('lists a quote store’s abandoned quote lists to staff with the quotes grant', async () => {
    const shop = await shopStore(t, { type: 'quot_based', sub_type: 'quot', category: 'home_furniture' });
    await addProduct(t, shop.token, { sku: 'DESK-1', slug: 'desk', name: 'Oak Desk', price: 99_900, stock: 2 });
    const shopper = new Shopper(t);
    await shopper.post(`${shop.base}/cart`, { sku: 'DESK-1', quantity: '2' });
    expect((await shopper.post(`${shop.base}/quote`, { name: 'Lena', email: 'lena@example.com' })).status).toBe(200);
    const leaver = new Shopper(t);
    await leaver.post(`${shop.base}/cart`, { sku: 'DESK-1', quantity: '1' });
    expect(
      (await leaver.post(`${shop.base}/quote`, { name: 'Left', email: 'left@example.com', phone: 'x' })).status,
    ).toBe(400);
    await abandon();
    const staff = await memberToken(t, shop.id, 'staff', ['quotes']);
    const res = await list(staff, { audience: 'guest' }, '/api/store/abandoned_quotes');
    expect(res.statusCode).toBe(200);
    expect((res.body.list as Row[]).map((r) => [r.email, r.value])).toEqual([['left@example.com', 99_900]]);
  });
});
