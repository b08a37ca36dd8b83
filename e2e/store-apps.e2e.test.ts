import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signedInPage } from './support/console.js';
import { SHOP_SHOTS, shopPage } from './support/shop.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();
const OWNER = 'owner@urban-threads.demo';
const SHOP = '/s/urban-threads';

describe('the store apps hub', () => {
  it('tells each built app’s state on its card', async () => {
    const { page } = await signedInPage(suite, OWNER, { viewport: PHONE });
    await page.goto('/features');
    const card = (label: string) => page.getByRole('link', { name: new RegExp(`^${label}`) });
    // Urban Threads' demo data: four posts (one a draft), three collections, three display
    // currencies and the Accessories catalog's own design.
    await card('Blogs').getByText('4 posts').waitFor();
    await card('Collections').getByText('3 collections').waitFor();
    await card('Currencies').getByText('USD, EUR, GBP').waitFor();
    await card('Catalog page').getByText('Own design for 1 catalog').waitFor();
    await screenshot(page, 'store-apps-hub-390');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'store-apps-hub-1280');
    await page.context().close();
  });
});

describe('collections', () => {
  it('gathers products by rules made in the console, and the shop’s collection page lists those matching', async () => {
    const { page } = await signedInPage(suite, OWNER, { viewport: DESKTOP });
    await page.goto('/setting/collections');
    // The demo's collections: one hand-picked, two by rules.
    await page.getByText('Hand-picked · 4 products · /collections/staff-picks').first().waitFor();
    await page.getByText('By rules · /collections/summer-edit').first().waitFor();
    await page.getByRole('button', { name: 'Add collection' }).click();
    const drawer = page.getByRole('form', { name: 'collection' });
    await drawer.getByRole('textbox', { name: 'Title', exact: true }).pressSequentially('Gifts under 1000');
    expect(await drawer.getByRole('textbox', { name: 'Address' }).inputValue()).toBe('gifts-under-1000');
    await drawer.locator('label', { hasText: 'Published' }).click();
    await drawer.locator('label', { hasText: 'By rules' }).click();
    // A rule collection without a rule would be the whole shop: refused on the tags.
    await drawer.getByRole('button', { name: 'Add collection' }).click();
    await drawer.getByText('Add at least one rule: a catalog, a tag, a price or a vendor').waitFor();
    await drawer.getByLabel('With any of these tags').fill('gift');
    await page.keyboard.press('Enter');
    await drawer.getByRole('textbox', { name: 'Price from' }).fill('2000');
    await drawer.getByRole('textbox', { name: 'Price up to' }).fill('1000');
    await drawer.getByRole('button', { name: 'Add collection' }).click();
    await drawer.getByText('The highest price must not be below the lowest').waitFor();
    await drawer.getByRole('textbox', { name: 'Price from' }).fill('');
    await screenshot(page, 'collections-form-1280');
    await drawer.getByRole('button', { name: 'Add collection' }).click();
    await page.getByText('Collection “Gifts under 1000” added.').waitFor();
    await page.getByText('By rules · /collections/gifts-under-1000').first().waitFor();
    await screenshot(page, 'collections-1280');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'collections-390');

    const { page: shop, errors } = await shopPage(suite, { viewport: PHONE });
    await shop.goto(`${SHOP}/collections/gifts-under-1000`);
    await shop.getByRole('heading', { level: 1, name: 'Gifts under 1000' }).waitFor();
    // Tagged gift and at most ₹1,000, newest first: not the ₹1,299 scarf (a draft besides).
    expect(await shop.locator('.card-name').allTextContents()).toEqual(['Canvas Tote', 'Leather Belt']);
    await shop.screenshot({ path: `${SHOP_SHOTS}/collection-390.png`, fullPage: true });
    await shop.goto(`${SHOP}/collections/summer-edit`);
    await shop.getByRole('heading', { level: 1, name: 'Summer edit' }).waitFor();
    await shop.setViewportSize(DESKTOP);
    await shop.screenshot({ path: `${SHOP_SHOTS}/collection-1280.png`, fullPage: true });
    expect(errors).toEqual([]);
    await shop.context().close();
    await page.context().close();
  });

  it('links a collection from the footer menu, and the shop’s footer leads to it', async () => {
    const { page } = await signedInPage(suite, OWNER, { viewport: PHONE });
    await page.goto('/features/menus');
    const footer = page.locator('#footer');
    await footer.getByRole('button', { name: 'Add an item', exact: true }).click();
    await footer.getByRole('textbox', { name: 'Words' }).last().fill('Staff picks');
    await footer.getByRole('combobox', { name: 'Links to' }).last().click();
    await page.getByRole('option', { name: 'Collection' }).click();
    await screenshot(page, 'menus-collection-390');
    await footer
      .getByLabel(/^Collection/)
      .last()
      .click();
    await page.getByRole('option', { name: 'Staff picks' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Menus saved.').waitFor();

    const { page: shop, errors } = await shopPage(suite, { viewport: PHONE, javaScript: false });
    await shop.goto(`${SHOP}/`);
    await shop.getByRole('navigation', { name: 'Footer menu' }).getByRole('link', { name: 'Staff picks' }).click();
    await shop.getByRole('heading', { level: 1, name: 'Staff picks' }).waitFor();
    expect(shop.url()).toContain(`${SHOP}/collections/staff-picks`);
    expect(errors).toEqual([]);
    await shop.context().close();
    await page.context().close();
  });
});

describe('sizing assistant', () => {
  it('the owner turns it on with a try-it preview, and a shopper’s measurements get their size on a product page', async () => {
    const { page } = await signedInPage(suite, OWNER, { viewport: DESKTOP });
    await page.goto('/setting/sizing-assistant');
    const enabled = page.getByRole('switch', { name: 'Show the sizing assistant' });
    await enabled.waitFor();
    // The demo's is on: off and saved, the shop shows no panel.
    await enabled.click({ force: true });
    await page.getByRole('button', { name: 'Save' }).click();
    const saved = page.getByText('Sizing assistant saved.');
    await saved.waitFor();
    const { page: shop, errors } = await shopPage(suite, { viewport: PHONE });
    await shop.goto(`${SHOP}/p/wrap-dress`);
    await shop.getByRole('heading', { level: 1, name: 'Wrap Dress' }).waitFor();
    expect(await shop.locator('#find-my-size').count()).toBe(0);

    // On again, with the owner's words; the preview answers as the shop will.
    await enabled.click({ force: true });
    await page.getByRole('textbox', { name: 'Button label' }).fill('Which size am I?');
    await page.getByRole('combobox', { name: 'Size chart' }).click();
    await page.getByRole('option', { name: "Women's dresses and tops" }).click();
    const tryIt = page.getByLabel('Try it');
    await tryIt.getByRole('textbox', { name: 'Bust (cm)' }).fill('90');
    await tryIt.getByRole('textbox', { name: 'Waist (cm)' }).fill('72');
    await tryIt.getByText('Suggested size: M').waitFor();
    await tryIt.getByText('Bust 90 cm fits M (88.5–94 cm)').waitFor();
    await screenshot(page, 'sizing-assistant-1280');
    // The first save's notice closes by itself, so the one seen next is this save's.
    await saved.waitFor({ state: 'hidden', timeout: 20_000 });
    await page.getByRole('button', { name: 'Save' }).click();
    await saved.waitFor();
    await page.setViewportSize(PHONE);
    await screenshot(page, 'sizing-assistant-390');

    await shop.goto(`${SHOP}/p/wrap-dress`);
    await shop.getByText('Which size am I?').click();
    await shop.getByRole('textbox', { name: 'Bust (cm)' }).fill('90');
    await shop.getByRole('textbox', { name: 'Waist (cm)' }).fill('72');
    await shop.getByRole('textbox', { name: 'Hips (cm)' }).fill('98');
    await shop.getByRole('button', { name: 'Find my size' }).click();
    await shop.getByText('Your size: M').waitFor();
    await shop.getByText('Hips 98 cm fits M (96.5–101.5 cm)').waitFor();
    // The advised size is the one the buy box has chosen.
    await expect
      .poll(() => shop.getByRole('radio', { name: 'M', exact: true }).isChecked(), { timeout: 15_000 })
      .toBe(true);
    await shop.locator('#find-my-size').screenshot({ path: `${SHOP_SHOTS}/sizing-390.png` });
    await shop.setViewportSize(DESKTOP);
    await shop.screenshot({ path: `${SHOP_SHOTS}/sizing-1280.png`, fullPage: true });
    expect(errors).toEqual([]);
    // A figure no body has is refused on its field (the page's 400 is the one error the browser logs).
    await shop.getByRole('textbox', { name: 'Bust (cm)' }).fill('900');
    await shop.getByRole('button', { name: 'Find my size' }).click();
    await shop.getByText('A bust of 900 cm is unlikely: enter one from 50 to 200 cm').waitFor();
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
    await shop.context().close();
    await page.context().close();
  });
});

describe('shop assistant', () => {
  it('asks the questions an owner made in the console, and shows a shopper the products matching the answers', async () => {
    const { page } = await signedInPage(suite, OWNER, { viewport: DESKTOP });
    await page.goto('/setting/shop-assistant');
    // The demo's finder, published, with a way to try it in the shop.
    await page.getByText('3 questions · /finder/find-your-outfit').first().waitFor();
    await page.getByRole('link', { name: 'Try Find your outfit in the shop' }).first().waitFor();
    await page.getByRole('button', { name: 'Add finder' }).click();
    const drawer = page.getByRole('form', { name: 'finder' });
    await drawer.getByRole('textbox', { name: 'Title', exact: true }).pressSequentially('Find a tee');
    expect(await drawer.getByRole('textbox', { name: 'Address' }).inputValue()).toBe('find-a-tee');
    await drawer.locator('label', { hasText: 'Published' }).click();
    await drawer
      .getByRole('textbox', { name: 'Introduction' })
      .fill('Two questions, and we show you the tees that fit.');

    const answer = (q: number, a: number) =>
      drawer.getByRole('group', { name: `Question ${q}` }).getByRole('group', { name: `Answer ${a}` });
    const pickCatalog = async (q: number, a: number, name: string) => {
      await answer(q, a).getByLabel('In any of these catalogs').click();
      await page.getByRole('option', { name, exact: true }).click();
      await page.getByRole('dialog').getByRole('heading').first().click();
      await page.getByRole('listbox').waitFor({ state: 'hidden' });
    };
    await drawer.getByRole('textbox', { name: 'Question 1' }).fill('Who is it for?');
    await answer(1, 1).getByRole('textbox', { name: 'Answer 1' }).fill('Him');
    await pickCatalog(1, 1, 'Men');
    await answer(1, 2).getByRole('textbox', { name: 'Answer 2' }).fill('Her');
    await pickCatalog(1, 2, 'Women');

    await drawer.getByRole('button', { name: 'Add a question' }).click();
    await drawer.getByRole('textbox', { name: 'Question 2' }).fill('Your budget?');
    await answer(2, 1).getByRole('textbox', { name: 'Answer 1' }).fill('Under 1000');
    await answer(2, 1).getByRole('textbox', { name: 'Price up to' }).fill('1000');
    await answer(2, 2).getByRole('textbox', { name: 'Answer 2' }).fill('Under 1000');
    await answer(2, 2).getByRole('textbox', { name: 'Price from' }).fill('1500');
    await answer(2, 2).getByRole('textbox', { name: 'Price up to' }).fill('1000');
    // Two answers alike, and a price range upside down: each refused on its field, nothing saved.
    await drawer.getByRole('button', { name: 'Add finder' }).click();
    await answer(2, 2).getByText('Another answer of this question says the same').waitFor();
    await answer(2, 2).getByText('The highest price must not be below the lowest').waitFor();
    await answer(2, 2).getByRole('textbox', { name: 'Answer 2' }).fill('1000 and up');
    await answer(2, 2).getByRole('textbox', { name: 'Price from' }).fill('1000');
    await answer(2, 2).getByRole('textbox', { name: 'Price up to' }).fill('');
    // A third answer added and taken away again.
    await drawer.getByRole('group', { name: 'Question 2' }).getByRole('button', { name: 'Add an answer' }).click();
    await drawer.getByRole('button', { name: 'Remove answer 3' }).click();
    await screenshot(page, 'shop-assistant-form-1280');
    await drawer.getByRole('button', { name: 'Add finder' }).click();
    await page.getByText('Finder “Find a tee” added.').waitFor();
    await page.getByText('2 questions · /finder/find-a-tee').first().waitFor();
    await screenshot(page, 'shop-assistant-1280');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'shop-assistant-390');
    await page.getByText('Find a tee').first().click();
    await page.getByRole('form', { name: 'finder' }).getByRole('textbox', { name: 'Question 2' }).waitFor();
    await screenshot(page, 'shop-assistant-form-390');

    // Without script, as every shopper can: a GET form of radios.
    const { page: shop, errors } = await shopPage(suite, { viewport: PHONE, javaScript: false });
    await shop.goto(`${SHOP}/finder/find-a-tee`);
    await shop.getByRole('heading', { level: 1, name: 'Find a tee' }).waitFor();
    await shop.screenshot({ path: `${SHOP_SHOTS}/finder-390.png`, fullPage: true });
    await shop.getByRole('radio', { name: 'Him' }).check();
    await shop.getByRole('radio', { name: 'Under 1000' }).check();
    await shop.getByRole('button', { name: 'Show matches' }).click();
    await shop.getByRole('heading', { level: 1, name: 'Your matches: Find a tee' }).waitFor();
    expect(new URL(shop.url()).search).toBe('?a1=1&a2=1');
    // Men's at most ₹1,000, newest first.
    expect(await shop.locator('.card-name').allTextContents()).toEqual(['Henley Tee', 'Polo Tee']);
    await shop.screenshot({ path: `${SHOP_SHOTS}/finder-results-390.png`, fullPage: true });
    await shop.setViewportSize(DESKTOP);
    await shop.screenshot({ path: `${SHOP_SHOTS}/finder-results-1280.png`, fullPage: true });
    // The catalog an answer names offers the finder.
    await shop.goto(`${SHOP}/c/men`);
    await shop.getByRole('link', { name: 'Help me choose' }).first().waitFor();
    expect(errors).toEqual([]);
    await shop.context().close();
    await page.context().close();
  });
});

