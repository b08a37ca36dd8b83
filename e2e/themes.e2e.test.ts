import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signedInAt, signedInPage } from './support/console.js';
import { shopPage } from './support/shop.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();
const MASTER = 'admin@stallfront.demo';
const PLUM = '#7a1f5c';

describe('shop themes', () => {
  it("the admin changes a theme's main colour, the Urban Threads owner chooses it, and the shop wears it", async () => {
    const { page: admin } = await signedInPage(suite, MASTER, { viewport: DESKTOP, at: '/session/signin/master' });
    await admin.goto('/admin/themes');
    await admin.getByRole('heading', { name: 'Themes', level: 1 }).waitFor();
    await admin.getByRole('button', { name: 'Edit Atelier' }).click();
    await admin.getByRole('heading', { name: 'Edit Atelier', level: 1 }).waitFor();
    const main = admin.getByRole('textbox', { name: 'Main colour' });
    await main.fill(PLUM);
    await main.press('Tab');
    await expect
      .poll(() => admin.getByTestId('theme-preview-button').evaluate((b) => getComputedStyle(b).backgroundColor))
      .toBe('rgb(122, 31, 92)');
    await screenshot(admin, 'themes-admin-form-desktop');
    await admin.setViewportSize(PHONE);
    await admin.getByRole('tab', { name: /Order-based stores/ }).scrollIntoViewIfNeeded();
    await screenshot(admin, 'themes-admin-form-phone');
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await admin.setViewportSize(DESKTOP);
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await admin.getByRole('heading', { name: 'Themes', level: 1 }).waitFor({ timeout: 15_000 });
    await admin.getByRole('article', { name: 'Theme Atelier' }).getByTitle(`primary ${PLUM}`).waitFor();
    await screenshot(admin, 'themes-admin-desktop');
    await admin.setViewportSize(PHONE);
    await screenshot(admin, 'themes-admin-phone');
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    const errors: string[] = [];
    const owner = await signedInAt(
      suite,
      'owner@urban-threads.demo',
      '/setting/store/logo-management',
      { name: 'Logo and colours', level: 1 },
      { viewport: PHONE, errors },
    );
    await owner.getByRole('radio', { name: 'Atelier' }).click();
    // Urban Threads set its own main colour: the owner lets the theme's show.
    await owner.getByRole('checkbox', { name: /Keep my own main colour/ }).uncheck();
    await owner.getByRole('button', { name: 'Use Atelier' }).click();
    await owner.getByText(/Your shop now wears Atelier/).waitFor({ timeout: 15_000 });
    await screenshot(owner, 'themes-owner-chooser-phone');
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    const { page: shopper, errors: shopErrors } = await shopPage(suite, { viewport: PHONE });
    await shopper.goto('/s/urban-threads/');
    const style = () =>
      shopper.evaluate(() => {
        const body = getComputedStyle(document.body);
        const h = document.querySelector('h1, h2');
        return {
          primary: body.getPropertyValue('--primary').trim(),
          background: body.backgroundColor,
          heading: h ? getComputedStyle(h).fontFamily : '',
        };
      });
    await expect.poll(async () => (await style()).primary, { timeout: 15_000 }).toBe(PLUM);
    const worn = await style();
    expect(worn.background).toBe('rgb(250, 247, 242)');
    expect(worn.heading).toMatch(/Didot/);
    await screenshot(shopper, 'themes-shop-phone');
    expect(errors).toEqual([]);
    expect(shopErrors).toEqual([]);
  }, 120_000);
});
