import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signedInPage } from './support/console.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();
const OWNER = 'owner@urban-threads.demo';
const BAZAAR = 'owner@bazaar-central.demo';

async function signedIn(email = OWNER, viewport = DESKTOP) {
  return (await signedInPage(suite, email, { viewport })).page;
}

interface Listed {
  list: { _id: string; name: string; stock: number }[];
}

/** A product whose six variants are all out of stock, priced 499 to 799 rupees. */
async function addSoldOutCap() {
  const api = await apiAs(suite.server.baseUrl, OWNER);
  const sizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
  const created = await api<{ status: boolean; data: { _id: string; stock: number } }>('POST', '/store/product', {
    name: 'Sold Out Cap',
    sku: 'SOLD-CAP',
    slug: 'sold-out-cap',
    price: 49900,
    stock: 12,
    options: [{ name: 'Size', values: sizes }],
    variants: sizes.map((size, i) => ({
      option_values: [size],
      sku: `SOLD-CAP-${size}`,
      price: 49900 + i * 6000,
      stock: 0,
    })),
  });
  expect(created).toMatchObject({ status: true, data: { stock: 0 } });
  return created.data._id;
}

/**
 * The demo's Woven Cap (three sizes seeded with 5 + 6 + 7) as it is now: the demo's shop
 * history has sold some of it, so the sums are read, never assumed.
 */
async function wovenCap() {
  const api = await apiAs(suite.server.baseUrl, OWNER);
  const listed = await api<Listed>('POST', '/store/product_list', { search: 'Woven Cap', limit: 5 });
  const id = listed.list.find((p) => p.name === 'Woven Cap')?._id as string;
  const { data } = await api<{ data: { variants: { option_values: string[]; stock: number }[] } }>(
    'GET',
    `/store/product/${id}`,
  );
  const stockOf = (size: string) => data.variants.find((v) => v.option_values[0] === size)?.stock ?? 0;
  const total = data.variants.reduce((n, v) => n + v.stock, 0);
  return { id, total, withoutS: total - stockOf('S') };
}

