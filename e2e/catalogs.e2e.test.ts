import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api.js';
import { DESKTOP, dragByKeyboard, screenshot } from './support/browser.js';
import { signedInPage } from './support/console.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();
const OWNER = 'owner@urban-threads.demo';

async function signedIn(viewport = DESKTOP) {
  return (await signedInPage(suite, OWNER, { viewport })).page;
}

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').filter({ hasText: text }).first().waitFor();

interface Menu {
  sections: { _id: string; name: string }[];
  list: { name: string; section_id: string; position: number }[];
}

describe('catalogs', () => {
  it('adds a catalog with its name title-cased', async () => {
    const page = await signedIn();
    await page.goto('/product-sections/catalogs');
    await page.getByRole('table', { name: 'Catalogs' }).waitFor();
    await page.getByRole('button', { name: 'Add catalog' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add catalog' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('  summer   SALE ');
    await dialog.getByText('Saved as: Summer Sale').waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Catalog Summer Sale added.');
    await page.getByRole('table', { name: 'Catalogs' }).getByText('Summer Sale', { exact: true }).waitFor();
    await screenshot(page, 'catalogs-desktop');
  });

  it('reorders the navigation menu by keyboard drag, saved on the drop', async () => {
    const page = await signedIn();
    await page.goto('/product-sections/catalogs?tab=navigation');
    const items = page.getByRole('list', { name: 'Items of Shop' });
    await items.waitFor();
    await page.getByRole('button', { name: 'Move Accessories', exact: true }).focus();
    await dragByKeyboard(page, ['Space', 'ArrowUp', 'ArrowUp', 'Space']);
    await screenshot(page, 'catalog-navigation-desktop');

    const api = await apiAs(suite.server.baseUrl, OWNER);
    const shopOrder = async () => {
      const menu = await api<Menu>('GET', '/store/catalog/navigations');
      const shop = menu.sections.find((s) => s.name === 'Shop');
      return menu.list
        .filter((n) => n.section_id === shop?._id)
        .sort((a, b) => a.position - b.position)
        .map((n) => n.name);
    };
    await expect.poll(shopOrder).toEqual(['Accessories', 'Men', 'Women']);
    expect(await page.getByText('Unsaved changes').count()).toBe(0);
  });
});

describe('reviews', () => {
  it('approves a review and replies to it', async () => {
    const page = await signedIn();
    await page.goto('/product-sections/reviews?status=pending');
    await page.getByRole('table', { name: 'Reviews' }).waitFor();
    const select = page.getByRole('checkbox', { name: /^Select review by / }).first();
    const label = (await select.getAttribute('aria-label')) ?? '';
    await select.click();
    await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Approve' }).click();
    await toast(page, /approved/i);

    await page.goto('/product-sections/reviews?status=approved');
    const who = label.replace(/^Select /, '');
    await page.getByRole('button', { name: `Actions for ${who}` }).click();
    await page.getByRole('menuitem', { name: 'Reply' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Reply' }).fill('Thank you for shopping with us!');
    await dialog.getByRole('button', { name: 'Save reply' }).click();
    await toast(page, /reply/i);
    await screenshot(page, 'reviews-desktop');
  });
});
