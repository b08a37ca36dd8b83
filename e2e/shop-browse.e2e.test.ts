import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { convertedText, stockText } from '@stallfront/shared/shop-rules';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signedInPage } from './support/console.js';
import { SHOP_SHOTS, shopPage } from './support/shop.js';
import { consoleSuite } from './support/suite.js';

const SHOP = '/s/urban-threads';

// With the console: the catalog page's design is set there (the last describe).
const suite = consoleSuite();

const pageWith = (options: Parameters<typeof shopPage>[1] = {}) => shopPage(suite, options);

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOP_SHOTS}/${name}.png`, fullPage: true });

describe('browsing the shop', () => {
  it('goes home → catalog → product with JavaScript disabled', async () => {
    const { page, errors } = await pageWith({ javaScript: false, viewport: PHONE });
    await page.goto(`${SHOP}/`);
    // The title the showcase store's SEO settings give its home page.
    await expect.poll(() => page.title()).toBe('Urban Threads · Hand-block printed clothing from Jaipur');
    await shot(page, 'home-390');
    // The store's header menu: Men opens the items under it, without script.
    const menu = page.getByRole('navigation', { name: 'Menu', exact: true });
    await menu.getByText('Men', { exact: true }).click();
    await shot(page, 'menu-open-390');
    await menu.getByRole('link', { name: 'All Men' }).click();
    await page.waitForURL(`**${SHOP}/c/men`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Men');
    await shot(page, 'catalog-390');
    await page.getByRole('link', { name: /Slim Chinos/ }).click();
    await page.waitForURL(`**${SHOP}/p/slim-chinos`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Slim Chinos');
    // Without script the buy box is a plain form: a select of every variant with its price.
    const select = page.locator('.buy select[name="sku"]');
    expect(await select.locator('option').allTextContents()).toEqual([
      expect.stringMatching(/^S — ₹/),
      expect.stringMatching(/^M — ₹/),
      expect.stringMatching(/^L — ₹/),
    ]);
    await select.selectOption('URB-003-L');
    expect(await page.locator('form[action$="/cart"] input[name="quantity"]').inputValue()).toBe('1');
    await shot(page, 'product-390');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('hydrates the variant picker: choosing a size changes the price, the stock, the picture and the posted variant', async () => {
    // Size L gets a picture of its own (another product's), so choosing it must change the gallery.
    const { db } = suite.server.app.ctx;
    const rows = (await db.execute(sql`
      update products set variants = jsonb_set(variants, '{2,images}',
        jsonb_build_array(jsonb_build_object('url', (select images -> 0 ->> 'url' from products where slug = 'oxford-shirt'
          and store_id = (select id from stores where sub_domain = 'urban-threads')), 'alt', 'Size L')))
      where slug = 'slim-chinos' and store_id = (select id from stores where sub_domain = 'urban-threads')
      returning variants -> 2 -> 'images' -> 0 ->> 'url' as url, images -> 0 ->> 'url' as own,
        (variants -> 0 ->> 'stock')::int as s_stock, (variants -> 2 ->> 'stock')::int as l_stock`)) as unknown as {
      rows: { url: string; own: string; s_stock: number; l_stock: number }[];
    };
    const [pictures] = rows.rows;
    expect(pictures?.url).toMatch(/^\/media\//);
    const { page, errors } = await pageWith({ javaScript: true, viewport: DESKTOP });
    const scripts: string[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res.url());
    });
    await page.goto(`${SHOP}/p/slim-chinos`);
    // Hydrated: the select gives way to option buttons.
    const sizes = page.getByRole('group', { name: /^Size/ });
    await sizes.waitFor();
    expect(await page.locator('.buy select[name="sku"]').count()).toBe(0);
    const price = page.locator('[data-price]');
    const stock = page.locator('[data-stock]');
    const variant = page.locator('.buy input[type="hidden"][name="sku"]');
    expect(await variant.inputValue()).toBe('URB-003-S');
    const firstPrice = await price.textContent();
    // The demo's own orders have taken some of the seeded stock.
    expect(await stock.textContent()).toBe(stockText(pictures?.s_stock ?? -1));

    await sizes.getByText('L', { exact: true }).click();
    await expect.poll(() => variant.inputValue()).toBe('URB-003-L');
    expect(await stock.textContent()).toBe(stockText(pictures?.l_stock ?? -1));
    const lPrice = await price.textContent();
    expect(lPrice).not.toBe(firstPrice);
    expect(lPrice).toMatch(/^₹[\d,]+\.\d\d$/);
    expect(await sizes.locator('legend').textContent()).toBe('Size: L');
    const gallery = page.locator('img[data-gallery-main]');
    await expect.poll(() => gallery.getAttribute('src')).toContain(pictures?.url ?? '-');
    await shot(page, 'product-1280');
    // Back to S: the product's own picture again.
    await sizes.getByText('S', { exact: true }).click();
    await expect.poll(() => gallery.getAttribute('src')).toContain(pictures?.own ?? '-');
    expect(await price.textContent()).toBe(firstPrice);

    expect(scripts).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('posts a review without script: a refusal keeps what was typed, a good one waits for approval', async () => {
    const { page, errors } = await pageWith({ javaScript: false, viewport: PHONE });
    await page.goto(`${SHOP}/p/oxford-shirt`);
    const form = page.locator('form.review-form');
    await form.getByLabel('Your name').fill('Ravi');
    await form.getByLabel('Your review').fill('<b>Great</b> shirt');
    await form.getByRole('button', { name: 'Send review' }).click();
    await page.getByText('Choose a rating from 1 to 5 stars').waitFor();
    expect(await form.getByLabel('Your name').inputValue()).toBe('Ravi');
    await shot(page, 'review-refused-390');
    await form.getByText('4 ★').click();
    await form.getByRole('button', { name: 'Send review' }).click();
    await page.getByRole('status').getByText('Your review will appear once the store approves it.').waitFor();
    expect(page.url()).toMatch(/\/p\/oxford-shirt\?review=sent#reviews$/);
    // Chromium logs the refused post's status 400 (the page says why); nothing else.
    expect(errors).toEqual([expect.stringMatching(/status of 400/)]);
    await page.context().close();
  });

  it('shows what the merchant changed on the next visit to a page the server keeps', async () => {
    const { page, errors } = await pageWith({ javaScript: true, viewport: PHONE });
    const rename = async (name: string) => {
      await suite.server.app.ctx.db.execute(sql`update products set name = ${name}
        where slug = 'oxford-shirt' and store_id = (select id from stores where sub_domain = 'urban-threads')`);
      await suite.server.app.ctx.sessions.settle();
    };
    await page.goto(`${SHOP}/p/oxford-shirt`);
    await page.goto(`${SHOP}/p/oxford-shirt`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Oxford Shirt');
    await rename('Oxford Shirt Classic');
    await page.goto(`${SHOP}/p/oxford-shirt`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Oxford Shirt Classic');
    await rename('Oxford Shirt');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('words an estates shop as listings, with no cart', async () => {
    const { page, errors } = await pageWith({ javaScript: true, viewport: PHONE });
    await page.goto('/s/skyline-estates/');
    expect(await page.getByRole('searchbox').getAttribute('placeholder')).toBe('Search listings');
    expect(await page.getByRole('link', { name: 'Cart' }).count()).toBe(0);
    await page.getByRole('link', { name: /Harbour View Penthouse/ }).click();
    await page.getByText('Interested in this listing?', { exact: false }).waitFor();
    await shot(page, 'estates-listing-390');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('looks right at desktop width and on a phone with script', async () => {
    const desktop = await pageWith({ javaScript: true, viewport: DESKTOP });
    await desktop.page.goto(`${SHOP}/`);
    await shot(desktop.page, 'home-1280');
    await desktop.page.goto(`${SHOP}/c/women`);
    await shot(desktop.page, 'catalog-1280');
    expect(desktop.errors).toEqual([]);
    await desktop.page.context().close();

    const phone = await pageWith({ javaScript: true, viewport: PHONE });
    await phone.page.goto(`${SHOP}/p/slim-chinos`);
    await phone.page.getByRole('group', { name: /^Size/ }).waitFor();
    await shot(phone.page, 'product-390-js');
    expect(phone.errors).toEqual([]);
    await phone.page.context().close();
  });
});

describe("the catalog page's design", () => {
  it('the owner saves two columns, cheapest first; a shopper filters a catalog by price and stock without script', async () => {
    const { page } = await signedInPage(suite, 'owner@urban-threads.demo');
    await page.goto('/setting/catalog-page');
    const all = page.getByRole('form', { name: 'Design: All catalogs' });
    await all.locator('.mantine-SegmentedControl-label', { hasText: /^2$/ }).click();
    await all.getByRole('combobox', { name: 'Sorted by default' }).click();
    await page.getByRole('option', { name: 'Price: low to high' }).click();
    await all.getByRole('button', { name: 'Save design' }).click();
    await page.getByRole('alert').filter({ hasText: 'The design for all catalogs is saved.' }).waitFor();
    await page.getByRole('alert').waitFor({ state: 'detached' });
    await screenshot(page, 'catalog-page-1280');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'catalog-page-390');
    await page.context().close();

    // In the price range: one sold out (the filter leaves it out), the rest in stock.
    const { db } = suite.server.app.ctx;
    const men = (await db.execute(sql`
      select p.name, p.price::int as price from products p join catalogs c on c.id = any(p.catalog_ids)
      where c.slug = 'men' and c.store_id = (select id from stores where sub_domain = 'urban-threads')
        and p.price between 100000 and 200000 and p.status = 'active' and not p.archived
      order by p.price, p.id`)) as unknown as { rows: { name: string; price: number }[] };
    const soldOut = men.rows[1]?.name ?? '';
    await db.execute(sql`update products set stock = 0 where name = ${soldOut}
      and store_id = (select id from stores where sub_domain = 'urban-threads')`);
    const expected = men.rows.map((r) => r.name).filter((name) => name !== soldOut);
    expect(expected.length).toBeGreaterThan(1);

    const { page: shop, errors } = await pageWith({ javaScript: false, viewport: PHONE });
    await shop.goto(`${SHOP}/c/men`);
    expect(await shop.locator('ul.grid').getAttribute('class')).toBe('grid cols-2');
    const filters = shop.getByRole('form', { name: 'Filter products' });
    await filters.getByRole('textbox', { name: 'Lowest price' }).fill('1000');
    await filters.getByRole('textbox', { name: 'Highest price' }).fill('2000');
    await filters.getByRole('checkbox', { name: 'In stock only' }).check();
    await filters.getByRole('button', { name: 'Apply' }).click();
    await shop.waitForURL(/min=1000&max=2000&stock=1/);
    expect(await shop.locator('.card-name').allTextContents()).toEqual(expected);
    expect(await shop.locator('.sorts a[aria-current]').textContent()).toBe('Price: low to high');
    await shot(shop, 'catalog-filtered-390');
    // The sort keeps the filter.
    await shop.locator('.sorts').getByRole('link', { name: 'Price: high to low' }).click();
    await shop.waitForURL(/sort=price_desc/);
    expect(await shop.locator('.card-name').allTextContents()).toEqual([...expected].reverse());
    // The demo's Accessories have a design of their own: a list, with the tag filter too.
    await shop.goto(`${SHOP}/c/accessories`);
    expect(await shop.locator('ul.grid').getAttribute('class')).toBe('grid list');
    await shop.getByRole('group', { name: 'Tags' }).getByRole('checkbox').first().waitFor();
    await shot(shop, 'catalog-list-390');
    expect(errors).toEqual([]);
    await shop.context().close();

    const desktop = await pageWith({ javaScript: true, viewport: DESKTOP });
    await desktop.page.goto(`${SHOP}/c/men?min=1000&max=2000&stock=1`);
    expect(await desktop.page.locator('.card-name').allTextContents()).toEqual(expected);
    await shot(desktop.page, 'catalog-filtered-1280');
    expect(desktop.errors).toEqual([]);
    await desktop.page.context().close();
  });
});

describe('display currencies', () => {
  it('a shopper picks USD in the header: converted prices on a product page and the cart, and the checkout charges INR', async () => {
    const { page: console_ } = await signedInPage(suite, 'owner@urban-threads.demo');
    await console_.goto('/setting/currency-types');
    await console_.getByText('In the shop').waitFor();
    await console_.getByText(/≈ \$/).first().waitFor();
    await screenshot(console_, 'currency-types-1280');
    await console_.setViewportSize(PHONE);
    await screenshot(console_, 'currency-types-390');
    await console_.context().close();

    const { page, errors } = await pageWith({ javaScript: true, viewport: PHONE });
    await page.goto(`${SHOP}/p/slim-chinos`);
    await page.getByRole('combobox', { name: 'Show prices in' }).selectOption('USD');
    const price = page.locator('.buy [data-price]');
    await expect.poll(() => price.getAttribute('data-converted')).toMatch(/^≈ \$[\d,]+\.\d\d$/);
    const inr = Number(await price.getAttribute('data-money'));
    expect(await price.getAttribute('data-converted')).toBe(convertedText(inr, 'INR', { code: 'USD', rate: 0.012 }));
    await shot(page, 'currency-product-390');

    const sizes = page.getByRole('group', { name: /^Size/ });
    await sizes.getByText('M', { exact: true }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => page.locator('[data-cart-count]').textContent()).toBe('1');
    // Another page remembers the choice (the cookie), the kept page being everyone's.
    await page.goto(`${SHOP}/cart`);
    expect(await page.getByRole('combobox', { name: 'Show prices in' }).inputValue()).toBe('USD');
    const subtotal = page.locator('.cart-page [data-cart-subtotal]');
    await expect.poll(() => subtotal.getAttribute('data-converted')).toMatch(/^≈ \$[\d,]+\.\d\d$/);
    expect(await subtotal.textContent()).toMatch(/^₹/);
    await shot(page, 'currency-cart-390');

    await page.goto(`${SHOP}/checkout`);
    await page.locator('[data-charged-in]').waitFor();
    expect(await page.locator('[data-charged-in]').textContent()).toContain('Your order is charged in INR.');
    expect(await page.locator('[data-checkout-total]').first().textContent()).toMatch(/^₹/);
    expect(errors).toEqual([]);
    await page.context().close();

    const desktop = await pageWith({ javaScript: true, viewport: DESKTOP });
    await desktop.page.context().addCookies([{ name: 'sf_currency', value: 'GBP', url: suite.server.baseUrl }]);
    await desktop.page.goto(`${SHOP}/c/men`);
    await expect.poll(() => desktop.page.locator('.card [data-converted]').count()).toBeGreaterThan(0);
    await shot(desktop.page, 'currency-catalog-1280');
    expect(desktop.errors).toEqual([]);
    await desktop.page.context().close();
  });
});
