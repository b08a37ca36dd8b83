import { readFileSync } from 'node:fs';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { displayNumber } from '@stallfront/shared';
import { invoiceYearLabel } from '../packages/shared/src/rules/invoices.js';
import { orderLines, orders, stores } from '../apps/server/src/db/schema/index.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signedInPage } from './support/console.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();
const OWNER = 'owner@urban-threads.demo';
const db = () => suite.server.app.ctx.db;

/** The newest delivered demo order of Urban Threads, with its line names. */
async function deliveredOrder() {
  const [store] = await db().select({ id: stores.id }).from(stores).where(eq(stores.subDomain, 'urban-threads'));
  const [order] = await db()
    .select()
    .from(orders)
    .where(and(eq(orders.storeId, store?.id ?? ''), eq(orders.status, 'delivered')))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (!order) throw new Error('no delivered demo order');
  const lines = await db().select({ name: orderLines.name }).from(orderLines).where(eq(orderLines.orderId, order.id));
  return { order, names: lines.map((l) => l.name) };
}

/** The newest paid-for Urban Threads order with a line of a variant (its name ends with its size). */
async function orderWithVariant() {
  const [row] = await db()
    .select({ order: orders })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(
      and(
        eq(stores.subDomain, 'urban-threads'),
        ne(orders.status, 'inactive'),
        sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and cardinality(${orderLines.optionValues}) > 0)`,
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (!row) throw new Error('no demo order with a variant');
  const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, row.order.id));
  return { order: row.order, lines };
}

async function signedIn(viewport = DESKTOP) {
  const { page } = await signedInPage(suite, OWNER, { viewport });
  await page.getByRole('alert').filter({ hasText: 'Signed in.' }).waitFor({ state: 'hidden' });
  return page;
}

/** Clicks and answers the downloaded PDF's pages as text with white space collapsed. */
async function downloadPdf(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  const { pages } = await parser.getText();
  await parser.destroy();
  return { name: download.suggestedFilename(), pages: pages.map((p) => p.text.replace(/\s+/g, ' ')) };
}

describe('invoices in the console', () => {
  it('downloads an order’s invoice and packing slip from the order page', async () => {
    const { order, names } = await deliveredOrder();
    const page = await signedIn();
    await page.goto(`/orders/product/${order.id}`);
    await page.getByRole('heading', { name: `Order ${displayNumber(order)}` }).waitFor();
    await screenshot(page, 'invoices-order-page-desktop');

    const invoice = await downloadPdf(page, () => page.getByRole('button', { name: 'Invoice' }).click());
    expect(invoice.name).toBe(`invoice-${order.number}.pdf`);
    const text = invoice.pages.join(' ');
    expect(text).toContain('Urban Threads');
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(`Order ${displayNumber(order)}`);
    for (const name of names) expect(text).toContain(name);
    expect(text).toMatch(/GST \d+(\.\d+)?% INR/);
    expect(text).toMatch(/Amount in words: (Rupees|Paise) .* Only/);

    const slip = await downloadPdf(page, () => page.getByRole('button', { name: 'Packing slip' }).click());
    expect(slip.pages.join(' ')).toContain('PACKING SLIP');
    expect(slip.pages.join(' ')).not.toContain('INR');
  });

  it('downloads the invoices of selected orders as one file from the list', async () => {
    const page = await signedIn();
    await page.goto('/orders/product/delivered/all');
    await page.getByRole('table', { name: 'Delivered orders' }).waitFor();
    const boxes = page.getByRole('checkbox', { name: /^Select order \S+$/ });
    await expect.poll(() => boxes.count()).toBeGreaterThan(2);
    const numbers: string[] = [];
    for (const i of [0, 1]) {
      const box = boxes.nth(i);
      numbers.push(((await box.getAttribute('aria-label')) ?? '').replace('Select order ', ''));
      await box.check();
    }
    await screenshot(page, 'invoices-bulk-desktop');
    const bulk = await downloadPdf(page, () =>
      page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Download invoices' }).click(),
    );
    expect(bulk.pages).toHaveLength(2);
    for (const number of numbers) expect(bulk.pages.some((p) => p.includes(`Order ${number}`))).toBe(true);
    await page.getByRole('alert').filter({ hasText: 'Downloaded the invoices of 2 orders.' }).waitFor();
  });

  it('prints the invoice’s own number, the seller’s GSTIN and address, the place of supply and each variant once', async () => {
    const { order, lines } = await orderWithVariant();
    const page = await signedIn(PHONE);
    await page.goto(`/orders/product/${order.id}`);
    await page.getByRole('heading', { name: `Order ${displayNumber(order)}` }).waitFor();
    const invoice = await downloadPdf(page, () => page.getByRole('button', { name: 'Invoice' }).click());
    const text = invoice.pages.join(' ');
    const year = invoiceYearLabel(new Date(), 'Asia/Kolkata', 'IN');
    const number = new RegExp(`Invoice No\\. (INV/${year}/\\d{4})`).exec(text)?.[1];
    expect(number).toBeDefined();
    expect(text).toMatch(/Invoice date: \d{1,2} \w{3} \d{4}/);
    expect(text).toContain('GSTIN 29AAKCU4821M1ZQ');
    expect(text).toContain('Urban Threads Retail Private Limited');
    expect(text).toContain('42, 100 Feet Road, Indiranagar');
    expect(text).toContain(`Place of supply: ${order.shippingAddress.region || order.shippingAddress.city}`);
    // A line's name ends with its options ("Cargo Shorts / S"): the options are not printed again under it.
    for (const line of lines.filter((l) => l.optionValues.length > 0)) {
      expect(line.name.endsWith(line.optionValues.join(' / '))).toBe(true);
      expect(text).toContain(`${line.name} SKU ${line.sku}`);
    }
    // The order keeps its number: printing it again says the same.
    const again = await downloadPdf(page, () => page.getByRole('button', { name: 'Invoice' }).click());
    expect(again.pages.join(' ')).toContain(`Invoice No. ${number}`);
    const [row] = await db().select({ n: orders.invoiceNumber }).from(orders).where(eq(orders.id, order.id));
    expect(row?.n).toBe(number);
  });
});
