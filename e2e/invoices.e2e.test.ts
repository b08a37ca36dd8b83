import { readFileSync } from 'node:fs';
import { and, desc, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { orderLines, orders, stores } from '../apps/server/src/db/schema/index.js';
import { DESKTOP, screenshot } from './support/browser.js';
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
    await page.getByRole('heading', { name: `Order #${order.number}` }).waitFor();
    await screenshot(page, 'invoices-order-page-desktop');

    const invoice = await downloadPdf(page, () => page.getByRole('button', { name: 'Invoice' }).click());
    expect(invoice.name).toBe(`invoice-${order.number}.pdf`);
    const text = invoice.pages.join(' ');
    expect(text).toContain('Urban Threads');
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(`Order #${order.number}`);
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
    const boxes = page.getByRole('checkbox', { name: /^Select order \d+$/ });
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
    for (const number of numbers) expect(bulk.pages.some((p) => p.includes(`Order #${number}`))).toBe(true);
    await page.getByRole('alert').filter({ hasText: 'Downloaded the invoices of 2 orders.' }).waitFor();
  });
});
