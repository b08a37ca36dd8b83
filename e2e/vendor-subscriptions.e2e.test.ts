import { describe, expect, it } from 'vitest';
import { routeNamed, type StoreSession } from '@stallfront/shared';
import { DESKTOP, freshPage, PHONE, screenshot } from './support/browser.js';
import { expectedTopLevel, sidebarTopLevel, signedInAt, signInHere, storeMenu } from './support/console.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();

const pageFits = async (page: import('playwright-core').Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

describe('vendor subscriptions', () => {
  it('the owner sees the plans and each vendor’s subscription, and adds a plan', async () => {
    const errors: string[] = [];
    const page = await signedInAt(
      suite,
      'owner@bazaar-central.demo',
      '/vendors/subscriptions',
      { name: 'Vendor subscriptions', level: 1 },
      { viewport: DESKTOP, errors },
    );
    const meera = page.getByRole('article', { name: 'Meera Crafts' });
    await meera.getByText('Last payment: ₹4,999.00 for Pro seller').waitFor();
    expect(await meera.getByLabel('Plan', { exact: true }).first().inputValue()).toBe('Pro seller');
    const lens = page.getByRole('article', { name: 'Lens & Light' });
    await lens.getByText('Expired').waitFor();
    await screenshot(page, 'vendor-subscriptions-desktop');

    await page.getByRole('button', { name: 'Add plan' }).click();
    const form = page.getByRole('form', { name: 'vendor plan' });
    await form.getByLabel('Name').fill('Weekend stall');
    await form.getByLabel('Price').fill('-5');
    await form.getByRole('button', { name: 'Add plan' }).click();
    await form.getByText('The price cannot be below 0').waitFor();
    await form.getByLabel('Price').fill('99');
    await form.getByRole('button', { name: 'Add plan' }).click();
    const added = page.getByRole('article', { name: 'Weekend stall' });
    await added.getByText('₹99.00 a month').waitFor();

    await page.setViewportSize(PHONE);
    await added.scrollIntoViewIfNeeded();
    await pageFits(page);
    await screenshot(page, 'vendor-subscriptions-phone');

    await meera.getByRole('button', { name: 'Payments' }).click();
    const drawer = page.getByRole('dialog', { name: 'Meera Crafts: payments' });
    await drawer.getByRole('cell', { name: '₹4,999.00' }).waitFor();
    await screenshot(page, 'vendor-subscriptions-payments-phone');
    expect(errors).toEqual([]);
  }, 120_000);

  it('the expired vendor signs in, lands on billing, pays, and gets the full vendor menu', async () => {
    const page = await freshPage(suite.browser, suite.server.baseUrl, PHONE);
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/vendor/signin/bazaar-central');
    const expired = await signInHere(page, 'vendor2@bazaar-central.demo');
    expect(expired.vendor_status).toBe('expired');
    await page.waitForURL('**/vendor-account/vendor-billing');
    await page.getByRole('alert').filter({ hasText: 'Your subscription has expired' }).waitFor();
    await page.getByText('Choose a plan below and pay for it').waitFor();
    await page.getByRole('cell', { name: '₹499.00' }).first().waitFor();
    await pageFits(page);
    await screenshot(page, 'vendor-billing-expired-phone');

    const plan = page.getByRole('article', { name: 'Basic seller' });
    await plan.getByRole('button', { name: 'Pay to renew' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay for Basic seller' });
    // A declined card first: the dialog says so and nothing changes.
    await dialog.getByLabel('Card number').fill('4000 0000 0000 0002');
    await dialog.getByRole('button', { name: 'Pay ₹499.00' }).click();
    await dialog.getByText('The payment did not go through').waitFor();
    await screenshot(page, 'vendor-billing-declined-phone');

    await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
    const [details] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/store/details') && r.status() === 200, { timeout: 30_000 }),
      dialog.getByRole('button', { name: 'Pay ₹499.00' }).click(),
    ]);
    const fresh = ((await details.json()) as { data: StoreSession }).data;
    expect(fresh.vendor_status).toBe('active');
    await page.waitForURL((url) => !url.pathname.includes('vendor-billing'), { timeout: 20_000 });
    await page.getByRole('heading', { level: 1 }).waitFor();

    await page.setViewportSize(DESKTOP);
    const menu = expectedTopLevel(storeMenu(fresh));
    expect(menu.length).toBeGreaterThan(2);
    await expect.poll(() => sidebarTopLevel(page), { timeout: 20_000 }).toEqual(menu);
    await screenshot(page, 'vendor-billing-paid-desktop');

    // Billing now shows the paid period and both payments.
    await page.goto(routeNamed('vendor_billing').path);
    await page.getByText('Subscription active').waitFor();
    await page.getByRole('cell', { name: 'Paid' }).first().waitFor();
    expect(await page.getByRole('cell', { name: 'Failed' }).count()).toBe(1);
    await screenshot(page, 'vendor-billing-active-desktop');
    expect(errors).toEqual([]);
  }, 120_000);
});
