import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { orders } from '../apps/server/src/db/schema/index.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signedInPage } from './support/console.js';
import { fillCheckout, fromDrawer, SHOP_SHOTS, shopPage } from './support/shop.js';
import { plainDemoProduct } from './support/demo-products.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();
const db = () => suite.server.app.ctx.db;
const OWNER = 'owner@urban-threads.demo';
const SHOP = '/s/urban-threads';
const METHOD = 'Kochi courier';

/** The owner adds a flat rate for Kochi's PIN codes; a backwards range is refused on its field first. */
async function addRate(page: Page) {
  await page.goto('/setting/shipping-methods');
  await page.getByRole('table', { name: 'Shipping methods' }).waitFor();
  await page.getByRole('button', { name: 'Add shipping method' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Add shipping method' });
  await drawer.getByRole('textbox', { name: 'Name shown at checkout' }).fill(METHOD);
  await drawer.getByLabel('Countries', { exact: true }).fill('India');
  await page.getByRole('option', { name: 'India', exact: true }).click();
  // The list stays open for more picks over the drawer's fields: closed by a click elsewhere.
  await drawer.getByRole('heading').first().click();
  const postcodes = drawer.getByLabel(/^Postcodes/);
  await postcodes.fill('682099-682001');
  await postcodes.press('Enter');
  await drawer.getByLabel('Fee', { exact: true }).fill('149');
  await drawer.getByRole('button', { name: 'Add shipping method' }).click();
  await drawer.getByText('runs backwards: write the lower postcode first').waitFor();
  await postcodes.press('Backspace');
  await postcodes.fill('682*');
  await postcodes.press('Enter');
  await screenshot(page, 'shipping-method-drawer-desktop');
  await drawer.getByRole('button', { name: 'Add shipping method' }).click();
  await page.getByRole('row').filter({ hasText: METHOD }).waitFor();
}

/** The delivery choices the checkout shows once the shopper's postcode is in and the options are updated. */
async function choicesFor(page: Page, postcode: string) {
  await page.getByLabel('Postal code').fill(postcode);
  await page.getByRole('button', { name: 'Update delivery options' }).click();
  await page.waitForURL(`**${SHOP}/checkout/delivery`);
  await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
  return page.locator('label.choice:has(input[name="delivery_method"]) span').allTextContents();
}

describe('shipping methods', () => {
  it('a rate the merchant adds is offered at checkout for an address in its zone, and not for another', async () => {
    const owner = (await signedInPage(suite, OWNER, { viewport: DESKTOP })).page;
    await addRate(owner);
    await screenshot(owner, 'shipping-methods-desktop');

    const product = (await plainDemoProduct(suite, 'urban-threads')).product;
    const { page, errors } = await shopPage(suite, { viewport: PHONE });
    await page.goto(`${SHOP}/p/${product.slug}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await fromDrawer(page, 'Check out');
    await page.waitForURL(`**${SHOP}/checkout`);
    await fillCheckout(page, { contact: { name: 'Anil Menon', email: 'anil.shipping@example.com' } });

    // Chennai (600001): the demo's methods, not Kochi's.
    const chennai = await choicesFor(page, '600001');
    expect(chennai).toContain('Standard delivery (3-5 days)');
    expect(chennai).not.toContain(METHOD);
    // Kochi (682011): its courier, with its fee, beside standard delivery (no metro express there).
    const kochi = await choicesFor(page, '682011');
    expect(kochi).toContain(METHOD);
    expect(kochi).not.toContain('Express delivery (1-2 days)');
    const courier = page.locator('label.choice').filter({ hasText: METHOD });
    expect(await courier.locator('strong').textContent()).toBe('₹149.00');
    await courier.click();
    expect(await page.locator('[data-delivery-fee]:visible').textContent()).toBe('₹149.00');
    await page.screenshot({ path: `${SHOP_SHOTS}/shipping-checkout-phone.png`, fullPage: true });

    // The values typed stay through the update; the order keeps the method as charged.
    expect(await page.getByLabel('Street address').inputValue()).toBe('12 Beach Road');
    await page.getByLabel('Cash on delivery').check();
    await page.getByRole('button', { name: /^Place order · / }).click();
    await page.getByRole('heading', { level: 1, name: /Thank you/ }).waitFor();
    const [order] = await db().select().from(orders).where(eq(orders.email, 'anil.shipping@example.com'));
    expect(order).toMatchObject({ deliveryLabel: METHOD, shipping: 14_900 });
    expect(errors).toEqual([]);

    const phone = (await signedInPage(suite, OWNER, { viewport: PHONE })).page;
    await phone.goto('/setting/shipping-methods');
    await phone.getByText(METHOD).first().waitFor();
    await screenshot(phone, 'shipping-methods-phone');
    for (const p of [owner, page, phone]) await p.context().close();
  });
});
