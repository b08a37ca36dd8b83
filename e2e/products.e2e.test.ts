import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SHOPIFY_TEE, shopifyCsv } from '../apps/server/test/platform-exports.js';
import { apiAs } from './support/api.js';
import { DESKTOP, dragByKeyboard, PHONE, screenshot } from './support/browser.js';
import { signedInPage } from './support/console.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();
const OWNER = 'owner@urban-threads.demo';

async function signedIn(email = OWNER, viewport = DESKTOP) {
  const at = email.includes('nagar@') ? '/branch/signin' : '/session/signin';
  return (await signedInPage(suite, email, { viewport, at })).page;
}

const png = (color: string) =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: color } })
    .png()
    .toBuffer();

interface ProductBody {
  data: {
    _id: string;
    name: string;
    sku: string;
    price: number;
    description: string;
    images: { url: string }[];
    variants: { sku: string }[];
  };
}

async function waitForToast(page: Page, text: string | RegExp) {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

describe('products', () => {
  it('creates a product with variants and images, then edits it and reorders the images', async () => {
    const page = await signedIn();
    await page.goto('/product-sections/products');
    await page.getByRole('link', { name: 'Add product' }).click();
    await page.getByRole('heading', { name: 'Add product' }).waitFor();
    // Key by key, as a person types: the slug follows the name to its end, not its first key.
    await page.getByRole('textbox', { name: 'Name', exact: true }).pressSequentially('Linen Summer Shirt');
    await page.getByRole('textbox', { name: 'SKU', exact: true }).fill('lin shirt-01');
    expect(await page.getByRole('textbox', { name: 'SKU', exact: true }).inputValue()).toBe('LINSHIRT-01');
    expect(await page.getByRole('textbox', { name: 'URL slug', exact: true }).inputValue()).toBe('linen-summer-shirt');
    await page.getByRole('textbox', { name: 'Price', exact: true }).fill('1299.50');
    await page.getByRole('textbox', { name: 'Stock', exact: true }).fill('10');
    // The editor must keep every key while the form re-renders.
    await page.getByRole('textbox', { name: 'Description', exact: true }).click();
    await page.keyboard.type('Soft linen ');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('for hot days.');

    await page.getByRole('button', { name: 'Add option' }).click();
    await page.getByRole('textbox', { name: 'Option 1 name' }).fill('Size');
    const values = page.getByLabel('Option 1 values');
    for (const size of ['S', 'M']) {
      await values.fill(size);
      await values.press('Enter');
    }
    await page.getByRole('button', { name: 'Create variants from options' }).click();
    await page.getByRole('textbox', { name: 'SKU of S' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'SKU of M' }).inputValue()).toBe('LINSHIRT-01-M');

    await page.locator('#images input[type=file]').setInputFiles([
      { name: 'red.png', mimeType: 'image/png', buffer: await png('#c0392b') },
      { name: 'blue.png', mimeType: 'image/png', buffer: await png('#2e86de') },
    ]);
    await expect.poll(() => page.getByRole('button', { name: /^Move image \d$/ }).count()).toBe(2);
    await screenshot(page, 'product-form-desktop');

    await page.getByRole('region', { name: 'Unsaved changes' }).getByRole('button', { name: 'Add product' }).click();
    await waitForToast(page, 'Product added.');
    await page.waitForURL(/\/product-sections\/products\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').at(-1) as string;
    await page.getByRole('heading', { name: 'Linen Summer Shirt' }).waitFor();
    const api = await apiAs(suite.server.baseUrl, OWNER);
    const created = await api<ProductBody>('GET', `/store/product/${id}`);
    expect(created.data).toMatchObject({
      name: 'Linen Summer Shirt',
      sku: 'LINSHIRT-01',
      price: 129950,
      description: '<p>Soft linen <strong>for hot days.</strong></p>',
    });
    expect(created.data.variants.map((v) => v.sku)).toEqual(['LINSHIRT-01-S', 'LINSHIRT-01-M']);
    const [first, second] = created.data.images.map((i) => i.url);

    // Edit: a lower price for one variant (the product's price is its variants' lowest), and
    // the second image moved first by keyboard.
    await page.getByRole('textbox', { name: 'Price of S', exact: true }).fill('999');
    const handle = page.getByRole('button', { name: 'Move image 2', exact: true });
    await handle.focus();
    await dragByKeyboard(page, ['Space', 'ArrowLeft', 'Space']);
    await page.getByRole('region', { name: 'Unsaved changes' }).getByRole('button', { name: 'Save' }).click();
    await waitForToast(page, 'Product saved.');
    const edited = await api<ProductBody>('GET', `/store/product/${id}`);
    expect(edited.data.price).toBe(99900);
    expect(edited.data.images.map((i) => i.url)).toEqual([second, first]);

    // Archive, restore and delete from the product's own page.
    await page.getByRole('button', { name: 'Archive', exact: true }).click();
    await waitForToast(page, '1 product moved to the archive.');
    await page.getByRole('button', { name: 'Restore', exact: true }).click();
    await waitForToast(page, '1 product restored.');
    // The toast comes before the product reloads; the archived notice then leaves and the page
    // moves up under the pointer. Click once it has.
    await page.getByText('This product is archived').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete for good' }).click();
    await page.waitForURL('**/product-sections/products');
    expect(await api<{ status: boolean }>('GET', `/store/product/${id}`)).toMatchObject({ status: false });
  });

  it('keeps "Leave without saving?" open on Escape and outside clicks: only its buttons answer', async () => {
    const page = await signedIn();
    await page.goto('/product-sections/products/new');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Unsaved Shirt');
    await page.getByRole('link', { name: 'Catalogs' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 400);
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Stay', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/product-sections/products/new');
    expect(await page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('Unsaved Shirt');
  });

  it('shows a duplicate SKU on its field', async () => {
    const page = await signedIn();
    await page.goto('/product-sections/products/new');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Copy Of Shirt');
    await page.getByRole('textbox', { name: 'SKU', exact: true }).fill('URB-001');
    await page.getByRole('textbox', { name: 'Price', exact: true }).fill('10');
    await page.getByRole('region', { name: 'Unsaved changes' }).getByRole('button', { name: 'Add product' }).click();
    await page.getByText('URB-001 is already the SKU of another product in your store').waitFor();
    expect(await page.getByRole('textbox', { name: 'SKU', exact: true }).getAttribute('aria-invalid')).toBe('true');
  });

  it('archives a product from the list and restores it from the archive', async () => {
    const page = await signedIn();
    await page.goto('/product-sections/products');
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('Oxford');
    // A new search clears the selection: select once the debounced search has landed.
    await page.waitForURL(/q=Oxford/);
    await page.getByText('1 product', { exact: true }).waitFor();
    await page.getByRole('checkbox', { name: 'Select Oxford Shirt' }).click();
    await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Archive' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Archive|Confirm/ })
      .click();
    await waitForToast(page, '1 product moved to the archive.');
    await page.getByRole('cell', { name: 'Oxford Shirt', exact: true }).waitFor({ state: 'detached' });

    await page.goto('/product-sections/archive');
    await page.getByRole('checkbox', { name: 'Select Oxford Shirt' }).click();
    await screenshot(page, 'archive-desktop');
    await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Restore' }).click();
    await waitForToast(page, '1 product restored.');
    await page.getByText('The archive is empty').waitFor();
  });

  it('bulk-uploads a CSV, shows bad rows before writing, and undoes an upload', async () => {
    const page = await signedIn();
    await page.goto('/product-sections/products/bulk-upload');
    const csv = (text: string) => ({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });

    await page.locator('input[type=file]').setInputFiles(csv('name,sku,price\nGood,GOOD-9,10\nBad,BAD 9,-1'));
    await page.getByRole('table', { name: 'Rows with problems' }).waitFor();
    expect(await page.getByRole('table', { name: 'Rows with problems' }).getByRole('row').count()).toBe(3);
    await screenshot(page, 'bulk-upload-errors');

    await page
      .locator('input[type=file]')
      .setInputFiles(csv('name,sku,price,stock\nBulk Tee,BULK-1,5,3\nBulk Cap,BULK-2,7.5,2'));
    await waitForToast(page, '2 products added and 0 updated.');
    const api = await apiAs(suite.server.baseUrl, OWNER);
    const count = async () => (await api<{ total: number }>('GET', '/store/product_list?search=bulk')).total;
    expect(await count()).toBe(2);

    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Undo upload' }).click();
    await waitForToast(page, /Upload undone/);
    await page.getByText('Undone', { exact: true }).waitFor();
    expect(await count()).toBe(0);
    await screenshot(page, 'bulk-upload-history');
  });

  it('moves products in from a Shopify export and shows which images could not be fetched', async () => {
    const page = await signedIn();
    await page.goto('/product-sections/products/bulk-upload');
    // A private address: the import refuses to fetch it, and the product says so.
    const [tee, secondVariant] = SHOPIFY_TEE;
    const rows = [
      { ...tee, 'Image Src': 'http://10.0.0.1/linen-front.jpg', 'Variant Image': '' },
      { ...secondVariant, 'Image Src': '' },
    ];
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'products_export_1.csv', mimeType: 'text/csv', buffer: Buffer.from(shopifyCsv(rows)) });
    await waitForToast(page, '1 product added and 0 updated. 1 image will be fetched in the background.');
    await page.getByRole('table', { name: 'Upload history' }).getByText('1 failed').waitFor({ timeout: 30_000 });
    await screenshot(page, 'bulk-upload-import');

    const api = await apiAs(suite.server.baseUrl, OWNER);
    const { list } = await api<{ list: { _id: string; sku: string }[] }>('POST', '/store/product_list', {
      search: 'LINEN-TEE',
      limit: 10,
    });
    await page.goto(`/product-sections/products/${list.find((p) => p.sku === 'LINEN-TEE')?._id}`);
    const notice = page.getByRole('alert').filter({ hasText: 'Images from your import' });
    await notice.getByText('http://10.0.0.1/linen-front.jpg').waitFor();
    await notice.getByText(/the address is private or local/).waitFor();
    await page.getByRole('heading', { name: 'Linen Tee' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'SKU of M / Sky' }).inputValue()).toBe('LT-M-SKY');
    await screenshot(page, 'imported-product-desktop');
    await page.setViewportSize(PHONE);
    await notice.getByRole('button', { name: 'Try again' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'imported-product-phone');
    // The demo store is shared by the other tests: take the import back out.
    const [latest] = (await api<{ list: { _id: string }[] }>('GET', '/store/product/bulk_upload')).list;
    await api('PATCH', '/store/product/bulk_upload', { _id: latest?._id });
  });

  it('offers the image library on a paid package only, and fits the form on a phone', async () => {
    const paid = await signedIn(OWNER, PHONE);
    await paid.goto('/product-sections/products/new');
    await paid.getByRole('button', { name: 'Choose from library' }).waitFor();
    await screenshot(paid, 'product-form-phone');

    const free = await signedIn('owner@enquire-electronics.demo');
    await free.goto('/product-sections/products/new');
    await free.getByText('Drop images here or click to choose').waitFor();
    expect(await free.getByRole('button', { name: 'Choose from library' }).count()).toBe(0);
  });

  it('offers a branch no way to add products', async () => {
    const page = await signedIn('annanagar@fresh-basket.demo');
    await page.goto('/product-sections/products');
    await page.getByRole('table', { name: 'Products' }).waitFor();
    expect(await page.getByRole('link', { name: 'Add product' }).count()).toBe(0);
  });

  it('shows who else has the product open, and refuses the later of two saves without losing the first', async () => {
    const api = await apiAs(suite.server.baseUrl, OWNER);
    const created = await api<ProductBody>('POST', '/store/product', {
      name: 'Two Hands Scarf',
      sku: 'SCARF-2HANDS',
      slug: 'two-hands-scarf',
      price: 2500,
      stock: 4,
    });
    const path = `/product-sections/products/${created.data._id}`;
    const owner = await signedIn();
    await owner.goto(path);
    await owner.getByRole('heading', { name: 'Two Hands Scarf' }).waitFor();
    const staff = await signedIn('staff@urban-threads.demo', PHONE);
    await staff.goto(path);
    await staff.getByRole('heading', { name: 'Two Hands Scarf' }).waitFor();

    await owner.getByRole('status').filter({ hasText: 'Priya (staff) is editing this product' }).waitFor();
    await staff
      .getByRole('status')
      .filter({ hasText: /is editing this product/ })
      .waitFor();
    await screenshot(staff, 'product-someone-editing-phone');

    await staff.getByRole('textbox', { name: 'Price', exact: true }).fill('30.00');
    await staff.getByRole('region', { name: 'Unsaved changes' }).getByRole('button', { name: 'Save' }).click();
    await waitForToast(staff, 'Product saved.');

    await owner.getByRole('textbox', { name: 'Stock', exact: true }).fill('9');
    await owner.getByRole('region', { name: 'Unsaved changes' }).getByRole('button', { name: 'Save' }).click();
    await waitForToast(owner, /Someone else saved this product after you opened it/);
    await screenshot(owner, 'product-saved-meanwhile-desktop');
    const now = await api<ProductBody & { data: { stock: number } }>('GET', `/store/product/${created.data._id}`);
    expect([now.data.price, now.data.stock]).toEqual([3000, 4]);

    // The staff member closes the form: the owner's notice goes.
    await staff.goto('/product-sections/products');
    await owner.getByRole('status').filter({ hasText: 'is editing this product' }).waitFor({ state: 'detached' });
    await api('PATCH', '/store/product', { _id: created.data._id });
  });
});
