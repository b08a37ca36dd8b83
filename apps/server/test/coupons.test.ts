import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponCodes, coupons, couponUses, orderLines, orders, stores } from '../src/db/schema/index.js';
import { releaseUnpaidOrders } from '../src/modules/orders/release-unpaid.js';
import { PACKAGE_IDS, UNPAID_ORDER_HOLD_MINUTES } from '@stallfront/shared';
import { memberToken } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import {
  addCatalog,
  addProduct,
  CHECKOUT_ADDRESS,
  checkoutKeys,
  checkoutPage,
  Shopper,
  shopOnPlan,
  shopStore,
} from './shop-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function couponShop() {
  const shop = await shopStore(t, { name: 'Coupon Shop' });
  await t.app.ctx.db
    .update(stores)
    .set({ paidFeatures: ['coupon_codes'] })
    .where(eq(stores.id, shop.id));
  await t.written();
  return shop;
}

const START = '2026-01-01T00:00:00.000Z';
const coupon = (body: Record<string, unknown>) => ({ kind: 'percent', percent: 10, starts_on: START, ...body });

async function addCoupon(token: string, body: Record<string, unknown>) {
  const res = await t.call('POST', '/api/store/coupon', coupon(body), token);
  if (res.statusCode !== 200) throw new Error(`coupon: ${res.statusCode} ${JSON.stringify(res.body)}`);
  return res.body.data as { _id: string; code: string; used_count: number; state: string };
}

/** A shopper with one product in the cart: 2 × 500.00 unless told. */
async function shopperWithCart(shop: { token: string; base: string }, product: { sku: string }, quantity = 2) {
  const shopper = new Shopper(t);
  const added = await shopper.post(`${shop.base}/cart`, { sku: product.sku, quantity: String(quantity) });
  expect(added.status).toBe(303);
  return shopper;
}

async function checkOut(shopper: Shopper, base: string, email: string, more: Record<string, string> = {}) {
  const keys = await checkoutKeys(shopper, base);
  return shopper.post(`${base}/checkout`, {
    name: 'Asha Rao',
    email,
    ...CHECKOUT_ADDRESS,
    payment_method: 'cod',
    card_number: '',
    ...keys,
    ...more,
  });
}

const couponRow = async (id: string) => (await t.app.ctx.db.select().from(coupons).where(eq(coupons.id, id)))[0];

