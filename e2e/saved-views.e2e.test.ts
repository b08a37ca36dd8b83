import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signedInPage } from './support/console.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();
const OWNER = 'owner@urban-threads.demo';
const PRODUCTS = '/product-sections/products';
const SHIRTS = [
  { name: 'Saved View Linen Shirt', sku: 'SV-SHIRT-1', stock: 4 },
  { name: 'Saved View Denim Shirt', sku: 'SV-SHIRT-2', stock: 1 },
  { name: 'Saved View Flannel Shirt', sku: 'SV-SHIRT-3', stock: 30 },
];

type Api = Awaited<ReturnType<typeof apiAs>>;
type Views = { list: { _id: string; name: string; params: unknown }[] };

async function signedIn(viewport = DESKTOP) {
  return (await signedInPage(suite, OWNER, { viewport })).page;
}

async function addShirts(api: Api) {
  const { total } = await api<{ total: number }>('GET', '/store/product_list?search=saved view shirt');
  if (total > 0) return;
  for (const shirt of SHIRTS) {
    const res = await api<{ status: boolean; message?: string }>('POST', '/store/product', {
      ...shirt,
      slug: shirt.sku.toLowerCase(),
      price: 99900,
    });
    expect(res.status, res.message).toBe(true);
  }
}

const rowNames = (page: Page) =>
  page.getByRole('table', { name: 'Products' }).locator('tbody tr td:nth-child(2)').allTextContents();
const cardNames = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('listitem').allTextContents();
/** The list's URL params, in a stable order (a view writes them in its own). */
const listParams = (page: Page) =>
  [...new URL(page.url()).searchParams]
    .sort()
    .map(([k, v]) => `${k}=${v}`)
    .join('&');

async function viewsMenu(page: Page) {
  await page.getByRole('button', { name: 'Views' }).click();
  const menu = page.getByRole('menu');
  await menu.getByRole('menuitem', { name: 'Save current view as…' }).waitFor();
  return menu;
}

async function saveViewAs(page: Page, name: string) {
  await (await viewsMenu(page)).getByRole('menuitem', { name: 'Save current view as…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save view' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: `View "${name}" saved.` })
    .waitFor();
}

async function openView(page: Page, name: string) {
  await (await viewsMenu(page)).getByRole('menuitem', { name, exact: true }).click();
}

async function deleteView(page: Page, name: string, { managing = false } = {}) {
  if (!managing) await (await viewsMenu(page)).getByRole('menuitem', { name: 'Manage views…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Saved views' });
  await dialog.getByRole('button', { name: `Delete ${name}` }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: `View "${name}" deleted.` })
    .waitFor();
  await dialog.getByText('No saved views yet').waitFor();
  await page.keyboard.press('Escape');
}

