import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, SCREENSHOTS, screenshot } from './support/browser.js';
import { signedInAt, signedInPage } from './support/console.js';
import { fillCheckout, fromDrawer, shopPage } from './support/shop.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();
const OWNER = 'owner@urban-threads.demo';
const SHOP = '/s/urban-threads';

/** Console errors and page errors, which the route walk fails on too. */
const errors: string[] = [];

const dashboardAs = (viewport = DESKTOP): Promise<Page> =>
  signedInAt(suite, OWNER, '/dashboard', { name: 'Analytics', level: 1 }, { viewport, errors });

const figure = (page: Page, card: string) =>
  page.getByRole('group', { name: card }).locator('[data-stat]').textContent({ timeout: 10_000 });

/** A guest buys a pair of Slim Chinos by card in the shop. */
async function buyInShop() {
  const { page } = await shopPage(suite);
  await page.goto(`${SHOP}/p/slim-chinos`);
  const sizes = page.getByRole('group', { name: /^Size/ });
  await sizes.getByText('L', { exact: true }).click();
  await expect.poll(() => sizes.locator('legend').textContent()).toBe('Size: L');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await fromDrawer(page, 'Check out');
  await page.waitForURL(`**${SHOP}/checkout`);
  await fillCheckout(page, { contact: { name: 'Dash Board', email: 'dash.board@example.com' } });
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Place order · / }).click();
  await page.waitForURL(/\/order\/[0-9a-f-]{36}\//);
  await page.context().close();
}

describe('the owner dashboard', () => {
  it("shows the demo store's sales, moves today's figures when a shop order comes in, exports the days", async () => {
    const page = await dashboardAs();
    await page.getByText('90 days', { exact: true }).click();
    await expect.poll(() => figure(page, 'Orders')).not.toBe('0');
    expect(await figure(page, 'Sales')).toMatch(/^₹[1-9]/);
    await expect.poll(() => page.getByRole('list', { name: 'Top products' }).getByRole('listitem').count()).toBe(5);
    await page.locator('.recharts-surface').first().waitFor();
    await screenshot(page, 'dashboard-desktop');

    const before = await figure(page, 'Today so far');
    await buyInShop();
    // The live order alert refetches the dashboard: no reload.
    await expect.poll(() => figure(page, 'Today so far'), { timeout: 20_000 }).not.toBe(before);

    await page.getByRole('radiogroup', { name: 'Show the days as' }).getByText('Table', { exact: true }).click();
    await expect.poll(() => page.getByRole('table', { name: 'Sales by day' }).getByRole('row').count()).toBe(91);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = readFileSync(await download.path(), 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(csv[0]).toBe('Day,Orders,Units,Sales (INR)');
    expect(csv).toHaveLength(91);
    expect(csv.slice(1).some((line) => !line.endsWith(',0,0,0.00'))).toBe(true);
  });

  it('maps the sales by country and splits them by region, payment method and channel', async () => {
    const page = await dashboardAs();
    await page.getByText('90 days', { exact: true }).click();
    // The demo store sells in India: the map shades it and no other country.
    await page.locator('svg[role="img"] path[data-country="IN"]').waitFor({ timeout: 15_000 });
    expect(await page.locator('svg[role="img"] path[data-country]').count()).toBe(1);
    const regions = page.getByRole('list', { name: 'Sales by region' });
    await expect.poll(() => regions.getByRole('listitem').count()).toBeGreaterThan(1);
    expect(await regions.textContent()).toContain('India');
    const methods = page.getByRole('list', { name: 'Sales by payment method' });
    expect(await methods.textContent()).toMatch(/Card|Cash on delivery/);
    await page.screenshot({ path: `${SCREENSHOTS}/dashboard-desktop-full.png`, fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Sales by region CSV' }).click(),
    ]);
    const csv = readFileSync(await download.path(), 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(csv[0]).toBe('Region,Orders,Sales (INR),Share of sales (%)');
    const shares = csv.slice(1).map((line) => Number(line.split(',').at(-1)));
    expect(Math.round(shares.reduce((sum, share) => sum + share, 0))).toBe(100);
  });

  it('shows a quote store its quotes beside its sales, linking to them', async () => {
    const { page } = await signedInPage(suite, 'owner@wholesale-hub.demo');
    await page.waitForURL('**/dashboard');
    const asked = page.getByRole('group', { name: 'Quotes asked for' });
    await asked.waitFor({ timeout: 10_000 });
    await page.getByText('90 days', { exact: true }).click();
    await expect.poll(() => asked.locator('[data-stat]').textContent()).not.toBe('0');
    await page.getByRole('link', { name: 'Open quotes' }).click();
    await page.waitForURL('**/orders/quotations/live/all');
  });

  it('stacks the cards over a full-width chart on a phone', async () => {
    const page = await dashboardAs(PHONE);
    await expect.poll(() => figure(page, 'Orders')).not.toBe('0');
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      // The sales cards; the Customers section's sit inside its own card.
      cards: [...document.querySelectorAll('[data-stat]')]
        .filter((stat) => !stat.closest('section'))
        .map((stat) => Math.round(stat.closest('[role="group"]')?.getBoundingClientRect().width ?? 0)),
    }));
    expect(widths.page).toBeLessThanOrEqual(PHONE.width);
    expect(new Set(widths.cards).size).toBe(1);
    await screenshot(page, 'dashboard-phone');
    await page.screenshot({ path: `${SCREENSHOTS}/dashboard-phone-full.png`, fullPage: true });
    expect(errors).toEqual([]);
  });
});
