import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs } from './support/api.js';
import { DESKTOP, freshPage, PHONE, screenshot, settled } from './support/browser.js';
import { signedInPage } from './support/console.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();
const OWNER = 'owner@urban-threads.demo';
/** What zod says when nobody wrote a message: none of it may reach a merchant. */
const DEVELOPER_TEXT = /Too small|Too big|Invalid input|expected string|received undefined|Invalid email/;

async function signedIn(viewport = DESKTOP) {
  return (await signedInPage(suite, OWNER, { viewport })).page;
}

const textOf = async (page: Page) => (await page.locator('body').textContent()) ?? '';

/** The error Mantine shows under an input, read from the input's own wrapper. */
/** The error a field shows, found as a screen reader does: through the input's aria-describedby. */
async function fieldError(page: Page, label: string): Promise<string> {
  const input = page.getByRole('textbox', { name: label, exact: true });
  const errorId = async () =>
    (await input.getAttribute('aria-describedby'))?.split(' ').find((id) => id.endsWith('-error'));
  await expect.poll(errorId).toBeDefined();
  return (await page.locator(`[id="${await errorId()}"]`).textContent()) ?? '';
}

interface ProductBody {
  data: { _id: string; name: string; slug: string; slug_redirects: string[]; archived: boolean };
}

