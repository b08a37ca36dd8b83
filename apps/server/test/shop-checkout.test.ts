import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  carts,
  mailOutbox,
  orderLines,
  orders,
  outboxEvents,
  payments,
  products,
  vendors,
} from '../src/db/schema/index.js';
import { UNPAID_ORDER_HOLD_MINUTES } from '@stallfront/shared';
import { releaseUnpaidOrders, UNPAID_RELEASE_REASON } from '../src/modules/orders/release-unpaid.js';
import { memberToken } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { addProduct, addTaxClass, Shopper, shopStore } from './shop-fixtures.js';

let t: TestApp;
let shop: Awaited<ReturnType<typeof shopStore>>;
let other: Awaited<ReturnType<typeof shopStore>>;

beforeAll(async () => {
  t = await startTestApp();
  shop = await shopStore(t, { name: 'Checkout Store', country: 'IN' });
  other = await shopStore(t, { name: 'Other Store' });
});
afterAll(() => t.close());

/** A tee with two sizes (18% tax) and a mug without variants (5% tax). */
async function stockShop(tag: string, stock = { s: 5, m: 4, mug: 10 }) {
  const tee = await addProduct(t, shop.token, {
    name: `Tee ${tag}`,
    sku: `TEE-${tag}`,
    slug: `tee-${tag.toLowerCase()}`,
    tax_class_id: await addTaxClass(t, shop.token, 18),
    options: [{ name: 'Size', values: ['S', 'M'] }],
    variants: [
      { option_values: ['S'], sku: `TEE-${tag}-S`, price: 50_000, stock: stock.s },
      { option_values: ['M'], sku: `TEE-${tag}-M`, price: 60_000, stock: stock.m },
    ],
  });
  const mug = await addProduct(t, shop.token, {
    name: `Mug ${tag}`,
    sku: `MUG-${tag}`,
    slug: `mug-${tag.toLowerCase()}`,
    price: 25_050,
    stock: stock.mug,
    tax_class_id: await addTaxClass(t, shop.token, 5),
  });
  return { tee, mug };
}

const variantStock = async (productId: string) => {
  const [row] = await t.app.ctx.db.select().from(products).where(eq(products.id, productId));
  return { total: row?.stock, sizes: row?.variants.map((v) => v.stock) };
};

const checkoutFields = (overrides: Record<string, string> = {}) => ({
  name: 'Asha Rao',
  email: 'asha@example.com',
  line1: '12 Beach Road',
  city: 'Chennai',
  postal_code: '600001',
  country: 'IN',
  delivery_method: 'standard',
  payment_method: 'test_card',
  card_number: '4242 4242 4242 4242',
  ...overrides,
});

/** The checkout page's hidden fields, as the form would post them. */
const PAYS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';

const triesOf = async (orderId: string | undefined) =>
  (
    await t.app.ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, orderId ?? ''), eq(payments.provider, 'test_card')))
      .orderBy(payments.createdAt, sql`${payments.status} = 'paid'`)
  ).map((p) => p.status);

const liveOrderEvents = async (orderId: string | undefined) =>
  (await t.app.ctx.db.select().from(outboxEvents).where(eq(outboxEvents.type, 'live_order'))).filter(
    (e) => (e.payload as { order_id: string }).order_id === orderId,
  ).length;

/** An unpaid order's pay form on its page: where it posts and its hidden fields. */
function payFormOf(html: string) {
  const action = html.match(/action="([^"]+\/pay)"/)?.[1] ?? '';
  const hidden = (name: string) => html.match(new RegExp(`name="${name}" value="([^"]*)"`))?.[1] ?? '';
  return { action, fields: { attempt_key: hidden('attempt_key'), payment_method: 'test_card' } };
}

/** A fresh shopper's order of `quantity` of the tag's mug, declined at checkout. */
async function declinedOrder(tag: string, quantity: number) {
  const shopper = new Shopper(t);
  await shopper.post(`${shop.base}/cart`, { sku: `MUG-${tag}`, quantity: String(quantity) });
  const form = await openCheckout(shopper);
  await shopper.post(`${shop.base}/checkout`, { ...checkoutFields({ card_number: DECLINED }), ...form });
  return (await ordersOfKey(form.idempotency_key))[0] as { id: string };
}

