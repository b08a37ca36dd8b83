import type { Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { DESKTOP } from './browser.js';
import type { ConsoleSuite } from './suite.js';

/** Where the shop's browser tests leave their screenshots. */
export const SHOP_SHOTS = '/tmp/shop-shots';

/** A fresh shop page (with or without JavaScript) that collects the page's errors and console errors. */
export async function shopPage(suite: ConsoleSuite, { javaScript = true, viewport = DESKTOP } = {}) {
  mkdirSync(SHOP_SHOTS, { recursive: true });
  const context = await suite.browser.newContext({
    baseURL: suite.server.baseUrl,
    viewport,
    javaScriptEnabled: javaScript,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { page, errors };
}

/**
 * With JavaScript an add to cart stays on the page and opens the cart drawer: waits for it,
 * then follows one of its links.
 */
export async function fromDrawer(page: Page, link: 'View cart' | 'Check out' | 'View quote list') {
  const drawer = page.getByRole('dialog');
  await drawer.locator('.drawer-lines li').first().waitFor();
  await drawer.getByRole('link', { name: link }).click();
}

/** Fills the checkout's contact (unless `contact` is null: a signed-in customer's) and address fields. */
export async function fillCheckout(
  page: Page,
  { contact = { name: 'Asha Rao', email: 'asha@example.com' } as { name: string; email: string } | null } = {},
) {
  if (contact) {
    await page.getByLabel('Your name').fill(contact.name);
    await page.getByLabel('Email').fill(contact.email);
  }
  await page.getByLabel('Street address').fill('12 Beach Road');
  await page.getByLabel('City').fill('Chennai');
  await page.getByLabel('Postal code').fill('600001');
}
