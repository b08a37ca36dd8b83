import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orders,
  outboxEvents,
  paymentSecrets,
  paymentWebhookEvents,
  payments,
  storeSettings,
} from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './harness.js';
import {
  razorpayPaid,
  type RecordedProviders,
  startRecordedProviders,
  stripeCompleted,
  TEST_KEYS,
} from './payment-gateway-recorded.js';
import { addProduct, CHECKOUT_ADDRESS, checkoutPage, Shopper, shopStore } from './shop-fixtures.js';

let t: TestApp;
let providers: RecordedProviders;
let shop: Awaited<ReturnType<typeof shopStore>>;
let india: Awaited<ReturnType<typeof shopStore>>;

beforeAll(async () => {
  providers = await startRecordedProviders();
  t = await startTestApp({ STRIPE_API_BASE: providers.url, RAZORPAY_API_BASE: providers.url });
  shop = await shopStore(t, { name: 'Stripe Store', country: 'US' });
  india = await shopStore(t, { name: 'Razorpay Store', country: 'IN' });
  await addProduct(t, shop.token, { name: 'Canvas Tote', sku: 'TOTE-1', slug: 'tote-1', price: 2_500, stock: 50 });
  await addProduct(t, india.token, { name: 'Kurta', sku: 'KURTA-1', slug: 'kurta-1', price: 99_900, stock: 50 });
});
afterAll(async () => {
  await t.close();
  await providers.close();
});

const gateway = (token: string) => t.call('GET', '/api/store/payment_gateway', undefined, token);
const save = (token: string, body: Record<string, unknown>) => t.call('PUT', '/api/store/payment_gateway', body, token);
const blank = {
  methods: ['test_card', 'cod'],
  bank_transfer_instructions: '',
  stripe_publishable_key: '',
  stripe_secret_key: '',
  stripe_webhook_secret: '',
  razorpay_key_id: '',
  razorpay_key_secret: '',
  razorpay_webhook_secret: '',
};
const STRIPE_SETUP = {
  ...blank,
  methods: ['stripe', 'bank_transfer', 'cod'],
  bank_transfer_instructions: 'First Bank · account 12345678 · routing 021000021 · reference: your order number',
  stripe_publishable_key: TEST_KEYS.stripe_publishable_key,
  stripe_secret_key: TEST_KEYS.stripe_secret_key,
  stripe_webhook_secret: TEST_KEYS.stripe_webhook_secret,
};

const orderOf = async (id: string) => (await t.app.ctx.db.select().from(orders).where(eq(orders.id, id)))[0];
const triesOf = (orderId: string) => t.app.ctx.db.select().from(payments).where(eq(payments.orderId, orderId));
const liveEvents = async (orderId: string) =>
  (await t.app.ctx.db.select().from(outboxEvents).where(eq(outboxEvents.type, 'live_order'))).filter(
    (e) => (e.payload as { order_id: string }).order_id === orderId,
  ).length;