describe('messages written for people (item 6)', () => {
  const signInPages = [
    ['owner', '/session/signin'],
    ['branch', '/branch/signin'],
    ['vendor', '/vendor/signin/bazaar-central'],
    ['platform admin', '/session/signin/master'],
  ] as const;

  for (const [who, path] of signInPages) {
    it(`the ${who} sign-in says what is missing on each field, and a wrong password under the form`, async () => {
      const page = await freshPage(suite.browser, suite.server.baseUrl);
      await page.goto(path);
      await page.getByRole('button', { name: 'Sign in' }).click();
      expect(await fieldError(page, 'Email')).toBe('Enter your email address');
      expect(await fieldError(page, 'Password')).toBe('Enter your password');

      await page.getByLabel('Email').fill('not-an-address');
      await page.getByRole('button', { name: 'Sign in' }).click();
      expect(await fieldError(page, 'Email')).toBe('Enter an email address like name@example.com');

      await page.getByLabel('Email').fill('nobody@stallfront.demo');
      await page.getByRole('textbox', { name: 'Password' }).fill('wrong-password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      const inForm = page.locator('form').getByText('The email or password is incorrect.');
      await inForm.waitFor();
      expect(await textOf(page)).not.toMatch(/Something went wrong/);
      expect(await textOf(page)).not.toMatch(DEVELOPER_TEXT);
      if (who === 'owner') await screenshot(page, 'forms-signin-wrong-password-desktop');
    });
  }

  it('the owner sign-in on a phone shows the wrong password under the form', async () => {
    const page = await freshPage(suite.browser, suite.server.baseUrl, PHONE);
    await page.goto('/session/signin');
    await page.getByLabel('Email').fill(OWNER);
    await page.getByRole('textbox', { name: 'Password' }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.locator('form').getByText('The email or password is incorrect.').waitFor();
    await screenshot(page, 'forms-signin-wrong-password-phone');
  });

  it('forgot password and sign-up speak to people', async () => {
    const page = await freshPage(suite.browser, suite.server.baseUrl);
    await page.goto('/session/forgot-password');
    await page.getByRole('button', { name: /send|code/i }).click();
    expect(await fieldError(page, 'Email')).toBe('Enter your email address');

    await page.goto('/session/signup');
    await page.getByRole('button', { name: 'Next' }).click();
    expect(await fieldError(page, 'Email')).toBe('Enter your email address');
    expect(await textOf(page)).not.toMatch(DEVELOPER_TEXT);
  });

  it('the product form and the catalog modal say what to fix, in words, on the field', async () => {
    const page = await signedIn();
    await page.goto('/product-sections/products/new');
    await page.getByRole('heading', { name: 'Add product' }).waitFor();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('x'.repeat(201));
    await page.getByRole('button', { name: 'Add product' }).click();
    expect(await fieldError(page, 'Name')).toBe('200 characters at most');
    // A price keeps the form changed (Add is off on an untouched form): the slug follows the name
    // back to empty.
    await page.getByRole('textbox', { name: 'Price', exact: true }).fill('10');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('');
    await page.getByRole('button', { name: 'Add product' }).click();
    expect(await fieldError(page, 'Name')).toBe('Enter a name');
    expect(await fieldError(page, 'SKU')).toBe('Enter a SKU');
    expect(await textOf(page)).not.toMatch(DEVELOPER_TEXT);

    await page.goto('/product-sections/catalogs');
    await page.getByRole('button', { name: 'Add catalog' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('button', { name: /save|add/i })
      .last()
      .click();
    expect(await fieldError(page, 'Name')).toBe('Enter a name');
    expect(await textOf(page)).not.toMatch(DEVELOPER_TEXT);
  });

  it('a 400 from the server is in words, named by field', async () => {
    const res = await fetch(`${suite.server.baseUrl}/api/auth/store/login_v2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: '', password: '' }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string };
    expect(body.message).toBe('email: Enter your email address; password: Enter your password');
  });
});

describe('sign-up steps (item 7)', () => {
  it('opens the password step clean; Next only moves on, the last button creates the store', async () => {
    for (const [viewport, suffix] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const page = await freshPage(suite.browser, suite.server.baseUrl, viewport);
      const creates: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('create_store')) creates.push(r.url());
      });
      await page.goto('/session/signup');
      await page.getByLabel('Email').fill(`steps-${suffix}@sarees.test`);
      await expect.poll(() => page.getByText('This email is free.').count()).toBe(1);
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByLabel('Store name').fill(`Steps ${suffix}`);
      await page.getByRole('combobox', { name: 'What do you sell?' }).click();
      await page.getByRole('option', { name: 'Sarees' }).click();
      await page.getByRole('button', { name: 'Next' }).click();

      const password = page.getByRole('textbox', { name: 'Password', exact: true });
      await password.waitFor();
      await settled(page);
      expect(await password.getAttribute('aria-invalid')).not.toBe('true');
      expect(await page.getByText('This field is required').count()).toBe(0);
      expect(creates).toEqual([]);
      await screenshot(page, `forms-signup-step3-${suffix}`);

      await password.fill('sarees-2026');
      await page.getByRole('textbox', { name: 'Repeat the password' }).fill('sarees-2026');
      await page.getByRole('button', { name: 'Create my store' }).click();
      await page.waitForURL('**/welcome/signup');
      expect(creates).toHaveLength(1);
    }
  });
});

describe('archived products (item 9)', () => {
  it('shows an archived banner with Restore on the form, and Archived in the archive list', async () => {
    const api = await apiAs(suite.server.baseUrl, OWNER);
    const list = await api<{ list: { _id: string; name: string }[] }>('POST', '/store/product_list', {
      archived: false,
      limit: 3,
    });
    const [target] = list.list;
    if (!target) throw new Error('no demo product');
    await api('PUT', '/store/product/archive', { ids: [target._id], archived: true });

    const page = await signedIn();
    await page.goto('/product-sections/archive');
    const row = page.getByRole('row').filter({ hasText: target.name });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/Archived/);
    expect(await row.textContent()).not.toMatch(/Active/);
    await screenshot(page, 'forms-archive-list-desktop');

    await page.goto(`/product-sections/products/${target._id}`);
    const banner = page.getByRole('alert').filter({ hasText: 'This product is archived' });
    await banner.waitFor();
    await screenshot(page, 'forms-archived-product-desktop');

    const phone = await signedIn(PHONE);
    await phone.goto('/product-sections/archive');
    await phone.getByText('Archived').first().waitFor();
    await screenshot(phone, 'forms-archive-list-phone');
    await phone.goto(`/product-sections/products/${target._id}`);
    await phone.getByRole('alert').filter({ hasText: 'This product is archived' }).waitFor();
    await screenshot(phone, 'forms-archived-product-phone');

    await banner.getByRole('button', { name: 'Restore' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    const after = await api<ProductBody>('GET', `/store/product/${target._id}`);
    expect(after.data.archived).toBe(false);
  });
});

describe('product slugs (item 3)', () => {
  it('keeps the slug on a rename, updates it on request and records a redirect', async () => {
    const api = await apiAs(suite.server.baseUrl, OWNER);
    const list = await api<{ list: { _id: string }[] }>('POST', '/store/product_list', { archived: false, limit: 5 });
    const id = list.list[4]?._id;
    if (!id) throw new Error('no demo product');
    const before = await api<ProductBody>('GET', `/store/product/${id}`);

    const page = await signedIn();
    await page.goto(`/product-sections/products/${id}`);
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    const slug = page.getByRole('textbox', { name: 'URL slug', exact: true });
    await name.fill('Renamed Field Jacket');
    expect(await slug.inputValue()).toBe(before.data.slug);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: 'Product saved.' }).first().waitFor();
    const renamed = await api<ProductBody>('GET', `/store/product/${id}`);
    expect(renamed.data.name).toBe('Renamed Field Jacket');
    expect(renamed.data.slug).toBe(before.data.slug);

    await page.getByRole('button', { name: 'Update the URL from the name' }).click();
    expect(await slug.inputValue()).toBe('renamed-field-jacket');
    await page.getByText(`/${before.data.slug}`).first().waitFor();
    await screenshot(page, 'forms-slug-update-desktop');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => (await api<ProductBody>('GET', `/store/product/${id}`)).data.slug)
      .toBe('renamed-field-jacket');
    const moved = await api<ProductBody>('GET', `/store/product/${id}`);
    expect(moved.data.slug_redirects).toEqual([before.data.slug]);
  });

  it('a new product follows the name until the slug is typed; a name of symbols is refused on the name field', async () => {
    const page = await signedIn(PHONE);
    await page.goto('/product-sections/products/new');
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    const slug = page.getByRole('textbox', { name: 'URL slug', exact: true });
    await name.fill('Wool Scarf');
    expect(await slug.inputValue()).toBe('wool-scarf');
    await slug.fill('winter-scarf');
    await name.fill('Wool Scarf Blue');
    expect(await slug.inputValue()).toBe('winter-scarf');

    await name.fill('   🎉 ✨  ');
    await page.getByRole('button', { name: 'Add product' }).click();
    expect(await fieldError(page, 'Name')).toBe('Use letters or numbers in the name');
    await screenshot(page, 'forms-name-symbols-phone');
  });
});
