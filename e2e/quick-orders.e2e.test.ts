import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, stores } from '../apps/server/src/db/schema/index.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signedInPage } from './support/console.js';
import { fillCheckout, SHOP_SHOTS, shopPage } from './support/shop.js';
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
    // The order's number as the store writes it (Urban Threads: UT-01042), the same in the console.
    const heading = await shop.getByText(/^Order \S+ · /).textContent();
    const number = /^Order (\S+) · /.exec(heading ?? '')?.[1] ?? '-';
    await shop.context().close();

    const { page } = await signedInPage(suite, 'owner@urban-threads.demo', { viewport: DESKTOP });
    await page.goto('/orders/quick-orders');
    const table = page.getByRole('table', { name: 'Quick orders' });
    await table.locator('tbody tr').first().waitFor();
    expect(await table.locator('tbody tr').first().textContent()).toContain(number);
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

/** Two SKUs the demo shop sells as they are, with stock to spare: read from the data, not named here. */
async function twoSkus() {
  const db = suite.server.app.ctx.db;
  const [shop] = await db.select({ id: stores.id }).from(stores).where(eq(stores.subDomain, 'urban-threads'));
  const rows = await db
    .select({ sku: products.sku, name: products.name })
    .from(products)
    .where(
      and(
        eq(products.storeId, shop?.id ?? ''),
        eq(products.status, 'active'),
        eq(products.archived, false),
        gte(products.stock, 5),
        sql`jsonb_array_length(${products.variants}) = 0`,
      ),
    )
    .orderBy(asc(products.sku))
    .limit(2);
  if (rows.length < 2) throw new Error('the demo shop sells fewer than two plain products');
  return rows as [(typeof rows)[0], (typeof rows)[0]];
}

describe('a quick order with a bad SKU', () => {
  it('keeps every typed row, marks the bad one beside it and adds nothing until all are good', async () => {
    const [first, second] = await twoSkus();
    const { page } = await shopPage(suite, { viewport: PHONE, javaScript: false });
    await page.goto(`${SHOP}/quick-order`);
    const quantity = (row: number) => page.getByRole('spinbutton', { name: 'Quantity' }).nth(row - 1);
    await page.getByLabel('SKU 1').fill(first.sku.toLowerCase());
    await quantity(1).fill('2');
    await page.getByLabel('SKU 2').fill('NO-SUCH-SKU');
    await page.getByLabel('SKU 3').fill(second.sku);
    await quantity(3).fill('3');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    // Every row as typed.
    expect(await page.getByLabel('SKU 1').inputValue()).toBe(first.sku.toLowerCase());
    expect(await quantity(1).inputValue()).toBe('2');
    expect(await page.getByLabel('SKU 2').inputValue()).toBe('NO-SUCH-SKU');
    expect(await page.getByLabel('SKU 3').inputValue()).toBe(second.sku);
    expect(await quantity(3).inputValue()).toBe('3');
    expect(await alert.locator('p').textContent()).toBe('Nothing was added to your cart: one row needs a change.');
    // The bad one marked, its problem beside it.
    const bad = page.getByLabel('SKU 2');
    expect(await bad.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await bad.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`#${describedBy}`).textContent()).toBe('No item has the SKU NO-SUCH-SKU');
    expect(await page.getByLabel('SKU 1').getAttribute('aria-invalid')).toBeNull();
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.screenshot({ path: `${SHOP_SHOTS}/quick-order-error-${size.width}.png`, fullPage: true });
    }
    // Nothing was added.
    const cart = await page.context().request.get(`${SHOP}/cart.json`);
    expect((await cart.json()).cart.lines).toEqual([]);

    await page.getByLabel('SKU 2').fill('');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForURL(`**${SHOP}/cart`);
    expect(await page.locator('.cart-page .line-name').allTextContents()).toEqual([first.name, second.name]);
    await page.context().close();
  });
});
