import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api.js';
import { PHONE, screenshot } from './support/browser.js';
import { signedInPage } from './support/console.js';
import { fillCheckout } from './support/shop.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();
const OWNER = 'owner@urban-threads.demo';

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').filter({ hasText: text }).first().waitFor();

/**
 * Picks `option` in the drawer's product or catalog picker (typing `search` first when given),
 * then closes the list, which stays open for more picks over the drawer's buttons.
 */
async function pick(drawer: Locator, picker: string | RegExp, option: string, search?: string) {
  const input = drawer.getByLabel(picker, { exact: true });
  if (search) await input.fill(search);
  else await input.click();
  await drawer.page().getByRole('option', { name: option }).click();
  await drawer.getByRole('heading').first().click();
  await drawer.page().getByRole('listbox').waitFor({ state: 'hidden' });
}

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
    await pick(drawer, 'Products', 'Oxford Shirt', 'oxford');
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

describe('the extras hub and the FAQ', () => {
  it('counts each built extra on its card, adds a question for a catalog and shows it folded in the shop', async () => {
    const { page } = await signedInPage(suite, OWNER);
    await page.goto('/product-sections/extras');
    const faqCard = page.getByRole('link', { name: /^FAQ/ });
    await faqCard.getByText('4 questions').waitFor();
    await page
      .getByRole('link', { name: /^Footnote/ })
      .getByText('4 footnotes')
      .waitFor();
    await screenshot(page, 'extras-hub-desktop');
    await faqCard.click();

    const table = page.getByRole('table', { name: 'FAQ' });
    await table
      .getByRole('row', { name: /Will it shrink in the wash\?/ })
      .getByText('2 catalogs')
      .waitFor();
    await page.getByRole('button', { name: 'Add question' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add question' });
    await drawer.getByRole('textbox', { name: 'Question' }).fill('Can I put it in the washing machine?');
    await drawer.getByRole('textbox', { name: 'Answer' }).fill('Yes, in a laundry bag on a gentle cycle.');
    await pick(drawer, 'Catalogs', 'Accessories');
    await screenshot(page, 'faq-form-desktop');
    await drawer.getByRole('button', { name: 'Add question' }).click();
    await toast(page, 'Question “Can I put it in the washing machine?” added.');
    await table
      .getByRole('row', { name: /washing machine/ })
      .getByText('1 catalog')
      .waitFor();

    const shop = await page.context().newPage();
    await shop.setViewportSize(PHONE);
    await shop.goto(`${suite.server.baseUrl}/s/urban-threads/p/canvas-tote`);
    const faqs = shop.getByRole('region', { name: 'Questions and answers' });
    await faqs.getByText('Can I put it in the washing machine?').click();
    await faqs.getByText('Yes, in a laundry bag on a gentle cycle.').waitFor();
    await screenshot(shop, 'faq-shop-phone');
  });
});

describe('image tags', () => {
  it('adds a badge in a colour of its own and shows it over the product’s picture in the shop', async () => {
    const { page } = await signedInPage(suite, OWNER, { viewport: PHONE });
    await page.goto('/product-extras/image-tags');
    await page.getByRole('listitem').filter({ hasText: 'Bestseller' }).waitFor();
    await page.getByRole('button', { name: 'Add image tag' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add image tag' });
    await drawer.getByRole('textbox', { name: 'Text' }).fill('Last few');
    await drawer.getByRole('textbox', { name: 'Colour' }).fill('#c92a2a');
    await pick(drawer, 'Products', 'Canvas Tote', 'canvas');
    await screenshot(page, 'image-tag-form-phone');
    await drawer.getByRole('button', { name: 'Add image tag' }).click();
    await toast(page, 'Image tag “Last few” added.');
    await page.getByRole('listitem').filter({ hasText: 'Last few' }).waitFor();
    await screenshot(page, 'image-tags-phone');

    const shop = await page.context().newPage();
    await shop.goto(`${suite.server.baseUrl}/s/urban-threads/c/accessories`);
    const card = shop.getByRole('listitem').filter({ hasText: 'Canvas Tote' });
    const badge = card.getByText('Last few', { exact: true });
    await badge.waitFor();
    expect(await badge.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 255, 255)');
    await screenshot(shop, 'image-tags-shop-phone');
  });
});

describe('highlights', () => {
  it('adds a selling point with a picked icon and lists it by the buy box in the shop', async () => {
    const { page } = await signedInPage(suite, OWNER);
    await page.goto('/product-extras/highlights');
    const table = page.getByRole('table', { name: 'Highlights' });
    await table
      .getByRole('row', { name: /Free delivery over ₹999/ })
      .getByText('3 catalogs')
      .waitFor();
    await page.getByRole('button', { name: 'Add highlight' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add highlight' });
    await drawer.getByRole('textbox', { name: 'Text' }).fill('Gift wrapped on request');
    await drawer.getByRole('combobox', { name: 'Icon' }).click();
    await page.getByRole('option', { name: 'Gift' }).click();
    await pick(drawer, 'Products', 'Oxford Shirt', 'oxford');
    await screenshot(page, 'highlight-form-desktop');
    await drawer.getByRole('button', { name: 'Add highlight' }).click();
    await toast(page, 'Highlight “Gift wrapped on request” added.');
    await table
      .getByRole('row', { name: /Gift wrapped on request/ })
      .getByText('1 product')
      .waitFor();
    await screenshot(page, 'highlights-desktop');

    const shop = await page.context().newPage();
    await shop.goto(`${suite.server.baseUrl}/s/urban-threads/p/oxford-shirt`);
    const list = shop.getByRole('list', { name: 'Highlights' });
    await list.getByText('Gift wrapped on request').waitFor();
    expect(await list.locator('li svg.tabler-icon-gift').count()).toBe(1);
    await screenshot(shop, 'highlights-shop-desktop');
  });
});

describe('amenities', () => {
  it('adds an amenity under a group to an estates listing and shows it grouped on the listing in the shop', async () => {
    const { page } = await signedInPage(suite, 'owner@skyline-estates.demo');
    await page.goto('/product-extras/amenities');
    await page.getByText('11 amenities').waitFor();
    const table = page.getByRole('table', { name: 'Amenities' });
    await table
      .getByRole('row', { name: /Swimming pool/ })
      .getByText('1 product')
      .waitFor();
    await page.getByRole('button', { name: 'Add amenity' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add amenity' });
    await drawer.getByRole('textbox', { name: 'Name' }).fill('Ocean views');
    await drawer.getByRole('combobox', { name: 'Icon' }).click();
    await page.getByRole('option', { name: 'Window' }).click();
    // The store's own groups are offered first.
    await drawer.getByRole('combobox', { name: 'Group' }).click();
    await page.getByRole('option', { name: 'Outdoors' }).click();
    await pick(drawer, 'Products', 'Harbour View Penthouse', 'harbour');
    await screenshot(page, 'amenity-form-desktop');
    await drawer.getByRole('button', { name: 'Add amenity' }).click();
    await toast(page, 'Amenity “Ocean views” added.');
    await table
      .getByRole('row', { name: /Ocean views/ })
      .getByText('1 product')
      .waitFor();

    const shop = await page.context().newPage();
    await shop.setViewportSize(PHONE);
    await shop.goto(`${suite.server.baseUrl}/s/skyline-estates/p/harbour-view-penthouse`);
    const outdoors = shop.getByRole('region', { name: 'Amenities' }).getByRole('list', { name: 'Outdoors' });
    await outdoors.getByText('Ocean views').waitFor();
    await outdoors.scrollIntoViewIfNeeded();
    expect(await outdoors.locator('li svg.tabler-icon-window').count()).toBe(1);
    await screenshot(shop, 'amenities-shop-phone');
  });
});

describe('variant colours', () => {
  it('names a colour with its shade, offers it to a colour option in the product form and shows swatches in the shop', async () => {
    const { page } = await signedInPage(suite, OWNER);
    await page.goto('/product-extras/variant-colors');
    const table = page.getByRole('table', { name: 'Variant colours' });
    await table.getByRole('row', { name: /Navy/ }).getByText('#1b2a4a').waitFor();
    await table.getByRole('row', { name: /Sage/ }).getByText('#9caf88 with a photo').waitFor();
    await page.getByRole('button', { name: 'Add variant colour' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add variant colour' });
    await drawer.getByRole('textbox', { name: 'Colour name' }).fill('Berry');
    await drawer.getByRole('textbox', { name: 'Colour', exact: true }).fill('#8e2453');
    await drawer.getByRole('heading').first().click();
    await drawer.getByRole('button', { name: 'Add variant colour' }).click();
    await toast(page, 'Variant colour “Berry” added.');
    await table.getByRole('row', { name: /Berry/ }).getByText('#8e2453').waitFor();
    await screenshot(page, 'variant-colours-desktop');

    // The Maxi Skirt's Colour option offers the store's colours, Berry among them.
    const api = await apiAs(suite.server.baseUrl, OWNER);
    const { list } = await api<{ list: { _id: string; name: string }[] }>('POST', '/store/product_list', {
      search: 'Maxi Skirt',
    });
    await page.goto(`/product-sections/products/${list.find((p) => p.name === 'Maxi Skirt')?._id}`);
    await page.getByLabel('Option 1 values').click();
    await page.getByRole('option', { name: 'Berry' }).waitFor();

    const shop = await page.context().newPage();
    await shop.setViewportSize(PHONE);
    await shop.goto(`${suite.server.baseUrl}/s/urban-threads/p/maxi-skirt`);
    const colours = shop.getByRole('group', { name: /^Colour/ });
    const navy = colours.locator('label', { hasText: 'Navy' }).locator('.swatch');
    await navy.waitFor();
    expect(await navy.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(27, 42, 74)');
    // The demo's Sage has a photo of its linen for a swatch, over its shade.
    const sage = colours.locator('label', { hasText: 'Sage' }).locator('.swatch');
    expect(await sage.evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(/^url\(".*\/media\/.*\.svg"\)$/);
    await screenshot(shop, 'variant-colours-shop-phone');
  });
});

describe('product tags', () => {
  it('merges two spellings of a tag into one on every product, and the product form offers it', async () => {
    const { page } = await signedInPage(suite, OWNER, { viewport: PHONE });
    await page.goto('/product-extras/product-tags');
    const card = (name: string) => page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
    await card('Festive wear').getByText('2 products').waitFor();
    await card('festive').getByText('2 products').waitFor();
    await screenshot(page, 'product-tags-phone');

    await page.setViewportSize({ width: 1280, height: 800 });
    const table = page.getByRole('table', { name: 'Product tags' });
    const row = (name: string) => table.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
    await row('Festive wear').getByRole('checkbox').check();
    await row('festive').getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Merge' }).click();
    const dialog = page.getByRole('dialog', { name: 'Merge tags' });
    await dialog.getByRole('textbox', { name: 'Merge into' }).fill('Festive');
    await dialog.getByRole('button', { name: 'Merge' }).click();
    await toast(page, /Merged “(Festive wear|festive)”, “(festive|Festive wear)” into “Festive” on 4 products\./);
    await row('Festive').getByText('4 products').waitFor();
    expect(await row('Festive wear').count()).toBe(0);
    await screenshot(page, 'product-tags-desktop');

    const api = await apiAs(suite.server.baseUrl, OWNER);
    const { list } = await api<{ list: { _id: string; name: string }[] }>('POST', '/store/product_list', {
      search: 'Silk Blouse',
    });
    await page.goto(`/product-sections/products/${list.find((p) => p.name === 'Silk Blouse')?._id}`);
    const tags = page.getByLabel('Tags', { exact: true }).and(page.locator('input:not([type=hidden])'));
    await expect.poll(() => page.getByText('Festive', { exact: true }).count()).toBeGreaterThan(0);
    await tags.fill('gif');
    await page.getByRole('option', { name: 'gift' }).waitFor();
  });
});

describe('size charts', () => {
  it('writes a chart in centimetres on a grid, attaches it, and the shopper reads it in inches too', async () => {
    const { page } = await signedInPage(suite, OWNER);
    await page.goto('/product-extras/size-chart');
    const table = page.getByRole('table', { name: 'Size charts' });
    await table
      .getByRole('row', { name: /Men's shirts and tees/ })
      .getByText('Chest, Length, Shoulder')
      .waitFor();
    await page.getByRole('button', { name: 'Add size chart' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add size chart' });
    await drawer.getByRole('textbox', { name: 'Name' }).fill('Socks');
    await drawer.getByText('Centimetres').click();
    const grid = drawer.getByRole('table', { name: 'Size chart grid' });
    await grid.getByRole('textbox', { name: 'Measurement 1' }).fill('Foot length');
    await grid.getByRole('button', { name: 'Remove measurement Waist' }).click();
    await grid.getByRole('textbox', { name: 'Foot length of S', exact: true }).fill('24');
    await drawer.getByRole('button', { name: 'Add a size' }).click();
    // A size named twice is refused on its cell before anything is sent.
    await grid.getByRole('textbox', { name: 'Size 2' }).fill('s');
    await grid.getByRole('textbox', { name: 'Foot length of s', exact: true }).fill('26');
    await drawer.getByRole('button', { name: 'Add size chart' }).click();
    await drawer.getByText('The size “s” is already in the chart').waitFor();
    await grid.getByRole('textbox', { name: 'Size 2' }).fill('M');
    await pick(drawer, 'Products', 'Cotton Socks', 'socks');
    await screenshot(page, 'size-chart-form-desktop');
    await drawer.getByRole('button', { name: 'Add size chart' }).click();
    await toast(page, 'Size chart “Socks” added.');
    await table.getByRole('row', { name: /Socks/ }).getByText('Centimetres · 2 sizes · Foot length').waitFor();
    await screenshot(page, 'size-charts-desktop');
    // On a phone the grid scrolls sideways inside the full-screen drawer.
    await page.setViewportSize(PHONE);
    await page.getByText("Men's shirts and tees").click();
    const edit = page.getByRole('dialog', { name: "Edit Men's shirts and tees" });
    await edit.getByRole('textbox', { name: 'Chest of XXL' }).waitFor();
    await screenshot(page, 'size-chart-form-phone');

    const shop = await page.context().newPage();
    await shop.setViewportSize(PHONE);
    await shop.goto(`${suite.server.baseUrl}/s/urban-threads/p/cotton-socks`);
    await shop.getByText('Size chart: Socks').click();
    const cells = (unit: string) => shop.getByRole('table', { name: `Socks, in ${unit}` }).getByRole('cell');
    expect(await cells('centimetres').allTextContents()).toEqual(['24', '26']);
    await expect.poll(() => cells('inches').first().isVisible()).toBe(false);
    await shop.getByText('Inches', { exact: true }).click();
    await expect.poll(() => cells('inches').first().isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await cells('inches').allTextContents()).toEqual(['9.4', '10.2']);
    await screenshot(shop, 'size-chart-shop-phone');
  });
});

describe('the image gallery', () => {
  const png = (colour: string) =>
    sharp({ create: { width: 120, height: 90, channels: 3, background: colour } })
      .png()
      .toBuffer();

  it('uploads, tags and finds images, refuses to delete one still shown, and deletes an unused one', async () => {
    const { page } = await signedInPage(suite, OWNER);
    await page.goto('/product-extras/image-gallery');
    const grid = page.getByRole('list', { name: 'Image gallery' });
    // The newest uploads first: the demo's own pictures fill the first page in an order their ids decide.
    await grid.getByRole('button').first().waitFor();

    await page.locator('input[type=file]').setInputFiles([
      { name: 'lookbook-cover.png', mimeType: 'image/png', buffer: await png('#2266cc') },
      { name: 'spare-shot.png', mimeType: 'image/png', buffer: await png('#cc6622') },
    ]);
    await toast(page, '2 images uploaded.');
    await page.goto('/product-extras/image-gallery?usage=unused');
    await grid.getByRole('button', { name: 'spare-shot.png', exact: true }).waitFor();
    await grid.getByRole('button', { name: 'lookbook-cover.png', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'lookbook-cover.png' });
    await drawer.getByText('Not shown anywhere: you can delete it.').waitFor();
    await drawer.getByRole('textbox', { name: 'Name' }).fill('Lookbook cover');
    await drawer.getByLabel('Tags').fill('lookbook');
    await drawer.getByLabel('Tags').press('Enter');
    // Out of the tags: their list of the store's other tags (the demo banners') closes.
    await drawer.getByLabel('Tags').press('Tab');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await toast(page, '“Lookbook cover” saved.');
    await grid.getByRole('button', { name: 'Lookbook cover', exact: true }).waitFor();
    await screenshot(page, 'image-gallery-desktop');

    await page.goto('/product-extras/image-gallery?q=lookbook');
    await expect.poll(() => grid.getByRole('listitem').count(), { timeout: 10_000 }).toBe(1);
    await grid.getByRole('button', { name: 'Lookbook cover', exact: true }).waitFor();

    // A picture a product and the home page show is refused, naming both.
    await page.goto('/product-extras/image-gallery?q=oxford-shirt');
    await page.getByRole('button', { name: 'Actions for oxford-shirt.svg' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete images?' }).getByRole('button', { name: 'Delete' }).click();
    await toast(
      page,
      '“oxford-shirt.svg” is shown on 1 product (Oxford Shirt) and the home page layout. Take it off them first, or keep it.',
    );

    await page.setViewportSize(PHONE);
    await page.goto('/product-extras/image-gallery?usage=unused');
    await grid.getByRole('checkbox', { name: 'Select spare-shot.png' }).check();
    await screenshot(page, 'image-gallery-phone');
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete images?' }).getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'The image is deleted.');
    await expect.poll(() => grid.getByRole('button', { name: 'spare-shot.png', exact: true }).count()).toBe(0);
  });
});

describe('measurement sets', () => {
  it('writes a set once, copies it into a product’s form, and the shop lists its measurements', async () => {
    const { page } = await signedInPage(suite, OWNER);
    await page.goto('/product-extras/measurement-sets');
    const table = page.getByRole('table', { name: 'Measurement sets' });
    await table.getByRole('row', { name: /Blouse/ }).waitFor();
    await page.getByRole('button', { name: 'Add measurement set' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add measurement set' });
    await drawer.getByRole('textbox', { name: 'Name' }).fill('Sherwani');
    await drawer.getByRole('button', { name: 'Add measurement set' }).click();
    await drawer.getByText('Name at least one measurement').waitFor();
    for (const measurement of ['Chest', 'Neck', 'Sherwani length']) {
      await drawer.getByLabel('Measurements').fill(measurement);
      await drawer.getByLabel('Measurements').press('Enter');
    }
    await drawer.getByRole('textbox', { name: 'Notes to the shopper' }).fill('Measure over a kurta.');
    await drawer.getByRole('button', { name: 'Add measurement set' }).click();
    await toast(page, 'Measurement set “Sherwani” added.');
    await table
      .getByRole('row', { name: /Sherwani/ })
      .getByText('Inches · Chest, Neck, Sherwani length')
      .waitFor();
    await screenshot(page, 'measurement-sets-desktop');

    const api = await apiAs(suite.server.baseUrl, OWNER);
    const { list } = await api<{ list: { _id: string; name: string }[] }>('POST', '/store/product_list', {
      search: 'Wool Blazer',
    });
    await page.goto(`/product-sections/products/${list.find((p) => p.name === 'Wool Blazer')?._id}`);
    await page.getByLabel('Copy a saved measurement set').first().click();
    await page.getByRole('option', { name: 'Sherwani' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Measurement set' }).inputValue()).toBe('Sherwani');
    await page.getByRole('region', { name: 'Unsaved changes' }).getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Product saved.');

    const shop = await page.context().newPage();
    await shop.setViewportSize(PHONE);
    await shop.goto(`${suite.server.baseUrl}/s/urban-threads/p/wool-blazer`);
    const measure = shop.getByRole('region', { name: 'Made to measure' });
    await measure.getByText('Sherwani (inches)').click();
    await measure.getByText('Sherwani length').waitFor();
    await measure.getByText('Measure over a kurta.').waitFor();

    // The buy box asks for the measurements; the cart line carries them.
    const asked = shop.getByRole('group', { name: 'Your measurements: Sherwani' });
    await asked.getByRole('textbox', { name: 'Chest (in)' }).fill('40');
    await asked.getByRole('textbox', { name: 'Neck (in)' }).fill('15.5');
    await asked.getByRole('textbox', { name: 'Sherwani length (in)' }).fill('42');
    for (const other of await shop.locator('.measure-fields input').all()) {
      if (!(await other.inputValue())) await other.fill('30');
    }
    await asked.scrollIntoViewIfNeeded();
    await screenshot(shop, 'measurements-buy-phone');
    await shop.getByRole('button', { name: 'Add to cart' }).click();
    await shop
      .getByRole('dialog', { name: 'Your cart' })
      .getByText(/Sherwani: Chest 40 in, Neck 15.5 in, Sherwani length 42 in/)
      .waitFor();
  });
});

describe('add-on products', () => {
  it('offers a product beside another, cheaper together: the shopper adds both at once and the order keeps the saving', async () => {
    const { page } = await signedInPage(suite, OWNER);
    await page.goto('/product-extras/addon-products');
    const table = page.getByRole('table', { name: 'Add-on products' });
    await table
      .getByRole('row', { name: /Complete the look/ })
      .getByText('3 products offered · 10% off together')
      .waitFor();
    await page.getByRole('button', { name: 'Add offer' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add offer' });
    await drawer.getByRole('textbox', { name: 'Heading' }).fill('Finish the outfit');
    await drawer.getByRole('button', { name: 'Add offer' }).click();
    await drawer.getByText('Choose a product to offer').waitFor();
    await pick(drawer, /^Products offered/, 'Leather Belt', 'leather');
    await drawer.getByRole('textbox', { name: 'Discount when bought together' }).fill('20');
    await pick(drawer, 'Products', 'Henley Tee', 'henley');
    await screenshot(page, 'addon-products-form-desktop');
    await drawer.getByRole('button', { name: 'Add offer' }).click();
    await toast(page, 'Offer “Finish the outfit” added.');
    await table
      .getByRole('row', { name: /Finish the outfit/ })
      .getByText('1 product offered · 20% off together')
      .waitFor();

    const shop = await page.context().newPage();
    await shop.setViewportSize(PHONE);
    await shop.goto(`${suite.server.baseUrl}/s/urban-threads/p/henley-tee`);
    const offer = shop.getByRole('region', { name: 'Finish the outfit' });
    await offer.getByText('20% off bought with Henley Tee.').waitFor();
    await offer.scrollIntoViewIfNeeded();
    await screenshot(shop, 'addon-products-shop-phone');
    await offer.getByRole('button', { name: 'Add selected to cart' }).click();
    const drawerLines = shop.getByRole('dialog', { name: 'Your cart' });
    await drawerLines.getByText('Bundle: 20% off').waitFor();
    await shop.goto(`${suite.server.baseUrl}/s/urban-threads/checkout`);
    await fillCheckout(shop, { contact: { name: 'Bundle Buyer', email: 'bundle.buyer@example.com' } });
    await shop.getByLabel('Cash on delivery').check();
    await shop.getByRole('button', { name: /^Place order · / }).click();
    await shop.getByText(/^Order \S+ · /).waitFor();
    await shop.getByText('Bundle: 20% off').waitFor();
    await screenshot(shop, 'addon-products-order-phone');
  });
});

describe('add-ons', () => {
  it('charges for a text the shopper writes in the buy box, and the cart line carries it', async () => {
    const { page } = await signedInPage(suite, OWNER);
    await page.goto('/product-extras/addons');
    const table = page.getByRole('table', { name: 'Add-ons' });
    await table
      .getByRole('row', { name: /Monogram/ })
      .getByText('+₹149.00 · text up to 3 · optional')
      .waitFor();
    await page.getByRole('button', { name: 'Add add-on' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add add-on' });
    await drawer.getByRole('textbox', { name: 'Name' }).fill('Name label');
    await drawer.getByText('A text (a monogram)').click();
    await drawer.getByRole('textbox', { name: 'Price' }).fill('50');
    await drawer.getByRole('textbox', { name: 'Longest text' }).fill('12');
    await pick(drawer, 'Products', 'Cargo Shorts', 'cargo');
    await screenshot(page, 'addons-form-desktop');
    await drawer.getByRole('button', { name: 'Add add-on' }).click();
    await toast(page, 'Add-on “Name label” added.');
    await table
      .getByRole('row', { name: /Name label/ })
      .getByText('+₹50.00 · text up to 12 · optional')
      .waitFor();

    const shop = await page.context().newPage();
    await shop.setViewportSize(PHONE);
    await shop.goto(`${suite.server.baseUrl}/s/urban-threads/p/cargo-shorts`);
    const label = shop.getByRole('textbox', { name: 'Name label (+₹50.00) (optional)' });
    await label.fill('RAVI');
    await label.scrollIntoViewIfNeeded();
    await screenshot(shop, 'addons-shop-phone');
    await shop.getByRole('button', { name: 'Add to cart' }).click();
    await shop.getByRole('dialog', { name: 'Your cart' }).getByText('Name label: “RAVI”').waitFor();
  });

  it('takes a photo to print with the tote, and the order’s page downloads it as it was sent', async () => {
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const { page } = await signedInPage(suite, OWNER);
    const shop = await page.context().newPage();
    await shop.setViewportSize(PHONE);
    await shop.goto(`${suite.server.baseUrl}/s/urban-threads/p/canvas-tote`);
    await shop.getByText('JPEG, PNG, WebP or PDF, 10 MB at most').waitFor();
    await shop
      .getByLabel(/^Print your photo \(\+₹199\.00\) \(optional\)/)
      .setInputFiles({ name: 'beach.png', mimeType: 'image/png', buffer: photo });
    await shop.getByText('JPEG, PNG, WebP or PDF, 10 MB at most').scrollIntoViewIfNeeded();
    await screenshot(shop, 'addon-file-shop-phone');
    await shop.getByRole('button', { name: 'Add to cart' }).click();
    await shop.getByRole('dialog', { name: 'Your cart' }).getByText('Print your photo: beach.png').waitFor();
    await shop.goto(`${suite.server.baseUrl}/s/urban-threads/checkout`);
    await fillCheckout(shop, { contact: { name: 'Photo Buyer', email: 'photo.buyer@example.com' } });
    await shop.getByLabel('Cash on delivery').check();
    await shop.getByRole('button', { name: /^Place order · / }).click();
    await shop.getByText(/^Order \S+ · /).waitFor();

    await page.goto(`/orders/product/${shop.url().split('/').at(-2)}`);
    await page.getByText('Print your photo: beach.png').waitFor();
    await screenshot(page, 'addon-file-order-desktop');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download beach.png' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('beach.png');
    expect(readFileSync(await download.path()).equals(photo)).toBe(true);
  });
});

describe('product taxonomy', () => {
  it('maps a catalog to a Google category found by typing, and its products name it to search engines', async () => {
    const { page } = await signedInPage(suite, OWNER);
    await page.goto('/product-extras/product-taxonomy');
    const table = page.getByRole('table', { name: 'Product taxonomy' });
    const row = (name: string) => table.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
    await row('Accessories').getByText('Not mapped').waitFor();
    await row('Men').getByText('Clothing', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Actions for Accessories' }).click();
    await page.getByRole('menuitem', { name: 'Choose category' }).click();
    const dialog = page.getByRole('dialog', { name: 'Google product category' });
    await dialog.getByRole('combobox', { name: 'Category' }).fill('belts');
    await page.getByRole('option', { name: /^Belts/ }).click();
    await dialog.getByRole('button', { name: 'Save category' }).click();
    await toast(page, 'Mapped 1 catalog to “Belts”.');
    await row('Accessories').getByText('Belts', { exact: true }).waitFor();
    await screenshot(page, 'product-taxonomy-desktop');
    await page.setViewportSize(PHONE);
    await page.getByRole('listitem').filter({ hasText: 'Accessories' }).getByText('Belts').waitFor();
    await screenshot(page, 'product-taxonomy-phone');

    const shop = await page.context().newPage();
    await shop.goto(`${suite.server.baseUrl}/s/urban-threads/p/leather-belt`);
    const ld = await shop.locator('script[type="application/ld+json"]').allTextContents();
    const product = ld.map((text) => JSON.parse(text)).find((item) => item['@type'] === 'Product');
    expect(product.category).toBe('Apparel & Accessories > Clothing Accessories > Belts');

    // The feed Merchant Center reads names the category too.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Shopping feed' }).click();
    const address = await page.getByRole('textbox', { name: 'Feed address' }).inputValue();
    await screenshot(page, 'product-taxonomy-feed-desktop');
    const feed = await (await fetch(address)).text();
    const belt = feed.match(/<item><g:id>[^<]*<\/g:id><g:title>Leather Belt<\/g:title>.*?<\/item>/)?.[0];
    expect(belt).toContain('Clothing Accessories &gt; Belts</g:google_product_category>');
  });
});

describe('extras in the product form', () => {
  it('attaches a footnote from the product’s own form, beside the one its catalog gives, and the shop shows both', async () => {
    const { page } = await signedInPage(suite, OWNER, { viewport: PHONE });
    const api = await apiAs(suite.server.baseUrl, OWNER);
    const { list } = await api<{ list: { _id: string; name: string }[] }>('POST', '/store/product_list', {
      search: 'Polo Tee',
    });
    await page.goto(`/product-sections/products/${list.find((p) => p.name === 'Polo Tee')?._id}`);
    await page.getByText('From its catalogs: Care (Men)').waitFor();
    await page.getByRole('combobox', { name: 'Footnote' }).fill('gift');
    await page.getByRole('option', { name: 'Gift wrap' }).click();
    await toast(page, '“Polo Tee” shows 1 footnote of its own.');
    await page
      .getByRole('heading', { name: 'Extras', level: 4 })
      .evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await screenshot(page, 'product-form-extras-phone');
    const notes = await shopFootnotes(page, 'polo-tee');
    expect(notes).toContain('Every order can be gift wrapped');
    expect(notes).toContain('Machine wash cold');
  });
});
