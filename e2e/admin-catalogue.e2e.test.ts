import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signedInAt, signedInPage } from './support/console.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();
const MASTER = 'admin@stallfront.demo';
const OWNER = 'owner@enquire-electronics.demo';

const pageFits = async (page: import('playwright-core').Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

describe('the platform catalogue', () => {
  it('the admin prices Essential anew for every store now, and the store’s plans page shows it; adds a currency', async () => {
    const { page } = await signedInPage(suite, MASTER, { viewport: DESKTOP, at: '/session/signin/master' });
    await page.goto('/admin/packages');
    await page.getByRole('heading', { name: 'Packages', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Edit Essential' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('USD (billed in)').fill('24');
    await dialog.getByRole('textbox', { name: 'Highlights' }).fill('Up to 500 products\nPriority support by chat');
    await dialog.getByLabel('Apply now to every store on it').check();
    await dialog.getByRole('button', { name: 'Save version 2' }).click();
    await page.getByText(/Essential saved as version 2: it applies now/).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Essential' });
    await expect.poll(() => row.textContent(), { timeout: 5_000 }).toContain('$24.00');
    await screenshot(page, 'admin-packages-desktop');

    await page.goto('/admin/currencies');
    await page.getByRole('heading', { name: 'Currencies', level: 1 }).waitFor();
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Add currency' }).click();
    await dialog.getByLabel('Code').fill('CHF');
    await dialog.getByLabel('Symbol').fill('Fr');
    await dialog.getByLabel('Rate').fill('0.88');
    await dialog.getByRole('button', { name: 'Add currency' }).click();
    await page.getByText('CHF added to the billing currencies.').waitFor();
    await page.getByRole('row').filter({ hasText: 'CHF' }).waitFor();
    await pageFits(page);
    await screenshot(page, 'admin-currencies-phone');

    const errors: string[] = [];
    const plans = await signedInAt(
      suite,
      OWNER,
      '/deployment/plans',
      { name: 'Plans', level: 1 },
      {
        viewport: DESKTOP,
        errors,
      },
    );
    await plans.getByRole('button', { name: 'Choose Essential' }).waitFor();
    await expect.poll(() => plans.getByText('$24.00').count(), { timeout: 5_000 }).toBeGreaterThan(0);
    await plans.getByRole('listitem').filter({ hasText: 'Priority support by chat' }).waitFor();
    await screenshot(plans, 'admin-catalogue-store-plans-desktop');
    expect(errors).toEqual([]);
  }, 60_000);
});
