import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, mailOutbox, orders } from '../src/db/schema/index.js';
import { memberToken } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { addProduct, checkOutByCod, Shopper, shopStore } from './shop-fixtures.js';

let t: TestApp;
let shop: Awaited<ReturnType<typeof shopStore>>;
let other: Awaited<ReturnType<typeof shopStore>>;
const SKU = 'CUST-TEE';
const PRICE = 10_000;

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, body?: unknown, token = shop.token) =>
  t.call(method, `/api/store/${path}`, body, token);
const list = (body: Record<string, unknown>, token = shop.token) => call('POST', 'customers/list', body, token);
const emails = async (body: Record<string, unknown>) => {
  const res = await list(body);
  expect(res.statusCode).toBe(200);
  return (res.body.list as { email: string }[]).map((c) => c.email).sort();
};
const idOf = async (email: string, storeId = shop.id) =>
  (await t.app.ctx.db.select({ id: customers.id }).from(customers).where(eq(customers.email, email))).find(
    () => storeId,
  )?.id as string;

/** A shopper buys one tee by cash on delivery, as a guest or signed in (the same shopper signed up first). */
async function buyTee(shopper: Shopper, name: string, email: string) {
  expect((await shopper.post(`${shop.base}/cart`, { sku: SKU, quantity: '1' })).status).toBe(303);
  await checkOutByCod(t, shopper, shop.base, name, email);
}

let ana: Shopper;
beforeAll(async () => {
  t = await startTestApp();
  shop = await shopStore(t, { name: 'Customers Store', country: 'IN' });
  other = await shopStore(t, { name: 'Other Customers Store' });
  await addProduct(t, shop.token, { sku: SKU, slug: 'cust-tee', name: 'Tee', price: PRICE, stock: 100 });
  // Ana signs up and buys once signed in; as a guest she used a +tag of her address twice. Bo is a guest.
  ana = new Shopper(t);
  expect(
    (
      await ana.post(`${shop.base}/account/sign-up`, {
        name: 'Ana Rao',
        email: 'ana@example.com',
        password: 'ana-long-pw',
      })
    ).status,
  ).toBe(303);
  await buyTee(ana, 'Ana Rao', 'ana@example.com');
  await buyTee(new Shopper(t), 'Ana R', 'ana+shop@example.com');
  await buyTee(new Shopper(t), 'Ana R', 'ana+shop@example.com');
  await buyTee(new Shopper(t), 'Bo Lind', 'bo@example.com');
});
afterAll(() => t.close());

describe('the two lists', () => {
  it('split accounts from guests, with orders, spend and last order kept on the row', async () => {
    const accounts = await list({ kind: 'signed_up' });
    expect(accounts.body.list).toEqual([
      expect.objectContaining({ name: 'Ana Rao', kind: 'signed_up', orders_count: 1, currency: 'INR' }),
    ]);
    expect(accounts.body.list[0].total_spent).toBeGreaterThanOrEqual(PRICE);
    expect(accounts.body.list[0].last_order_on).not.toBeNull();
    expect(await emails({ kind: 'guest' })).toEqual(['ana+shop@example.com', 'bo@example.com']);
    const count = await call('GET', 'customers/count?kind=guest');
    expect(count.body).toMatchObject({ status: true, total: 2, capped: false });
  });

  it('search by the start of the name, email or phone; filter by orders, spend and last order', async () => {
    expect(await emails({ kind: 'guest', search: 'bo l' })).toEqual(['bo@example.com']);
    expect(await emails({ kind: 'guest', search: 'lind' })).toEqual([]);
    expect(await emails({ kind: 'guest', search: 'ANA+' })).toEqual(['ana+shop@example.com']);
    expect(await emails({ kind: 'guest', orders_min: 2 })).toEqual(['ana+shop@example.com']);
    expect(await emails({ kind: 'guest', orders_max: '1' })).toEqual(['bo@example.com']);
    const [bo] = (await list({ kind: 'guest', search: 'bo@' })).body.list;
    expect(await emails({ kind: 'guest', spend_min: bo.total_spent + 1 })).toEqual(['ana+shop@example.com']);
    expect(await emails({ kind: 'guest', spend_max: bo.total_spent })).toEqual(['bo@example.com']);
    expect(await emails({ kind: 'guest', last_order_from: '2000-01-01' })).toHaveLength(2);
    expect(await emails({ kind: 'guest', last_order_to: '2000-01-01' })).toEqual([]);
    const count = await call('GET', 'customers/count?kind=guest&orders_min=2');
    expect(count.body.total).toBe(1);
  });

  it('sorts by orders and pages by cursor', async () => {
    const first = await list({ kind: 'guest', sort: 'orders', direction: 'desc', limit: 1 });
    expect(first.body.list[0].email).toBe('ana+shop@example.com');
    const next = await list({
      kind: 'guest',
      sort: 'orders',
      direction: 'desc',
      limit: 1,
      cursor: first.body.next_cursor,
    });
    expect(next.body.list[0].email).toBe('bo@example.com');
    expect(next.body.next_cursor).toBeNull();
  });

  it('exports the filtered list as CSV', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/store/customers/export',
      headers: { authorization: `Bearer ${shop.token}` },
      payload: { kind: 'guest', orders_min: 2 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines[0]).toContain('name,email,phone,orders,total_spent');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('ana+shop@example.com');
  });
});

