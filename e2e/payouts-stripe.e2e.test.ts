import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { stores, vendorPayouts, vendorStatements, vendors } from '../apps/server/src/db/schema/index.js';
import { gatewayConfigOf, saveGateway } from '../apps/server/src/modules/payments/gateway.service.js';
import { closePeriod } from '../apps/server/src/modules/settlement/statements.service.js';
import { startRecordedProviders, stripeGateways } from '../apps/server/test/payment-gateway-recorded.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signedInPage } from './support/console.js';
import { consoleSuite } from './support/suite.js';

// Stripe's API answered by a local server with recorded responses: no network reaches Stripe here.
const providers = await startRecordedProviders();
const suite = consoleSuite({ env: () => ({ STRIPE_API_BASE: providers.url }) });
afterAll(() => providers.close());
const db = () => suite.server.app.ctx.db;
const ACCOUNT = 'acct_1QfZ7aDemoVendor0';

describe('paying a vendor by Stripe transfer on Bazaar Central', () => {
  it('the owner gives the vendor its Stripe account, then pays its statement by Stripe transfer', async () => {
    const [store] = await db().select().from(stores).where(eq(stores.subDomain, 'bazaar-central'));
    if (!store) throw new Error('no Bazaar Central');
    // The test store, not the demo, gets Stripe as payout gateway and (fake, test-mode) keys.
    await db()
      .update(stores)
      .set({ payoutGateway: { provider: 'stripe', enabled: true } })
      .where(eq(stores.id, store.id));
    await saveGateway(
      db(),
      gatewayConfigOf(suite.server.app.ctx.config, db()),
      store.id,
      stripeGateways(['test_card', 'cod']),
    );

    // The demo's one statement is paid by bank transfer: the recent open lines close into new ones.
    await closePeriod(db(), store.id, new Date());
    const paid = await db().select().from(vendorPayouts).where(eq(vendorPayouts.storeId, store.id));
    const [unpaid] = await db()
      .select({ vendorId: vendorStatements.vendorId, company: vendors.companyName })
      .from(vendorStatements)
      .innerJoin(vendors, eq(vendors.id, vendorStatements.vendorId))
      .where(
        and(
          eq(vendorStatements.storeId, store.id),
          notInArray(
            vendorStatements.id,
            paid.map((p) => p.statementId),
          ),
        ),
      );
    if (!unpaid) throw new Error('no unpaid demo statement');
    const company = unpaid.company;

    const { page } = await signedInPage(suite, 'owner@bazaar-central.demo', { viewport: DESKTOP });
    await page.goto('/vendors/list');
    const card = page.getByRole('article', { name: company });
    await card.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'vendor' });
    await form.getByLabel('Stripe payout account').fill('acct-wrong');
    await form.getByRole('button', { name: /Save/ }).click();
    await form.getByText(/^Enter a Stripe connected account id/).waitFor();
    await form.getByLabel('Stripe payout account').fill(ACCOUNT);
    await screenshot(page, 'payouts-stripe-vendor-form');
    await form.getByRole('button', { name: /Save/ }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: `${company} saved.` })
      .waitFor();
    await expect
      .poll(async () => (await db().select().from(vendors).where(eq(vendors.id, unpaid.vendorId)))[0]?.payoutAccount)
      .toBe(ACCOUNT);

    await page.goto('/vendors/settlement');
    await page.getByRole('heading', { name: 'Settlements' }).waitFor();
    await page.getByRole('row', { name: company }).first().click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('radio', { name: 'Stripe transfer' }).waitFor({ state: 'attached' });
    await drawer.getByText('Stripe transfer', { exact: true }).click();
    await drawer.getByRole('button', { name: 'Pay by Stripe transfer' }).waitFor();
    await screenshot(page, 'payouts-stripe-statement');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'payouts-stripe-statement-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await drawer.getByRole('button', { name: 'Pay by Stripe transfer' }).click();
    await page.getByText('Paid out.').waitFor();

    const [payout] = await db()
      .select()
      .from(vendorPayouts)
      .where(and(eq(vendorPayouts.storeId, store.id), eq(vendorPayouts.method, 'stripe_transfer')));
    expect(payout?.status).toBe('paid');
    expect(payout?.reference).toMatch(/^tr_/);
    const sent = providers.requests.find((r) => r.path === '/v1/transfers');
    expect(sent?.body.destination).toBe(ACCOUNT);

    await page.keyboard.press('Escape');
    await page.goto('/vendors/payments');
    await page
      .getByText(payout?.reference ?? '-')
      .first()
      .waitFor();
    await screenshot(page, 'payouts-stripe-payouts-phone');
    await page.setViewportSize(DESKTOP);
    await page
      .getByRole('row', { name: /Stripe transfer/ })
      .first()
      .waitFor();
    await screenshot(page, 'payouts-stripe-payouts');
    await page.context().close();
  });
});
