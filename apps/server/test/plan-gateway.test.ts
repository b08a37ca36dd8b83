import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_IDS } from '@stallfront/shared';
import { billingInvoices, billingPayments, billingSubscriptions, mailOutbox, stores } from '../src/db/schema/index.js';
import { runBillingSweep } from '../src/modules/billing/sweep.js';
import { loadConfig } from '../src/platform/config.js';
import { startTestApp, type TestApp } from './harness.js';
import {
  razorpayPaid,
  type RecordedProviders,
  startRecordedProviders,
  stripeCompleted,
  TEST_KEYS,
} from './payment-gateway-recorded.js';
import { shopStore } from './shop-fixtures.js';

/**
 * Plans paid through the platform's own Stripe or Razorpay account (PLATFORM_* keys): the
 * providers answer from recorded responses (payment-gateway-recorded.ts), no network.
 */
const START = new Date('2026-11-01T09:00:00Z');
const PUBLIC_URL = 'https://console.stallfront.test';
let providers: RecordedProviders;

beforeAll(async () => {
  providers = await startRecordedProviders();
});
afterAll(() => providers.close());

const checkout = (t: TestApp, token: string, extra: Record<string, unknown> = {}) =>
  t.call(
    'POST',
    '/api/store/billing/checkout',
    { package_id: PACKAGE_IDS.essential, period: 'monthly', attempt_key: randomUUID(), ...extra },
    token,
  );
const webhook = (t: TestApp, provider: 'stripe' | 'razorpay', signed: { payload: string; headers: object }) =>
  t.app.inject({
    method: 'POST',
    url: `/api/billing/${provider}/webhook`,
    payload: signed.payload,
    headers: signed.headers as Record<string, string>,
  });
const paymentOf = async (t: TestApp, id: string) =>
  (await t.app.ctx.db.select().from(billingPayments).where(eq(billingPayments.id, id)))[0];
const subOf = async (t: TestApp, storeId: string) =>
  (await t.app.ctx.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.storeId, storeId)))[0];
const invoiceCount = async (t: TestApp, storeId: string) =>
  (await t.app.ctx.db.select().from(billingInvoices).where(eq(billingInvoices.storeId, storeId))).length;
const storeOf = async (t: TestApp, id: string) =>
  (await t.app.ctx.db.select().from(stores).where(eq(stores.id, id)))[0];