async function openCheckout(shopper: Shopper) {
  const page = await shopper.get(`${shop.base}/checkout`);
  expect(page.status).toBe(200);
  const hidden = (name: string) => page.html.match(new RegExp(`name="${name}" value="([^"]*)"`))?.[1] ?? '';
  // The form's own keys only: a test posts them back, and the page itself would pass the shop's 16 KB form limit.
  return { expected_subtotal: hidden('expected_subtotal'), idempotency_key: hidden('idempotency_key') };
}

async function ordersOfKey(key: string) {
  return t.app.ctx.db.select().from(orders).where(eq(orders.idempotencyKey, key));
}

describe('a guest checkout by card', () => {
  it('orders two variants and a mug with the server’s totals, takes the stock and announces the order', async () => {
    const { tee, mug } = await stockShop('G1');
    const shopper = new Shopper(t);
    expect((await shopper.post(`${shop.base}/cart`, { sku: 'tee-g1-s', quantity: '2' })).status).toBe(303);
    await shopper.post(`${shop.base}/cart`, { sku: 'TEE-G1-M', quantity: '1' });
    await shopper.post(`${shop.base}/cart`, { sku: 'MUG-G1', quantity: '1' });
    const cart = await shopper.get(`${shop.base}/cart`);
    expect(cart.html).toContain('data-cart-count="true">4<');
    const form = await openCheckout(shopper);
    // 2 × 500.00 + 600.00 at 18% = 1600.00 + 288.00; 250.50 at 5% = 12.525 → 12.53.
    expect(form.expected_subtotal).toBe(String(160_000 + 28_800 + 25_050 + 1_253));
    const placed = await shopper.post(`${shop.base}/checkout`, { ...checkoutFields(), ...form });
    expect(placed.status).toBe(303);
    const [order] = await ordersOfKey(form.idempotency_key);
    expect(order).toMatchObject({
      status: 'live',
      paymentStatus: 'paid',
      subtotal: 185_050,
      tax: 30_053,
      shipping: 0,
      total: 215_103,
    });
    expect(placed.headers.location).toBe(`${shop.base}/order/${order?.id}/${form.idempotency_key}`);
    const confirmation = await shopper.get(String(placed.headers.location));
    expect(confirmation.html).toContain('Thank you, Asha!');
    expect(confirmation.html).toContain('₹2,151.03');
    expect(await variantStock(tee._id)).toEqual({ total: 6, sizes: [3, 3] });
    expect((await variantStock(mug._id)).total).toBe(9);
    const lines = await t.app.ctx.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order?.id ?? ''));
    expect(lines.map((l) => [l.sku, l.quantity, l.name])).toEqual([
      ['TEE-G1-S', 2, 'Tee G1 / S'],
      ['TEE-G1-M', 1, 'Tee G1 / M'],
      ['MUG-G1', 1, 'Mug G1'],
    ]);
    const events = await t.app.ctx.db.select().from(outboxEvents).where(eq(outboxEvents.type, 'live_order'));
    expect(events.filter((e) => (e.payload as { order_id: string }).order_id === order?.id)).toHaveLength(1);
    // The cart became the order: the header counts nothing again.
    expect((await shopper.get(`${shop.base}/cart`)).html).toContain('Your cart is empty');
    await t.app.ctx.outbox.dispatch();
    const mail = await t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'asha@example.com'));
    expect(mail.map((m) => m.subject)).toContain(`Your order #${order?.number} at Checkout Store`);
  });

  it('answers the page script’s add to cart with JSON, and cart.json shows the cart it made', async () => {
    const { mug } = await stockShop('J1');
    const shopper = new Shopper(t);
    const added = await shopper.post(`${shop.base}/cart`, { sku: 'MUG-J1', quantity: '2' }, { json: true });
    expect(added.status).toBe(200);
    expect(JSON.parse(added.html)).toEqual({ ok: true });
    const drawer = await shopper.get(`${shop.base}/cart.json`, { json: true });
    expect(drawer.status).toBe(200);
    expect(drawer.headers['cache-control']).toBe('no-store');
    const body = JSON.parse(drawer.html);
    expect(body).toMatchObject({ cart_href: `${shop.base}/cart`, checkout_href: `${shop.base}/checkout` });
    expect(body.cart).toMatchObject({ item_count: 2, subtotal: 50_100, ready: true });
    expect(body.cart.lines.map((l: { sku: string }) => l.sku)).toEqual(['MUG-J1']);

    const tooMany = await shopper.post(`${shop.base}/cart`, { sku: 'MUG-J1', quantity: '50' }, { json: true });
    expect(tooMany.status).toBe(409);
    expect(JSON.parse(tooMany.html)).toMatchObject({ ok: false, message: expect.stringMatching(/left/) });
    const badQuantity = await shopper.post(`${shop.base}/cart`, { sku: 'MUG-J1', quantity: '1.5' }, { json: true });
    expect(badQuantity.status).toBe(400);
    expect(JSON.parse(badQuantity.html)).toMatchObject({ ok: false, message: 'Enter a whole number of items' });
    // Without its form token the script's post is refused like any other.
    const forged = await new Shopper(t).post(
      `${shop.base}/cart`,
      { sku: 'MUG-J1', quantity: '1' },
      { csrf: false, json: true },
    );
    expect(forged.status).toBe(403);
    expect((await variantStock(mug._id)).total).toBe(10);
    // Another shop's cart.json knows nothing of this cart.
    const elsewhere = JSON.parse((await shopper.get(`${other.base}/cart.json`, { json: true })).html);
    expect(elsewhere.cart.lines).toEqual([]);
  });

  it('answers a declined card with the order’s page, where the same order is paid once by another card', async () => {
    const { mug } = await stockShop('D1');
    const shopper = new Shopper(t);
    await shopper.post(`${shop.base}/cart`, { sku: 'MUG-D1', quantity: '3' });
    const form = await openCheckout(shopper);
    const fields = { ...checkoutFields({ card_number: DECLINED }), ...form };
    const res = await shopper.post(`${shop.base}/checkout`, fields);
    expect(res.status).toBe(303);
    const [order] = await ordersOfKey(form.idempotency_key);
    expect(res.headers.location).toBe(`${shop.base}/order/${order?.id}/${form.idempotency_key}`);
    expect(order).toMatchObject({ status: 'inactive', paymentStatus: 'failed' });
    // The order holds its stock while it waits; a resent checkout form charges nothing.
    expect((await variantStock(mug._id)).total).toBe(7);
    expect((await shopper.post(`${shop.base}/checkout`, fields)).headers.location).toBe(res.headers.location);
    expect(await triesOf(order?.id)).toEqual(['failed']);

    const page = await shopper.get(res.headers.location as string);
    expect(page.html).toContain('Your card was declined');
    const first = payFormOf(page.html);
    const declined = await shopper.post(first.action, { ...first.fields, card_number: DECLINED });
    expect(declined.headers.location).toBe(res.headers.location);
    await shopper.post(first.action, { ...first.fields, card_number: DECLINED });
    expect(await triesOf(order?.id)).toEqual(['failed', 'failed']);

    const second = payFormOf((await shopper.get(res.headers.location as string)).html);
    expect(second.fields.attempt_key).not.toBe(first.fields.attempt_key);
    await shopper.post(second.action, { ...second.fields, card_number: PAYS });
    const [paid] = await ordersOfKey(form.idempotency_key);
    expect(paid).toMatchObject({ status: 'live', paymentStatus: 'paid', number: order?.number });
    // Sent again, or another try from a stale page: nothing more is charged.
    await shopper.post(second.action, { ...second.fields, card_number: PAYS });
    await shopper.post(first.action, { ...first.fields, attempt_key: crypto.randomUUID(), card_number: PAYS });
    expect(await triesOf(order?.id)).toEqual(['failed', 'failed', 'paid']);
    expect(await liveOrderEvents(order?.id)).toBe(1);
    expect((await shopper.get(res.headers.location as string)).html).not.toContain('name="attempt_key"');
    expect((await variantStock(mug._id)).total).toBe(7);
  });

  it('lets a declined order be paid on delivery instead, and refuses a pay form without a card', async () => {
    const shopper = new Shopper(t);
    await stockShop('D2');
    await shopper.post(`${shop.base}/cart`, { sku: 'MUG-D2', quantity: '1' });
    const form = await openCheckout(shopper);
    const res = await shopper.post(`${shop.base}/checkout`, { ...checkoutFields({ card_number: DECLINED }), ...form });
    const pay = payFormOf((await shopper.get(res.headers.location as string)).html);
    const empty = await shopper.post(pay.action, { ...pay.fields, card_number: '' });
    expect(empty.status).toBe(400);
    expect(empty.html).toContain('Enter the card number');
    await shopper.post(pay.action, { ...pay.fields, payment_method: 'cod' });
    const [order] = await ordersOfKey(form.idempotency_key);
    expect(order).toMatchObject({ status: 'live', paymentStatus: 'cod_due', paymentMethod: 'cod' });
    expect(await liveOrderEvents(order?.id)).toBe(1);
  });

  it('charges one of many tries sent at once', async () => {
    const shopper = new Shopper(t);
    await stockShop('D3');
    await shopper.post(`${shop.base}/cart`, { sku: 'MUG-D3', quantity: '1' });
    const form = await openCheckout(shopper);
    const res = await shopper.post(`${shop.base}/checkout`, { ...checkoutFields({ card_number: DECLINED }), ...form });
    const pay = payFormOf((await shopper.get(res.headers.location as string)).html);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        shopper.post(pay.action, { ...pay.fields, attempt_key: crypto.randomUUID(), card_number: PAYS }),
      ),
    );
    expect(answers.every((a) => a.status === 303 || a.status === 409)).toBe(true);
    const [order] = await ordersOfKey(form.idempotency_key);
    expect(order).toMatchObject({ status: 'live', paymentStatus: 'paid' });
    expect((await triesOf(order?.id)).filter((status) => status === 'paid')).toHaveLength(1);
    expect(await liveOrderEvents(order?.id)).toBe(1);
  });

  it('releases an order left unpaid past its hold: stock, cart and the reason on its page', async () => {
    const { mug } = await stockShop('D4');
    const shopper = new Shopper(t);
    await shopper.post(`${shop.base}/cart`, { sku: 'MUG-D4', quantity: '2' });
    const form = await openCheckout(shopper);
    const res = await shopper.post(`${shop.base}/checkout`, { ...checkoutFields({ card_number: DECLINED }), ...form });
    const [order] = await ordersOfKey(form.idempotency_key);
    // A second order stopped between its write and its charge (a crash): no outcome ever came.
    const crashed = await declinedOrder('D4', 1);
    await t.app.ctx.db
      .update(payments)
      .set({ status: 'pending', createdAt: new Date(t.clock.now().getTime() - 60 * 60_000) })
      .where(eq(payments.orderId, crashed.id));
    expect((await variantStock(mug._id)).total).toBe(7);

    expect(await releaseUnpaidOrders(t.app.ctx.db, t.clock.now())).toBe(0);
    t.clock.advance((UNPAID_ORDER_HOLD_MINUTES + 1) * 60_000);
    expect(await releaseUnpaidOrders(t.app.ctx.db, t.clock.now())).toBeGreaterThanOrEqual(2);
    for (const id of [order?.id, crashed.id]) {
      const [row] = await t.app.ctx.db
        .select()
        .from(orders)
        .where(eq(orders.id, id ?? ''));
      expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'failed', cancelReason: UNPAID_RELEASE_REASON });
    }
    expect(await triesOf(crashed.id)).toEqual(['failed']);
    expect((await variantStock(mug._id)).total).toBe(10);
    expect((await shopper.get(`${shop.base}/cart`)).html).toContain('Mug D4');
    const page = await shopper.get(res.headers.location as string);
    expect(page.html).toContain(UNPAID_RELEASE_REASON);
    expect(page.html).not.toContain('name="attempt_key"');
  });
});

