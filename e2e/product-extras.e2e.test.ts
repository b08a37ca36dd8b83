import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, screenshot } from './support/browser.js';
import { signedInPage } from './support/console.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();
const OWNER = 'owner@urban-threads.demo';

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').filter({ hasText: text }).first().waitFor();

/** The text the shop's product page shows under "Good to know", or '' when it shows none. */
async function shopFootnotes(page: Page, slug: string): Promise<string> {
  const shop = await page.context().newPage();
  await shop.goto(`${suite.server.baseUrl}/s/urban-threads/p/${slug}`);
  await shop.getByRole('heading', { level: 1 }).waitFor();
  const notes = shop.getByRole('complementary', { name: 'Good to know' });
  const text = (await notes.count()) ? ((await notes.textContent()) ?? '') : '';
  if (text) await screenshot(shop, `footnote-shop-${slug}`);
  await shop.close();
  return text;
}

describe('footnotes, on the resource page', () => {
  it('adds a footnote shown under a picked product in the shop, then detaches and deletes it', async () => {
    const { page } = await signedInPage(suite, OWNER);
    await page.goto('/product-extras/footnote');
    const table = page.getByRole('table', { name: 'Footnotes' });
    // The demo's own footnotes, attached where a clothing shop would attach them.
    await table.getByRole('row', { name: /Care/ }).getByText('2 catalogs').waitFor();

    await page.getByRole('button', { name: 'Add footnote' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add footnote' });
    await drawer.getByRole('textbox', { name: 'Name' }).fill('Sizing');
    await drawer.getByRole('button', { name: 'Add footnote' }).click();
    // The schema checks the form before anything is sent.
    await drawer.getByText('Write the note').waitFor();
    await drawer.getByRole('textbox', { name: 'Note' }).fill('Runs small: choose one size up.');
    await drawer.getByLabel('Products').fill('oxford');
    await page.getByRole('option', { name: 'Oxford Shirt' }).click();
    await screenshot(page, 'footnote-form-desktop');
    await drawer.getByRole('button', { name: 'Add footnote' }).click();
    await toast(page, 'Footnote “Sizing” added.');
    await table
      .getByRole('row', { name: /Sizing/ })
      .getByText('1 product')
      .waitFor();
    await screenshot(page, 'footnotes-desktop');
    expect(await shopFootnotes(page, 'oxford-shirt')).toContain('Runs small: choose one size up.');

    // A second name the store has is refused on the Name field.
    await page.getByRole('button', { name: 'Add footnote' }).click();
    await drawer.getByRole('textbox', { name: 'Name' }).fill('sizing');
    await drawer.getByRole('textbox', { name: 'Note' }).fill('Another note');
    await drawer.getByRole('button', { name: 'Add footnote' }).click();
    await drawer.getByText('a footnote named “sizing” already exists').waitFor();
    await drawer.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Actions for Sizing' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete footnotes?' }).getByRole('button', { name: 'Delete' }).click();
    const detach = page.getByRole('dialog', { name: 'Detach and delete?' });
    await detach.getByText('“Sizing” is shown on 1 product (Oxford Shirt)').waitFor();
    await detach.getByRole('button', { name: 'Detach and delete' }).click();
    await toast(page, 'The footnote is deleted.');
    await expect.poll(() => table.getByRole('row', { name: /Sizing/ }).count()).toBe(0);
    expect(await shopFootnotes(page, 'oxford-shirt')).not.toContain('Runs small');
  });

  it('lists footnotes as cards and edits one in a full-screen drawer on a phone', async () => {
    const { page } = await signedInPage(suite, OWNER, { viewport: PHONE });
    await page.goto('/product-extras/footnote');
    const card = page.getByRole('listitem').filter({ hasText: 'Handwoven' });
    await card.getByText('2 products').waitFor();
    await screenshot(page, 'footnotes-phone');
    await card.click();
    const drawer = page.getByRole('dialog', { name: 'Edit Handwoven' });
    await drawer.getByRole('textbox', { name: 'Note' }).waitFor();
    // The whole screen, once it has slid in.
    await expect.poll(() => drawer.boundingBox()).toEqual({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
    await screenshot(page, 'footnote-form-phone');
  });
});