describe('plans through the platform Stripe account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      PUBLIC_URL,
      STRIPE_API_BASE: providers.url,
      PLATFORM_STRIPE_SECRET_KEY: TEST_KEYS.stripe_secret_key,
      PLATFORM_STRIPE_WEBHOOK_SECRET: TEST_KEYS.stripe_webhook_secret,
    });
    t.clock.set(START);
  });
  afterAll(() => t.close());

  it('sends the owner to Stripe Checkout, and the signed webhook applies the plan once', async () => {
    const shop = await shopStore(t);
    const quote = await t.call(
      'POST',
      '/api/store/billing/quote',
      { package_id: PACKAGE_IDS.essential, period: 'monthly' },
      shop.token,
    );
    expect(quote.body.data).toMatchObject({ gateway: 'stripe', due: 1900 });

    const res = await checkout(t, shop.token);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ outcome: 'redirect' });
    expect(res.body.redirect_url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const sent = providers.requests.at(-1);
    expect(sent?.path).toBe('/v1/checkout/sessions');
    expect(sent?.body).toMatchObject({
      'line_items[0][price_data][unit_amount]': '1900',
      'line_items[0][price_data][currency]': 'usd',
      success_url: `${PUBLIC_URL}/payment-summary/plan/${res.body.payment_id}`,
    });
    expect(String(sent?.body.cancel_url)).toMatch(new RegExp(`^${PUBLIC_URL}/payment-failure\\?payment_id=`));
    expect(sent?.headers['idempotency-key']).toBe(`checkout-${res.body.payment_id}`);
    // Nothing is applied before Stripe says it is paid.
    const pending = await paymentOf(t, res.body.payment_id);
    expect(pending).toMatchObject({ status: 'pending', provider: 'stripe', amount: 1900 });
    expect((await storeOf(t, shop.id))?.packageId).not.toBe(PACKAGE_IDS.essential);

    const session = { id: pending?.reference ?? '', amount: 1900, currency: 'usd' };
    const forged = stripeCompleted(session, 'whsec_someoneelse00000000000');
    const refused = await webhook(t, 'stripe', forged);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^signature:/);
    expect((await paymentOf(t, res.body.payment_id))?.status).toBe('pending');

    const signed = stripeCompleted(session);
    const paid = await webhook(t, 'stripe', signed);
    expect(paid.json()).toEqual({ status: true, outcome: 'paid' });
    expect(await storeOf(t, shop.id)).toMatchObject({ packageId: PACKAGE_IDS.essential, billingStatus: 'paid' });
    const periodEnd = (await subOf(t, shop.id))?.periodEnd.toISOString();
    expect(periodEnd).toBe('2026-12-01T09:00:00.000Z');

    // Stripe resends the event, and sends another event for the same session: neither extends the plan.
    expect((await webhook(t, 'stripe', signed)).json()).toEqual({ status: true, outcome: 'replayed' });
    expect((await webhook(t, 'stripe', stripeCompleted(session))).json()).toEqual({
      status: true,
      outcome: 'replayed',
    });
    expect((await subOf(t, shop.id))?.periodEnd.toISOString()).toBe(periodEnd);
    expect(await invoiceCount(t, shop.id)).toBe(1);
    const summary = await t.call('GET', `/api/store/billing/payments/${res.body.payment_id}`, undefined, shop.token);
    expect(summary.body.data).toMatchObject({ status: 'paid', amount: 1900 });
    // The same form sent again answers the first try's outcome.
    const resent = await checkout(t, shop.token, { attempt_key: pending?.attemptKey });
    expect(resent.body).toMatchObject({ outcome: 'paid', payment_id: res.body.payment_id });
  });

  it('refuses an event for another amount; an open page is offered again, and given up once it expired', async () => {
    const shop = await shopStore(t);
    const res = await checkout(t, shop.token);
    const reference = (await paymentOf(t, res.body.payment_id))?.reference ?? '';
    const cheaper = await webhook(t, 'stripe', stripeCompleted({ id: reference, amount: 100, currency: 'usd' }));
    expect(cheaper.statusCode).toBe(400);
    expect(cheaper.json().message).toMatch(/^amount: refused/);
    expect((await paymentOf(t, res.body.payment_id))?.status).toBe('pending');
    // Back without paying: the same plan offers the same page again; another plan waits for it.
    const reopened = await checkout(t, shop.token);
    expect(reopened.body).toMatchObject({ outcome: 'redirect', payment_id: res.body.payment_id });
    expect(reopened.body.redirect_url).toBe(res.body.redirect_url);
    expect((await checkout(t, shop.token, { package_id: PACKAGE_IDS.professional })).statusCode).toBe(409);
    t.clock.set(new Date(START.getTime() + 40 * 60_000));
    const again = await checkout(t, shop.token);
    expect(again.body).toMatchObject({ outcome: 'redirect' });
    expect((await paymentOf(t, res.body.payment_id))?.status).toBe('failed');
    t.clock.set(START);
  });

  it('settles the payment failed when Stripe refuses to start it', async () => {
    const shop = await shopStore(t);
    providers.failNext(401);
    const res = await checkout(t, shop.token);
    expect(res.body).toMatchObject({ outcome: 'failed', message: expect.stringMatching(/^Stripe could not start/) });
    expect((await paymentOf(t, res.body.payment_id))?.status).toBe('failed');
    expect((await checkout(t, shop.token)).body.outcome).toBe('redirect');
  });

  it('renews through Stripe: the page is mailed, the store waits in grace, and the webhook renews once', async () => {
    const shop = await shopStore(t);
    const first = await checkout(t, shop.token);
    const ref = (await paymentOf(t, first.body.payment_id))?.reference ?? '';
    await webhook(t, 'stripe', stripeCompleted({ id: ref, amount: 1900, currency: 'usd' }));

    t.clock.set(new Date('2026-12-01T09:00:00Z'));
    const report = await runBillingSweep(t.app.ctx, t.clock.now());
    expect(report.awaiting).toBeGreaterThanOrEqual(1);
    const sub = await subOf(t, shop.id);
    expect(sub).toMatchObject({ status: 'past_due' });
    expect(sub?.graceEndsAt?.toISOString()).toBe('2026-12-08T09:00:00.000Z');
    const renewals = (
      await t.app.ctx.db.select().from(billingPayments).where(eq(billingPayments.storeId, shop.id))
    ).filter((p) => p.kind === 'renewal');
    expect(renewals).toHaveLength(1);
    const renewal = renewals[0];
    expect(renewal).toMatchObject({ status: 'pending', provider: 'stripe', amount: 1900 });
    // The session ended with the month: the owner signs in again.
    const email = (await storeOf(t, shop.id))?.email;
    const login = await t.call('POST', '/api/auth/store/login_v2', { email, password: 'correct-horse-battery' });
    const overview = await t.call('GET', '/api/store/billing', undefined, login.body.store_token);
    expect(overview.body.data.renewal_pay_url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const owner = (await storeOf(t, shop.id))?.email ?? '';
    const mails = await t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, owner));
    const due = mails.find((m) => m.subject.endsWith('is due for renewal'));
    expect(due?.textBody).toContain(renewal?.checkoutUrl ?? 'no url');

    // A second sweep in the grace period does not open another page.
    await runBillingSweep(t.app.ctx, t.clock.now());
    const signed = stripeCompleted({ id: renewal?.reference ?? '', amount: 1900, currency: 'usd' });
    expect((await webhook(t, 'stripe', signed)).json().outcome).toBe('paid');
    expect((await webhook(t, 'stripe', signed)).json().outcome).toBe('replayed');
    expect(await subOf(t, shop.id)).toMatchObject({ status: 'active' });
    expect((await subOf(t, shop.id))?.periodEnd.toISOString()).toBe('2027-01-01T09:00:00.000Z');
    expect(await invoiceCount(t, shop.id)).toBe(2);
    t.clock.set(START);
  });
});

