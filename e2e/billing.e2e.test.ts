import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingSubscriptions, stores } from '../apps/server/src/db/schema/index.js';
import { BILLING_SWEEP } from '../apps/server/src/modules/billing/sweep.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signedInAt } from './support/console.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();
const MINUTE = 60_000;

/** Every answer of 400 and above, by its call, to say which call a console error came from. */
function refusals(page: import('playwright-core').Page): string[] {
  const seen: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) seen.push(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`);
  });
  return seen;
}

const pageFits = async (page: import('playwright-core').Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

describe('plans and billing', () => {
  it('a free store buys Professional through the test gateway and lands on the payment summary, then the welcome page', async () => {
    const errors: string[] = [];
    const page = await signedInAt(
      suite,
      'owner@enquire-electronics.demo',
      '/deployment/plans',
      { name: 'Plans', level: 1 },
      {
        viewport: DESKTOP,
        errors,
      },
    );
    const refused = refusals(page);
    await page.getByText('Current plan', { exact: true }).waitFor();
    await screenshot(page, 'billing-plans-desktop');

    // A declined card goes to the failure page, from which the merchant tries again.
    await page.getByRole('button', { name: 'Choose Professional' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Due now').waitFor();
    await dialog.getByLabel('Card number').fill('4000 0000 0000 0002');
    await dialog.getByRole('button', { name: /^Pay / }).click();
    await page.getByRole('heading', { name: 'Payment failed', level: 1 }).waitFor();
    await page.getByText('Your card was declined; try another card.').waitFor();
    await page.getByRole('link', { name: 'Try again' }).click();

    // Back on the plans, the same plan's payment opens again.
    await dialog.getByText('Due now').waitFor();
    await expect(dialog.getByRole('cell', { name: '$49.00' }).first().isVisible()).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'Pay $49.00' }).click();
    await page.waitForURL(/\/payment-summary\/plan\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    await page.getByText('Paid $49.00').waitFor();
    await page.getByRole('cell', { name: 'Professional (monthly)', exact: true }).waitFor();
    await page.getByText(/Invoice SF-\d{6}/).waitFor();
    await screenshot(page, 'billing-payment-summary-desktop');
    await page.setViewportSize(PHONE);
    await pageFits(page);
    await screenshot(page, 'billing-payment-summary-phone');

    await page.getByRole('link', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Welcome to Professional', level: 1 }).waitFor();
    await screenshot(page, 'billing-welcome-phone');

    // The plans now mark Professional current; billing shows the invoice and the card.
    await page.goto('/account/billing');
    await page.getByRole('heading', { name: 'Billing', level: 1 }).waitFor();
    await page.getByText('Test card ending in 4242').waitFor();
    await page.getByText('Renews on').waitFor();
    await pageFits(page);
    await screenshot(page, 'billing-account-phone');
    expect({ errors, refused }).toEqual({ errors: [], refused: [] });
  }, 120_000);

  it('a failed renewal makes the store inactive after the grace period, and the console sends the owner to billing', async () => {
    const errors: string[] = [];
    const page = await signedInAt(
      suite,
      'owner@urban-threads.demo',
      '/account/billing',
      { name: 'Billing', level: 1 },
      {
        viewport: DESKTOP,
        errors,
      },
    );
    await page.getByRole('cell', { name: 'SF-000003', exact: true }).waitFor();
    await screenshot(page, 'billing-account-desktop');

    // The renewal falls due with a card that declines: past due, then inactive when the grace ends.
    const { db, jobs } = suite.server.app.ctx;
    const [store] = await db.select().from(stores).where(eq(stores.subDomain, 'urban-threads'));
    if (!store) throw new Error('no Urban Threads');
    await db
      .update(billingSubscriptions)
      .set({ periodEnd: new Date(Date.now() - MINUTE), cardToken: '4000000000000002' })
      .where(eq(billingSubscriptions.storeId, store.id));
    await jobs.send(BILLING_SWEEP, {});
    const subscription = async () =>
      (await db.select().from(billingSubscriptions).where(eq(billingSubscriptions.storeId, store.id)))[0];
    await expect.poll(async () => (await subscription())?.status, { timeout: 20_000 }).toBe('past_due');
    await page.reload();
    await page.getByText('Your renewal payment failed').waitFor();

    await db
      .update(billingSubscriptions)
      .set({ graceEndsAt: new Date(Date.now() - MINUTE) })
      .where(eq(billingSubscriptions.storeId, store.id));
    await jobs.send(BILLING_SWEEP, {});
    await expect
      .poll(async () => (await db.select().from(stores).where(eq(stores.id, store.id)))[0]?.status, { timeout: 20_000 })
      .toBe('inactive');

    // The owner opens the dashboard: the console reads the session again and sends them to billing.
    await page.goto('/dashboard');
    await page.waitForURL(/\/account\/billing$/, { timeout: 20_000 });
    await page.getByText('Your store is inactive').waitFor();
    // The dashboard opened on the session read before the store was made inactive may have had a
    // call or two refused before the fresh session sent it here; from here on nothing may fail.
    errors.length = 0;
    const refused = refusals(page);
    await screenshot(page, 'billing-inactive-desktop');
    await page.setViewportSize(PHONE);
    await pageFits(page);
    await screenshot(page, 'billing-inactive-phone');

    // Paying reactivates the store.
    await page.getByRole('button', { name: 'Pay and reactivate' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Pay $490.00' }).click();
    await page.waitForURL(/\/payment-summary\/plan\//, { timeout: 20_000 });
    await page.getByText('Paid $490.00').waitFor();
    expect((await db.select().from(stores).where(eq(stores.id, store.id)))[0]?.status).toBe('active');
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect({ errors, refused }).toEqual({ errors: [], refused: [] });
  }, 120_000);
});
