import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signedInAt } from './support/console.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();
const OWNER = 'owner@urban-threads.demo';

/** Console errors and page errors, which the route walk fails on too. */
const errors: string[] = [];

const reportAs = (path: string, heading: string, viewport = DESKTOP): Promise<Page> =>
  signedInAt(suite, OWNER, path, { name: heading, level: 1 }, { viewport, errors });

/** The text of each cell of a table's rows (head, body and foot), as the screen shows them. */
const cellsOf = (page: Page, table: string) =>
  page
    .getByRole('table', { name: table })
    .evaluate((el) =>
      [...el.querySelectorAll('tr')].map((row) =>
        [...row.querySelectorAll('th,td')].map((c) => c.textContent?.trim() ?? ''),
      ),
    );

/** "₹1,234.50" as the CSV writes it: "1234.50". */
const plain = (shown: string) => shown.replace(/[^\d.-]/g, '');

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('the reports', () => {
  it('shows the sales by month over a chart, and its CSV holds what the table shows', async () => {
    const page = await reportAs('/reports/sales', 'Sales report');
    await page.getByText('12 months', { exact: true }).click();
    await page.getByText('Months', { exact: true }).click();
    // The head, twelve months and the totals.
    await expect.poll(async () => (await cellsOf(page, 'Sales by period')).length, { timeout: 15_000 }).toBe(14);
    await expect.poll(async () => (await cellsOf(page, 'Sales by period'))[1]?.[0]).toMatch(/^[A-Z][a-z]{2} \d{4}$/);
    const shown = await cellsOf(page, 'Sales by period');
    const totals = shown.at(-1) as string[];
    expect(totals[0]).toBe('Total');
    expect(Number(totals[1])).toBeGreaterThan(10);
    await page.locator('.recharts-surface').first().waitFor();
    await screenshot(page, 'reports-sales-desktop');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const csv = readFileSync(await download.path(), 'utf8')
      .trim()
      .split(/\r?\n/)
      .map((line) => line.split(','));
    expect(csv[0]).toEqual([
      'Period',
      'From',
      'To',
      'Orders',
      'Units',
      'Gross sales (INR)',
      'Discounts (INR)',
      'Net sales (INR)',
      'Tax (INR)',
      'Shipping (INR)',
      'Total sales (INR)',
    ]);
    // Each row of the screen is a row of the file: its period, then every figure (From and To are the file's own).
    const rows = csv.slice(1).map(([period, , , ...figures]) => [period, ...(figures as string[])]);
    expect(rows).toEqual(shown.slice(1).map(([period, ...figures]) => [period, ...figures.map(plain)]));
  });

  it('splits the tax into CGST and SGST within the state and IGST across', async () => {
    const page = await reportAs('/reports/taxes', 'Tax report');
    await page.getByText('12 months', { exact: true }).click();
    const parts = page.getByTestId('tax-part');
    await expect.poll(() => parts.count(), { timeout: 15_000 }).toBeGreaterThan(2);
    const names = (await parts.allTextContents()).join(' ');
    expect(names).toMatch(/CGST \d/);
    expect(names).toMatch(/SGST \d/);
    expect(names).toMatch(/IGST \d/);
    await screenshot(page, 'reports-taxes-desktop');
  });

  it('sorts the products sold by stock turns', async () => {
    const page = await reportAs('/reports/products', 'Products sold');
    await page.getByText('90 days', { exact: true }).click();
    await expect
      .poll(async () => (await cellsOf(page, 'Products sold')).length, { timeout: 15_000 })
      .toBeGreaterThan(3);
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Stock turns' }).click();
    const turns = async () =>
      (await cellsOf(page, 'Products sold')).slice(1).map((row) => (row[4] === '—' ? -1 : Number(row[4])));
    await expect
      .poll(async () => {
        const shown = await turns();
        return shown.every((turn, i) => i === 0 || turn <= (shown[i - 1] as number)) && shown.length > 3;
      })
      .toBe(true);
    await screenshot(page, 'reports-products-desktop');
  });

  it('fits a phone: the tables scroll inside the page, the products are cards', async () => {
    for (const [path, heading, name] of [
      ['/reports/sales', 'Sales report', 'sales'],
      ['/reports/taxes', 'Tax report', 'taxes'],
      ['/reports/products', 'Products sold', 'products'],
    ] as const) {
      const page = await reportAs(path, heading, PHONE);
      // A phone picks the period from a list.
      await page.getByRole('combobox', { name: 'Period' }).click();
      await page.getByRole('option', { name: '12 months' }).click();
      const report = name === 'products' ? page.getByRole('list', { name: 'Products sold' }) : page.getByRole('table');
      await report.first().waitFor({ timeout: 15_000 });
      expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, `reports-${name}-phone`);
      await page.context().close();
    }
    expect(errors).toEqual([]);
  });
});
