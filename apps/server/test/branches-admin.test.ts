import { eq } from 'drizzle-orm';
import { BRANCH_STANDARD_WEEK } from '@stallfront/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, orders, productBranchStock, stores } from '../src/db/schema/index.js';
import { memberToken } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { addProduct, CHECKOUT_ADDRESS, checkoutKeys, Shopper, shopStore } from './shop-fixtures.js';

let t: TestApp;
let shop: Awaited<ReturnType<typeof shopStore>>;
let tag = 0;
const PASSWORD = 'branch-pass-123';

beforeAll(async () => {
  t = await startTestApp();
  shop = await shopStore(t, { name: 'Pickup Store', country: 'IN' });
  await t.app.ctx.db
    .update(stores)
    .set({ paidFeatures: ['store_pickup'] })
    .where(eq(stores.id, shop.id));
  await t.written();
});
afterAll(() => t.close());

function branchBody(overrides: Record<string, unknown> = {}) {
  tag += 1;
  return {
    name: `Branch ${tag}`,
    email: `branch-${tag}-${Date.now().toString(36)}@example.com`,
    address: `${tag} Main Road, Chennai`,
    mobile: null,
    hours: BRANCH_STANDARD_WEEK,
    password: PASSWORD,
    ...overrides,
  };
}
const create = (body: Record<string, unknown>, token = shop.token) =>
  t.call('POST', '/api/store/branches', body, token);
const signIn = (email: string) =>
  t.call('POST', '/api/auth/store/branch_login', { email, password: PASSWORD, store_id: shop.id });

async function buy(sku: string) {
  const shopper = new Shopper(t);
  await shopper.post(`${shop.base}/cart`, { sku, quantity: '1' });
  const keys = await checkoutKeys(shopper, shop.base);
  const placed = await shopper.post(`${shop.base}/checkout`, {
    name: 'Asha Rao',
    email: 'asha.rao@example.com',
    phone: '+91 98400 12345',
    ...CHECKOUT_ADDRESS,
    payment_method: 'test_card',
    card_number: '4242424242424242',
    ...keys,
  });
  expect(placed.status).toBe(303);
  const [order] = await t.app.ctx.db.select().from(orders).where(eq(orders.idempotencyKey, keys.idempotency_key));
  if (!order) throw new Error('no order');
  return order;
}