describe('what checkout refuses', () => {
  it('refuses a total the server did not compute, and writes nothing', async () => {
    const { mug } = await stockShop('T1');
    const shopper = new Shopper(t);
    await shopper.post(`${shop.base}/cart`, { sku: 'MUG-T1', quantity: '1' });
    const form = await openCheckout(shopper);
    const res = await shopper.post(`${shop.base}/checkout`, { ...checkoutFields(), ...form, expected_subtotal: '1' });
    expect(res.status).toBe(409);
    expect(res.html).toContain('prices changed since you opened checkout');
    expect(await ordersOfKey(form.idempotency_key)).toHaveLength(0);
    expect((await variantStock(mug._id)).total).toBe(10);
  });

  it('names each missing field of the form, keeps what was typed, and writes nothing', async () => {
    await stockShop('V1');
    const shopper = new Shopper(t);
    await shopper.post(`${shop.base}/cart`, { sku: 'MUG-V1', quantity: '1' });
    const form = await openCheckout(shopper);
    const res = await shopper.post(`${shop.base}/checkout`, {
      ...checkoutFields({ line1: '', email: 'not-an-email', card_number: '' }),
      ...form,
    });
    expect(res.status).toBe(400);
    expect(res.html).toContain('Enter the street address');
    expect(res.html).toContain('Enter an email address like name@example.com');
    expect(res.html).toContain('value="Asha Rao"');
    expect(await ordersOfKey(form.idempotency_key)).toHaveLength(0);
  });

  it('refuses an unknown test card before any order is written', async () => {
    await stockShop('U1');
    const shopper = new Shopper(t);
    await shopper.post(`${shop.base}/cart`, { sku: 'MUG-U1', quantity: '1' });
    const form = await openCheckout(shopper);
    const res = await shopper.post(`${shop.base}/checkout`, {
      ...checkoutFields({ card_number: '5555 5555 5555 4444' }),
      ...form,
    });
    expect(res.status).toBe(400);
    expect(res.html).toContain('use the test card 4242 4242 4242 4242');
    expect(await ordersOfKey(form.idempotency_key)).toHaveLength(0);
  });

  it('refuses a form without its page’s token and writes nothing', async () => {
    const shopper = new Shopper(t);
    const res = await shopper.post(`${shop.base}/cart`, { sku: 'MUG-U1', quantity: '1' }, { csrf: false });
    expect(res.status).toBe(403);
    expect(res.html).toContain('This form has expired');
    expect(shopper.cookie('sf_cart')).toBeUndefined();
  });

  it('refuses a form another site sent, whatever it carries', async () => {
    for (const headers of [{ origin: 'https://elsewhere.test' }, { 'sec-fetch-site': 'cross-site' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${shop.base}/cart`,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'sku=MUG-U1&quantity=1',
      });
      expect(res.statusCode).toBe(403);
      expect(res.body).toContain('This form came from another site');
      expect(res.cookies.map((c) => c.name)).not.toContain('sf_cart');
    }
  });
});

describe('one order per form, and no more than the stock', () => {
  it('answers a double submit with the first order and takes the stock once', async () => {
    const { mug } = await stockShop('I1');
    const shopper = new Shopper(t);
    await shopper.post(`${shop.base}/cart`, { sku: 'MUG-I1', quantity: '2' });
    const form = await openCheckout(shopper);
    const fields = { ...checkoutFields(), ...form };
    const [a, b] = await Promise.all([
      shopper.post(`${shop.base}/checkout`, fields),
      shopper.post(`${shop.base}/checkout`, fields),
    ]);
    expect([a.status, b.status]).toEqual([303, 303]);
    expect(a.headers.location).toBe(b.headers.location);
    expect(await ordersOfKey(form.idempotency_key)).toHaveLength(1);
    const third = await shopper.post(`${shop.base}/checkout`, fields);
    expect(third.headers.location).toBe(a.headers.location);
    expect((await variantStock(mug._id)).total).toBe(8);
  });

  it('sells the last units once when shoppers race for them', async () => {
    const { tee } = await stockShop('R1', { s: 3, m: 0, mug: 0 });
    const shoppers = Array.from({ length: 8 }, () => new Shopper(t));
    const forms: Awaited<ReturnType<typeof openCheckout>>[] = [];
    for (const shopper of shoppers) {
      await shopper.post(`${shop.base}/cart`, { sku: 'TEE-R1-S', quantity: '1' });
      forms.push(await openCheckout(shopper));
    }
    const results = await Promise.all(
      shoppers.map((s, i) => s.post(`${shop.base}/checkout`, { ...checkoutFields(), ...forms[i] })),
    );
    expect(results.filter((r) => r.status === 303)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409).every((r) => r.html.includes('sold out'))).toBe(true);
    expect(await variantStock(tee._id)).toEqual({ total: 0, sizes: [0, 0] });
    const sold = await t.app.ctx.db
      .select({ n: sql<number>`sum(${orderLines.quantity})::int` })
      .from(orderLines)
      .where(eq(orderLines.sku, 'TEE-R1-S'));
    expect(sold[0]?.n).toBe(3);
  });
});

describe('the cart', () => {
  it.each([
    [{ sku: 'NO-SUCH', quantity: '1' }, 404, 'no item of this shop has that SKU'],
    [{ sku: 'MUG-C1', quantity: '-1' }, 400, 'Enter at least 1'],
    [{ sku: 'MUG-C1', quantity: '1.5' }, 400, 'Enter a whole number of items'],
    [{ sku: 'MUG-C1', quantity: '11' }, 409, 'Only 10 of Mug C1 left'],
    [{ sku: 'TEE-C1', quantity: '1' }, 409, 'Choose an option of Tee C1'],
  ])('refuses %o with %i and keeps the cart empty', async (fields, status, message) => {
    if (!(await t.app.ctx.db.select().from(products).where(eq(products.sku, 'MUG-C1'))).length) await stockShop('C1');
    const shopper = new Shopper(t);
    const res = await shopper.post(`${shop.base}/cart`, fields);
    expect(res.status).toBe(status);
    expect(res.html).toContain(message);
    expect(shopper.cookie('sf_cart')).toBeUndefined();
  });

  it('does not sell another store’s SKU', async () => {
    await addProduct(t, other.token, { sku: 'OTHER-ONLY', slug: 'other-only' });
    const res = await new Shopper(t).post(`${shop.base}/cart`, { sku: 'OTHER-ONLY', quantity: '1' });
    expect(res.status).toBe(404);
  });

  it('steps a line with the stepper’s buttons, refuses more than is left beside the line, and always allows fewer', async () => {
    const { mug } = await stockShop('ST', { s: 5, m: 4, mug: 4 });
    const shopper = new Shopper(t);
    await shopper.post(`${shop.base}/cart`, { sku: 'MUG-ST', quantity: '2' });
    const line = { sku: 'MUG-ST', line: 'MUG-ST' };
    const quantityOf = async () => {
      const { cart } = JSON.parse((await shopper.get(`${shop.base}/cart.json`, { json: true })).html);
      return cart.lines[0]?.quantity;
    };
    // The + and − buttons send the number shown and a step.
    expect((await shopper.post(`${shop.base}/cart/update`, { ...line, quantity: '2', step: '1' })).status).toBe(303);
    expect(await quantityOf()).toBe(3);
    expect((await shopper.post(`${shop.base}/cart/update`, { ...line, quantity: '3', step: '-1' })).status).toBe(303);
    expect(await quantityOf()).toBe(2);

    // More than the 4 left: the cart page again, the line's refusal beside it, nothing changed.
    const refused = await shopper.post(`${shop.base}/cart/update`, { ...line, quantity: '9' });
    expect(refused.status).toBe(409);
    expect(refused.html).toContain(`Only 4 of Mug ST left, so your cart keeps 2`);
    expect(refused.html).toContain('aria-invalid="true"');
    expect(await quantityOf()).toBe(2);
    // The page's script gets the same refusal as JSON, by the quantity field.
    const byScript = await shopper.post(`${shop.base}/cart/update`, { ...line, quantity: '5' }, { json: true });
    expect(byScript.status).toBe(409);
    expect(JSON.parse(byScript.html)).toMatchObject({
      ok: false,
      errors: { quantity: 'Only 4 of Mug ST left, so your cart keeps 2' },
    });
    const emptied = await shopper.post(`${shop.base}/cart/update`, { ...line, quantity: '' }, { json: true });
    expect(JSON.parse(emptied.html)).toMatchObject({ ok: false, errors: { quantity: 'Enter a quantity' } });

    // Stock falls below the line: fewer is still allowed, one step at a time.
    await shopper.post(`${shop.base}/cart/update`, { ...line, quantity: '4' });
    await t.app.ctx.db.update(products).set({ stock: 1 }).where(eq(products.id, mug._id));
    const fewer = await shopper.post(
      `${shop.base}/cart/update`,
      { ...line, quantity: '4', step: '-1' },
      { json: true },
    );
    expect(JSON.parse(fewer.html)).toEqual({ ok: true });
    expect(await quantityOf()).toBe(3);
  });

  it('changes and removes lines, and a quick order adds every row or none', async () => {
    await stockShop('Q1');
    const shopper = new Shopper(t);
    const refused = await shopper.post(`${shop.base}/cart`, { sku: 'MUG-Q1', quantity: '2' });
    expect(refused.status).toBe(303);
    await shopper.post(`${shop.base}/cart/update`, { sku: 'MUG-Q1', quantity: '5' });
    expect((await shopper.get(`${shop.base}/cart`)).html).toContain('data-cart-count="true">5<');
    await shopper.post(`${shop.base}/cart/update`, { sku: 'MUG-Q1', quantity: '0' });
    expect((await shopper.get(`${shop.base}/cart`)).html).toContain('Your cart is empty');
    const cartId = shopper.cookie('sf_cart') as string;
    const [row] = await t.app.ctx.db
      .select()
      .from(carts)
      .where(and(eq(carts.id, cartId)));
    expect(row?.lines).toEqual([]);
  });
});

describe('abandoned carts', () => {
  it('marks a cart left at checkout with an email after an hour, and never an ordered one', async () => {
    await stockShop('A1');
    const shopper = new Shopper(t);
    await shopper.post(`${shop.base}/cart`, { sku: 'MUG-A1', quantity: '1' });
    const form = await openCheckout(shopper);
    // The shopper gives an email, then leaves at a refused form.
    await shopper.post(`${shop.base}/checkout`, {
      ...checkoutFields({ line1: '' }),
      ...form,
      email: 'left@example.com',
    });
    const { markAbandonedCarts } = await import('../src/modules/carts/abandoned.js');
    const cartId = shopper.cookie('sf_cart') as string;
    await markAbandonedCarts(t.app.ctx.db, new Date(Date.now() + 30 * 60_000));
    expect((await t.app.ctx.db.select().from(carts).where(eq(carts.id, cartId)))[0]?.abandonedAt).toBeNull();
    await markAbandonedCarts(t.app.ctx.db, new Date(Date.now() + 2 * 3_600_000));
    const [row] = await t.app.ctx.db.select().from(carts).where(eq(carts.id, cartId));
    expect(row).toMatchObject({ email: 'left@example.com' });
    // Abandoned as of the hour after the shopper's last step, not whenever the sweep ran.
    expect(row?.abandonedAt?.getTime()).toBe((row?.updatedAt.getTime() ?? 0) + 3_600_000);
  });
});

describe('multi-vendor stores', () => {
  it('keeps each line’s vendor on one order, so settlement can split it', async () => {
    const bazaar = await shopStore(t, { type: 'multi_vendor', category: 'art_craft_photography' });
    const vendorToken = await memberToken(t, bazaar.id, 'vendor', ['add_product', 'update_product']);
    await addProduct(t, vendorToken, { sku: 'VASE-1', slug: 'vase', name: 'Vase', price: 5_000, stock: 3 });
    await addProduct(t, bazaar.token, { sku: 'BOWL-1', slug: 'bowl', name: 'Bowl', price: 2_000, stock: 3 });
    const shopper = new Shopper(t);
    await shopper.post(`${bazaar.base}/cart`, { sku: 'VASE-1', quantity: '1' });
    await shopper.post(`${bazaar.base}/cart`, { sku: 'BOWL-1', quantity: '1' });
    const page = await shopper.get(`${bazaar.base}/checkout`);
    const hidden = (name: string) => page.html.match(new RegExp(`name="${name}" value="([^"]*)"`))?.[1] ?? '';
    const placed = await shopper.post(`${bazaar.base}/checkout`, {
      ...checkoutFields({ payment_method: 'cod', card_number: '' }),
      expected_subtotal: hidden('expected_subtotal'),
      idempotency_key: hidden('idempotency_key'),
    });
    expect(placed.status).toBe(303);
    const [order] = await ordersOfKey(hidden('idempotency_key'));
    const lines = await t.app.ctx.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order?.id ?? ''));
    const [vase] = await t.app.ctx.db.select().from(products).where(eq(products.sku, 'VASE-1'));
    expect(vase?.vendorId).not.toBeNull();
    expect(Object.fromEntries(lines.map((l) => [l.sku, l.vendorId]))).toEqual({
      'VASE-1': vase?.vendorId,
      'BOWL-1': null,
    });
  });

  it("takes an expired or suspended vendor's products out of the shop: not listed, not found, not sold from a cart", async () => {
    const bazaar = await shopStore(t, { type: 'multi_vendor', category: 'art_craft_photography' });
    const vendorToken = await memberToken(t, bazaar.id, 'vendor', ['add_product', 'update_product']);
    await addProduct(t, vendorToken, { sku: 'LAMP-1', slug: 'lamp', name: 'Brass Lamp', price: 7_000, stock: 3 });
    const shopper = new Shopper(t);
    expect((await shopper.post(`${bazaar.base}/cart`, { sku: 'LAMP-1', quantity: '1' })).status).toBe(303);
    const [lamp] = await t.app.ctx.db.select().from(products).where(eq(products.sku, 'LAMP-1'));
    for (const status of ['expired', 'suspended']) {
      await t.app.ctx.db
        .update(vendors)
        .set({ status })
        .where(eq(vendors.id, lamp?.vendorId ?? ''));
      expect((await shopper.get(`${bazaar.base}/`)).html).not.toContain('Brass Lamp');
      expect((await shopper.get(`${bazaar.base}/search?q=brass`)).html).not.toContain('Brass Lamp');
      expect((await shopper.get(`${bazaar.base}/p/lamp`)).status).toBe(404);
      const checkout = await shopper.get(`${bazaar.base}/checkout`);
      const hidden = (name: string) => checkout.html.match(new RegExp(`name="${name}" value="([^"]*)"`))?.[1] ?? '';
      const refused = await shopper.post(`${bazaar.base}/checkout`, {
        ...checkoutFields({ payment_method: 'cod', card_number: '' }),
        expected_subtotal: hidden('expected_subtotal'),
        idempotency_key: hidden('idempotency_key'),
      });
      expect(refused.html).toContain('Brass Lamp is no longer sold');
      expect(await ordersOfKey(hidden('idempotency_key'))).toHaveLength(0);
    }
    await t.app.ctx.db
      .update(vendors)
      .set({ status: 'active' })
      .where(eq(vendors.id, lamp?.vendorId ?? ''));
    expect((await shopper.get(`${bazaar.base}/p/lamp`)).status).toBe(200);
  });
});
