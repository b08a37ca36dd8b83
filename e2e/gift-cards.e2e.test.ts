import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signedInPage } from './support/console.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();
const OWNER = 'owner@urban-threads.demo';

describe('gift coupon orders', () => {
  it('lists the demo shop’s gift cards with their codes and balances, searchable and filtered', async () => {
    const { page } = await signedInPage(suite, OWNER, { viewport: DESKTOP });
    await page.goto('/orders/gift-coupon');
    const table = page.getByRole('table', { name: 'Gift coupon orders' });
    await table.locator('tbody tr').first().waitFor();
    expect(await table.locator('tbody tr').count()).toBe(7);
    await page.getByText('7 gift cards').waitFor();
    // A spent card shows what is left of what was bought.
    expect(await table.getByText(/ of ₹/).count()).toBeGreaterThan(0);
    await screenshot(page, 'gift-coupon-orders-desktop');

    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('Li Na');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    const code = (await table.locator('tbody tr code').textContent()) ?? '';
    expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    expect(await table.locator('tbody tr').textContent()).toContain('₹250.00');
    await page.context().close();
  });

  it('shows each card as a card on a phone', async () => {
    const { page } = await signedInPage(suite, OWNER, { viewport: PHONE });
    await page.goto('/orders/gift-coupon?status=failed');
    const cards = page.getByRole('list', { name: 'Gift coupon orders' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().textContent()).toContain('Payment failed');
    await page.goto('/orders/gift-coupon');
    await expect.poll(() => cards.count()).toBe(7);
    await screenshot(page, 'gift-coupon-orders-phone');
    await page.context().close();
  });
});