describe('the merchant’s coupons', () => {
  it('keeps a typed code the SKU way and finds it by state and by code', async () => {
    const shop = await couponShop();
    const made = await addCoupon(shop.token, { code: ' spring sale ' });
    expect(made).toMatchObject({ code: 'SPRING-SALE', state: 'active', used_count: 0 });
    await addCoupon(shop.token, { code: 'LATER', starts_on: '2099-01-01T00:00:00.000Z' });
    const list = await t.call('POST', '/api/store/coupon_list', { state: 'scheduled' }, shop.token);
    expect(list.body.list.map((c: { code: string }) => c.code)).toEqual(['LATER']);
    const found = await t.call('POST', '/api/store/coupon_list', { search: 'spring' }, shop.token);
    expect(found.body.list.map((c: { code: string }) => c.code)).toEqual(['SPRING-SALE']);
    const count = await t.call('GET', '/api/store/coupon_list?state=active', undefined, shop.token);
    expect(count.body).toMatchObject({ total: 1 });
  });

  it.each([
    ['a percentage above 100', { percent: 150 }, 'percent', 'A percentage is 100 at most'],
    ['no percentage', { percent: 0 }, 'percent', 'Enter a percentage above 0'],
    ['a fixed coupon of nothing', { kind: 'fixed', amount: 0 }, 'amount', 'Enter the amount off'],
    [
      'an end before its start',
      { ends_on: '2025-12-31T00:00:00.000Z' },
      'ends_on',
      'The end must come after the start',
    ],
    ['a code with punctuation', { code: 'SAVE!10' }, 'code', 'Use letters, digits and hyphens only'],
    ['a code of 2 letters', { code: 'ab' }, 'code', 'A code has 3 characters at least'],
    ['a use limit of 0', { usage_limit: 0 }, 'usage_limit', 'At least 1'],
  ])('refuses %s on its field and saves nothing', async (_what, body, field, message) => {
    const shop = await couponShop();
    const res = await t.call('POST', '/api/store/coupon', coupon({ code: 'OK-CODE', ...body }), shop.token);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
    expect(JSON.stringify(res.body)).toContain(field);
    expect(await t.app.ctx.db.select().from(coupons).where(eq(coupons.storeId, shop.id))).toHaveLength(0);
  });

  it('refuses a code the store has already, whatever its case, and a product of another store', async () => {
    const shop = await couponShop();
    await addCoupon(shop.token, { code: 'WELCOME' });
    const again = await t.call('POST', '/api/store/coupon', coupon({ code: 'welcome' }), shop.token);
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toContain('another coupon of your store has this code');

    const other = await couponShop();
    const theirs = await addProduct(t, other.token);
    const foreign = await t.call(
      'POST',
      '/api/store/coupon',
      coupon({ code: 'MINE', product_ids: [theirs._id] }),
      shop.token,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body.message).toContain('product_ids.0: this product is not in your store');
    // And another store's coupon is not found.
    const mine = await addCoupon(shop.token, { code: 'ONLY-MINE' });
    expect((await t.call('GET', `/api/store/coupon/${mine._id}`, undefined, other.token)).statusCode).toBe(404);
  });

  it('is for the owner and staff with the marketing grant, in stores with the coupon feature', async () => {
    const shop = await couponShop();
    const marketing = await memberToken(t, shop.id, 'staff', ['marketing']);
    const orders = await memberToken(t, shop.id, 'staff', ['orders']);
    expect((await t.call('POST', '/api/store/coupon_list', {}, marketing)).statusCode).toBe(200);
    expect((await t.call('POST', '/api/store/coupon_list', {}, orders)).statusCode).toBe(403);
    // A free plan has no coupons: its owner is told so, and its shop takes no codes.
    const free = await shopOnPlan(t, PACKAGE_IDS.genieFree);
    const refused = await t.call('POST', '/api/store/coupon_list', {}, free.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.body.message).toBe('This store has no coupon codes.');
  });

  it('generates a batch of unique codes and exports them with their uses', async () => {
    const shop = await couponShop();
    const made = await addCoupon(shop.token, { code: 'VIP', per_code_limit: 1 });
    const batch = await t.call(
      'POST',
      '/api/store/coupon/codes',
      { _id: made._id, count: 500, prefix: 'vip 26' },
      shop.token,
    );
    expect(batch.statusCode).toBe(200);
    expect(batch.body.message).toBe('500 codes added to VIP.');
    const codes = await t.app.ctx.db.select().from(couponCodes).where(eq(couponCodes.couponId, made._id));
    expect(codes).toHaveLength(501);
    expect(new Set(codes.map((c) => c.code)).size).toBe(501);
    expect(codes.filter((c) => c.code !== 'VIP').every((c) => /^VIP-26-[A-HJ-NP-Z2-9]{8}$/.test(c.code))).toBe(true);
    expect((await couponRow(made._id))?.codeCount).toBe(501);

    const csv = await t.call('GET', `/api/store/coupon/codes/export?id=${made._id}`, undefined, shop.token);
    expect(csv.statusCode).toBe(200);
    const rows = String(csv.body).trim().split(/\r?\n/);
    expect(rows[0]).toBe('code,used,created');
    expect(rows[1]).toMatch(/^VIP,0,/);
    expect(rows).toHaveLength(502);

    const tooMany = await t.call('POST', '/api/store/coupon/codes', { _id: made._id, count: 5000 }, shop.token);
    expect(tooMany.statusCode).toBe(400);
    expect(JSON.stringify(tooMany.body)).toContain('1000 codes at a time at most');
  });
});

