import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signedInPage, signInHere, sidebarTopLevel } from './support/console.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();
const MASTER = 'admin@stallfront.demo';
const OWNER = 'owner@bulk-pantry.demo';
const STORE = 'Bulk Pantry';

const adminPage = async (viewport = DESKTOP) =>
  (await signedInPage(suite, MASTER, { viewport, at: '/session/signin/master' })).page;

/** Finds the store by its name and opens its page in the drawer. */
async function openStore(page: Page) {
  await page.goto('/admin/clients');
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('pantry');
  await page.getByText(STORE, { exact: true }).first().click();
  const drawer = page.getByRole('dialog', { name: STORE });
  await drawer.getByTestId('client-detail').waitFor();
  return drawer;
}

/** Clicks an action in the drawer and its confirmation's button. */
async function act(page: Page, drawer: ReturnType<Page['getByRole']>, action: string, confirm = action) {
  await drawer.getByRole('button', { name: action, exact: true }).click();
  await page.locator('.mantine-Modal-content').getByRole('button', { name: confirm, exact: true }).click();
}

describe('the platform admin’s clients', () => {
  it('changes a store’s package (its menus change), deactivates it (its owner lands on billing) and reactivates it', async () => {
    const owner = (await signedInPage(suite, OWNER)).page;
    const before = await sidebarTopLevel(owner);
    expect(before).not.toContain('Store apps');

    const admin = await adminPage();
    const drawer = await openStore(admin);
    await screenshot(admin, 'admin-clients-desktop');
    await drawer.getByRole('combobox', { name: 'Move to' }).click();
    await admin.getByRole('listbox', { name: 'Move to' }).getByRole('option', { name: 'Professional' }).click();
    await act(admin, drawer, 'Change package');
    await admin.getByText(`${STORE} is on Professional now.`).waitFor();

    await owner.reload();
    await expect.poll(() => sidebarTopLevel(owner), { timeout: 10_000 }).toContain('Store apps');
    expect(await sidebarTopLevel(owner)).toContain('Enquiries');

    await act(admin, drawer, 'Deactivate');
    await drawer.getByRole('button', { name: 'Activate', exact: true }).waitFor();
    await owner.reload();
    await owner.waitForURL(/\/session\/signin/, { timeout: 10_000 });
    await signInHere(owner, OWNER);
    await owner.waitForURL(/\/account\/billing/, { timeout: 10_000 });

    await act(admin, drawer, 'Activate');
    await drawer.getByRole('button', { name: 'Deactivate', exact: true }).waitFor();
    await expect(drawer.getByText(/Store deactivated by support · Platform Admin/).count()).resolves.toBe(1);
  });

  it('signs in as the store’s owner for support, with a banner, on a phone', async () => {
    const admin = await adminPage(PHONE);
    await admin.goto('/admin/clients');
    await admin.getByText(STORE, { exact: true }).first().waitFor();
    await screenshot(admin, 'admin-clients-phone');
    const drawer = await openStore(admin);
    await screenshot(admin, 'admin-clients-detail-phone');
    await act(admin, drawer, 'Sign in as owner');
    const banner = admin.getByRole('status').filter({ hasText: 'Signed in by support as' });
    await banner.waitFor();
    await expect(banner.textContent()).resolves.toContain(`${OWNER} (Platform Admin)`);
    await screenshot(admin, 'admin-clients-support-banner-phone');
    await banner.getByRole('button', { name: 'End support session' }).click();
    await admin.waitForURL(/\/admin\/clients/);
    await admin.getByRole('heading', { name: 'Clients', level: 1 }).waitFor();
  });
});
