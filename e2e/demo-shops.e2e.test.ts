import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_STORES } from '../apps/server/src/seed/demo-stores.js';
import { DESKTOP, PHONE } from './support/browser.js';
import { SHOP_SHOTS, shopPage } from './support/shop.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite({ withConsole: false });

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOP_SHOTS}/${name}.png`, fullPage: true });

/** What a shopper sees of a shop's home page: its hero, its cards and the pictures under them. */
async function homeOf(page: Page, subDomain: string) {
  await page.goto(`/s/${subDomain}/`);
  const cards = page.locator('.grid .card');
  await cards.first().waitFor();
  return {
    headline: await page.locator('.hero h1').textContent(),
    heroColour: await page.locator('.hero').evaluate((hero) => getComputedStyle(hero).backgroundImage),
    tagline: await page.locator('.hero p').textContent(),
    names: await page.locator('.grid .card-name').allTextContents(),
    prices: await page.locator('.grid .price > span').allTextContents(),
    facts: await page.locator('.grid .card-facts').allTextContents(),
    badges: await page.locator('.grid .badge').allTextContents(),
    placeholders: await page.locator('.placeholder').count(),
    pictures: await page.locator('.grid .card-image img').count(),
    cards: await cards.count(),
  };
}

/** The SVG of each picture on the page, as the shop serves it. */
async function picturesOf(page: Page, selector: string): Promise<string[]> {
  const urls = await page.locator(selector).evaluateAll((images) => images.map((img) => (img as HTMLImageElement).src));
  return Promise.all(urls.map(async (url) => (await page.request.get(url)).text()));
}

describe('the demo shops', () => {
  it('each has its own hero, wares and prices, and draws every product rather than a letter', async () => {
    const { page, errors } = await shopPage(suite, { javaScript: false, viewport: DESKTOP });
    const seen = new Map<string, Awaited<ReturnType<typeof homeOf>>>();
    for (const store of DEMO_STORES) {
      const home = await homeOf(page, store.subDomain);
      seen.set(store.subDomain, home);
      expect(home.tagline, store.name).not.toMatch(/Welcome|Browse our newest/);
      expect(home.placeholders, store.name).toBe(0);
      expect(home.pictures, store.name).toBe(home.cards);
      // Rounded prices in the store's currency: whole units, never ₹1,372.14.
      for (const price of home.prices) expect(price, store.name).toMatch(/^(From )?\D*[\d,]+(\.00)?$/);
      await shot(page, `demo-${store.subDomain}-home-1280`);
    }
    const headlines = [...seen.values()].map((home) => home.headline);
    expect(new Set(headlines).size).toBe(DEMO_STORES.length);
    // Each in its own colours: the heroes were all the same blue.
    expect(new Set([...seen.values()].map((home) => home.heroColour)).size).toBe(DEMO_STORES.length);
    // No two shops sell the same things (the electronics, grocery and craft shops once all sold "Mini Sampler").
    // (A shop may show a product twice, in its newest and its best-seller rows.)
    const names = [...seen.values()].flatMap((home) => [...new Set(home.names)]);
    expect(new Set(names).size).toBe(names.length);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows listings with rooms, area and rent period, and services with their length, without SKUs or sale badges', async () => {
    const { page, errors } = await shopPage(suite, { javaScript: true, viewport: PHONE });
    const estates = await homeOf(page, 'skyline-estates');
    expect(estates.badges).toEqual([]);
    expect(estates.facts).toContain('1 bedroom · 1 bathroom · 55 m² · Rent per week');
    expect(
      estates.facts.filter((facts) => /\d bedrooms? · \d bathrooms? · [\d,]+ m²/.test(facts)).length,
    ).toBeGreaterThan(2);
    await page.getByRole('link', { name: /Harbour View Penthouse/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Harbour View Penthouse' }).waitFor();
    expect(await page.getByText(/^SKU /).count()).toBe(0);
    expect(await page.getByRole('list', { name: 'Highlights' }).textContent()).toContain('3 bedrooms');
    await shot(page, 'demo-skyline-estates-product-390');

    const salon = await homeOf(page, 'glow-studio');
    expect(salon.facts).toHaveLength(salon.cards);
    for (const facts of salon.facts) expect(facts).toMatch(/^\d+ minutes$/);
    await page.getByRole('link', { name: /Keratin Treatment/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Keratin Treatment' }).waitFor();
    expect(await page.getByText(/^SKU /).count()).toBe(0);
    expect(await page.getByRole('list', { name: 'Highlights' }).textContent()).toContain('150 minutes');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  // Every demo shop's home and a product at both widths: past a minute when CI's two cores are shared.
  it('labels each collection tile once, over a picture with no words in it, at both widths', {
    timeout: 180_000,
  }, async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, errors } = await shopPage(suite, { javaScript: true, viewport });
      // An estate agent's default home page has no collection tiles (defaultLayout): its hero, then its listings.
      for (const store of DEMO_STORES.filter((s) => s.type !== 'estates')) {
        await page.goto(`/s/${store.subDomain}/`);
        const tiles = page.locator('.collections a');
        await tiles.first().waitFor();
        for (const svg of await picturesOf(page, '.collections img')) expect(svg, store.name).not.toContain('<text');
        for (const svg of await picturesOf(page, '.grid .card-image img'))
          expect(svg, store.name).not.toContain('<text');
        for (const tile of await tiles.all()) {
          const label = tile.locator('span');
          expect(await label.count()).toBe(1);
          // The label sits inside its tile, white on the tile's dark scrim.
          expect(await label.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 255, 255)');
          const [box, inner] = [await tile.boundingBox(), await label.boundingBox()];
          expect(inner && box && inner.y + inner.height <= box.y + box.height && inner.x >= box.x).toBe(true);
        }
        await page.locator('.grid .card a').first().click();
        await page.locator('.product h1').waitFor();
        await shot(page, `demo-${store.subDomain}-product-${viewport.width}`);
        if (viewport === PHONE)
          await page.goto(`/s/${store.subDomain}/`).then(() => shot(page, `demo-${store.subDomain}-home-390`));
      }
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });
});
