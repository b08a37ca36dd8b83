import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api.js';
import { DESKTOP, freshPage, PHONE, screenshot } from './support/browser.js';
import { signedInPage } from './support/console.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();

const OWNER = 'owner@bazaar-central.demo';
const VENDOR = 'vendor1@bazaar-central.demo';
const SHOP = '/s/bazaar-central';
const TITLE = 'E2E spring bowls';

interface Listed {
  list: { _id: string; title: string; status: string; impressions: number; clicks: number; image_url: string | null }[];
}

describe('ads', () => {
  it('a vendor buys an ad, the owner approves it, a shopper sees it in the shop and clicks it', async () => {
    // The vendor, on a phone: its ads (the demo's running one and the one waiting), then buys one.
    const vendor = (await signedInPage(suite, VENDOR, { viewport: PHONE, at: '/vendor/signin/bazaar-central' })).page;
    await vendor.goto('/features/ad-management');
    await vendor.getByRole('heading', { name: 'My ads', level: 1 }).waitFor();
    await vendor.getByText('New this season at Meera Crafts').first().waitFor();
    await screenshot(vendor, 'ads-vendor-phone');
    await vendor.getByRole('button', { name: 'Buy an ad' }).click();
    const dialog = vendor.getByRole('dialog', { name: 'Buy an ad' });
    await dialog.getByRole('combobox', { name: 'Slot' }).click();
    await vendor.getByRole('option', { name: /Home page banner/ }).click();
    await dialog.getByRole('combobox', { name: 'Product' }).click();
    await vendor.getByRole('option').filter({ visible: true }).first().click();
    await dialog.getByRole('textbox', { name: 'Title' }).fill(TITLE);
    await dialog.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await dialog.getByText('Total ₹3,500.00').waitFor();
    await screenshot(vendor, 'ads-buy-phone');
    await dialog.getByRole('button', { name: 'Pay and send for approval' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await vendor.getByText(TITLE).first().waitFor();
    await vendor.getByText('Waiting for approval').first().waitFor();

    // It gives the ad a picture of its own (else the shop shows the product's first picture).
    await vendor.getByRole('button', { name: `Actions for ad “${TITLE}”` }).click();
    await vendor.getByRole('menuitem', { name: 'Picture' }).click();
    const pictureDialog = vendor.getByRole('dialog', { name: `Picture of “${TITLE}”` });
    const banner = await sharp({ create: { width: 1200, height: 300, channels: 3, background: '#d9480f' } })
      .png()
      .toBuffer();
    await pictureDialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: banner });
    await pictureDialog.getByRole('img', { name: `Picture of ${TITLE}` }).waitFor();
    await screenshot(vendor, 'ads-picture-phone');
    await pictureDialog.getByRole('button', { name: 'Done' }).click();
    await pictureDialog.waitFor({ state: 'hidden' });

    // The owner, on a desktop: approves it from the list.
    const owner = (await signedInPage(suite, OWNER, { viewport: DESKTOP })).page;
    await owner.goto('/features/ad-management');
    const table = owner.getByRole('table', { name: 'Ad orders' });
    await table.getByText(TITLE).waitFor();
    await screenshot(owner, 'ads-owner-desktop');
    await owner.getByRole('button', { name: `Actions for ad “${TITLE}”` }).click();
    await owner.getByRole('menuitem', { name: 'Approve' }).click();
    await table
      .getByRole('row', { name: new RegExp(TITLE) })
      .getByText('Running')
      .waitFor();
    await owner.getByRole('tab', { name: 'Slots' }).click();
    await owner.getByRole('heading', { name: 'Ad slots', level: 1 }).waitFor();
    await owner.getByText('Catalog top strip').first().waitFor();
    await screenshot(owner, 'ads-slots-desktop');
    await owner.getByRole('tab', { name: 'Settings' }).click();
    await owner.getByRole('heading', { name: 'Ad settings', level: 1 }).waitFor();
    await owner.getByRole('switch', { name: 'Approve each ad before it runs' }).waitFor();
    await screenshot(owner, 'ads-settings-desktop');

    // A shopper on a phone sees it in the home page's slot and clicks it: the click is counted.
    const shopper = await freshPage(suite.browser, suite.server.baseUrl, PHONE);
    await shopper.goto(`${SHOP}/`);
    const ad = shopper.getByRole('complementary', { name: 'Sponsored' }).getByRole('link', { name: new RegExp(TITLE) });
    await ad.waitFor();
    await ad.scrollIntoViewIfNeeded();
    // The ad's own picture, not the product's.
    const call = await apiAs(suite.server.baseUrl, OWNER);
    const listed = await call<Listed>('POST', '/store/ad_orders/list', { search: TITLE });
    const imageUrl = listed.list.find((o) => o.title === TITLE)?.image_url ?? '';
    expect(imageUrl).toMatch(/\.webp$/);
    expect(await ad.locator('img').first().getAttribute('src')).toContain(imageUrl.replace(/\.webp$/, ''));
    await screenshot(shopper, 'ads-shop-phone');
    await ad.click();
    await shopper.waitForURL(new RegExp(`${SHOP}/p/`));

    await expect
      .poll(
        async () => {
          const found = await call<Listed>('POST', '/store/ad_orders/list', { search: TITLE });
          const row = found.list.find((o) => o.title === TITLE);
          return row ? { status: row.status, seen: row.impressions > 0, clicks: row.clicks } : null;
        },
        { timeout: 30_000 },
      )
      .toEqual({ status: 'approved', seen: true, clicks: 1 });

    // The same screens at the other width.
    const ownerPhone = (await signedInPage(suite, OWNER, { viewport: PHONE })).page;
    await ownerPhone.goto('/features/ad-management');
    await ownerPhone.getByText(TITLE).first().waitFor();
    await screenshot(ownerPhone, 'ads-owner-phone');
    const shopDesktop = await freshPage(suite.browser, suite.server.baseUrl, DESKTOP);
    await shopDesktop.goto(`${SHOP}/`);
    await shopDesktop.getByRole('complementary', { name: 'Sponsored' }).waitFor();
    await screenshot(shopDesktop, 'ads-shop-desktop');
  });
});
