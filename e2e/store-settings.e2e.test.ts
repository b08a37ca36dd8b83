import { and, asc, between, eq, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { products, stores } from '../apps/server/src/db/schema/index.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signedInPage } from './support/console.js';
import { fromDrawer, SHOP_SHOTS, shopPage } from './support/shop.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();
const OWNER = 'owner@urban-threads.demo';
const SHOP = '/s/urban-threads';
const NEW_NAME = 'Urban Threads Studio';
const YELLOW = '#f5d142';

const urbanThreads = async () =>
  (await suite.server.app.ctx.db.select().from(stores).where(eq(stores.subDomain, 'urban-threads')))[0];

/** A product of Urban Threads sold as it is, a few in stock: found in the data, so the demo's names may change. */
async function plainProductSlug() {
  const store = await urbanThreads();
  const [row] = await suite.server.app.ctx.db
    .select({ slug: products.slug })
    .from(products)
    .where(
      and(
        eq(products.storeId, store?.id ?? ''),
        eq(products.status, 'active'),
        eq(products.archived, false),
        isNull(products.customModel),
        between(products.stock, 3, 50),
        sql`jsonb_array_length(${products.variants}) = 0`,
      ),
    )
    .orderBy(asc(products.slug))
    .limit(1);
  if (!row) throw new Error('no plain product in Urban Threads');
  return row.slug;
}

describe('store settings', () => {
  it('a new name, colours and logo show in the shop, and with guest checkout off the shop asks to sign in', async () => {
    const { page } = await signedInPage(suite, OWNER, { viewport: DESKTOP });

    // /setting/store: the demo's order number format is set; a number already given is refused on its field.
    await page.goto('/setting/store');
    await page.getByRole('heading', { name: 'Store', level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId('order-number-sample').textContent()).toMatch(/^UT-\d{5}$/);
    await page.getByLabel('Store name').fill(NEW_NAME);
    await page.getByLabel('Next number').fill('5');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/Orders up to \d+ exist; choose \d+ or more/).waitFor();
    const min = Number((await page.getByText(/^\d+ or more$/).textContent())?.split(' ')[0]);
    await page.getByLabel('Next number').fill(String(min + 100));
    await page.getByRole('switch', { name: 'Guest checkout' }).uncheck();
    await screenshot(page, 'store-settings-desktop');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Store settings saved.').waitFor();
    await expect.poll(async () => (await urbanThreads())?.name).toBe(NEW_NAME);

    // The logo screen: a logo uploaded, a light main colour previewed with dark text, saved.
    await page.goto('/setting/store/logo-management');
    await page.getByRole('heading', { name: 'Logo and colours', level: 1 }).waitFor();
    const png = await sharp({ create: { width: 360, height: 90, channels: 3, background: '#224466' } })
      .png()
      .toBuffer();
    const before = (await urbanThreads())?.logo;
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'new-logo.png', mimeType: 'image/png', buffer: png });
    await page.getByText('Logo saved.').waitFor();
    await expect.poll(async () => (await urbanThreads())?.logo).not.toBe(before);
    const logo = (await urbanThreads())?.logo as string;
    expect(logo).toMatch(/\.webp$/);
    await page.getByRole('textbox', { name: 'Main colour' }).fill(YELLOW);
    const preview = page.getByTestId('colour-preview');
    await expect.poll(() => preview.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(17, 17, 17)');
    await page.getByRole('heading', { name: 'Logo and colours', level: 1 }).click();
    await screenshot(page, 'store-logo-desktop');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Colours saved.').waitFor();
    await expect.poll(async () => (await urbanThreads())?.themeColors.primary).toBe(YELLOW);

    // Both screens on a phone.
    const phone = (await signedInPage(suite, OWNER, { viewport: PHONE })).page;
    await phone.goto('/setting/store');
    await phone.getByLabel('Store name').waitFor();
    await screenshot(phone, 'store-settings-phone');
    await phone.goto('/setting/store/logo-management');
    await phone.getByRole('textbox', { name: 'Main colour' }).waitFor();
    await screenshot(phone, 'store-logo-phone');

    // The shop wears them, and sends a guest from the checkout to sign in.
    const shop = (await shopPage(suite, { viewport: PHONE })).page;
    await shop.goto(`${SHOP}/`);
    await shop.locator('header').getByText(NEW_NAME).first().waitFor();
    await shop.locator(`header img[src="${logo}"]`).waitFor();
    expect(await shop.evaluate(() => getComputedStyle(document.body).getPropertyValue('--primary').trim())).toBe(
      YELLOW,
    );
    await shop.screenshot({ path: `${SHOP_SHOTS}/store-settings-shop-phone.png`, fullPage: false });
    await shop.goto(`${SHOP}/p/${await plainProductSlug()}`);
    await shop.getByRole('button', { name: 'Add to cart' }).click();
    await fromDrawer(shop, 'Check out');
    await shop.waitForURL(`**${SHOP}/account/sign-in?next=checkout`);
    await shop.getByText('Sign in or create an account to check out.').waitFor();
    await shop.screenshot({ path: `${SHOP_SHOTS}/store-settings-sign-in-phone.png`, fullPage: false });
  });

  it('notifications: a template with a typo is refused on its field, a good one is previewed, saved and kept', async () => {
    const { page } = await signedInPage(suite, OWNER, { viewport: DESKTOP });
    await page.goto('/setting/notification');
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    const shipped = page.locator('#order_shipped');
    await shipped.getByLabel('Subject').fill('Order {{order_numbr}} is on its way');
    await page.getByRole('button', { name: 'Save' }).click();
    await shipped.getByText('Unknown placeholder {{order_numbr}}').waitFor();

    await shipped.getByLabel('Subject').fill('{{store_name}}: order {{order_number}} is on its way');
    await shipped.getByText('Preview with a sample order').click();
    await shipped.getByText('Your store: order #1042 is on its way').waitFor();
    const newOrder = page.locator('#new_order');
    await newOrder.getByRole('switch', { name: 'Email me' }).check();
    await screenshot(page, 'notification-settings-desktop');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Notification settings saved.').waitFor();

    const phone = (await signedInPage(suite, OWNER, { viewport: PHONE })).page;
    await phone.goto('/setting/notification');
    await expect
      .poll(() => phone.locator('#order_shipped').getByLabel('Subject').inputValue())
      .toBe('{{store_name}}: order {{order_number}} is on its way');
    expect(await phone.locator('#new_order').getByRole('switch', { name: 'Email me' }).isChecked()).toBe(true);
    await screenshot(phone, 'notification-settings-phone');
    // The settings hub's card says what goes out.
    await phone.goto('/setting');
    await phone
      .getByRole('link', { name: /Notifications/ })
      .getByText('6 of 6 events on')
      .waitFor();
  });
});
