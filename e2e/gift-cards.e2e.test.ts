import { and, eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { giftCards, stores } from '../apps/server/src/db/schema/index.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signedInPage } from './support/console.js';
import { shopPage } from './support/shop.js';
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

/** Whether the element is wholly on screen and below the header (sticky on a desktop). */
async function inView(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const header = await page.locator('.site-header').boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  if (!box || !header) return false;
  const below = (await page.locator('.site-header').evaluate((h) => getComputedStyle(h).position)) === 'sticky';
  return box.y >= (below ? header.y + header.height : 0) && box.y + box.height <= height;
}

describe('checking a gift card’s balance in the shop', () => {
  it('shows the balance, or why the code was refused, where the shopper is looking, without script', async () => {
    const [shop] = await suite.server.app.ctx.db
      .select({ id: stores.id })
      .from(stores)
      .where(eq(stores.subDomain, 'urban-threads'));
    const [card] = await suite.server.app.ctx.db
      .select({ code: giftCards.code })
      .from(giftCards)
      .where(and(eq(giftCards.storeId, shop?.id ?? ''), eq(giftCards.status, 'active')))
      .limit(1);
    const code = card?.code ?? '';
    for (const [viewport, name] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const { page } = await shopPage(suite, { viewport, javaScript: false });
      await page.goto('/s/urban-threads/gift-card');
      await page.getByLabel('Gift card code').fill(code.toLowerCase());
      await page.getByRole('button', { name: 'Check balance' }).click();
      const result = page.getByRole('status').getByText(new RegExp(`^Gift card •••• ${code.slice(-4)} holds ₹`));
      await result.waitFor();
      await expect.poll(() => inView(page, result)).toBe(true);
      await screenshot(page, `shop-gift-card-balance-${name}`);

      await page.getByLabel('Gift card code').fill('AAAA-BBBB-CCCC-DDDD');
      await page.getByRole('button', { name: 'Check balance' }).click();
      const refused = page.getByText('No gift card of this shop has that code. Check it and try again.');
      await refused.waitFor();
      await expect.poll(() => inView(page, refused)).toBe(true);
      await page.context().close();
    }
  });
});
