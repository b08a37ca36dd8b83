import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signedInPage } from './support/console.js';
import { SHOP_SHOTS, shopPage } from './support/shop.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();
const OWNER = 'owner@fresh-basket.demo';
const SHOP = '/s/fresh-basket';

const png = async (width: number, height: number, background: string) => ({
  name: `${width}x${height}.png`,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer(),
});

/** The editor's rows, top to bottom, by their names ("Slider 6"). */
const rowNames = (page: Page) =>
  page.locator('article').evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label')));
const kindsOf = (names: (string | null)[]) => names.map((name) => name?.replace(/ \d+$/, ''));

/** Adds a section of `kind` (and `grid`) through the picker, at the end or `below` a row; `fill` fills its form first. */
async function addSection(
  page: Page,
  kind: string,
  fill: () => Promise<void>,
  { grid, below }: { grid?: string; below?: string } = {},
) {
  await page.getByRole('button', { name: below ? `Add a section below ${below}` : 'Add section', exact: true }).click();
  const picker = page.getByRole('dialog');
  await picker.getByRole('button', { name: new RegExp(`^${kind}`) }).click();
  if (grid) await picker.getByRole('button', { name: grid }).click();
  await fill();
  const rows = await page.locator('article').count();
  await page.getByRole('button', { name: `Add ${kind.toLowerCase()}` }).click();
  // Its row is in the list (the toast saying so is gone after 2.5 s, which a busy machine can miss).
  await expect.poll(() => page.locator('article').count(), { timeout: 30_000 }).toBe(rows + 1);
  await page.getByRole('dialog', { name: `New ${kind.toLowerCase()}` }).waitFor({ state: 'detached' });
}

/** The shop's home page sections as a shopper gets them: each one's kind (its class) and its heading. */
async function shopHome(page: Page) {
  await page.goto(`${SHOP}/`);
  return page
    .locator('main section.home-section')
    .evaluateAll((sections) =>
      sections.map(
        (s) =>
          `${s.className.replace('home-section', '').trim() || 'section'}: ${s.querySelector('h1, h2, .slide-heading')?.textContent ?? ''}`,
      ),
    );
}

describe('the home page layout editor', () => {
  it('builds a home page with a slider, a product row and grid_3, reorders it, previews it on a phone, publishes it and resets it', async () => {
    const { page } = await signedInPage(suite, OWNER, { viewport: DESKTOP });
    await page.goto('/setup/layouts/home');
    await page.getByRole('button', { name: 'Add section' }).waitFor();
    const before = await rowNames(page);

    await addSection(page, 'Slider', async () => {
      for (const [n, heading, colour] of [
        [1, 'Harvest week', '#6a994e'],
        [2, 'Farm boxes every Friday', '#bc4749'],
      ] as const) {
        await page.getByLabel(`Slide ${n} (1460 × 500)`).setInputFiles(await png(1460, 500, colour));
        const slide = page.getByRole('group', { name: `Slide ${n}` });
        // Its picture is in (the slot offers to remove it once the upload is done).
        await slide.getByRole('button', { name: `Remove slide ${n}`, exact: true }).waitFor();
        await slide.getByRole('textbox', { name: 'Heading' }).fill(heading);
      }
    });
    // Right under the hero, not at the end.
    await addSection(
      page,
      'Product row',
      async () => {
        await page.getByRole('dialog').getByRole('textbox', { name: 'Title' }).fill('Picked for you');
      },
      { below: before[0] ?? '' },
    );
    await addSection(
      page,
      'Image grid',
      async () => {
        // A 3:2 photo in a square slot: the editor asks before cutting it.
        await page.getByLabel('Image 1 (600 × 600)').setInputFiles(await png(1200, 800, '#f2e8cf'));
        await page.getByRole('button', { name: 'Crop to fit' }).click();
        await page.getByRole('button', { name: 'Remove image 1', exact: true }).waitFor();
        for (const n of [2, 3]) {
          await page
            .getByLabel(`Image ${n} (600 × 600)`)
            .setInputFiles(await png(600, 600, n === 2 ? '#a7c957' : '#386641'));
          await page.getByRole('button', { name: `Remove image ${n}`, exact: true }).waitFor();
        }
        await page.getByRole('dialog').getByRole('textbox', { name: 'Title' }).fill('From the fields');
      },
      { grid: 'Three squares, 3 pictures' },
    );
    const [hero, ...rest] = kindsOf(before);
    expect(kindsOf(await rowNames(page))).toEqual([hero, 'Product row', ...rest, 'Slider', 'Image grid']);

    // The slider to the top with the keyboard: pick it up, one place up per press (each said aloud), put it down.
    const slider = `Slider ${before.length + 2}`;
    const handle = page.getByRole('button', { name: `Move ${slider}`, exact: true });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => handle.getAttribute('aria-pressed'), { timeout: 15_000 }).toBe('true');
    const said = page.locator('[id^="DndLiveRegion"]');
    for (let moved = 0; moved <= before.length; moved++) {
      const was = await said.allTextContents();
      await page.keyboard.press('ArrowUp');
      await expect.poll(() => said.allTextContents(), { timeout: 15_000 }).not.toEqual(was);
    }
    await page.keyboard.press('Space');
    await expect.poll(() => rowNames(page), { timeout: 15_000 }).toContain('Slider 1');
    await page.getByText('Unpublished changes').waitFor();

    // The preview at a phone's width shows the draft: the slider first, the grid's title.
    await page.getByRole('button', { name: 'Phone', exact: true }).click();
    const frame = page.frameLocator('iframe[title="Preview of your home page"]');
    await frame.locator('section.slider').getByText('Harvest week').waitFor({ timeout: 15_000 });
    await frame.getByRole('heading', { name: 'From the fields' }).waitFor();
    expect(await page.locator('iframe[title="Preview of your home page"]').evaluate((f) => f.clientWidth)).toBe(390);
    await screenshot(page, 'layout-editor-phone-preview-1280');

    // The shop still shows the published page until Publish.
    const { page: shop, errors } = await shopPage(suite, { viewport: PHONE, javaScript: false });
    expect((await shopHome(shop)).join('\n')).not.toContain('Harvest week');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published', { exact: true }).waitFor();
    const live = await shopHome(shop);
    expect(live[0]).toBe('slider: Harvest week');
    expect(live[1]).toMatch(/^hero: /);
    expect(live[2]).toBe('section: Picked for you');
    expect(live.at(-1)).toBe('section: From the fields');
    await shop.screenshot({ path: `${SHOP_SHOTS}/layout-published-390.png`, fullPage: true });

    // Reset puts the store type's default in the draft; published, the shop has no slider again.
    await page.getByRole('button', { name: 'Reset to default' }).click();
    await page.getByRole('button', { name: 'Reset the draft' }).click();
    await expect
      .poll(async () => kindsOf(await rowNames(page)), { timeout: 30_000 })
      .toEqual(['Text', 'Catalog tiles', 'Product row']);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published', { exact: true }).waitFor();
    const reset = await shopHome(shop);
    expect(reset.map((s) => s.split(':')[0])).toEqual(['hero', 'section', 'section']);
    expect(errors).toEqual([]);
    await shop.context().close();
    await page.context().close();
  });
});