describe('saved views', () => {
  it('saves search, filter and sort as "Low stock shirts" on products, opens it again after clearing, renames and deletes it', async () => {
    const api = await apiAs(suite.server.baseUrl, OWNER);
    await addShirts(api);
    const page = await signedIn();
    await page.goto(PRODUCTS);
    await page.getByRole('table', { name: 'Products' }).waitFor();

    const inUrl = (name: string, value: string) => page.waitForURL((url) => url.searchParams.get(name) === value);
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('saved view shirt');
    await inUrl('q', 'saved view shirt');
    await page.getByRole('combobox', { name: 'Stock', exact: true }).selectOption({ label: 'Low stock (5 or fewer)' });
    await inUrl('stock', 'low');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Stock, lowest first' });
    await inUrl('sort', 'stock');
    const table = page.getByRole('table', { name: 'Products' });
    await table.getByText('Saved View Linen Shirt').waitFor();
    await expect.poll(() => rowNames(page)).toEqual(['Saved View Denim Shirt', 'Saved View Linen Shirt']);
    const saved = listParams(page);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      q: 'saved view shirt',
      stock: 'low',
      sort: 'stock',
      dir: 'asc',
    });

    await saveViewAs(page, 'Low stock shirts');
    const views = await api<Views>('GET', '/store/saved_views?list=products');
    expect(views.list).toEqual([
      expect.objectContaining({
        name: 'Low stock shirts',
        params: { search: 'saved view shirt', sort: 'stock', direction: 'asc', limit: 25, filters: { stock: 'low' } },
      }),
    ]);
    const menu = await viewsMenu(page);
    await menu.getByRole('menuitem', { name: 'Low stock shirts' }).getByLabel('Showing').waitFor();
    await screenshot(page, 'saved-views-menu-desktop');
    await page.keyboard.press('Escape');

    await page.goto(PRODUCTS);
    await table.waitFor();
    expect(listParams(page)).toBe('');
    await expect.poll(async () => (await rowNames(page)).length).toBeGreaterThan(2);

    await openView(page, 'Low stock shirts');
    await page.waitForURL((url) => url.searchParams.get('stock') === 'low');
    expect(listParams(page)).toBe(saved);
    await expect.poll(() => rowNames(page)).toEqual(['Saved View Denim Shirt', 'Saved View Linen Shirt']);
    await expect
      .poll(() => page.getByRole('searchbox', { name: 'Search', exact: true }).inputValue())
      .toBe('saved view shirt');
    await screenshot(page, 'saved-views-opened-desktop');

    // A taken name is refused on the name field; a free one renames.
    await (await viewsMenu(page)).getByRole('menuitem', { name: 'Save current view as…' }).click();
    const saveDialog = page.getByRole('dialog', { name: 'Save view' });
    await saveDialog.getByRole('textbox', { name: 'Name' }).fill('low STOCK shirts');
    await saveDialog.getByRole('button', { name: 'Save' }).click();
    await saveDialog.getByText('you already have a view with this name on this list').waitFor();
    await saveDialog.getByRole('button', { name: 'Cancel' }).click();
    await (await viewsMenu(page)).getByRole('menuitem', { name: 'Manage views…' }).click();
    await page
      .getByRole('dialog', { name: 'Saved views' })
      .getByRole('button', { name: 'Rename Low stock shirts' })
      .click();
    const renameDialog = page.getByRole('dialog', { name: 'Rename Low stock shirts' });
    await renameDialog.getByRole('textbox', { name: 'Name' }).fill('Shirts running out');
    await renameDialog.getByRole('button', { name: 'Rename' }).click();
    await page.getByRole('alert').filter({ hasText: 'View renamed to "Shirts running out".' }).waitFor();
    expect((await api<Views>('GET', '/store/saved_views?list=products')).list.map((v) => v.name)).toEqual([
      'Shirts running out',
    ]);
    // Back in the list of views, which the rename left open.
    await deleteView(page, 'Shirts running out', { managing: true });
    expect((await api<Views>('GET', '/store/saved_views?list=products')).list).toEqual([]);
    await page.close();
  });

  it('saves, opens and deletes a view at phone width', async () => {
    const api = await apiAs(suite.server.baseUrl, OWNER);
    await addShirts(api);
    const page = await signedIn(PHONE);
    await page.goto(`${PRODUCTS}?q=saved+view+shirt&stock=low&sort=stock&dir=asc`);
    const saved = listParams(page);
    await expect.poll(() => cardNames(page)).toHaveLength(2);

    await saveViewAs(page, 'Low stock shirts');
    await page.goto(PRODUCTS);
    await expect.poll(async () => (await cardNames(page)).length).toBeGreaterThan(2);
    await viewsMenu(page);
    await screenshot(page, 'saved-views-menu-phone');
    await page.keyboard.press('Escape');

    await openView(page, 'Low stock shirts');
    await page.waitForURL((url) => url.searchParams.get('stock') === 'low');
    expect(listParams(page)).toBe(saved);
    await expect
      .poll(async () => (await cardNames(page)).map((t) => t.match(/Saved View \w+ Shirt/)?.[0]))
      .toEqual(['Saved View Denim Shirt', 'Saved View Linen Shirt']);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'saved-views-opened-phone');

    await deleteView(page, 'Low stock shirts');
    expect((await api<Views>('GET', '/store/saved_views?list=products')).list).toEqual([]);
    await page.close();
  });
});
