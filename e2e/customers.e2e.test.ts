import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signedInPage } from './support/console.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();
const OWNER = 'owner@urban-threads.demo';
/** Urban Threads' first demo shopper has an account, and once ordered as a guest with a "+gifts" address. */
const ACCOUNT = 'Ananya Rao';
const GUEST_EMAIL = 'ananya.rao+gifts@urban-threads.shopper.demo';
const SLOW = { timeout: 30_000 };

describe('customers', () => {
  it('finds a customer by name, opens their page and one of their orders', async () => {
    const { page } = await signedInPage(suite, OWNER, { viewport: DESKTOP });
    await page.goto('/setting/customers/signup-user');
    const table = page.getByRole('table', { name: 'Customers' });
    await table.locator('tbody tr').first().waitFor(SLOW);
    await page.getByRole('searchbox').fill('ananya');
    await expect.poll(() => table.locator('tbody tr').count(), SLOW).toBe(1);
    await screenshot(page, 'customers-desktop');
    await table.getByText(ACCOUNT).click();

    await page.getByRole('heading', { level: 1, name: ACCOUNT }).waitFor(SLOW);
    const orders = page.getByRole('table', { name: 'Orders' });
    // Named as the store writes its numbers (Urban Threads: UT-01042).
    const first = orders.getByRole('link', { name: /^(#\d+|UT-\d+)$/ }).first();
    await first.waitFor(SLOW);
    const number = (await first.textContent()) ?? '';
    await screenshot(page, 'customer-page-desktop');
    await first.click();
    await page.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor(SLOW);
    expect(page.url()).toMatch(/\/orders\/product\/[0-9a-f-]{36}$/);
    await page.context().close();
  });

  it('on a phone, merges the guest of the same mailbox into the account', async () => {
    const { page } = await signedInPage(suite, OWNER, { viewport: PHONE });
    await page.goto('/setting/customers/guest-users');
    const cards = page.getByRole('list', { name: 'Guest customers' }).getByRole('listitem');
    await cards.first().waitFor(SLOW);
    await page.getByRole('searchbox').fill('ananya.rao+');
    await expect.poll(() => cards.count(), SLOW).toBe(1);
    await screenshot(page, 'customers-guests-phone');
    await cards.first().click();

    await page.getByText(GUEST_EMAIL).first().waitFor(SLOW);
    await page.getByRole('button', { name: `Merge into ${ACCOUNT}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Merge' }).click();
    await page.getByText('Everything this guest had moved to').waitFor(SLOW);
    await screenshot(page, 'customer-page-phone');
    await page.getByRole('link', { name: ACCOUNT }).click();
    await page.getByRole('heading', { level: 1, name: ACCOUNT }).waitFor(SLOW);
    await expect.poll(() => page.getByRole('button', { name: /^Merge / }).count(), SLOW).toBe(0);
    await screenshot(page, 'customer-account-phone');
    await page.context().close();
  });
});