describe('a customer page, tags and notes', () => {
  it('shows the orders, the address and the account a guest may merge into', async () => {
    const guestId = await idOf('ana+shop@example.com');
    const res = await call('GET', `customers/${guestId}`);
    expect(res.statusCode).toBe(200);
    const page = res.body.data;
    expect(page.orders).toHaveLength(2);
    expect(page.orders[0]).toMatchObject({ customer_name: 'Ana R', status: 'live' });
    expect(page.addresses[0]).toMatchObject({ city: 'Chennai' });
    expect(page.merge_matches).toEqual([expect.objectContaining({ email: 'ana@example.com', kind: 'signed_up' })]);
  });

  it("tags: saved whole without repeats in the store's one spelling, listed store-wide, filtered", async () => {
    const boId = await idOf('bo@example.com');
    const saved = await call('PUT', 'customer_tags', { id: boId, tags: ['VIP', 'vip', ' Wholesale '] });
    expect(saved.statusCode).toBe(200);
    expect((await call('GET', `customers/${boId}`)).body.data.tags).toEqual(['VIP', 'Wholesale']);
    const anaId = await idOf('ana@example.com');
    await call('PUT', 'customer_tags', { id: anaId, tags: ['wholesale'] });
    expect((await call('GET', `customers/${anaId}`)).body.data.tags).toEqual(['Wholesale']);
    expect((await call('GET', 'customer_tags')).body.data).toEqual(['VIP', 'Wholesale']);
    expect(await emails({ kind: 'guest', tag: 'Wholesale' })).toEqual(['bo@example.com']);
    expect(await emails({ kind: 'signed_up', tag: 'Wholesale' })).toEqual(['ana@example.com']);
    await call('PUT', 'customer_tags', { id: anaId, tags: [] });
    expect((await call('PUT', 'customer_tags', { id: boId, tags: ['x'.repeat(41)] })).statusCode).toBe(400);
  });

  it('notes: added with their author, deleted once', async () => {
    const boId = await idOf('bo@example.com');
    expect(
      (await call('POST', 'customer_notes', { customer_id: boId, body: 'Prefers morning delivery' })).statusCode,
    ).toBe(200);
    const [note] = (await call('GET', `customers/${boId}`)).body.data.notes;
    expect(note).toMatchObject({ body: 'Prefers morning delivery', author: expect.stringContaining('<') });
    expect((await call('PATCH', 'customer_notes', { customer_id: boId, note_id: note._id })).statusCode).toBe(200);
    expect((await call('PATCH', 'customer_notes', { customer_id: boId, note_id: note._id })).statusCode).toBe(404);
    expect((await call('POST', 'customer_notes', { customer_id: boId, body: '' })).statusCode).toBe(400);
  });

  it('a cancelled order leaves the figures', async () => {
    const boId = await idOf('bo@example.com');
    const [order] = await t.app.ctx.db.select().from(orders).where(eq(orders.customerId, boId));
    const res = await call('POST', 'orders/action', {
      _id: order?.id,
      version: order?.version,
      action: 'cancel',
      reason: 'Asked to',
    });
    expect(res.statusCode).toBe(200);
    expect((await call('GET', `customers/${boId}`)).body.data).toMatchObject({ orders_count: 0, total_spent: 0 });
  });
});

