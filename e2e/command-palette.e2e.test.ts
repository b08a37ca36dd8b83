import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { accessContextOf, displayNumber, paletteRoutes, type StoreSession } from '@stallfront/shared';
import { orders, stores } from '../apps/server/src/db/schema/index.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signedInPage } from './support/console.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();
const OWNER = 'owner@urban-threads.demo';
const PALETTE = 'Search pages, products and orders';
const PRODUCT_FORM = /\/product-sections\/products\/[0-9a-f-]{36}$/;

async function signedIn(email: string, viewport = DESKTOP, signInPath = '/session/signin') {
  return signedInPage(suite, email, { viewport, at: signInPath });
}

const palette = (page: Page) => page.getByRole('dialog', { name: PALETTE });
const searchBox = (page: Page) => palette(page).getByRole('searchbox', { name: PALETTE });
const pageResults = (page: Page) => palette(page).getByRole('group', { name: 'Pages' });
const productResults = (page: Page) => palette(page).getByRole('group', { name: 'Products' });
const orderResults = (page: Page) => palette(page).getByRole('group', { name: 'Orders' });

async function openWithShortcut(page: Page) {
  await page.getByRole('navigation', { name: 'Main menu' }).first().waitFor({ state: 'attached' });
  await page.keyboard.press('Control+K');
  await searchBox(page).waitFor();
}

async function openFromHeader(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: PALETTE }).click();
  await searchBox(page).waitFor();
}

