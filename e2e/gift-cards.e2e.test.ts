import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@stallfront/shared/shop-rules';
import { giftCards, orders, products, stores } from '../apps/server/src/db/schema/index.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signedInPage } from './support/console.js';
import { fillCheckout, shopPage } from './support/shop.js';
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

/** The demo shop's cheapest product sold as it is, so that twice its order fits on one gift card. */
async function cheapProduct(storeId: string) {
  const [row] = await suite.server.app.ctx.db
    .select()
    .from(products)
    .where(
      and(
        eq(products.storeId, storeId),
        eq(products.status, 'active'),
        eq(products.archived, false),
        isNull(products.customModel),
        lte(products.price, 80_000),
        sql`${products.stock} > 2`,
        sql`jsonb_array_length(${products.variants}) = 0`,
      ),
    )
    .orderBy(asc(products.price), asc(products.slug))
    .limit(1);
  if (!row) throw new Error('no plain product under ₹800 in the demo shop');
  return row;
}

describe('selling a gift card and redeeming half of it', () => {
  it('the merchant sees the card with half left, its ledger history, and can disable it so the shop refuses it', async () => {
    const db = suite.server.app.ctx.db;
    const [shop] = await db.select({ id: stores.id }).from(stores).where(eq(stores.subDomain, 'urban-threads'));
    const product = await cheapProduct(shop?.id ?? '');

    // The shopper puts the product in the cart and reads what the order comes to.
    const { page: shopper } = await shopPage(suite, { viewport: PHONE, javaScript: false });
    await shopper.goto(`/s/urban-threads/p/${product.slug}`);
    await shopper.getByRole('button', { name: 'Add to cart' }).click();
    await shopper.waitForURL('**/s/urban-threads/cart');
    await shopper.goto('/s/urban-threads/checkout');
    const totalText = (await shopper.locator('[data-chosen] [data-checkout-total]').first().textContent()) ?? '';
    const total = Math.round(Number(totalText.replace(/[^0-9.]/g, '')) * 100);
    expect(total).toBeGreaterThan(0);

    // A gift card of twice that, in the shop's Celebrate design.
    await shopper.goto('/s/urban-threads/gift-card');
    await shopper.getByText('Celebrate', { exact: true }).click();
    await shopper.getByLabel('Or another amount').fill(((2 * total) / 100).toFixed(2));
    await shopper.getByLabel('Their email').fill('half@example.com');
    await shopper.getByLabel('Your name').fill('Meera Shah');
    await shopper.getByLabel('Email', { exact: true }).fill('meera@example.com');
    await shopper.getByLabel('Card number').fill('4242 4242 4242 4242');
    await shopper.getByRole('button', { name: 'Buy gift card' }).click();
    await shopper.locator('[data-gift-code]').waitFor();
    const code = ((await shopper.locator('[data-gift-code]').textContent()) ?? '').trim();
    await shopper.getByText(/^Valid until /).waitFor();

    // The order is paid by the card alone: half of it.
    await shopper.goto('/s/urban-threads/checkout');
    await fillCheckout(shopper, { contact: { name: 'Half Spender', email: 'half@example.com' } });
    await shopper.getByLabel(/^Gift card code/).fill(code);
    await shopper.getByRole('button', { name: /^Place order · / }).click();
    await shopper.waitForURL(/\/order\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
    await expect
      .poll(async () => (await db.select().from(orders).where(eq(orders.email, 'half@example.com'))).length)
      .toBe(1);

    // The merchant finds it by its last four, with half left, and opens its history.
    const { page } = await signedInPage(suite, OWNER, { viewport: DESKTOP });
    await page.goto('/setting/giftcard');
    const table = page.getByRole('table', { name: 'Gift cards' });
    await table.locator('tbody tr').first().waitFor();
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(code.slice(-4));
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: 20_000 }).toBe(1);
    const row = table.locator('tbody tr').first();
    expect(await row.textContent()).toContain(`${formatMoney(total, 'INR')} of ${formatMoney(2 * total, 'INR')}`);
    expect(await row.textContent()).not.toContain(code);
    await row.getByText(`•••• ${code.slice(-4)}`).click();
    const drawer = page.getByRole('dialog', { name: `Gift card •••• ${code.slice(-4)}` });
    await drawer.getByTestId('gift-card-code').getByText(code).waitFor();
    const history = drawer.getByRole('table', { name: 'Balance history' });
    const historyRows = history.locator('tbody tr');
    await expect.poll(() => historyRows.count()).toBe(2);
    // Newest first: the order took half, the purchase put the whole in.
    expect(await historyRows.nth(0).textContent()).toContain(`−${formatMoney(total, 'INR')}`);
    expect(await historyRows.nth(1).textContent()).toContain(`+${formatMoney(2 * total, 'INR')}`);
    await screenshot(page, 'gift-cards-history-desktop');

    // Disabled, the shop refuses it with the reason.
    await drawer.getByRole('button', { name: 'Disable' }).click();
    await page
      .getByRole('dialog', { name: `Disable gift card •••• ${code.slice(-4)}?` })
      .getByRole('button', { name: 'Disable' })
      .click();
    await drawer.getByRole('button', { name: 'Enable' }).waitFor();
    await shopper.goto('/s/urban-threads/gift-card');
    await shopper.getByLabel('Gift card code').fill(code);
    await shopper.getByRole('button', { name: 'Check balance' }).click();
    await shopper.getByText('This gift card has been disabled by the shop', { exact: false }).waitFor();
    await drawer.getByRole('button', { name: 'Enable' }).click();
    await drawer.getByRole('button', { name: 'Disable' }).waitFor();
    await shopper.context().close();
    await page.context().close();
  });

  it('issues a card by hand on a phone and shows it first in the list', async () => {
    const { page } = await signedInPage(suite, OWNER, { viewport: PHONE });
    await page.goto('/setting/giftcard');
    const cards = page.getByRole('list', { name: 'Gift cards' }).getByRole('listitem');
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    await screenshot(page, 'gift-cards-phone');
    await page.getByRole('button', { name: 'Issue gift card' }).click();
    const modal = page.getByRole('dialog', { name: 'Issue a gift card' });
    await modal.getByLabel('Amount').fill('40');
    await modal.getByLabel("Recipient's email").fill('loyal@example.com');
    await modal.getByLabel('Message').fill('Thanks for being with us');
    await modal.getByRole('button', { name: 'Issue and email' }).click();
    const drawer = page.getByRole('dialog', { name: /^Gift card •••• / });
    await drawer.getByText('Issued by you', { exact: false }).waitFor();
    await drawer.getByText('issued by the store').waitFor();
    await screenshot(page, 'gift-cards-issued-phone');
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await cards.first().textContent()) ?? '').toContain('loyal@example.com');
    await page.context().close();
  });
});