describe('merging a guest into the account of the same email', () => {
  it('is refused when the emails differ, or for an account as the guest', async () => {
    const [boId, anaId, guestId] = await Promise.all(
      ['bo@example.com', 'ana@example.com', 'ana+shop@example.com'].map((e) => idOf(e)),
    );
    const differ = await call('POST', 'customers/merge', { guest_id: boId, into_id: anaId });
    expect(differ.statusCode).toBe(422);
    expect(differ.body.message).toMatch(/emails differ/);
    expect((await call('POST', 'customers/merge', { guest_id: anaId, into_id: guestId })).statusCode).toBe(422);
  });

  it('moves the orders in one go, again answers the same, and the next guest order follows', async () => {
    const [anaId, guestId] = await Promise.all(['ana@example.com', 'ana+shop@example.com'].map((e) => idOf(e)));
    await call('PUT', 'customer_tags', { id: guestId, tags: ['Newsletter'] });
    const merged = await call('POST', 'customers/merge', { guest_id: guestId, into_id: anaId });
    expect(merged.statusCode).toBe(200);
    expect(merged.body.data).toEqual({ into_id: anaId, moved: { orders: 2, quotes: 0 } });
    const again = await call('POST', 'customers/merge', { guest_id: guestId, into_id: anaId });
    expect(again.body.data).toEqual({ into_id: anaId, moved: { orders: 0, quotes: 0 } });

    const account = (await call('GET', `customers/${anaId}`)).body.data;
    expect(account).toMatchObject({ orders_count: 3, tags: ['Newsletter'] });
    expect(account.orders).toHaveLength(3);
    expect(await emails({ kind: 'guest' })).toEqual(['bo@example.com']);
    expect((await call('GET', `customers/${guestId}`)).body.data.merged_into).toMatchObject({ _id: anaId });

    await buyTee(new Shopper(t), 'Ana R', 'ana+shop@example.com');
    expect((await call('GET', `customers/${anaId}`)).body.data.orders_count).toBe(4);
  });
  it('a merged guest whose address then gets its own account stops pointing at the first', async () => {
    const guestId = await idOf('ana+shop@example.com');
    const shopper = new Shopper(t);
    const form = { name: 'Ana Shop', email: 'ana+shop@example.com', password: 'another-long-pw' };
    expect((await shopper.post(`${shop.base}/account/sign-up`, form)).status).toBe(200);
    let link: string | undefined;
    await expect
      .poll(
        async () => {
          const mails = await t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, form.email));
          link = mails.map((m) => m.textBody.match(/\/s\/[^\s]+\/account\/link\/[\w-]+/)?.[0]).find(Boolean);
          return link;
        },
        { timeout: 10_000 },
      )
      .toBeTruthy();
    await shopper.get(link as string);
    expect((await shopper.post(link as string, {})).status).toBe(303);
    const page = (await call('GET', `customers/${guestId}`)).body.data;
    expect(page).toMatchObject({ kind: 'signed_up', merged_into: null });
  });
});

describe('who may', () => {
  it("another store's customer is not found", async () => {
    const boId = await idOf('bo@example.com');
    expect((await call('GET', `customers/${boId}`, undefined, other.token)).statusCode).toBe(404);
    expect((await call('PUT', 'customer_tags', { id: boId, tags: ['x'] }, other.token)).statusCode).toBe(404);
    expect((await call('POST', 'customer_notes', { customer_id: boId, body: 'x' }, other.token)).statusCode).toBe(404);
    const anaId = await idOf('ana@example.com');
    expect((await call('POST', 'customers/merge', { guest_id: boId, into_id: anaId }, other.token)).statusCode).toBe(
      404,
    );
    expect((await list({ kind: 'guest' }, other.token)).body.list).toEqual([]);
  });

  it('staff need the customers or marketing grant', async () => {
    const orders = await memberToken(t, shop.id, 'staff', ['orders']);
    expect((await list({ kind: 'guest' }, orders)).statusCode).toBe(403);
    const marketing = await memberToken(t, shop.id, 'staff', ['marketing']);
    expect((await list({ kind: 'guest' }, marketing)).statusCode).toBe(200);
  });

  it('bad input is a 400 that names the field', async () => {
    expect((await list({})).statusCode).toBe(400);
    expect((await list({ kind: 'guest', orders_min: -1 })).statusCode).toBe(400);
    expect((await list({ kind: 'guest', last_order_from: 'yesterday' })).statusCode).toBe(400);
    expect((await call('GET', 'customers/not-an-id')).statusCode).toBe(400);
    expect((await call('POST', 'customers/merge', { guest_id: 'x' })).statusCode).toBe(400);
  });
});
