import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { orders } from '../apps/server/src/db/schema/index.js';
import {
  razorpayPaid,
  startRecordedProviders,
  stripeCompleted,
  TEST_KEYS,
} from '../apps/server/test/payment-gateway-recorded.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signedInPage } from './support/console.js';
import { fillCheckout, fromDrawer, SHOP_SHOTS, shopPage } from './support/shop.js';
import { plainDemoProduct } from './support/demo-products.js';
import { consoleSuite } from './support/suite.js';

// Stripe's and Razorpay's APIs answered by a local server with recorded responses: no network reaches them here.
const providers = await startRecordedProviders();
const suite = consoleSuite({ env: () => ({ STRIPE_API_BASE: providers.url, RAZORPAY_API_BASE: providers.url }) });
afterAll(() => providers.close());
const db = () => suite.server.app.ctx.db;
const OWNER = 'owner@urban-threads.demo';
const SHOP = '/s/urban-threads';

/** A webhook as the provider posts it to the store's address. */
const postWebhook = (provider: string, storeId: string, signed: { headers: Record<string, string>; payload: string }) =>
  fetch(`${suite.server.baseUrl}/api/payments/${provider}/webhook/${storeId}`, {
    method: 'POST',
    headers: signed.headers,
    body: signed.payload,
  });

const paymentStatusOf = async (id: string) =>
  (await db().select().from(orders).where(eq(orders.id, id)))[0]?.paymentStatus;

