import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signedInPage } from './support/console.js';
import { SHOP_SHOTS, shopPage } from './support/shop.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();
const OWNER = 'owner@urban-threads.demo';
const SHOP = '/s/urban-threads';

describe('the website settings', () => {
  it('changes the announcement bar, refusing a link that would run script, and the shop shows it at once', async () => {
    const { page } = await signedInPage(suite, OWNER, { viewport: DESKTOP });
    await page.goto('/setup/announcement-bar');
    const text = page.getByRole('textbox', { name: 'Text' });
    // The demo's bar, as the shop shows it now.
    await expect.poll(() => text.inputValue()).toBe('Free delivery over ₹999 · Easy 30-day returns');
    await text.fill('Festive sale: 20% off kurtas');
    await page.getByRole('textbox', { name: 'Link' }).fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Enter a page of your shop like /c/sale').waitFor();
    await page.getByRole('textbox', { name: 'Link' }).fill('/c/men');
    // The preview follows the form before it is saved.
    await expect.poll(() => page.getByLabel('Preview of the bar').textContent()).toBe('Festive sale: 20% off kurtas');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Announcement bar saved.').waitFor();
    await screenshot(page, 'website-announcement-bar-1280');

    const { page: shop, errors } = await shopPage(suite, { viewport: PHONE, javaScript: false });
    await shop.goto(`${SHOP}/p/oxford-shirt`);
    const bar = shop.getByRole('complementary', { name: 'Announcement' });
    expect(await bar.getByRole('link').textContent()).toBe('Festive sale: 20% off kurtas');
    await bar.getByRole('link').click();
    await shop.waitForURL(`**${SHOP}/c/men`);
    await shop.screenshot({ path: `${SHOP_SHOTS}/announcement-bar-390.png` });
    expect(errors).toEqual([]);
    await shop.context().close();
    await page.context().close();
  });

  it('sets the WhatsApp button on a phone, and the shop shows it only on the pages chosen', async () => {
    const { page } = await signedInPage(suite, OWNER, { viewport: PHONE });
    await page.goto('/setup/chat-configuration');
    const number = page.getByRole('textbox', { name: 'WhatsApp number' });
    await expect.poll(() => number.inputValue()).toBe('+91 98450 12345');
    await page.getByRole('checkbox', { name: 'Cart' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Chat button saved.').waitFor();
    await screenshot(page, 'website-chat-390');

    const { page: shop, errors } = await shopPage(suite, { viewport: PHONE });
    const chat = shop.getByRole('link', { name: 'Chat with us on WhatsApp' });
    await shop.goto(`${SHOP}/`);
    expect(await chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919845012345\?text=Hi%20Urban%20Threads/);
    await shop.goto(`${SHOP}/cart`);
    expect(await chat.count()).toBe(1);
    await shop.goto(`${SHOP}/p/oxford-shirt`);
    await shop.getByRole('heading', { level: 1, name: 'Oxford Shirt' }).waitFor();
    expect(await chat.count()).toBe(0);
    expect(errors).toEqual([]);
    await shop.context().close();
    await page.context().close();
  });

  it('shows a pop-up the merchant saved in the shop’s corner, and once closed it stays closed until it changes', async () => {
    const { page } = await signedInPage(suite, OWNER, { viewport: DESKTOP });
    await page.goto('/setup/store-popup');
    const title = page.getByRole('textbox', { name: 'Title' });
    // The demo's pop-up, eight seconds in; shown at once from now on.
    await expect.poll(() => title.inputValue()).toBe('Join the Urban Threads list');
    await page.getByRole('textbox', { name: 'Show after' }).fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Store pop-up saved.').waitFor();

    const { page: shop, errors } = await shopPage(suite, { viewport: PHONE });
    await shop.goto(`${SHOP}/`);
    const popup = shop.getByRole('dialog', { name: 'Join the Urban Threads list' });
    await popup.waitFor({ timeout: 15_000 });
    // A sheet at the foot of a phone's screen that leaves the chat button its corner.
    const card = await popup.boundingBox();
    const chat = await shop.getByRole('link', { name: 'Chat with us on WhatsApp' }).boundingBox();
    expect(card && chat && card.x + card.width <= chat.x).toBe(true);
    expect(card && card.height <= PHONE.height * 0.4 + 1).toBe(true);
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => popup.count(), { timeout: 15_000 }).toBe(0);

    await shop.reload();
    // Hydrated once the header's cart opens its drawer; the pop-up, due at 0 s, stayed closed.
    await expect
      .poll(
        async () => {
          await shop.getByRole('link', { name: 'Cart' }).click();
          return shop.getByRole('dialog', { name: 'Your cart' }).isVisible();
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(new URL(shop.url()).pathname).toBe(`${SHOP}/`);
    expect(await shop.locator('.store-popup').count()).toBe(0);

    // A changed pop-up is a new one: it shows again.
    await title.fill('Festive offers inside');
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/store/store_popup') && r.request().method() === 'PUT'),
      page.getByRole('button', { name: 'Save' }).click(),
    ]);
    expect(saved.status()).toBe(200);
    await shop.goto(`${SHOP}/c/men`);
    await shop.getByRole('dialog', { name: 'Festive offers inside' }).waitFor({ timeout: 15_000 });
    expect(errors).toEqual([]);
    await shop.context().close();
    await page.context().close();
  });
});