describe('branches', () => {
  it('are only for stores with store pickup', async () => {
    const plain = await shopStore(t);
    const res = await t.call('GET', '/api/store/branches', undefined, plain.token);
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toMatch(/store pickup/);
    expect((await create(branchBody(), plain.token)).statusCode).toBe(404);
  });

  it('creates a branch with its hours and a sign-in that works', async () => {
    const body = branchBody({ name: 'Anna Nagar', mobile: '+91 98400 11111' });
    const res = await create(body);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Anna Nagar',
      status: 'active',
      hours: BRANCH_STANDARD_WEEK,
      orders: 0,
    });
    const [row] = await t.app.ctx.db.select().from(branches).where(eq(branches.id, res.body.data._id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const list = await t.call('GET', '/api/store/branches', undefined, shop.token);
    expect(list.body.list.map((b: { name: string }) => b.name)).toContain('Anna Nagar');
    expect((await signIn(body.email)).statusCode).toBe(200);
  });

  it('refuses bad hours on their field, and a taken email, changing nothing', async () => {
    const hours = BRANCH_STANDARD_WEEK.map((d) => ({ ...d }));
    hours[2] = { open: true, opens: '18:00', closes: '09:00' };
    const before = (await t.call('GET', '/api/store/branches', undefined, shop.token)).body.list.length;
    const backwards = await create(branchBody({ hours }));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body.message).toMatch(/hours\.2\.closes.*Wednesday must close after it opens/);
    const sixDays = await create(branchBody({ hours: hours.slice(0, 6) }));
    expect(sixDays.statusCode).toBe(400);
    expect(sixDays.body.message).toMatch(/seven days/);
    const badTime = await create(
      branchBody({ hours: [{ open: true, opens: '9am', closes: '18:00' }, ...hours.slice(1)] }),
    );
    expect(badTime.statusCode).toBe(400);
    expect(badTime.body.message).toMatch(/hours\.0\.opens/);

    const first = branchBody();
    expect((await create(first)).statusCode).toBe(200);
    const again = await create(branchBody({ email: first.email.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toMatch(/email: a branch with this email exists/);
    const after = (await t.call('GET', '/api/store/branches', undefined, shop.token)).body.list.length;
    expect(after).toBe(before + 1);
  });

  it('disabling ends the branch’s sessions and its sign-in; enabling lets it back', async () => {
    const body = branchBody();
    const { _id } = (await create(body)).body.data;
    const token = (await signIn(body.email)).body.store_token as string;
    expect((await t.call('GET', '/api/store/details', undefined, token)).statusCode).toBe(200);
    const off = await t.call('POST', '/api/store/branches/status', { _id, status: 'disabled' }, shop.token);
    expect(off.statusCode).toBe(200);
    expect(off.body.message).toMatch(/sessions have ended/);
    const ended = await t.call('GET', '/api/store/details', undefined, token);
    expect(ended.statusCode).toBe(401);
    expect(ended.body.session_end).toBe(true);
    expect((await signIn(body.email)).statusCode).not.toBe(200);
    await t.call('POST', '/api/store/branches/status', { _id, status: 'active' }, shop.token);
    expect((await signIn(body.email)).statusCode).toBe(200);
  });

  it('edits a branch; a new password ends its sessions', async () => {
    const body = branchBody();
    const { _id } = (await create(body)).body.data;
    const token = (await signIn(body.email)).body.store_token as string;
    const { password: _p, ...rest } = body;
    const kept = await t.call(
      'PUT',
      '/api/store/branches',
      { ...rest, _id, name: 'Renamed', password: '' },
      shop.token,
    );
    expect(kept.body.data.name).toBe('Renamed');
    expect((await t.call('GET', '/api/store/details', undefined, token)).statusCode).toBe(200);
    await t.call('PUT', '/api/store/branches', { ...rest, _id, password: 'another-pass-1' }, shop.token);
    expect((await t.call('GET', '/api/store/details', undefined, token)).statusCode).toBe(401);
    const other = await shopStore(t);
    await t.app.ctx.db
      .update(stores)
      .set({ paidFeatures: ['store_pickup'] })
      .where(eq(stores.id, other.id));
    await t.written();
    const stranger = await t.call('PUT', '/api/store/branches', { ...rest, _id, password: '' }, other.token);
    expect(stranger.statusCode).toBe(404);
  });

  it('shows a branch its stock and its orders, and a branch sees only its own orders', async () => {
    const body = branchBody();
    const { _id } = (await create(body)).body.data;
    const token = (await signIn(body.email)).body.store_token as string;
    tag += 1;
    const item = await addProduct(t, shop.token, {
      sku: `BR-${tag}`,
      slug: `br-${tag}`,
      name: 'Mango crate',
      price: 5000,
      stock: 10,
    });
    await t.app.ctx.db
      .insert(productBranchStock)
      .values({ storeId: shop.id, productId: item._id, branchId: _id, stock: 7 });
    const mine = await buy(item.sku);
    const elsewhere = await buy(item.sku);
    await t.app.ctx.db.update(orders).set({ branchId: _id }).where(eq(orders.id, mine.id));
    await t.written();

    const page = await t.call('GET', `/api/store/branches/${_id}`, undefined, shop.token);
    expect(page.statusCode).toBe(200);
    expect(page.body.data.stock).toEqual([{ product_id: item._id, name: 'Mango crate', sku: item.sku, stock: 7 }]);
    expect(page.body.data.orders.map((o: { _id: string }) => o._id)).toEqual([mine.id]);
    expect(page.body.data.branch).toMatchObject({ products: 1, orders: 1 });

    const seen = await t.call('POST', '/api/store/orders/list', { status: 'live' }, token);
    expect(seen.body.list.map((o: { _id: string }) => o._id)).toEqual([mine.id]);
    expect(seen.body.list.map((o: { _id: string }) => o._id)).not.toContain(elsewhere.id);
    // A branch manages no branches.
    expect((await t.call('GET', '/api/store/branches', undefined, token)).statusCode).toBe(403);
    const staff = await memberToken(t, shop.id, 'staff', ['orders']);
    expect((await t.call('GET', '/api/store/branches', undefined, staff)).statusCode).toBe(403);
  });
});
