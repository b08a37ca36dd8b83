import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signedInPage } from './support/console.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();
const OWNER = 'owner@urban-threads.demo';
const LONG_NAME = 'Hand-Woven Organic Cotton Kurta With Mirror Work, Contrast Piping and Side Pockets, Indigo Blue';

async function signedIn(email = OWNER, viewport = DESKTOP) {
  return (await signedInPage(suite, email, { viewport })).page;
}

async function waitForToast(page: Page, text: string | RegExp) {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

const countOfReviews = (n: number) => `${n} review${n === 1 ? '' : 's'}`;
const csv = (text: string, name = 'products.csv') => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

/** Elements between the table and the page that scroll on their own. */
const innerScrollers = (page: Page) =>
  page.getByRole('table', { name: 'Products' }).evaluate((table) => {
    const found: string[] = [];
    for (let el = table.parentElement; el && el !== document.body; el = el.parentElement) {
      const { overflowY } = getComputedStyle(el);
      if ((overflowY === 'auto' || overflowY === 'scroll') && el.scrollHeight > el.clientHeight)
        found.push(el.className);
    }
    return found;
  });

describe('lists', () => {
  it('keeps the product table dense at 1280 px: cut names with a tooltip, one-line cells, a "1–25 of N" pager, page scroll', async () => {
    const api = await apiAs(suite.server.baseUrl, OWNER);
    const created = await api<{ status: boolean; message?: string }>('POST', '/store/product', {
      name: LONG_NAME,
      sku: 'KURTA-LONG-1',
      slug: 'kurta-long-1',
      price: 129999,
      stock: 4,
    });
    expect(created.status, created.message).toBe(true);
    const { total } = await api<{ total: number }>('GET', '/store/product_list?archived=false');

    const page = await signedIn();
    await page.goto('/product-sections/products');
    const table = page.getByRole('table', { name: 'Products' });
    await table.waitFor();
    await page.getByText(`1–${Math.min(total, 25)} of ${total}`, { exact: true }).waitFor();
    await screenshot(page, 'lists-products-desktop');
    await screenshot(page, 'lists-products-desktop');

    const rowHeights = await table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.clientHeight));
    expect(rowHeights.length).toBe(Math.min(total, 25));
    expect(Math.max(...rowHeights)).toBeLessThanOrEqual(48);

    // Badges, SKUs, prices and dates stay on one line, whole.
    const longRow = table.getByRole('row').filter({ hasText: 'KURTA-LONG-1' });
    const cut = await longRow.evaluate((row) =>
      [...row.querySelectorAll('td:not(:nth-child(2)) *')]
        .filter((el) => el.children.length === 0 && (el.textContent ?? '').trim() !== '')
        .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().height > 30)
        .map((el) => el.textContent),
    );
    expect(cut).toEqual([]);
    expect(await longRow.getByText('₹1,299.99', { exact: true }).count()).toBe(1);

    // The name is cut to its column, and whole in a tooltip on hover and on keyboard focus.
    const name = longRow.getByText(LONG_NAME, { exact: true });
    expect(await name.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await name.hover();
    await page.getByRole('tooltip').filter({ hasText: LONG_NAME }).waitFor();
    await screenshot(page, 'lists-products-tooltip');
    await page.mouse.move(0, 0);
    await page.getByRole('tooltip').waitFor({ state: 'detached' });
    await longRow.focus();
    await page.getByRole('tooltip').filter({ hasText: LONG_NAME }).waitFor();

    // The page scrolls, not a box inside it.
    expect(await innerScrollers(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);

    const phone = await signedIn(OWNER, PHONE);
    await phone.goto('/product-sections/products');
    await phone.getByRole('checkbox', { name: `Select ${LONG_NAME}` }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await phone.getByText(`1–${Math.min(total, 25)} of ${total}`, { exact: true }).waitFor();
    await screenshot(phone, 'lists-products-phone');
  });

  it('counts in words and prints money one way: "Move 2 products", ₹ in the list and the price input', async () => {
    const page = await signedIn();
    await page.goto('/product-sections/products?sort=name&dir=asc');
    const table = page.getByRole('table', { name: 'Products' });
    await table.waitFor();
    const boxes = table.getByRole('checkbox', { name: /^Select (?!all)/ });
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Archive' }).click();
    await page
      .getByRole('dialog')
      .getByText(/^Move 2 products to the archive\?/)
      .waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await boxes.nth(1).uncheck();
    await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Archive' }).click();
    await page
      .getByRole('dialog')
      .getByText(/^Move 1 product to the archive\?/)
      .waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/product-sections/products/new');
    const price = page.getByRole('textbox', { name: 'Price', exact: true });
    await price.fill('499');
    await price.blur();
    expect(await price.inputValue()).toBe('₹499.00');
  });

  it('approves and hides one review from its row menu, and saves no empty reply where there is none', async () => {
    const page = await signedIn();
    await page.goto('/product-sections/reviews?status=pending');
    const table = page.getByRole('table', { name: 'Reviews' });
    await table.waitFor();
    const rowHeights = await table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.clientHeight));
    expect(Math.max(...rowHeights)).toBeLessThanOrEqual(48);
    await page.getByText(`1–${rowHeights.length} of ${rowHeights.length}`, { exact: true }).waitFor();
    await page.getByText(countOfReviews(rowHeights.length), { exact: true }).waitFor();
    await screenshot(page, 'lists-reviews-desktop');
    const firstRow = table.locator('tbody tr').first();
    const customer = (await firstRow.locator('td').nth(2).textContent()) ?? '';
    await firstRow.getByRole('button', { name: /^Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'Hide' }).waitFor();
    await page.getByRole('menuitem', { name: 'Approve' }).click();
    await waitForToast(page, '1 review approved.');

    await page.goto('/product-sections/reviews?status=pending');
    await table
      .locator('tbody tr')
      .first()
      .getByRole('button', { name: /^Actions for/ })
      .click();
    await page.getByRole('menuitem', { name: 'Hide' }).click();
    await waitForToast(page, '1 review hidden.');
    expect(customer).not.toBe('');

    await page.goto('/product-sections/reviews?status=pending');
    await table
      .locator('tbody tr')
      .first()
      .getByRole('button', { name: /^Actions for/ })
      .click();
    await page.getByRole('menuitem', { name: 'Reply' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Reply' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Save reply' }).isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Reply' }).fill('   ');
    expect(await dialog.getByRole('button', { name: 'Save reply' }).isDisabled()).toBe(true);
    await screenshot(page, 'lists-review-reply-empty');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const phone = await signedIn(OWNER, PHONE);
    await phone.goto('/product-sections/reviews');
    await phone
      .getByRole('button', { name: /^Actions for/ })
      .first()
      .click();
    await phone.getByRole('menuitem', { name: 'Reply' }).waitFor();
    await screenshot(phone, 'lists-reviews-phone');
  });

  it('bulk upload reports every problem of a file at once and drops an old refusal on a new file', async () => {
    const page = await signedIn();
    await page.goto('/product-sections/products/bulk-upload');
    const input = page.locator('input[type=file]');
    await input.setInputFiles(
      csv(
        [
          'name,sku,price,catalogs',
          'Good Tee,ONEPASS-1,10,',
          'Bad Price,ONEPASS-2,ten,',
          'Twin Tee,ONEPASS-1,12,',
          'Lost Tee,ONEPASS-3,9,No Such Catalog',
        ].join('\n'),
      ),
    );
    const problems = page.getByRole('table', { name: 'Rows with problems' });
    await problems.waitFor();
    await problems.getByText(/must be an amount/).waitFor();
    await problems.getByText(/ONEPASS-1 is already on row 2/).waitFor();
    await problems.getByText(/no catalog named No Such Catalog/).waitFor();
    await screenshot(page, 'lists-bulk-upload-one-pass');

    await input.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not a csv') });
    await waitForToast(page, 'photo.png: not a CSV file.');
    expect(await problems.count()).toBe(0);
  });

  it('puts Bulk upload beside Export and Add, shows a skeleton while loading and both ways in on an empty list', async () => {
    const page = await signedIn();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/store/product_list', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await page.goto('/product-sections/products');
    await page.getByLabel('Loading', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Bulk upload' }).waitFor();
    const top = async (name: string) => (await page.getByRole('link', { name }).boundingBox())?.y;
    const before = await top('Bulk upload');
    await screenshot(page, 'lists-products-loading');
    release();
    await page.getByRole('table', { name: 'Products' }).waitFor();
    expect(await top('Bulk upload')).toBe(before);
    expect(await top('Add product')).toBe(before);
    expect((await page.getByRole('button', { name: 'Export CSV' }).boundingBox())?.y).toBe(before);
    await page.unroute('**/api/store/product_list');

    const email = 'owner@glow-studio.demo';
    const api = await apiAs(suite.server.baseUrl, email);
    for (;;) {
      const batch = await api<{ list: { _id: string }[] }>('POST', '/store/product_list', {
        archived: false,
        limit: 100,
      });
      if (batch.list.length === 0) break;
      await api('PATCH', '/store/product_list', { ids: batch.list.map((p) => p._id) });
    }
    const empty = await signedIn(email);
    await empty.goto('/product-sections/products');
    await empty.getByText('No products yet').waitFor();
    const emptyState = empty.locator('.mantine-EmptyState-root');
    await emptyState.getByRole('link', { name: 'Add product' }).waitFor();
    await emptyState.getByRole('link', { name: 'Bulk upload' }).waitFor();
    await screenshot(empty, 'lists-products-empty');
  });
});