describe('plans through the platform Razorpay account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      PUBLIC_URL,
      RAZORPAY_API_BASE: providers.url,
      PLATFORM_RAZORPAY_KEY_ID: TEST_KEYS.razorpay_key_id,
      PLATFORM_RAZORPAY_KEY_SECRET: TEST_KEYS.razorpay_key_secret,
      PLATFORM_RAZORPAY_WEBHOOK_SECRET: TEST_KEYS.razorpay_webhook_secret,
    });
    t.clock.set(START);
  });
  afterAll(() => t.close());

  it('sends the owner to a payment link, and the signed webhook applies the plan once', async () => {
    const shop = await shopStore(t);
    const res = await checkout(t, shop.token);
    expect(res.body).toMatchObject({ outcome: 'redirect' });
    expect(res.body.redirect_url).toMatch(/^https:\/\/rzp\.io\/i\//);
    const sent = providers.requests.at(-1);
    expect(sent?.body).toMatchObject({
      amount: 1900,
      currency: 'USD',
      callback_url: `${PUBLIC_URL}/payment-summary/plan/${res.body.payment_id}`,
    });
    const link = { id: (await paymentOf(t, res.body.payment_id))?.reference ?? '', amount: 1900, currency: 'USD' };
    const forged = razorpayPaid(link, 'not-the-platform-secret');
    expect((await webhook(t, 'razorpay', forged)).statusCode).toBe(400);
    const signed = razorpayPaid(link);
    expect((await webhook(t, 'razorpay', signed)).json().outcome).toBe('paid');
    expect((await webhook(t, 'razorpay', signed)).json().outcome).toBe('replayed');
    expect((await storeOf(t, shop.id))?.packageId).toBe(PACKAGE_IDS.essential);
    expect(await invoiceCount(t, shop.id)).toBe(1);
    // Stripe's webhook is not this platform's provider.
    expect((await webhook(t, 'stripe', stripeCompleted({ id: 'cs_x', amount: 1, currency: 'usd' }))).statusCode).toBe(
      404,
    );
  });
});

describe('the platform gateway configuration', () => {
  it('refuses half a provider: keys without their webhook secret', () => {
    expect(() => loadConfig({ PLATFORM_STRIPE_SECRET_KEY: TEST_KEYS.stripe_secret_key })).toThrow(
      /PLATFORM_STRIPE_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ PLATFORM_RAZORPAY_KEY_ID: TEST_KEYS.razorpay_key_id })).toThrow(
      /PLATFORM_RAZORPAY_KEY_ID/,
    );
    expect(() => loadConfig({ PLATFORM_STRIPE_SECRET_KEY: 'pk_test_wrong' })).toThrow(/Stripe secret key/);
  });
});
