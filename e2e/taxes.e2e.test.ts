import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { displayNumber } from '@stallfront/shared';
import { orders, products } from '../apps/server/src/db/schema/index.js';
import { apiAs } from './support/api.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signedInPage } from './support/console.js';
import { fillCheckout, fromDrawer, SHOP_SHOTS, shopPage } from './support/shop.js';
import { plainDemoProduct } from './support/demo-products.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();
const db = () => suite.server.app.ctx.db;
const OWNER = 'owner@urban-threads.demo';
const SHOP = '/s/urban-threads';

/** The owner puts a new class on the product in the tax rates drawer's product form: GST 12% for all of India. */
async function addSareeClass(page: Page) {
  await page.goto('/setting/tax-rates');
  await page.getByRole('table', { name: 'Tax rates' }).waitFor();
  await page.getByRole('button', { name: 'Add tax class' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Add tax class' });
  await drawer.getByRole('textbox', { name: 'Name' }).fill('Silk sarees');
  await drawer.getByLabel('HSN or SAC code').fill('5007');
  await drawer.getByRole('combobox', { name: 'Country' }).fill('Ind');
  await page.getByRole('option', { name: 'India', exact: true }).click();
  await drawer.getByLabel('Rate').fill('150');
  await drawer.getByRole('button', { name: 'Add tax class' }).click();
  await drawer.getByText('100% at most').waitFor();
  await drawer.getByLabel('Rate').fill('12');
  await drawer.getByRole('button', { name: 'Add tax class' }).click();
  await page.getByRole('row').filter({ hasText: 'Silk sarees' }).getByText('HSN 5007 · India 12%').waitFor();
}

/** A shopper buys two of the product to an address in `state`, cash on delivery; answers the order. */
async function buyTo(slug: string, state: string, email: string) {
  const { page } = await shopPage(suite, { viewport: PHONE });
  await page.goto(`${SHOP}/p/${slug}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await fromDrawer(page, 'Check out');
  await page.waitForURL(`**${SHOP}/checkout`);
  await fillCheckout(page, { contact: { name: 'Meena Iyer', email } });
  await page.getByLabel('State or region').fill(state);
  // Urban Threads takes a note with the order (its checkout options).
  await page.getByLabel('Order notes (optional)').fill(`Deliver in ${state}, please`);
  await page.getByLabel('Cash on delivery').check();
  await page.getByRole('button', { name: /^Place order · / }).click();
  await page.getByRole('heading', { level: 1, name: /Thank you/ }).waitFor();
  await page.screenshot({ path: `${SHOP_SHOTS}/gst-order-${state.replace(' ', '-')}-phone.png`, fullPage: true });
  await page.context().close();
  const [order] = await db().select().from(orders).where(eq(orders.email, email));
  if (!order) throw new Error(`no order for ${email}`);
  return order;
}

/** The order's invoice, downloaded from its page in the console, as text. */
async function invoiceText(page: Page, order: { id: string; number: number; reference: string | null }) {
  await page.goto(`/orders/product/${order.id}`);
  await page.getByRole('heading', { name: `Order ${displayNumber(order)}` }).waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Invoice' }).click(),
  ]);
  const parser = new PDFParse({ data: new Uint8Array(readFileSync(await download.path())) });
  const { text } = await parser.getText();
  await parser.destroy();
  return text.replace(/\s+/g, ' ');
}

describe('GST by the place of supply', () => {
  it('a store in Tamil Nadu charges CGST and SGST within the state and IGST to Karnataka, on the invoice', async () => {
    // The store registers in Tamil Nadu: its GSTIN's first two digits name the state.
    const api = await apiAs(suite.server.baseUrl, OWNER);
    await api('PATCH', '/store/details', { gst_no: '33AAKCU4821M1ZQ' });

    const owner = (await signedInPage(suite, OWNER, { viewport: DESKTOP })).page;
    await addSareeClass(owner);
    await screenshot(owner, 'tax-rates-desktop');
    const product = (await plainDemoProduct(suite, 'urban-threads', 5)).product;
    await owner.goto(`/product-sections/products/${product.id}`);
    await owner.getByRole('combobox', { name: 'Tax class' }).click();
    await owner.getByRole('option', { name: 'Silk sarees · HSN 5007' }).click();
    await owner.getByRole('region', { name: 'Unsaved changes' }).getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => (await db().select().from(products).where(eq(products.id, product.id)))[0]?.taxClassId, {
        timeout: 15_000,
      })
      .not.toBeNull();

    const within = await buyTo(product.slug, 'Tamil Nadu', 'meena.tn@example.com');
    const between_ = await buyTo(product.slug, 'Karnataka', 'meena.ka@example.com');
    expect(within.tax).toBe(between_.tax);

    const intra = await invoiceText(owner, within);
    expect(intra).toContain('5007');
    expect(intra).toMatch(/CGST 6% INR [\d,.]+ SGST 6% INR/);
    expect(intra).not.toContain('IGST');
    await owner.getByText('CGST 6%').waitFor();
    await owner.getByText('Deliver in Tamil Nadu, please').waitFor();
    await screenshot(owner, 'tax-order-cgst-desktop');

    const inter = await invoiceText(owner, between_);
    expect(inter).toMatch(/IGST 12% INR/);
    expect(inter).not.toContain('CGST');
    await owner.context().close();

    const phone = (await signedInPage(suite, OWNER, { viewport: PHONE })).page;
    // The help center explains the split: found by searching for it.
    await phone.goto('/support');
    await phone.getByRole('textbox', { name: 'Search help' }).fill('cgst');
    await expect.poll(() => phone.getByRole('list', { name: 'Help articles' }).getByRole('listitem').count()).toBe(1);
    await phone.getByRole('link', { name: /Taxes and GST/ }).click();
    await phone.getByRole('heading', { name: 'GST within your state and to other states' }).waitFor();
    await screenshot(phone, 'help-article-phone');
    await phone.goto('/setting/tax-rates');
    await phone.getByText('Silk sarees').first().click();
    await phone.getByRole('dialog', { name: 'Edit Silk sarees' }).getByLabel('HSN or SAC code').waitFor();
    await screenshot(phone, 'tax-rates-drawer-phone');
    await phone.context().close();
  });
});