describe('payment gateway', () => {
  it('the owner enters Stripe test keys; a shopper pays on Stripe and the signed webhook marks the order paid', async () => {
    const { storeId, product } = await plainDemoProduct(suite, 'urban-threads');
    const owner = (await signedInPage(suite, OWNER, { viewport: DESKTOP })).page;
    await owner.goto('/setting/payment-gateway');
    await owner.getByRole('heading', { level: 1, name: 'Payment gateways' }).waitFor();
    // The demo's placeholder keys are saved: only their last 4 characters come back.
    await owner.getByText('Saved: ••••lKey. Leave blank to keep it.').waitFor();
    await owner.getByLabel('Publishable key').fill(TEST_KEYS.stripe_publishable_key);
    await owner.getByLabel('Secret key').fill('pk_test_notASecretKey000');
    await owner.getByRole('button', { name: 'Save' }).click();
    await owner.getByText('Enter the secret key, starting sk_test_, sk_live_ or rk_').waitFor();
    await owner.getByLabel('Secret key').fill(TEST_KEYS.stripe_secret_key);
    await owner.getByLabel('Webhook signing secret').fill(TEST_KEYS.stripe_webhook_secret);
    await owner.getByRole('button', { name: 'Save' }).click();
    await owner.getByText('Saved: ••••0001. Leave blank to keep it.').waitFor();
    await owner.getByText('Saved: ••••0002. Leave blank to keep it.').waitFor();
    await expect.poll(() => owner.getByLabel('Secret key').inputValue()).toBe('');
    await screenshot(owner, 'payment-gateway-desktop');

    // The shopper checks out by Stripe and is sent to Stripe's page (answered here, as no network reaches it).
    const { page, errors } = await shopPage(suite, { viewport: PHONE });
    await page.route('https://checkout.stripe.com/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Stripe Checkout</title><h1>Stripe test checkout</h1>',
      }),
    );
    await page.goto(`${SHOP}/p/${product.slug}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await fromDrawer(page, 'Check out');
    await page.waitForURL(`**${SHOP}/checkout`);
    await fillCheckout(page, { contact: { name: 'Jenny Rosen', email: 'jenny.stripe@example.com' } });
    await page.getByLabel('Card (Stripe)').check();
    await page.screenshot({ path: `${SHOP_SHOTS}/payment-stripe-checkout-phone.png`, fullPage: true });
    await page.getByRole('button', { name: /^Place order · / }).click();
    await page.waitForURL(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const sessionId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    const session = providers.sessions.get(sessionId);
    expect(session).toBeDefined();
    const [order] = await db().select().from(orders).where(eq(orders.email, 'jenny.stripe@example.com'));
    expect(order).toMatchObject({ status: 'inactive', paymentMethod: 'stripe', total: session?.amount });

    // Stripe calls the webhook, signed with the store's secret: a forged one is refused, the real one pays.
    const post = (signed: ReturnType<typeof stripeCompleted>) => postWebhook('stripe', storeId, signed);
    const paid = { id: sessionId, amount: session?.amount ?? 0, currency: session?.currency ?? '' };
    expect((await post(stripeCompleted(paid, 'whsec_forgedSecret0000000'))).status).toBe(400);
    const signed = stripeCompleted(paid);
    expect((await post(signed)).status).toBe(200);
    expect(await (await post(signed)).json()).toEqual({ status: true, outcome: 'replayed' });

    // Back from Stripe, the order's page shows it paid.
    // (Stripe sends them to PUBLIC_URL's address; this test's server listens on a port of its own.)
    const back = new URL(session?.successUrl ?? '');
    expect(back.pathname).toBe(`${SHOP}/order/${order?.id}/${order?.idempotencyKey}`);
    await page.goto(back.pathname);
    await page.getByRole('heading', { level: 1, name: /Thank you, Jenny/ }).waitFor();
    await page.getByText('Paid by card (Stripe)').waitFor();
    await page.screenshot({ path: `${SHOP_SHOTS}/payment-stripe-paid-phone.png`, fullPage: true });
    expect(errors).toEqual([]);

    await owner.goto(`/orders/product/${order?.id}`);
    await owner.getByText('Stripe').first().waitFor();
    await expect.poll(() => paymentStatusOf(order?.id ?? '')).toBe('paid');

    const phone = (await signedInPage(suite, OWNER, { viewport: PHONE })).page;
    await phone.goto('/setting/payment-gateway');
    await phone.getByText('Saved: ••••0001. Leave blank to keep it.').waitFor();
    await screenshot(phone, 'payment-gateway-phone');
    for (const p of [owner, page, phone]) await p.context().close();
  });

  it('a store in India takes UPI on Razorpay: keys saved, the payment link paid, the signed webhook marks the order paid', async () => {
    const FRESH = '/s/fresh-basket';
    const { storeId, product } = await plainDemoProduct(suite, 'fresh-basket');
    const owner = (await signedInPage(suite, 'owner@fresh-basket.demo', { viewport: PHONE })).page;
    await owner.goto('/setting/payment-gateway');
    await owner.getByLabel('Key id').fill(TEST_KEYS.razorpay_key_id);
    await owner.getByLabel('Key secret').fill(TEST_KEYS.razorpay_key_secret);
    await owner.getByLabel('Webhook secret').fill(TEST_KEYS.razorpay_webhook_secret);
    await owner.getByRole('button', { name: 'Save' }).click();
    await owner.getByText('Saved: ••••0003. Leave blank to keep it.').waitFor();
    await owner.getByText('Saved: ••••0004. Leave blank to keep it.').waitFor();
    await screenshot(owner, 'payment-gateway-razorpay-phone');

    const { page, errors } = await shopPage(suite, { viewport: PHONE });
    await page.route('https://rzp.io/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Razorpay</title><h1>Pay by UPI</h1>' }),
    );
    await page.goto(`${FRESH}/p/${product.slug}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await fromDrawer(page, 'Check out');
    await page.waitForURL(`**${FRESH}/checkout`);
    await fillCheckout(page, { contact: { name: 'Priya Raman', email: 'priya.upi@example.com' } });
    await page.getByLabel('UPI, cards and netbanking (Razorpay)').check();
    await page.getByRole('button', { name: /^Place order · / }).click();
    await page.waitForURL(/^https:\/\/rzp\.io\/i\//);
    const [order] = await db().select().from(orders).where(eq(orders.email, 'priya.upi@example.com'));
    expect(order).toMatchObject({ status: 'inactive', paymentMethod: 'razorpay' });
    const [linkId, link] = [...providers.sessions].find(([id]) => id.startsWith('plink_')) ?? [];
    expect(link).toMatchObject({ amount: order?.total, currency: 'INR' });

    // Razorpay reports the link paid, signed with the store's webhook secret; a forged one is refused.
    const paid = { id: linkId ?? '', amount: link?.amount ?? 0, currency: 'INR' };
    expect((await postWebhook('razorpay', storeId, razorpayPaid(paid, 'forged-webhook-secret'))).status).toBe(400);
    expect((await postWebhook('razorpay', storeId, razorpayPaid(paid))).status).toBe(200);
    await expect.poll(() => paymentStatusOf(order?.id ?? '')).toBe('paid');

    // Back from Razorpay, the order's page shows it paid.
    await page.goto(new URL(link?.successUrl ?? '').pathname);
    await page.getByRole('heading', { level: 1, name: /Thank you, Priya/ }).waitFor();
    await page.screenshot({ path: `${SHOP_SHOTS}/payment-razorpay-paid-phone.png`, fullPage: true });
    expect(errors).toEqual([]);
    for (const p of [owner, page]) await p.context().close();
  });
});
