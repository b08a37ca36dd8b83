import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { coupons, orders } from '../apps/server/src/db/schema/index.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signedInPage } from './support/console.js';
import { fillCheckout, fromDrawer, SHOP_SHOTS, shopPage } from './support/shop.js';
import { plainDemoProduct } from './support/demo-products.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();
const db = () => suite.server.app.ctx.db;
const OWNER = 'owner@urban-threads.demo';
const SHOP = '/s/urban-threads';
const CODE = 'E2E-SAVE15';

/** The owner makes a 15% coupon for five uses in the console's drawer, typing the code as anyone would. */
async function makeCoupon(page: Page) {
  await page.goto('/setting/coupon-codes');
  await page.getByRole('table', { name: 'Coupon codes' }).waitFor();
  await page.getByRole('button', { name: 'Add coupon' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Add coupon' });
  await drawer.getByRole('textbox', { name: 'Code', exact: true }).fill('e2e save15');
  await drawer.getByLabel('Percentage off').fill('150');
  await drawer.getByLabel('Uses in all').fill('5');
  await drawer.getByRole('button', { name: 'Add coupon' }).click();
  // A percentage above 100 is refused on its field before anything is sent.
  await drawer.getByText('A percentage is 100 at most').waitFor();
  await drawer.getByLabel('Percentage off').fill('15');
  await drawer.getByRole('button', { name: 'Add coupon' }).click();
  await page.getByRole('row').filter({ hasText: CODE }).getByText('0 of 5 used').waitFor();
}

describe('coupon codes', () => {
  it('a coupon made in the console takes its discount in the shop, and the order and the use count show it', async () => {
    const owner = (await signedInPage(suite, OWNER, { viewport: DESKTOP })).page;
    await makeCoupon(owner);
    await screenshot(owner, 'coupons-desktop');

    const product = (await plainDemoProduct(suite, 'urban-threads')).product;
    const { page } = await shopPage(suite, { viewport: PHONE });
    await page.goto(`${SHOP}/p/${product.slug}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await fromDrawer(page, 'View cart');
    await page.waitForURL(`**${SHOP}/cart`);
    await page.getByLabel('Discount code').fill('nope');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('No coupon has this code.').waitFor();
    await page.getByLabel('Discount code').fill('e2e-save15');
    await page.getByRole('button', { name: 'Apply' }).click();
    const applied = page.locator(`[data-coupon="${CODE}"]`);
    await applied.getByText('15% off').waitFor();
    await page.screenshot({ path: `${SHOP_SHOTS}/coupon-cart-phone.png`, fullPage: true });

    await page.goto(`${SHOP}/checkout`);
    await page.getByText(`Discount (${CODE})`).waitFor();
    await fillCheckout(page, { contact: { name: 'Ravi Kumar', email: 'ravi.coupon@example.com' } });
    await page.getByLabel('Cash on delivery').check();
    await page.getByRole('button', { name: /^Place order · / }).click();
    await page.getByRole('heading', { level: 1, name: /Thank you/ }).waitFor();
    await page.getByText(`Discount (${CODE})`).waitFor();
    await page.screenshot({ path: `${SHOP_SHOTS}/coupon-order-phone.png`, fullPage: true });

    const [order] = await db().select().from(orders).where(eq(orders.email, 'ravi.coupon@example.com'));
    const expected = Math.floor((product.price * 1500 + 5_000) / 10_000);
    expect(order).toMatchObject({ couponCode: CODE, couponDiscount: expected });
    const [coupon] = await db().select().from(coupons).where(eq(coupons.code, CODE));
    expect(coupon?.usedCount).toBe(1);

    // The owner sees the use counted, and the order's page shows what the coupon took.
    await owner.reload();
    await owner.getByRole('row').filter({ hasText: CODE }).getByText('1 of 5 used').waitFor();
    await owner.goto(`/orders/product/${order?.id}`);
    await owner.getByText(`Coupon · ${CODE}`).waitFor();

    const phone = (await signedInPage(suite, OWNER, { viewport: PHONE })).page;
    await phone.goto('/setting/coupon-codes');
    await phone.getByText(CODE).first().click();
    await phone
      .getByRole('dialog', { name: `Edit ${CODE}` })
      .getByRole('button', { name: 'Generate codes' })
      .waitFor();
    await screenshot(phone, 'coupons-drawer-phone');
    for (const p of [owner, page, phone]) await p.context().close();
  });
});
