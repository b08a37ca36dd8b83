import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, SCREENSHOTS, screenshot } from './support/browser.js';
import { signedInAt } from './support/console.js';
import { fromDrawer, shopPage } from './support/shop.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();
const OWNER = 'owner@urban-threads.demo';
const SHOP = '/s/urban-threads';

const errors: string[] = [];

const dashboardAs = (viewport = DESKTOP): Promise<Page> =>
  signedInAt(suite, OWNER, '/dashboard', { name: 'Conversion', level: 2 }, { viewport, errors });

/** Today's sessions, carts and orders as the Conversion section states them. */
async function todayOf(page: Page) {
  const text = (await page.locator('[data-today-visits]').textContent({ timeout: 10_000 })) ?? '';
  const [sessions, carts] = [...text.matchAll(/(\d+) (?:sessions?|added)/g)].map((m) => Number(m[1]));
  return { sessions: sessions ?? -1, carts: carts ?? -1 };
}

const step = (page: Page, key: string) =>
  page.locator(`[data-funnel-step="${key}"]`).textContent({ timeout: 10_000 }).then(Number);

/** A shopper in a browser of their own looks at two pages, puts Slim Chinos in the cart and opens the checkout. */
async function shopAndLeave() {
  const { page } = await shopPage(suite);
  await page.goto(`${SHOP}/`);
  await page.goto(`${SHOP}/p/slim-chinos`);
  const sizes = page.getByRole('group', { name: /^Size/ });
  await sizes.getByText('M', { exact: true }).click();
  await expect.poll(() => sizes.locator('legend').textContent()).toBe('Size: M');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await fromDrawer(page, 'Check out');
  await page.waitForURL(`**${SHOP}/checkout`);
  await page.context().close();
}

describe('the conversion funnel on the owner dashboard', () => {
  it("shows the demo store's funnel and counts a shopper's visit and cart in today's figures", async () => {
    const page = await dashboardAs();
    // The seeded history: sessions every past day, fewer carts, fewer checkouts.
    await expect.poll(() => step(page, 'sessions')).toBeGreaterThan(1000);
    const carts = await step(page, 'cart_sessions');
    expect(carts).toBeGreaterThan(0);
    expect(carts).toBeLessThan(await step(page, 'sessions'));
    expect(await step(page, 'checkout_sessions')).toBeLessThanOrEqual(carts);
    expect(await page.locator('[data-abandoned="abandoned-count"]').textContent()).not.toBe('0');
    await page.locator('section[aria-labelledby="conversion-title"] .recharts-surface').waitFor();
    const before = await todayOf(page);

    await shopAndLeave();
    // The dashboard asks again on a reload; the node writes its waiting counts first.
    await expect
      .poll(
        async () => {
          await page.reload();
          return todayOf(page);
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toEqual({ sessions: before.sessions + 1, carts: before.carts + 1 });

    await page.getByRole('heading', { name: 'Conversion', level: 2 }).scrollIntoViewIfNeeded();
    await screenshot(page, 'dashboard-funnel-desktop');
    await page
      .locator('section[aria-labelledby="conversion-title"]')
      .screenshot({ path: `${SCREENSHOTS}/dashboard-funnel-section-desktop.png` });
    await page
      .locator('section[aria-labelledby="abandoned-title"]')
      .screenshot({ path: `${SCREENSHOTS}/dashboard-abandoned-desktop.png` });
    await page.getByRole('radiogroup', { name: 'Show the sessions as' }).getByText('Table', { exact: true }).click();
    await expect.poll(() => page.getByRole('table', { name: 'Sessions by day' }).getByRole('row').count()).toBe(31);
    await page.getByRole('link', { name: "Guests' carts" }).click();
    await page.waitForURL('**/orders/abandoned-cart/guest-user');
  });

  it('fits a phone', async () => {
    const page = await dashboardAs(PHONE);
    await expect.poll(() => step(page, 'sessions')).toBeGreaterThan(1000);
    await page.locator('section[aria-labelledby="conversion-title"] .recharts-surface').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.getByRole('heading', { name: 'Conversion', level: 2 }).scrollIntoViewIfNeeded();
    await screenshot(page, 'dashboard-funnel-phone');
    await page.screenshot({ path: `${SCREENSHOTS}/dashboard-funnel-phone-full.png`, fullPage: true });
    expect(errors).toEqual([]);
  });
});
