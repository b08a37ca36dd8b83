import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { orders } from '../apps/server/src/db/schema/index.js';
import { startRecordedProviders, stripeCompleted, TEST_KEYS } from '../apps/server/test/payment-gateway-recorded.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signedInPage } from './support/console.js';
import { fillCheckout, fromDrawer, SHOP_SHOTS, shopPage } from './support/shop.js';
import { plainDemoProduct } from './support/demo-products.js';
import { consoleSuite } from './support/suite.js';

// Stripe's API answered by a local server with recorded responses: no network reaches Stripe here.
const providers = await startRecordedProviders();
const suite = consoleSuite({ env: () => ({ STRIPE_API_BASE: providers.url }) });
afterAll(() => providers.close());
const db = () => suite.server.app.ctx.db;
const OWNER = 'owner@urban-threads.demo';
const SHOP = '/s/urban-threads';

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
    const post = (signed: ReturnType<typeof stripeCompleted>) =>
      fetch(`${suite.server.baseUrl}/api/payments/stripe/webhook/${storeId}`, {
        method: 'POST',
        headers: signed.headers,
        body: signed.payload,
      });
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
    await expect
      .poll(
        async () =>
          (
            await db()
              .select()
              .from(orders)
              .where(eq(orders.id, order?.id ?? ''))
          )[0]?.paymentStatus,
      )
      .toBe('paid');

    const phone = (await signedInPage(suite, OWNER, { viewport: PHONE })).page;
    await phone.goto('/setting/payment-gateway');
    await phone.getByText('Saved: ••••0001. Leave blank to keep it.').waitFor();
    await screenshot(phone, 'payment-gateway-phone');
    for (const p of [owner, page, phone]) await p.context().close();
  });
});