const webhook = (
  provider: 'stripe' | 'razorpay',
  storeId: string,
  signed: { payload: string; headers: Record<string, string> },
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/payments/${provider}/webhook/${storeId}`,
    payload: signed.payload,
    headers: signed.headers,
  });

/** A shopper buys `sku` with `method`; answers the checkout's answer and the order it wrote. */
async function buy(s: typeof shop, sku: string, method: string) {
  const shopper = new Shopper(t);
  await shopper.post(`${s.base}/cart`, { sku, quantity: '1' });
  const { html, keys } = await checkoutPage(shopper, s.base);
  const placed = await shopper.post(`${s.base}/checkout`, {
    name: 'Jenny Rosen',
    email: 'jenny@example.com',
    ...CHECKOUT_ADDRESS,
    payment_method: method,
    card_number: method === 'test_card' ? '4242 4242 4242 4242' : '',
    ...keys,
  });
  const [order] = await t.app.ctx.db.select().from(orders).where(eq(orders.idempotencyKey, keys.idempotency_key));
  return { shopper, html, placed, order };
}

describe('the payment gateway setting', () => {
  it('offers the test gateway and cash on delivery until the store saves its own', async () => {
    const res = await gateway(shop.token);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ methods: ['test_card', 'cod'], saved: false, stripe_secret_key: null });
    expect(res.body.data.stripe_webhook_url).toMatch(new RegExp(`/api/payments/stripe/webhook/${shop.id}$`));
  });

  it('refuses a provider turned on without its keys, or keys of the wrong shape, and saves nothing', async () => {
    const missing = await save(shop.token, {
      ...blank,
      methods: ['stripe'],
      stripe_publishable_key: TEST_KEYS.stripe_publishable_key,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.body.message).toMatch(/^stripe_secret_key: Enter the secret key/);
    const shape = await save(shop.token, { ...STRIPE_SETUP, stripe_secret_key: 'pk_test_wrongkind000000' });
    expect(shape.statusCode).toBe(400);
    expect(JSON.stringify(shape.body)).toMatch(/stripe_secret_key/);
    const noTransfer = await save(shop.token, { ...STRIPE_SETUP, bank_transfer_instructions: '' });
    expect(noTransfer.statusCode).toBe(400);
    expect(JSON.stringify(noTransfer.body)).toMatch(/bank_transfer_instructions/);
    const none = await save(shop.token, { ...blank, methods: [] });
    expect(none.statusCode).toBe(400);
    expect((await gateway(shop.token)).body.data.saved).toBe(false);
  });

  it('keeps the secrets sealed and shows only their last 4 characters; an empty secret keeps the saved one', async () => {
    const saved = await save(shop.token, STRIPE_SETUP);
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data).toMatchObject({
      methods: ['stripe', 'bank_transfer', 'cod'],
      stripe_publishable_key: TEST_KEYS.stripe_publishable_key,
      stripe_secret_key: '••••0001',
      stripe_webhook_secret: '••••0002',
      saved: true,
    });
    const read = await gateway(shop.token);
    expect(JSON.stringify(read.body)).not.toContain(TEST_KEYS.stripe_secret_key);
    expect(JSON.stringify(read.body)).not.toContain(TEST_KEYS.stripe_webhook_secret);
    const [row] = await t.app.ctx.db.select().from(paymentSecrets).where(eq(paymentSecrets.storeId, shop.id));
    expect(row?.apiSecret).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain('FAKEstallfront0000000001');
    const kept = await save(shop.token, { ...STRIPE_SETUP, stripe_secret_key: '', stripe_webhook_secret: '' });
    expect(kept.body.data.stripe_secret_key).toBe('••••0001');
    const [again] = await t.app.ctx.db.select().from(paymentSecrets).where(eq(paymentSecrets.storeId, shop.id));
    expect(again?.apiSecret).toBe(row?.apiSecret);
  });

  it('is the owner’s and staff with the settings grant only', async () => {
    expect((await t.call('GET', '/api/store/payment_gateway')).statusCode).toBe(401);
  });
});

describe('checkout through Stripe', () => {
  let orderId = '';
  let sessionId = '';

  it('offers only the methods the store turned on, and refuses another', async () => {
    const { html, placed, order } = await buy(shop, 'TOTE-1', 'test_card');
    expect(html).toContain('value="stripe"');
    expect(html).toContain('value="bank_transfer"');
    expect(html).not.toContain('value="test_card"');
    expect(placed.status).toBe(400);
    expect(placed.html).toContain('this shop does not take that payment method');
    expect(order).toBeUndefined();
  });

  it('writes the order, makes a Checkout Session for its total and sends the shopper to Stripe', async () => {
    const before = providers.requests.length;
    const { placed, order } = await buy(shop, 'TOTE-1', 'stripe');
    expect(order).toMatchObject({ status: 'inactive', paymentStatus: 'pending', paymentMethod: 'stripe' });
    orderId = order?.id ?? '';
    const [call] = providers.requests.slice(before);
    expect(call).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(call?.headers.authorization).toBe(`Bearer ${TEST_KEYS.stripe_secret_key}`);
    expect(call?.body).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': String(order?.total),
      'line_items[0][price_data][currency]': order?.currency.toLowerCase(),
      'metadata[order_id]': orderId,
      success_url: `http://localhost:8080${shop.base}/order/${orderId}/${order?.idempotencyKey}`,
    });
    expect(call?.headers['idempotency-key']).toBe(`checkout-${order?.idempotencyKey}`);
    sessionId = [...providers.sessions.keys()].at(-1) ?? '';
    expect(placed.status).toBe(303);
    expect(placed.headers.location).toBe(`https://checkout.stripe.com/c/pay/${sessionId}`);
    const [tryRow] = await triesOf(orderId);
    expect(tryRow).toMatchObject({ provider: 'stripe', status: 'pending', reference: sessionId });
  });

  it('refuses a webhook with a bad signature with 400, and changes nothing', async () => {
    const session = { id: sessionId, ...(providers.sessions.get(sessionId) as { amount: number; currency: string }) };
    const forged = await webhook('stripe', shop.id, stripeCompleted(session, 'whsec_notTheStoresSecret000'));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toMatch(/^signature:/);
    const tampered = stripeCompleted(session);
    const bad = await webhook('stripe', shop.id, {
      ...tampered,
      payload: tampered.payload.replace('"paid"', '"unpaid"'),
    });
    expect(bad.statusCode).toBe(400);
    expect(await orderOf(orderId)).toMatchObject({ status: 'inactive', paymentStatus: 'pending' });
    expect(
      await t.app.ctx.db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.storeId, shop.id)),
    ).toEqual([]);
  });

  it('refuses a payment of another amount or currency, and leaves the order waiting', async () => {
    const session = providers.sessions.get(sessionId) as { amount: number; currency: string };
    const less = await webhook(
      'stripe',
      shop.id,
      stripeCompleted({ id: sessionId, ...session, amount: session.amount - 1 }),
    );
    expect(less.statusCode).toBe(400);
    expect(less.json().message).toMatch(/^amount: refused/);
    const euros = await webhook('stripe', shop.id, stripeCompleted({ id: sessionId, ...session, currency: 'eur' }));
    expect(euros.statusCode).toBe(400);
    expect((await orderOf(orderId))?.status).toBe('inactive');
  });

  it('marks the order paid on the signed webhook, once however often it is sent', async () => {
    const session = providers.sessions.get(sessionId) as { amount: number; currency: string };
    const signed = stripeCompleted({ id: sessionId, ...session }, undefined, 'evt_1StallfrontPaid0001');
    const first = await webhook('stripe', shop.id, signed);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: true, outcome: 'paid' });
    expect(await orderOf(orderId)).toMatchObject({ status: 'live', paymentStatus: 'paid', paymentMethod: 'stripe' });
    const replay = await webhook('stripe', shop.id, signed);
    expect(replay.json()).toEqual({ status: true, outcome: 'replayed' });
    // The same payment reported by another event id finds its try paid already.
    const again = await webhook('stripe', shop.id, stripeCompleted({ id: sessionId, ...session }));
    expect(again.json().outcome).toBe('replayed');
    expect(await liveEvents(orderId)).toBe(1);
    const tries = await triesOf(orderId);
    expect(tries).toHaveLength(1);
    expect(tries[0]).toMatchObject({ status: 'paid', reference: 'pi_3QabcdEFGHijklMN0a1b2c3d' });
  });

  it('shows the order paid on the page the shopper comes back to', async () => {
    const order = await orderOf(orderId);
    const page = await new Shopper(t).get(`${shop.base}/order/${orderId}/${order?.idempotencyKey}`);
    expect(page.html).toContain('data-payment-status="paid"');
    expect(page.html).toContain('Paid by card (Stripe)');
  });

  it('refunds a cancelled order through Stripe from the console', async () => {
    const early = await t.call('POST', '/api/store/payment_gateway/refund', { order_id: orderId }, shop.token);
    expect(early.statusCode).toBe(409);
    const order = await orderOf(orderId);
    const cancel = await t.call(
      'POST',
      '/api/store/orders/action',
      { _id: orderId, version: order?.version, action: 'cancel', reason: 'Customer asked to cancel' },
      shop.token,
    );
    expect(cancel.statusCode).toBe(200);
    expect((await orderOf(orderId))?.paymentStatus).toBe('refund_due');
    const before = providers.requests.length;
    const refund = await t.call('POST', '/api/store/payment_gateway/refund', { order_id: orderId }, shop.token);
    expect(refund.statusCode).toBe(200);
    expect(refund.body.message).toBe('Refunded the payment through Stripe.');
    const [call] = providers.requests.slice(before);
    expect(call).toMatchObject({
      path: '/v1/refunds',
      body: { payment_intent: 'pi_3QabcdEFGHijklMN0a1b2c3d', amount: String(order?.total) },
    });
    expect((await orderOf(orderId))?.paymentStatus).toBe('refunded');
    expect((await triesOf(orderId))[0]?.status).toBe('refunded');
    const twice = await t.call('POST', '/api/store/payment_gateway/refund', { order_id: orderId }, shop.token);
    expect(twice.statusCode).toBe(409);
    expect(providers.requests.length).toBe(before + 1);
  });

  it('leaves the order waiting with a message when Stripe refuses to start the session', async () => {
    providers.failNext(401);
    const { placed, order } = await buy(shop, 'TOTE-1', 'stripe');
    expect(placed.status).toBe(303);
    expect(placed.headers.location).toBe(`${shop.base}/order/${order?.id}/${order?.idempotencyKey}`);
    const [tryRow] = await triesOf(order?.id ?? '');
    expect(tryRow?.status).toBe('failed');
    expect(tryRow?.message).toMatch(/Stripe could not start the payment/);
  });
});