describe('products with variants', () => {
  it('lists a product with variants with the sum of their stock and its price range, and filters on the sum', async () => {
    await addSoldOutCap();
    const page = await signedIn();
    await page.goto('/product-sections/products?q=Woven');
    const cap = page.getByRole('row', { name: /Woven Cap/ });
    // The list shows the sum of its three variants' stock.
    await cap.getByText(String((await wovenCap()).total), { exact: true }).waitFor();

    await page.goto('/product-sections/products?q=Sold');
    const soldOut = page.getByRole('row', { name: /Sold Out Cap/ });
    await soldOut.getByText('₹499.00 – ₹799.00').waitFor();
    await soldOut.getByText(/^0/).waitFor();
    await screenshot(page, 'variants-list-desktop');

    const api = await apiAs(suite.server.baseUrl, OWNER);
    const out = await api<Listed>('POST', '/store/product_list', { stock: 'out', limit: 100 });
    expect(out.list.map((p) => p.name)).toContain('Sold Out Cap');
    const low = await api<Listed>('POST', '/store/product_list', { stock: 'low', limit: 100 });
    expect(low.list.map((p) => p.name)).not.toContain('Sold Out Cap');

    const phone = await signedIn(OWNER, PHONE);
    await phone.goto('/product-sections/products?q=Sold');
    await phone.getByText('₹499.00 – ₹799.00').waitFor();
    await screenshot(phone, 'variants-list-phone');
  });

  it('shows the summed stock and price range read-only in the form instead of product SKU, price and stock', async () => {
    const cap = await wovenCap();
    const page = await signedIn();
    await page.goto(`/product-sections/products/${cap.id}`);
    await page.getByRole('heading', { name: 'Woven Cap' }).waitFor();
    await page.getByRole('textbox', { name: 'SKU of M' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'SKU', exact: true }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Price', exact: true }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Stock', exact: true }).count()).toBe(0);
    await page.getByText(`${cap.total} in stock across 3 variants`).waitFor();

    // Editing a variant's stock changes the shown total at once.
    await page.getByRole('textbox', { name: 'Stock of S' }).fill('0');
    await page.getByText(`${cap.withoutS} in stock across 3 variants`).waitFor();
    await screenshot(page, 'variants-form-desktop');

    const phone = await signedIn(OWNER, PHONE);
    await phone.goto(`/product-sections/products/${cap.id}`);
    const total = phone.getByText(`${cap.total} in stock across 3 variants`);
    await total.waitFor();
    await total.scrollIntoViewIfNeeded();
    await screenshot(phone, 'variants-form-phone');
  });

  it('gives a product’s stock to its first variant when variants are made from options, under labelled columns', async () => {
    const page = await signedIn();
    await page.goto('/product-sections/products/new');
    await page.getByRole('heading', { name: 'Add product' }).waitFor();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Carry Tee');
    await page.getByRole('textbox', { name: 'SKU', exact: true }).fill('CARRY-TEE');
    await page.getByRole('textbox', { name: 'Price', exact: true }).fill('499');
    await page.getByRole('textbox', { name: 'Stock', exact: true }).fill('10');
    await page.getByRole('button', { name: 'Add option' }).click();
    await page.getByRole('textbox', { name: 'Option 1 name' }).fill('Size');
    const values = page.getByLabel('Option 1 values');
    for (const size of ['S', 'M', 'L']) {
      await values.fill(size);
      await values.press('Enter');
    }
    await page.getByRole('button', { name: 'Create variants from options' }).click();
    const stockOf = (size: string) => page.getByRole('textbox', { name: `Stock of ${size}` }).inputValue();
    await expect.poll(() => stockOf('S')).toBe('10');
    expect([await stockOf('M'), await stockOf('L')]).toEqual(['0', '0']);
    await page.getByRole('status').filter({ hasText: 'The product’s 10 in stock went to S.' }).waitFor();
    await page.getByText('10 in stock across 3 variants').waitFor();
    // The columns are named once above the rows on a wide form.
    const head = page.locator('[data-variant-head]');
    for (const column of ['Variant', 'SKU', 'Price', 'Stock']) {
      expect(await head.getByText(column, { exact: true }).isVisible()).toBe(true);
    }
    await head.scrollIntoViewIfNeeded();
    await screenshot(page, 'variants-columns-desktop');

    await page.getByRole('region', { name: 'Unsaved changes' }).getByRole('button', { name: 'Add product' }).click();
    await page.waitForURL(/\/product-sections\/products\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').at(-1) as string;
    const api = await apiAs(suite.server.baseUrl, OWNER);
    const saved = await api<{ data: { stock: number; variants: { option_values: string[]; stock: number }[] } }>(
      'GET',
      `/store/product/${id}`,
    );
    expect(saved.data.stock).toBe(10);
    expect(saved.data.variants.map((v) => [v.option_values[0], v.stock])).toEqual([
      ['S', 10],
      ['M', 0],
      ['L', 0],
    ]);
    const out = await api<Listed>('POST', '/store/product_list', { stock: 'out', limit: 100 });
    expect(out.list.map((p) => p.name)).not.toContain('Carry Tee');

    // On a phone each row is a card whose fields carry their own labels.
    const phone = await signedIn(OWNER, PHONE);
    await phone.goto(`/product-sections/products/${id}`);
    const stockS = phone.getByRole('textbox', { name: 'Stock of S' });
    await stockS.waitFor();
    expect(await phone.locator('[data-variant-head]').isVisible()).toBe(false);
    const card = phone.locator('.mantine-Paper-root').filter({ has: stockS }).last();
    for (const field of ['SKU', 'Price', 'Stock']) {
      expect(await card.locator('label').getByText(field, { exact: true }).isVisible()).toBe(true);
    }
    await card.scrollIntoViewIfNeeded();
    await screenshot(phone, 'variants-columns-phone');
  });

  it('shows a disabled Save button on an untouched new product form', async () => {
    const page = await signedIn();
    await page.goto('/product-sections/products/new');
    await page.getByRole('heading', { name: 'Add product' }).waitFor();
    const save = page.getByRole('button', { name: 'Add product', exact: true });
    await save.waitFor();
    expect(await save.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Fresh Tee');
    await expect.poll(() => save.isDisabled()).toBe(false);
    await screenshot(page, 'new-product-save-desktop');

    const phone = await signedIn(OWNER, PHONE);
    await phone.goto('/product-sections/products/new');
    const phoneSave = phone.getByRole('button', { name: 'Add product', exact: true });
    await phoneSave.waitFor();
    expect(await phoneSave.isDisabled()).toBe(true);
    await screenshot(phone, 'new-product-save-phone');
  });

  it('shows each product’s vendor to a multi-vendor store owner and filters by vendor', async () => {
    const page = await signedIn(BAZAAR);
    await page.goto('/product-sections/products');
    const table = page.getByRole('table', { name: 'Products' });
    await table.getByRole('columnheader', { name: 'Vendor' }).waitFor();
    await table.getByRole('cell', { name: 'Meera Handicrafts' }).first().waitFor();
    await table.getByRole('cell', { name: 'Lens and Light Studio' }).first().waitFor();
    await screenshot(page, 'vendor-column-desktop');

    await page.goto(`/product-sections/products?vendor_id=${await vendorId('Meera Handicrafts')}`);
    await table.getByRole('cell', { name: 'Meera Handicrafts' }).first().waitFor();
    expect(await table.getByRole('cell', { name: 'Lens and Light Studio' }).count()).toBe(0);

    const phone = await signedIn(BAZAAR, PHONE);
    await phone.goto('/product-sections/products');
    await phone.getByText('Vendor: Meera Handicrafts').first().waitFor();
    await screenshot(phone, 'vendor-column-phone');
  });

  it('names and dates each image of the library and filters the unused ones', async () => {
    const page = await signedIn();
    await page.goto('/product-sections/products/new');
    const image = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2e86de' } })
      .png()
      .toBuffer();
    await page
      .locator('#images input[type=file]')
      .setInputFiles([{ name: 'blue-banner.png', mimeType: 'image/png', buffer: image }]);
    await expect.poll(() => page.getByRole('button', { name: /^Move image \d$/ }).count()).toBe(1);
    // Uploaded but never saved on a product: unused.
    await page.getByRole('button', { name: 'Choose from library' }).click();
    const library = page.getByRole('dialog', { name: 'Image library' });
    await library.getByText('blue-banner.png').waitFor();
    await library
      .getByText(new Date().toLocaleDateString('en-US', { dateStyle: 'medium' }))
      .first()
      .waitFor();
    await library.getByText('Unused', { exact: true }).click();
    await expect.poll(() => library.getByRole('radio', { name: 'Unused' }).isChecked()).toBe(true);
    await library.getByText('blue-banner.png').waitFor();
    await screenshot(page, 'media-library-desktop');

    const phone = await signedIn(OWNER, PHONE);
    await phone.goto('/product-sections/products/new');
    await phone.getByRole('button', { name: 'Choose from library' }).click();
    await phone.getByRole('dialog', { name: 'Image library' }).getByText('blue-banner.png').waitFor();
    await screenshot(phone, 'media-library-phone');
  });
});

async function vendorId(name: string) {
  const api = await apiAs(suite.server.baseUrl, BAZAAR);
  const features = await api<{ data: { vendors: { _id: string; name: string }[] } }>('GET', '/store/product_features');
  return features.data.vendors.find((v) => v.name === name)?._id;
}