describe('a coupon in the shop', () => {
  it('takes its discount in the cart and on the order, counts the use, and leaves the totals as they were once removed', async () => {
    const shop = await couponShop();
    const product = await addProduct(t, shop.token, { price: 50_000, stock: 20 });
    const made = await addCoupon(shop.token, { code: 'TENOFF', percent: 10 });
    const shopper = await shopperWithCart(shop, product);
    const plain = await checkoutKeys(shopper, shop.base);

    const applied = await shopper.post(`${shop.base}/cart/coupon`, { coupon_code: 'tenoff' });
    expect(applied.status).toBe(303);
    const cart = await shopper.get(`${shop.base}/cart`);
    expect(cart.html).toContain('data-coupon="TENOFF"');
    expect(cart.html).toContain('10% off');
    expect(cart.html).toContain('−₹100.00');
    const withCoupon = await checkoutPage(shopper, shop.base);
    expect(withCoupon.html).toContain('Discount (TENOFF)');

    // Removed, the checkout asks exactly what it asked before.
    expect((await shopper.post(`${shop.base}/cart/coupon/remove`, {})).status).toBe(303);
    expect((await checkoutKeys(shopper, shop.base)).expected_subtotal).toBe(plain.expected_subtotal);
    await shopper.post(`${shop.base}/cart/coupon`, { coupon_code: 'TENOFF' });

    const placed = await checkOut(shopper, shop.base, 'asha@example.com');
    expect(placed.status).toBe(303);
    const [order] = await t.app.ctx.db.select().from(orders).where(eq(orders.storeId, shop.id));
    expect(order).toMatchObject({ couponCode: 'TENOFF', couponDiscount: 10_000, subtotal: 90_000 });
    const lines = await t.app.ctx.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order?.id ?? ''));
    expect(lines.map((l) => [l.couponDiscount, l.subtotal])).toEqual([[10_000, 90_000]]);
    expect((await couponRow(made._id))?.usedCount).toBe(1);
    const page = await shopper.get(String(placed.headers.location));
    expect(page.html).toContain('Discount (TENOFF)');
    const listed = await t.call('POST', '/api/store/coupon_list', {}, shop.token);
    expect(listed.body.list[0]).toMatchObject({ code: 'TENOFF', used_count: 1 });
  });

  it.each([
    ['an unknown code', {}, 'NOPE', 'No coupon has this code.'],
    ['a switched-off coupon', { active: false }, 'OFF-NOW', 'This code is not active.'],
    ['an expired coupon', { ends_on: '2026-02-01T00:00:00.000Z' }, 'GONE', 'This code expired on 2026-02-01.'],
    ['a minimum the cart misses', { min_subtotal: 200_000 }, 'BIGSPEND', 'Spend ₹2,000.00 on items in this offer'],
  ])('tells why %s does not apply, beside the code', async (_what, rules, code, reason) => {
    const shop = await couponShop();
    const product = await addProduct(t, shop.token, { price: 50_000 });
    if (code !== 'NOPE') await addCoupon(shop.token, { code, ...rules });
    const shopper = await shopperWithCart(shop, product);
    const refused = await shopper.post(`${shop.base}/cart/coupon`, { coupon_code: code });
    expect(refused.status).toBe(422);
    expect(refused.html).toContain(reason.replace(/'/g, '&#x27;'));
    expect(refused.html).toContain(`value="${code}"`);
  });

  it('gives a coupon of one use to one of two shoppers checking out at the same moment', async () => {
    const shop = await couponShop();
    const product = await addProduct(t, shop.token, { price: 50_000, stock: 20 });
    const made = await addCoupon(shop.token, { code: 'FIRST-ONLY', usage_limit: 1 });
    const shoppers = await Promise.all([1, 2].map(() => shopperWithCart(shop, product)));
    for (const s of shoppers)
      expect((await s.post(`${shop.base}/cart/coupon`, { coupon_code: 'FIRST-ONLY' })).status).toBe(303);
    const keys = await Promise.all(shoppers.map((s) => checkoutKeys(s, shop.base)));
    const answers = await Promise.all(
      shoppers.map((s, i) => {
        const k = keys[i] as Awaited<ReturnType<typeof checkoutKeys>>;
        return s.post(`${shop.base}/checkout`, {
          name: `Shopper ${i}`,
          email: `racer${i}@example.com`,
          ...CHECKOUT_ADDRESS,
          payment_method: 'cod',
          card_number: '',
          ...k,
        });
      }),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([303, 409]);
    expect(answers.find((a) => a.status === 409)?.html).toContain('This code has been used up.');
    expect((await couponRow(made._id))?.usedCount).toBe(1);
    const placed = await t.app.ctx.db.select().from(orders).where(eq(orders.storeId, shop.id));
    expect(placed.map((o) => o.couponCode)).toEqual(['FIRST-ONLY']);
  });

  it('counts a guest’s uses by email at checkout, and a first-order coupon by their earlier orders', async () => {
    const shop = await couponShop();
    const product = await addProduct(t, shop.token, { price: 50_000, stock: 20 });
    await addCoupon(shop.token, { code: 'ONCE', per_customer_limit: 1 });
    const first = await shopperWithCart(shop, product);
    await first.post(`${shop.base}/cart/coupon`, { coupon_code: 'ONCE' });
    expect((await checkOut(first, shop.base, 'Meera@Example.com')).status).toBe(303);

    const again = await shopperWithCart(shop, product);
    // A guest is not known at the cart: the code is kept, and the checkout judges it by email.
    expect((await again.post(`${shop.base}/cart/coupon`, { coupon_code: 'ONCE' })).status).toBe(303);
    const refused = await checkOut(again, shop.base, 'meera@example.com');
    expect(refused.status).toBe(409);
    expect(refused.html).toContain('You have already used this code.');
    expect((await checkOut(again, shop.base, 'dev@example.com')).status).toBe(303);

    await addCoupon(shop.token, { code: 'NEW-HERE', first_order_only: true });
    const returning = await shopperWithCart(shop, product);
    await returning.post(`${shop.base}/cart/coupon`, { coupon_code: 'NEW-HERE' });
    const told = await checkOut(returning, shop.base, 'dev@example.com');
    expect(told.html).toContain('This code is for a first order only.');
  });

  it('takes the delivery fee with free shipping, and only the covered catalog’s items with a limited coupon', async () => {
    const shop = await couponShop();
    const shoes = await addCatalog(t, shop.token, { name: 'Shoes' });
    const boot = await addProduct(t, shop.token, { price: 80_000, catalog_ids: [shoes._id] });
    const cap = await addProduct(t, shop.token, { price: 20_000 });
    await addCoupon(shop.token, { code: 'SHOES20', percent: 20, catalog_ids: [shoes._id] });
    await addCoupon(shop.token, { code: 'SHIPFREE', kind: 'free_shipping', percent: 0 });

    const shopper = await shopperWithCart(shop, boot, 1);
    await shopper.post(`${shop.base}/cart`, { sku: cap.sku, quantity: '1' });
    await shopper.post(`${shop.base}/cart/coupon`, { coupon_code: 'SHOES20' });
    expect((await checkOut(shopper, shop.base, 'a@example.com')).status).toBe(303);
    const [shoeOrder] = await t.app.ctx.db.select().from(orders).where(eq(orders.email, 'a@example.com'));
    expect(shoeOrder).toMatchObject({ couponDiscount: 16_000, subtotal: 84_000 });

    const express = await shopperWithCart(shop, cap, 1);
    await express.post(`${shop.base}/cart/coupon`, { coupon_code: 'SHIPFREE' });
    const placed = await checkOut(express, shop.base, 'b@example.com', { delivery_method: 'express' });
    expect(placed.status).toBe(303);
    const [shipOrder] = await t.app.ctx.db.select().from(orders).where(eq(orders.email, 'b@example.com'));
    expect(shipOrder).toMatchObject({ shipping: 0, couponCode: 'SHIPFREE', subtotal: 20_000 });
    expect(shipOrder?.couponDiscount).toBeGreaterThan(0);
  });

  it('gives the use back when an unpaid order is released', async () => {
    const shop = await couponShop();
    const product = await addProduct(t, shop.token, { price: 50_000, stock: 20 });
    const made = await addCoupon(shop.token, { code: 'HOLD', usage_limit: 1 });
    const shopper = await shopperWithCart(shop, product);
    await shopper.post(`${shop.base}/cart/coupon`, { coupon_code: 'HOLD' });
    const declined = await checkOut(shopper, shop.base, 'late@example.com', {
      payment_method: 'test_card',
      card_number: '4000 0000 0000 0002',
    });
    expect(declined.status).toBe(303);
    expect((await couponRow(made._id))?.usedCount).toBe(1);
    const later = new Date(Date.now() + (UNPAID_ORDER_HOLD_MINUTES + 5) * 60_000);
    expect(await releaseUnpaidOrders(t.app.ctx.db, later)).toBe(1);
    expect((await couponRow(made._id))?.usedCount).toBe(0);
    expect(await t.app.ctx.db.select().from(couponUses).where(eq(couponUses.couponId, made._id))).toHaveLength(0);
  });
});

describe('a shopper guessing codes', () => {
  it('is refused with a 429 past the per-minute limit, without the code being tried', async () => {
    const limited = await startTestApp({ AUTH_RATE_LIMIT: '2' });
    try {
      const shop = await shopStore(limited);
      await limited.app.ctx.db
        .update(stores)
        .set({ paidFeatures: ['coupon_codes'] })
        .where(eq(stores.id, shop.id));
      await limited.written();
      const product = await addProduct(limited, shop.token);
      const shopper = new Shopper(limited);
      await shopper.post(`${shop.base}/cart`, { sku: product.sku, quantity: '1' });
      const answers = [];
      for (const guess of ['AAA1', 'AAA2', 'AAA3']) {
        answers.push((await shopper.post(`${shop.base}/cart/coupon`, { coupon_code: guess })).status);
      }
      expect(answers).toEqual([422, 422, 429]);
    } finally {
      await limited.close();
    }
  }, 60_000);
});
