import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { freshPage, PHONE, screenshot } from './support/browser.js';
import { signedInAt, signInHere } from './support/console.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();
const OWNER = 'owner@bazaar-central.demo';
const NEW_VENDOR = { email: 'potter@clay-works.test', password: 'clay-works-2026' };

describe('vendors', () => {
  it('the owner finds, adds and approves vendors; the new vendor signs in on the branded page and edits its profile', async () => {
    const errors: string[] = [];
    const page = await signedInAt(suite, OWNER, '/vendors/list', { name: 'Vendors', level: 1 }, { errors });
    const card = (name: string) => page.getByRole('article', { name });
    await card('Meera Handicrafts').waitFor();
    await expect.poll(() => card('Meera Handicrafts').textContent()).toContain('Commission 12 %');
    await card('Asha Handloom Weaves').getByText('Pending', { exact: true }).waitFor();
    await card('Lens and Light Studio').getByText('Expired').waitFor();

    // The status filter and the search ask the server.
    await page.getByRole('combobox', { name: 'Status', exact: true }).click();
    await page.getByRole('option', { name: 'Pending', exact: true }).click();
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await page.getByRole('combobox', { name: 'Status', exact: true }).click();
    await page.getByRole('option', { name: 'Pending', exact: true }).click();
    await expect.poll(() => page.getByRole('article').count()).toBe(3);
    await page.getByRole('textbox', { name: 'Search vendors' }).fill('lens');
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await page.getByRole('textbox', { name: 'Search vendors' }).fill('');
    await expect.poll(() => page.getByRole('article').count()).toBe(3);
    await screenshot(page, 'vendors-desktop');

    // Approving the pending vendor makes it active.
    await card('Asha Handloom Weaves').getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('alert').filter({ hasText: 'is approved' }).waitFor();
    await card('Asha Handloom Weaves').getByText('Active').waitFor();

    // A new vendor: a commission over 100 % is refused on its field; 12.5 % is kept.
    await page.getByRole('button', { name: 'Add vendor' }).click();
    const form = page.getByRole('form', { name: 'vendor' });
    await form.getByLabel('Company').fill('Clay Works');
    await form.getByLabel('Contact name').fill('Ravi Potter');
    await form.getByLabel('Sign-in email').fill(NEW_VENDOR.email);
    await form.getByRole('textbox', { name: 'Password' }).fill(NEW_VENDOR.password);
    await form.getByText('Percent', { exact: true }).click();
    await form.getByLabel('Commission (%)').fill('120');
    await form.getByRole('button', { name: 'Add vendor' }).click();
    await form.getByText(/at most 100 %/).waitFor();
    await form.getByLabel('Commission (%)').fill('12.5');
    await form.getByLabel('Add products').check();
    await screenshot(page, 'vendors-add-desktop');
    await form.getByRole('button', { name: 'Add vendor' }).click();
    await page.getByRole('alert').filter({ hasText: 'Clay Works added.' }).waitFor();
    await expect.poll(() => card('Clay Works').textContent()).toContain('Commission 12.5 %');

    // Its page: details, no products yet, nothing owed.
    await card('Clay Works').getByRole('button', { name: 'Details' }).click();
    const detail = page.getByTestId('vendor-detail');
    await detail.waitFor();
    await expect.poll(() => detail.textContent()).toContain('Commission: 12.5 %');
    expect(await detail.textContent()).toContain('No orders hold this vendor’s products yet.');
    expect(await detail.getByText('Owed, not yet settled').locator('..').textContent()).toMatch(/0\.00/);
    await screenshot(page, 'vendors-detail-desktop');
    expect(errors).toEqual([]);
    await page.close();

    // The owner's list on a phone.
    const phoneErrors: string[] = [];
    const phone = await signedInAt(
      suite,
      OWNER,
      '/vendors/list',
      { name: 'Vendors', level: 1 },
      {
        viewport: PHONE,
        errors: phoneErrors,
      },
    );
    await phone.getByRole('article', { name: 'Clay Works' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone, 'vendors-phone');
    await phone.close();

    // The vendor signs in on the store's branded page, on a phone, and edits its profile.
    const vendor = await freshPage(suite.browser, suite.server.baseUrl, PHONE);
    await vendor.goto('/vendor/signin/bazaar-central');
    await vendor.getByTestId('vendor-branding').waitFor();
    const session = await signInHere(vendor, NEW_VENDOR.email, NEW_VENDOR.password);
    expect(session.login_type).toBe('vendor');
    await vendor.waitForURL((url) => !url.pathname.includes('signin'));
    await vendor.getByRole('alert').filter({ hasText: 'Signed in.' }).waitFor({ state: 'hidden' });
    await vendor.goto('/vendor-account/vendor-profile');
    await vendor.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    const profile = vendor.getByRole('form', { name: 'vendor profile' });
    expect(await profile.getByLabel('Company').inputValue()).toBe('Clay Works');
    await vendor.getByText('Commission: 12.5 %').waitFor();
    await profile.getByLabel('Company').fill('Clay Works Studio');
    await profile.getByLabel('Phone').fill('+91 98400 55555');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await vendor.getByRole('alert').filter({ hasText: 'Your profile is saved.' }).waitFor();
    expect(await vendor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(vendor, 'vendor-profile-phone');
    await vendor.reload();
    await vendor.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    await expect.poll(() => profile.getByLabel('Company').inputValue()).toBe('Clay Works Studio');
    expect(await profile.getByLabel('Phone').inputValue()).toBe('+91 98400 55555');
    await vendor.close();
  });

  it('keeps a vendor’s papers between the store and the vendor: the owner adds one, the vendor downloads it', async () => {
    const errors: string[] = [];
    const page = await signedInAt(suite, OWNER, '/vendors/list', { name: 'Vendors', level: 1 }, { errors });
    await page.getByRole('article', { name: 'Meera Handicrafts' }).getByRole('button', { name: 'Details' }).click();
    const detail = page.getByTestId('vendor-detail');
    await detail.getByRole('group', { name: 'seller-agreement.pdf' }).waitFor();
    await detail.getByRole('combobox', { name: 'New document' }).click();
    await page.getByRole('option', { name: 'Tax registration (GST, VAT)' }).click();
    const certificate = Buffer.from('%PDF-1.4\n% GST registration of Meera Handicrafts\n%%EOF\n');
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      detail.getByRole('button', { name: 'Upload a PDF or scan' }).click(),
    ]);
    await chooser.setFiles({ name: 'gst-certificate.pdf', mimeType: 'application/pdf', buffer: certificate });
    await page.getByRole('alert').filter({ hasText: 'gst-certificate.pdf added.' }).waitFor();
    await expect
      .poll(() => detail.getByRole('group', { name: 'gst-certificate.pdf' }).textContent())
      .toContain('Tax registration (GST, VAT)');
    await screenshot(page, 'vendor-documents-desktop');
    expect(errors).toEqual([]);
    await page.close();

    // Meera opens its profile on a phone and downloads the certificate the store keeps for it.
    const vendor = await freshPage(suite.browser, suite.server.baseUrl, PHONE);
    await vendor.goto('/vendor/signin/bazaar-central');
    await signInHere(vendor, 'vendor1@bazaar-central.demo');
    await vendor.waitForURL((url) => !url.pathname.includes('signin'));
    await vendor.goto('/vendor-account/vendor-profile');
    const mine = vendor.getByRole('group', { name: 'gst-certificate.pdf' });
    await mine.waitFor();
    const [download] = await Promise.all([
      vendor.waitForEvent('download'),
      mine.getByRole('button', { name: 'Download gst-certificate.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('gst-certificate.pdf');
    expect(readFileSync(await download.path()).equals(certificate)).toBe(true);
    expect(await vendor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(vendor, 'vendor-documents-phone');
    await vendor.close();
  });
});