/** A plain picture of a colour, portrait. */
const picture = async (name: string, background: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 540, height: 960, channels: 3, background } })
    .png()
    .toBuffer(),
});

describe('web stories', () => {
  it('builds a story of two slides in the console, and the shop answers it as an AMP story', async () => {
    const { page } = await signedInPage(suite, OWNER, { viewport: DESKTOP });
    await page.goto('/features/web-stories');
    // The demo's stories.
    await page.getByText('4 slides · /stories/summer-in-linen').first().waitFor();
    await page.getByRole('button', { name: 'Add story' }).click();
    const drawer = page.getByRole('form', { name: 'story' });
    await drawer.getByRole('textbox', { name: 'Title', exact: true }).pressSequentially('Monsoon picks');
    expect(await drawer.getByRole('textbox', { name: 'Address' }).inputValue()).toBe('monsoon-picks');
    await drawer.locator('label', { hasText: 'Published' }).click();
    const upload = async (group: string, file: Awaited<ReturnType<typeof picture>>) => {
      await drawer.getByRole('group', { name: group }).locator('input[type=file]').setInputFiles(file);
      await drawer.getByRole('group', { name: group }).getByRole('img').first().waitFor();
    };
    await upload('Poster (portrait 3:4, needed to publish)', await picture('poster.png', '#1d3557'));
    await upload('Image (portrait 9:16 looks best)', await picture('rain.png', '#457b9d'));
    await drawer.getByRole('textbox', { name: 'Headline', exact: true }).fill('Rain-ready');
    await drawer.getByRole('textbox', { name: 'Text', exact: true }).fill('Quick-dry cotton for wet days.');
    await drawer.getByRole('textbox', { name: 'Link', exact: true }).fill('/p/oxford-shirt');
    await drawer.getByRole('textbox', { name: 'Link words' }).fill('Shop the shirt');
    const preview = drawer.getByRole('img', { name: 'Preview of slide 1' });
    await preview.getByText('Rain-ready').waitFor();

    await drawer.getByRole('button', { name: 'Add a slide' }).click();
    await drawer.getByText('Slide 2', { exact: true }).waitFor();
    await upload('Image (portrait 9:16 looks best)', await picture('sun.png', '#e9c46a'));
    await drawer.getByRole('textbox', { name: 'Headline', exact: true }).fill('Bright colours');
    await drawer.getByRole('textbox', { name: 'Link', exact: true }).fill('javascript:alert(1)');
    await drawer.getByRole('textbox', { name: 'Link words' }).fill('Read the guide');
    await drawer.getByRole('button', { name: 'Add story' }).click();
    await drawer.getByText('Enter a path of your shop like /p/oxford-shirt').waitFor();
    await drawer.getByRole('textbox', { name: 'Link', exact: true }).fill('https://example.com/monsoon-guide');
    // The second slide first, then back: the order is the merchant's.
    await drawer.getByRole('button', { name: 'Move slide 2 up' }).click();
    await drawer.getByRole('listitem').first().getByText('Slide 1: Bright colours').waitFor();
    await drawer.getByRole('button', { name: 'Move slide 1 down' }).click();
    await drawer.getByRole('listitem').first().getByText('Slide 1: Rain-ready').waitFor();
    await drawer.getByRole('button', { name: 'Slide 2: Bright colours' }).click();
    await drawer.getByRole('img', { name: 'Preview of slide 2' }).getByText('Bright colours').waitFor();
    await drawer.getByRole('textbox', { name: 'Headline', exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, 'web-stories-form-1280');
    await drawer.getByRole('button', { name: 'Add story' }).click();
    await page.getByText('Story “Monsoon picks” added.').waitFor();
    await page.getByText('2 slides · /stories/monsoon-picks').first().waitFor();
    await screenshot(page, 'web-stories-1280');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'web-stories-390');
    await page.getByText('Monsoon picks').first().click();
    await page
      .getByRole('form', { name: 'story' })
      .getByRole('img', { name: 'Preview of slide 1' })
      .scrollIntoViewIfNeeded();
    await screenshot(page, 'web-stories-form-390');

    // The AMP runtime lives on AMP's CDN, out of reach here: the page's document is what is checked.
    const story = await page.request.get(`${SHOP}/stories/monsoon-picks`);
    expect(story.status()).toBe(200);
    const html = await story.text();
    expect(html).toContain('<html ⚡ lang="en">');
    expect(html).toContain('<amp-story standalone title="Monsoon picks"');
    expect([...html.matchAll(/<h2>([^<]*)<\/h2>/g)].map((m) => m[1])).toEqual(['Rain-ready', 'Bright colours']);
    expect(html.match(/<amp-story-page /g)).toHaveLength(2);
    expect(html).toMatch(/<a href="[^"]*\/s\/urban-threads\/p\/oxford-shirt">Shop the shirt<\/a>/);
    expect(html).toContain('<a href="https://example.com/monsoon-guide">Read the guide</a>');

    const { page: shop, errors } = await shopPage(suite, { viewport: PHONE });
    await shop.goto(`${SHOP}/stories`);
    await shop.getByRole('link', { name: 'Monsoon picks' }).waitFor();
    await shop.getByRole('link', { name: 'Summer in linen' }).waitFor();
    await shop.screenshot({ path: `${SHOP_SHOTS}/stories-390.png`, fullPage: true });
    expect(errors).toEqual([]);
    await shop.context().close();
    await page.context().close();
  });
});

