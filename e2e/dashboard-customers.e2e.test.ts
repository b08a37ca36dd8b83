import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, SCREENSHOTS, screenshot } from './support/browser.js';
import { signedInAt } from './support/console.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();
const OWNER = 'owner@urban-threads.demo';

/** Console errors and page errors, which the route walk fails on too. */
const errors: string[] = [];

const ownerAt = (path: string, heading: string, viewport = DESKTOP): Promise<Page> =>
  signedInAt(suite, OWNER, path, { name: heading, level: 1 }, { viewport, errors });

const customersSection = (page: Page) => page.getByRole('region', { name: 'Customers' });
const figure = (page: Page, card: string) =>
  customersSection(page).getByRole('group', { name: card, exact: true }).locator('[data-stat]').textContent({
    timeout: 10_000,
  });

describe('returning customers and cohorts', () => {
  it('shows the owner new and returning customers, then the cohorts report, whose CSV holds the triangle', async () => {
    const page = await ownerAt('/dashboard', 'Analytics');
    // The demo's last 30 days: shoppers of its first two months come back.
    await expect.poll(() => figure(page, 'Returning customers'), { timeout: 20_000 }).not.toBe('0');
    expect(await figure(page, 'Repeat customer rate')).toMatch(/^\d+(\.\d)?%$/);
    await customersSection(page).locator('.recharts-surface').waitFor();
    await customersSection(page).scrollIntoViewIfNeeded();
    await screenshot(page, 'dashboard-customers-desktop');
    await customersSection(page).getByRole('radiogroup', { name: 'Show the customers as' }).getByText('Table').click();
    await expect
      .poll(() => page.getByRole('table', { name: 'New and returning customers by day' }).getByRole('row').count())
      .toBe(31);

    await customersSection(page).getByRole('link', { name: 'Cohorts report' }).click();
    await page.waitForURL('**/reports/customers');
    await page.getByRole('heading', { name: 'Customer cohorts', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Customer cohorts' });
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    // Everyone of a cohort ordered in its own month; someone came back in a later one.
    expect(await table.locator('[data-cell$=" 0"]').first().textContent()).toMatch(/^100%/);
    expect(
      await table.locator('td[title]:not([data-cell$=" 0"])').filter({ hasNotText: /^0%/ }).count(),
    ).toBeGreaterThan(0);
    await screenshot(page, 'reports-customers-desktop');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Customer cohorts \d{4}-\d{2} to \d{4}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(csv[0]).toMatch(/^Cohort,Customers,Revenue \(INR\),Month 0 customers,Month 0 %,Month 1 customers,Month 1 %/);
    const rows = csv.slice(1).map((line) => line.split(','));
    const withCustomers = rows.filter((row) => Number(row[1]) > 0);
    expect(withCustomers.length).toBeGreaterThanOrEqual(3);
    for (const row of withCustomers) {
      // Month 0: all of the cohort, 100 percent; revenue in rupees with paise.
      expect(row[3]).toBe(row[1]);
      expect(row[4]).toBe('100');
      expect(row[2]).toMatch(/^\d+\.\d{2}$/);
    }
  });

  it('keeps the page as wide as a phone, the triangle scrolling sideways inside its box', async () => {
    const dashboard = await ownerAt('/dashboard', 'Analytics', PHONE);
    await expect.poll(() => figure(dashboard, 'Customers'), { timeout: 20_000 }).not.toBe('0');
    await customersSection(dashboard).scrollIntoViewIfNeeded();
    await screenshot(dashboard, 'dashboard-customers-phone');
    expect(await dashboard.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    const page = await ownerAt('/reports/customers', 'Customer cohorts', PHONE);
    const table = page.getByRole('table', { name: 'Customer cohorts' });
    await expect.poll(() => table.locator('tbody tr').count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    const widths = await page.evaluate(() => {
      // The nearest box around the table that scrolls sideways.
      let box = document.querySelector('table[aria-label="Customer cohorts"]')?.parentElement ?? null;
      while (box && !/auto|scroll/.test(getComputedStyle(box).overflowX)) box = box.parentElement;
      return {
        page: document.documentElement.scrollWidth,
        box: box?.getBoundingClientRect().width ?? 0,
        inside: box?.scrollWidth ?? 0,
        isPage: box === document.documentElement || box === document.body,
      };
    });
    expect(widths.page).toBeLessThanOrEqual(PHONE.width);
    expect(widths.isPage).toBe(false);
    expect(widths.box).toBeGreaterThan(0);
    expect(widths.box).toBeLessThan(PHONE.width);
    expect(widths.inside).toBeGreaterThan(widths.box);
    await screenshot(page, 'reports-customers-phone');
    await page.screenshot({ path: `${SCREENSHOTS}/reports-customers-phone-full.png`, fullPage: true });
    expect(errors).toEqual([]);
  });
});
