import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signedInPage } from './support/console.js';
import { consoleSuite } from './support/suite.js';

const MASTER = 'admin@stallfront.demo';
const suite = consoleSuite();
const signIn = async (viewport = DESKTOP) =>
  (await signedInPage(suite, MASTER, { viewport, at: '/session/signin/master' })).page;
const statOf = (page: Page, label: string) => page.locator(`[data-stat="${label}"]`);

describe('the platform admin runs the service', () => {
  it('reads the dashboard, charges a blocked store again, and retries a failed job', async () => {
    const page = await signIn();
    await page.waitForURL('**/admin/dashboard');
    await expect
      .poll(async () => Number(await statOf(page, 'Stores').textContent()), { timeout: 10_000 })
      .toBeGreaterThan(8);
    await page.getByRole('group', { name: 'Inactive: 1' }).waitFor();
    await page.getByLabel('Sign-ups by day').first().waitFor();
    await screenshot(page, 'admin-dashboard-desktop');
    await page.getByRole('group', { name: 'Gave an email: 14' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-dashboard-funnel-desktop');

    // The demo's bakery: its renewal was declined and the store deactivated.
    await page.getByRole('button', { name: 'Payments' }).click();
    await page.getByRole('link', { name: 'Inactive payments' }).click();
    await page.waitForURL('**/admin/payments/inactive');
    await page.getByRole('button', { name: /^Actions for Corner Bakery/ }).click();
    await page.getByRole('menuitem', { name: 'Retry payment' }).click();
    await page.getByRole('button', { name: 'Charge again' }).click();
    await page.getByText(/Charged again and paid/).waitFor({ timeout: 10_000 });
    await screenshot(page, 'admin-payments-retried-desktop');
    await page.getByRole('link', { name: 'Active payments', exact: true }).click();
    const paid = page.getByRole('row', { name: /Corner Bakery/ }).first();
    await paid.getByText('Paid').waitFor();
    await paid.getByText('Active').waitFor();

    await page.getByRole('link', { name: 'Control Panel' }).first().click();
    await page.waitForURL('**/control-panel');
    const failed = page.getByRole('group', { name: 'Failed job products.image-import' });
    await failed.getByText(/ETIMEDOUT/).waitFor();
    await page.getByRole('group', { name: 'Database' }).getByText('Healthy').waitFor();
    await screenshot(page, 'control-panel-desktop');
    await failed.getByRole('button', { name: 'Retry products.image-import' }).click();
    await page.getByText('The products.image-import job runs again.').waitFor();
    await expect.poll(() => failed.count(), { timeout: 10_000 }).toBe(0);
    await page.close();
  }, 60_000);

  it('fits a phone', async () => {
    const page = await signIn(PHONE);
    await page.waitForURL('**/admin/dashboard');
    await statOf(page, 'Stores').waitFor();
    await screenshot(page, 'admin-dashboard-phone');
    await page.goto('/admin/payments/active');
    await page.getByText('Urban Threads').first().waitFor();
    await screenshot(page, 'admin-payments-phone');
    await page.goto('/control-panel');
    await page.getByRole('group', { name: 'Database' }).waitFor();
    await screenshot(page, 'control-panel-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.close();
  }, 30_000);
});