describe('articles', () => {
  it('publishes a guide written in the console with a product: the shop’s guides list it and its page shows the product', async () => {
    const { page } = await signedInPage(suite, OWNER, { viewport: DESKTOP });
    await page.goto('/setting/articles');
    // The demo's guides, each with its topic, reading time and products.
    await page
      .getByText(/^Care guides · \d+ min read · 3 products · \/articles\/denim-care$/)
      .first()
      .waitFor();
    await page.getByRole('combobox', { name: 'Topic' }).selectOption('Buying guides');
    await expect
      .poll(() => page.getByText('How to pick your jacket size').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await expect.poll(() => page.getByText('How to care for your denim').count(), { timeout: 15_000 }).toBe(0);
    await page.getByRole('combobox', { name: 'Topic' }).selectOption('');

    await page.getByRole('button', { name: 'Add article' }).click();
    const drawer = page.getByRole('form', { name: 'article' });
    await drawer.getByRole('textbox', { name: 'Title', exact: true }).pressSequentially('How to wear a linen kurta');
    expect(await drawer.getByRole('textbox', { name: 'Address' }).inputValue()).toBe('how-to-wear-a-linen-kurta');
    await drawer.getByLabel('Topic').fill('Style guides');
    await drawer.getByRole('textbox', { name: 'Author' }).fill('Meera Iyer');
    await drawer.getByRole('textbox', { name: 'Article', exact: true }).click();
    await page.keyboard.type('Wear it loose over slim chinos, sleeves rolled once, with sandals or white sneakers.');
    await drawer.getByTestId('reading-time').filter({ hasText: '1 min read' }).waitFor();
    await drawer.getByLabel('Shop this guide', { exact: true }).fill('Linen');
    await page.getByRole('option', { name: 'Linen Kurta' }).click();
    // The list stays open for more picks, over the drawer's buttons: a click outside closes it.
    await drawer.getByRole('textbox', { name: 'Title', exact: true }).click();
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await drawer.locator('label', { hasText: 'Published' }).click();
    await screenshot(page, 'articles-form-1280');
    await drawer.getByLabel('Shop this guide', { exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, 'articles-form-products-1280');
    await drawer.getByRole('button', { name: 'Add article' }).click();
    await page.getByText('Article “How to wear a linen kurta” added.').waitFor();
    await page
      .getByText('Style guides · 1 min read · 1 product · /articles/how-to-wear-a-linen-kurta')
      .first()
      .waitFor();
    await screenshot(page, 'articles-1280');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'articles-390');
    await page.getByText('How to wear a linen kurta').first().click();
    await page.getByRole('form', { name: 'article' }).waitFor();
    await screenshot(page, 'articles-form-390');

    const { page: shop, errors } = await shopPage(suite, { viewport: PHONE });
    await shop.goto(`${SHOP}/`);
    await shop.getByRole('contentinfo').getByRole('link', { name: 'Guides' }).click();
    await shop.getByRole('heading', { level: 1, name: 'Guides' }).waitFor();
    const style = shop.getByRole('region', { name: 'Style guides' });
    expect(await style.locator('.blog-card h3').allTextContents()).toEqual([
      'How to wear a linen kurta',
      'Layering for winter',
    ]);
    await shop.screenshot({ path: `${SHOP_SHOTS}/articles-390.png`, fullPage: true });
    await style.getByRole('link', { name: 'How to wear a linen kurta' }).click();
    await shop.waitForURL(`**${SHOP}/articles/how-to-wear-a-linen-kurta`);
    await shop.getByRole('heading', { level: 1, name: 'How to wear a linen kurta' }).waitFor();
    const shopThis = shop.getByRole('region', { name: 'Shop this guide' });
    expect(await shopThis.locator('.card-name').allTextContents()).toEqual(['Linen Kurta']);
    const jsonLd = await shop.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.some((text) => text.includes('"@type":"Article"'))).toBe(true);
    await shop.screenshot({ path: `${SHOP_SHOTS}/article-390.png`, fullPage: true });
    await shop.goto(`${SHOP}/articles/layering-for-winter`);
    await shop.setViewportSize(DESKTOP);
    await shop.screenshot({ path: `${SHOP_SHOTS}/article-1280.png`, fullPage: true });
    await shop.goto(`${SHOP}/articles`);
    await shop.screenshot({ path: `${SHOP_SHOTS}/articles-1280.png`, fullPage: true });
    expect(errors).toEqual([]);
    await shop.context().close();
    await page.context().close();
  });
});
