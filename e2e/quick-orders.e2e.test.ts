import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signedInPage } from './support/console.js';
import { fillCheckout, shopPage } from './support/shop.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();
const SHOP = '/s/urban-threads';

describe('quick orders', () => {
  it('an order placed from the shop’s quick order form heads the console’s quick orders', async () => {
    const { page: shop } = await shopPage(suite, { viewport: PHONE });
    await shop.goto(`${SHOP}/quick-order`);
    await shop.getByLabel('SKU 1').fill('urb-002');
    await shop.getByRole('spinbutton', { name: 'Quantity' }).first().fill('2');
    await shop.getByRole('button', { name: 'Add to cart' }).click();
    await shop.waitForURL(`**${SHOP}/cart`);
    await shop.getByRole('link', { name: 'Check out' }).click();
    await fillCheckout(shop, { contact: { name: 'Quick Buyer', email: 'quick.buyer@example.com' } });
    await shop.getByLabel('Cash on delivery').check();
    await shop.getByRole('button', { name: /^Place order · / }).click();
    const heading = await shop.getByText(/^Order #\d+ · /).textContent();
    const number = /#(\d+)/.exec(heading ?? '')?.[1] ?? '';
    await shop.context().close();

    const { page } = await signedInPage(suite, 'owner@urban-threads.demo', { viewport: DESKTOP });
    await page.goto('/orders/quick-orders');
    const table = page.getByRole('table', { name: 'Quick orders' });
    await table.locator('tbody tr').first().waitFor();
    expect(await table.locator('tbody tr').first().textContent()).toContain(`#${number}`);
    expect(await table.locator('tbody tr').first().textContent()).toContain('Quick Buyer');
    await screenshot(page, 'quick-orders-desktop');
    await page.context().close();

    const phone = (await signedInPage(suite, 'owner@urban-threads.demo', { viewport: PHONE })).page;
    await phone.goto('/orders/quick-orders');
    await phone.getByRole('list', { name: 'Quick orders' }).getByRole('listitem').first().waitFor();
    await screenshot(phone, 'quick-orders-phone');
    await phone.context().close();
  });
});