/** The header as it settles after sign-in: the search button drawn, the welcome toast closed. */
async function headerScreenshot(page: Page, name: string) {
  await page.getByRole('banner').getByRole('button', { name: PALETTE }).waitFor();
  // The toast container loads on the first toast: wait for the toast rather than look for it
  // once. It closes by itself after 2.5 s, which a busy machine may spend before the first look.
  const welcome = page.getByRole('alert').filter({ hasText: 'Signed in.' });
  const shown = await welcome.waitFor({ timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (shown) {
    await welcome
      .getByRole('button', { name: 'Close the message' })
      .click({ timeout: 3_000 })
      .catch(() => {});
  }
  await welcome.waitFor({ state: 'detached' });
  await screenshot(page, name);
}

/** The labels of the page results the palette lists for an empty query. */
async function listedPages(page: Page): Promise<string[]> {
  await pageResults(page).waitFor();
  return pageResults(page).locator('[data-action] .mantine-Spotlight-actionLabel').allTextContents();
}

function expectedPages(session: StoreSession): string[] {
  const input = { hasStoreToken: true, hasMasterToken: false, ctx: accessContextOf(session) };
  return paletteRoutes(input).map((r) => r.label);
}

/** A demo order of Urban Threads in `status`, with its customer's name. */
async function demoOrder(status: 'delivered' | 'cancelled') {
  const db = suite.server.app.ctx.db;
  const [order] = await db
    .select({ id: orders.id, number: orders.number, reference: orders.reference, name: orders.name })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(and(eq(stores.subDomain, 'urban-threads'), eq(orders.status, status)))
    .orderBy(orders.number)
    .limit(1);
  if (!order) throw new Error(`no ${status} order in the demo`);
  return order;
}

describe('the command palette', () => {
  it('opens with Ctrl+K on a desktop, finds Catalogs and goes there by keyboard', async () => {
    const { page } = await signedIn(OWNER);
    await openWithShortcut(page);
    await searchBox(page).fill('catalogs');
    const first = pageResults(page).locator('[data-action]').first();
    await expect.poll(() => first.locator('.mantine-Spotlight-actionLabel').textContent()).toBe('Catalogs');
    await screenshot(page, 'palette-desktop');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/product-sections/catalogs');
    await page.getByRole('table', { name: 'Catalogs' }).waitFor();
    // The palette closes with a short transition.
    await expect.poll(() => palette(page).count()).toBe(0);
  });

  it('opens from the header button on a phone and finds a product by name', async () => {
    const { page } = await signedIn(OWNER, PHONE);
    await headerScreenshot(page, 'palette-header-phone');
    await openFromHeader(page);
    await searchBox(page).fill('oxford');
    const product = productResults(page).getByRole('button', { name: /Oxford Shirt/ });
    await product.waitFor();
    await screenshot(page, 'palette-phone');
    await product.click();
    await page.waitForURL(PRODUCT_FORM);
    await expect.poll(() => page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('Oxford Shirt');
  });

  it('finds a product by SKU and opens its form', async () => {
    const { page } = await signedIn(OWNER);
    await headerScreenshot(page, 'palette-header-desktop');
    await openFromHeader(page);
    await searchBox(page).fill('urb-005');
    const product = productResults(page).getByRole('button', { name: /Polo Tee/ });
    await product.waitFor();
    expect(await productResults(page).locator('[data-action]').count()).toBe(1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(PRODUCT_FORM);
    await expect.poll(() => page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('Polo Tee');
  });

  it('lists every page the owner may open, and nothing for a query that matches nothing', async () => {
    const { page, session } = await signedIn(OWNER);
    await openWithShortcut(page);
    const listed = await listedPages(page);
    expect(listed).toEqual(expectedPages(session));
    expect(listed).toContain('Catalogs');
    await screenshot(page, 'palette-pages-desktop');
    await searchBox(page).fill('zzqx');
    await palette(page).getByText('Nothing found').waitFor();
  });

  it('fits the phone header beside the Upgrade button and the account menu', async () => {
    const { page } = await signedIn('owner@wholesale-hub.demo', PHONE);
    await headerScreenshot(page, 'palette-header-upgrade-phone');
    const header = page.getByRole('banner');
    const controls = [
      header.getByRole('button', { name: PALETTE }),
      header.getByRole('link', { name: 'Upgrade' }),
      header.getByRole('button', { name: 'Account menu' }),
    ];
    for (const control of controls) {
      const box = await control.boundingBox();
      expect(box).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    }
  });

  it('shows a branch only its own pages, at phone width', async () => {
    const { page, session } = await signedIn('annanagar@fresh-basket.demo', PHONE, '/branch/signin');
    await openFromHeader(page);
    const listed = await listedPages(page);
    expect(listed).toEqual(expectedPages(session));
    for (const ownerOnly of ['Catalogs', 'Users', 'Billing', 'Analytics']) expect(listed).not.toContain(ownerOnly);
    await searchBox(page).fill('catalogs');
    await palette(page).getByText('Nothing found').waitFor();
    await screenshot(page, 'palette-branch-phone');
  });

  it('shows a vendor only its permitted pages and its products', async () => {
    const { page, session } = await signedIn('vendor1@bazaar-central.demo', DESKTOP, '/vendor/signin/bazaar-central');
    await openWithShortcut(page);
    const listed = await listedPages(page);
    expect(listed).toEqual(expectedPages(session));
    for (const ownerOnly of ['Catalogs', 'Users', 'Analytics']) expect(listed).not.toContain(ownerOnly);
    expect(listed).toContain('Products');
  });

  it('finds an order by its number whatever its status, names the status, and opens it', async () => {
    const order = await demoOrder('cancelled');
    const { page } = await signedIn(OWNER);
    await openWithShortcut(page);
    await searchBox(page).fill(`#${order.number}`);
    const found = orderResults(page).getByRole('button', { name: `Order ${displayNumber(order)}` });
    await found.waitFor();
    expect(await found.textContent()).toContain('Cancelled');
    expect(await found.textContent()).toContain(order.name);
    await screenshot(page, 'palette-order-desktop');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/orders/product/${order.id}`);
    await page.getByRole('heading', { name: `Order ${displayNumber(order)}` }).waitFor();
  });

  it('finds orders by the customer’s name on a phone', async () => {
    const order = await demoOrder('delivered');
    const { page } = await signedIn(OWNER, PHONE);
    await openFromHeader(page);
    const first = order.name.split(' ')[0] ?? order.name;
    await searchBox(page).fill(first);
    const found = orderResults(page).getByRole('button', { name: /^Order / });
    await found.first().waitFor();
    const names = await orderResults(page)
      .locator('[data-action] .mantine-Spotlight-actionDescription')
      .allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.toLowerCase()).toContain(first.toLowerCase());
    await screenshot(page, 'palette-order-phone');
  });
});
