import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, stores } from '../src/db/schema/index.js';
import { memberToken } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { addProduct, CHECKOUT_ADDRESS, checkoutKeys, Shopper, shopStore } from './shop-fixtures.js';

let t: TestApp;
let shop: Awaited<ReturnType<typeof shopStore>>;
beforeAll(async () => {
  t = await startTestApp();
  shop = await shopStore(t, { name: 'Repeat Supply' });
  await t.app.ctx.db
    .update(stores)
    .set({ paidFeatures: ['quick_orders', 'online_payments'] })
    .where(eq(stores.id, shop.id));
  await t.written();
  await addProduct(t, shop.token, { sku: 'TAPE-1', slug: 'tape', name: 'Packing Tape', price: 5_000, stock: 50 });
  await addProduct(t, shop.token, { sku: 'BOX-1', slug: 'box', name: 'Carton Box', price: 2_000, stock: 3 });
});
afterAll(() => t.close());

/** A shopper's order through checkout (cash on delivery), with whatever is in their cart. */
async function checkOut(shopper: Shopper, email: string) {
  const keys = await checkoutKeys(shopper, shop.base);
  const placed = await shopper.post(`${shop.base}/checkout`, {
    name: 'Buyer',
    email,
    ...CHECKOUT_ADDRESS,
    payment_method: 'cod',
    ...keys,
  });
  expect(placed.status).toBe(303);
  const [order] = await t.app.ctx.db.select().from(orders).where(eq(orders.email, email));
  return order as NonNullable<typeof order>;
}

const list = (token: string, body: Record<string, unknown>) =>
  t.call('POST', '/api/store/orders/list', { limit: 25, sort: 'created', direction: 'desc', ...body }, token);

describe('quick orders', () => {
  it('adds every row of the quick order form, or none: every row kept as typed, each problem beside its row', async () => {
    const shopper = new Shopper(t);
    const typed = { sku: ['tape-1', 'BOX-1', '', 'NOPE-9', ''], quantity: ['2', '9', '', '1', '4'] };
    const refused = await shopper.post(`${shop.base}/quick-order`, typed);
    expect(refused.status).toBe(409);
    // Every row comes back as typed, each problem beside its row (blank rows counted).
    for (const value of ['tape-1', 'BOX-1', 'NOPE-9']) expect(refused.html).toContain(`value="${value}"`);
    expect(refused.html).toContain('Nothing was added to your cart: 3 rows need a change.');
    expect(refused.html).toMatch(/id="quick-quantity-2"[^>]*aria-invalid="true"[^>]*value="9"/);
    expect(refused.html).toMatch(/id="quick-sku-4"[^>]*aria-invalid="true"[^>]*value="NOPE-9"/);
    expect(refused.html).toMatch(/id="quick-problem-4">No item has the SKU NOPE-9</);
    expect(refused.html).not.toMatch(/id="quick-sku-1"[^>]*aria-invalid/);
    // Asked for JSON, the same problems by field.
    const byScript = await shopper.post(`${shop.base}/quick-order`, typed, { json: true });
    expect(JSON.parse(byScript.html)).toEqual({
      ok: false,
      values: {},
      errors: {
        'quantity.2': 'Only 3 of Carton Box left',
        'sku.4': 'No item has the SKU NOPE-9',
        'sku.5': 'Enter the SKU, or clear the quantity',
      },
      message: null,
    });
    expect((await shopper.get(`${shop.base}/cart`)).html).toContain('Your cart is empty');
    const added = await shopper.post(`${shop.base}/quick-order`, {
      sku: ['tape-1', 'BOX-1', ''],
      quantity: ['2', '', ''],
    });
    expect(added.status).toBe(303);
    const cart = (await shopper.get(`${shop.base}/cart`)).html;
    expect(cart).toContain('Packing Tape');
    expect(cart).toContain('Carton Box');
  });

  it('lists orders from the quick order form apart, of every status, to those with the orders grant', async () => {
    const quick = new Shopper(t);
    await quick.post(`${shop.base}/quick-order`, { sku: ['TAPE-1'], quantity: ['3'] });
    const quickOrder = await checkOut(quick, 'quick@example.com');
    expect(quickOrder.source).toBe('quick_order');
    const plain = new Shopper(t);
    await plain.post(`${shop.base}/cart`, { sku: 'TAPE-1', quantity: '1' });
    expect((await checkOut(plain, 'plain@example.com')).source).toBe('shop');

    const listed = await list(shop.token, { source: 'quick_order' });
    expect(listed.statusCode).toBe(200);
    expect(listed.body.list.map((o: { number: number; source: string }) => [o.number, o.source])).toEqual([
      [quickOrder.number, 'quick_order'],
    ]);
    expect((await list(shop.token, { source: 'quick_order', status: 'delivered' })).body.list).toEqual([]);
    const count = await t.call('GET', '/api/store/orders/count?source=quick_order', undefined, shop.token);
    expect(count.body).toMatchObject({ total: 1 });
    expect((await list(shop.token, { source: 'fax' })).statusCode).toBe(400);
    expect((await list(await memberToken(t, shop.id, 'staff', ['orders']), { source: 'quick_order' })).statusCode).toBe(
      200,
    );
    expect(
      (await list(await memberToken(t, shop.id, 'staff', ['add_product']), { source: 'quick_order' })).statusCode,
    ).toBe(403);
  });
});