describe('bank transfer', () => {
  it('places the order live, awaiting the money, with the store’s instructions, until the merchant marks it paid', async () => {
    const { placed, order } = await buy(shop, 'TOTE-1', 'bank_transfer');
    expect(placed.status).toBe(303);
    expect(order).toMatchObject({ status: 'live', paymentStatus: 'pending', paymentMethod: 'bank_transfer' });
    const page = await new Shopper(t).get(placed.headers.location as string);
    expect(page.html).toContain('First Bank · account 12345678');
    const marked = await t.call(
      'POST',
      '/api/store/orders/action',
      { _id: order?.id, version: order?.version, action: 'mark_paid' },
      shop.token,
    );
    expect(marked.statusCode).toBe(200);
    expect((await orderOf(order?.id ?? ''))?.paymentStatus).toBe('paid');
    expect((await triesOf(order?.id ?? ''))[0]).toMatchObject({ provider: 'bank_transfer', status: 'paid' });
  });
});

describe('checkout through Razorpay', () => {
  it('makes a payment link, is paid by its signed webhook once, and refunds through Razorpay', async () => {
    const setup = await save(india.token, {
      ...blank,
      methods: ['razorpay', 'cod'],
      razorpay_key_id: TEST_KEYS.razorpay_key_id,
      razorpay_key_secret: TEST_KEYS.razorpay_key_secret,
      razorpay_webhook_secret: TEST_KEYS.razorpay_webhook_secret,
    });
    expect(setup.statusCode).toBe(200);
    expect(setup.body.data).toMatchObject({ razorpay_key_secret: '••••0003', razorpay_webhook_secret: '••••0004' });

    const before = providers.requests.length;
    const { placed, order } = await buy(india, 'KURTA-1', 'razorpay');
    const [call] = providers.requests.slice(before);
    expect(call).toMatchObject({ path: '/v1/payment_links', body: { amount: order?.total, currency: 'INR' } });
    const basic = Buffer.from(`${TEST_KEYS.razorpay_key_id}:${TEST_KEYS.razorpay_key_secret}`).toString('base64');
    expect(call?.headers.authorization).toBe(`Basic ${basic}`);
    const linkId = [...providers.sessions.keys()].at(-1) ?? '';
    expect(placed.headers.location).toMatch(/^https:\/\/rzp\.io\/i\//);

    const link = { id: linkId, amount: order?.total ?? 0, currency: 'INR' };
    const forged = await webhook('razorpay', india.id, razorpayPaid(link, 'not-the-secret-000'));
    expect(forged.statusCode).toBe(400);
    const short = await webhook('razorpay', india.id, razorpayPaid({ ...link, amount: link.amount - 100 }));
    expect(short.statusCode).toBe(400);
    expect((await orderOf(order?.id ?? ''))?.status).toBe('inactive');

    const paid = razorpayPaid(link);
    expect((await webhook('razorpay', india.id, paid)).json().outcome).toBe('paid');
    expect((await webhook('razorpay', india.id, paid)).json().outcome).toBe('replayed');
    expect(await orderOf(order?.id ?? '')).toMatchObject({
      status: 'live',
      paymentStatus: 'paid',
      paymentMethod: 'razorpay',
    });
    expect(await liveEvents(order?.id ?? '')).toBe(1);

    const current = await orderOf(order?.id ?? '');
    await t.call(
      'POST',
      '/api/store/orders/action',
      { _id: current?.id, version: current?.version, action: 'cancel', reason: 'Out of stock at the tailor' },
      india.token,
    );
    const mark = providers.requests.length;
    const refund = await t.call('POST', '/api/store/payment_gateway/refund', { order_id: current?.id }, india.token);
    expect(refund.statusCode).toBe(200);
    expect(providers.requests[mark]).toMatchObject({
      path: `/v1/payments/${paid.paymentId}/refund`,
      body: { amount: current?.total, speed: 'normal' },
    });
    expect((await orderOf(order?.id ?? ''))?.paymentStatus).toBe('refunded');
  });

  it('answers a webhook for a store without the provider with 404, and another store’s refund with 404', async () => {
    const res = await webhook('razorpay', shop.id, razorpayPaid({ id: 'plink_x', amount: 1, currency: 'INR' }));
    expect(res.statusCode).toBe(404);
    const [someOrder] = await t.app.ctx.db.select().from(orders).where(eq(orders.storeId, india.id));
    const refund = await t.call('POST', '/api/store/payment_gateway/refund', { order_id: someOrder?.id }, shop.token);
    expect(refund.statusCode).toBe(404);
    const [setting] = await t.app.ctx.db
      .select()
      .from(storeSettings)
      .where(and(eq(storeSettings.storeId, india.id), eq(storeSettings.key, 'payment_gateway')));
    expect(JSON.stringify(setting?.value)).not.toContain(TEST_KEYS.razorpay_key_secret);
  });
});
