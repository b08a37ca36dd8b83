import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MASTER_SIGN_IN, masterLandingPath, menuFor, routeNamed, textToneOn } from '@stallfront/shared';
import { mailOutbox } from '../apps/server/src/db/schema/index.js';
import {
  expectCoversNoTitle,
  freshPage,
  PHONE,
  recordCspViolations,
  REDIRECTED,
  screenshot,
} from './support/browser.js';
import {
  expectedTopLevel,
  localStorageOf,
  MASTER_CTX,
  sidebarTopLevel,
  signInHere,
  storeMenu,
} from './support/console.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();

describe('signing up', () => {
  it('creates a store in three steps, checking the email as it is typed, and opens its console', async () => {
    const page = await freshPage(suite.browser, suite.server.baseUrl);
    const cspViolations = recordCspViolations(page);
    await page.goto('/session/signup');
    await expect.poll(() => page.locator('[data-card="signup"]').count()).toBe(1);

    await page.getByLabel('Email').fill('owner@urban-threads.demo');
    await expect.poll(() => page.getByText('An account with this email exists').count()).toBe(1);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('button', { name: 'Create my store' }).count()).resolves.toBe(0);

    await page.getByLabel('Email').fill('asha@sarees.test');
    await expect.poll(() => page.getByText('This email is free.').count()).toBe(1);
    await page.getByLabel('Your name').fill('Asha');
    await screenshot(page, 'signup-desktop');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByLabel('Store name').fill('Asha Sarees');
    await page.getByText('Quotes and wholesale').click();
    await expect.poll(() => page.getByText('Buyers send enquiries').count()).toBe(1);
    await page.getByText('Online orders').click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.getByText('Choose what you sell').count()).toBe(1);
    await page.getByRole('combobox', { name: 'What do you sell?' }).click();
    await page.getByRole('option', { name: 'Sarees' }).click();
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('sarees-2026');
    await page.getByRole('textbox', { name: 'Repeat the password' }).fill('sarees-2026');
    await page.getByRole('button', { name: 'Create my store' }).click();
    // A new store is welcomed, then sent on to its dashboard, which lists the opening steps left.
    await page.waitForURL('**/welcome/signup');
    await page.getByRole('link', { name: 'Start setting up' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('list', { name: 'Steps left' }).getByText('Add products').waitFor();
    await expect.poll(() => page.getByText('Asha Sarees').first().isVisible()).toBe(true);

    const logged = await suite.server.app.ctx.db.query.signupLog.findMany({});
    expect(logged.filter((row) => row.email === 'asha@sarees.test').map((row) => row.step)).toEqual(
      expect.arrayContaining(['details', 'category', 'completed']),
    );
    expect(cspViolations).toEqual([]);
  });
});

describe('owners and staff', () => {
  it('shows the owner the menu the route table gives, and keeps the session sealed', async () => {
    const page = await freshPage(suite.browser, suite.server.baseUrl);
    await page.goto('/session/signin');
    const session = await signInHere(page, 'owner@wholesale-hub.demo');
    await page.waitForURL('**/dashboard');
    expect(await sidebarTopLevel(page)).toEqual(expectedTopLevel(storeMenu(session)));

    const stored = await localStorageOf(page);
    expect(stored.sf_session).toBeDefined();
    expect(stored.sf_session).not.toContain('wholesale');
    expect(Buffer.from(stored.sf_session ?? '', 'base64').toString('latin1')).not.toContain('store_token');
    await screenshot(page, 'owner-desktop');
  });

  it('shows staff only what both the store and their permissions allow', async () => {
    const page = await freshPage(suite.browser, suite.server.baseUrl);
    await page.goto('/session/signin');
    const session = await signInHere(page, 'staff@urban-threads.demo');
    await page.waitForURL((url) => url.pathname !== '/session/signin');
    const top = await sidebarTopLevel(page);
    expect(top).toEqual(expectedTopLevel(storeMenu(session)));
    expect(top).not.toContain('Analytics');
    expect(top).toContain('Orders');
  });

  it('signs the owner out to the sign-in page, keeping only the app token, country list, theme and sign-in page', async () => {
    const page = await freshPage(suite.browser, suite.server.baseUrl);
    await page.goto('/session/signin');
    await page.evaluate(() => localStorage.setItem('app_token', 'device-push-token'));
    await signInHere(page, 'owner@bulk-pantry.demo');
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    // The sign-out and the live socket's session end may both load the sign-in document: one cuts the other short.
    await page.waitForURL('**/session/signin', REDIRECTED);
    // Sign-out may load a fresh sign-in document (the live socket hears the session end): read once it has.
    // The device keeps its push token, and the page its last user signs in at.
    await expect
      .poll(async () => Object.keys(await localStorageOf(page).catch(() => ({}))).sort())
      .toEqual(['app_token', 'sign_in_page']);
    await page.goto('/dashboard', REDIRECTED);
    await page.waitForURL('**/session/signin');
  });

  it('resets a forgotten password with the emailed code', async () => {
    const page = await freshPage(suite.browser, suite.server.baseUrl);
    await page.goto('/session/signin');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/session/forgot-password');
    // The URL changes before the new page has rendered: wait for the page itself, not the old form.
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email').fill('owner@glow-studio.demo');
    await page.getByRole('button', { name: 'Send the code' }).click();
    await page.waitForURL('**/session/reset-password?**');

    const [mail] = await suite.server.app.ctx.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(1);
    const code = /\b(\d{6})\b/.exec(mail?.textBody ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await page.getByRole('textbox', { name: 'Reset code' }).first().click();
    await page.keyboard.type('000000');
    await page.getByRole('button', { name: 'Check the code' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toMatch(/code/i);

    await page.getByRole('textbox', { name: 'Reset code' }).first().click();
    for (let i = 0; i < 6; i++) await page.keyboard.press('Backspace');
    await page.getByRole('textbox', { name: 'Reset code' }).first().click();
    await page.keyboard.type(code ?? '');
    await page.getByRole('button', { name: 'Check the code' }).click();
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('glow-new-2026');
    await page.getByRole('textbox', { name: 'Repeat the new password' }).fill('glow-new-2026');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.waitForURL('**/session/signin');
    await signInHere(page, 'owner@glow-studio.demo', 'glow-new-2026');
    await page.waitForURL('**/dashboard');
  });

  it('shows a refused sign-in in red under the form and stays on the page', async () => {
    const page = await freshPage(suite.browser, suite.server.baseUrl);
    await page.goto('/session/signin');
    await page.getByLabel('Email').fill('owner@urban-threads.demo');
    await page.getByRole('textbox', { name: 'Password' }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const refusal = page.locator('form').getByRole('alert');
    await expect.poll(() => refusal.textContent()).toBe('The email or password is incorrect.');
    // The console's error red (Mantine's red 6), as the sign-in document draws it.
    expect(await refusal.evaluate((alert) => getComputedStyle(alert).color)).toBe('rgb(250, 82, 82)');
    expect(new URL(page.url()).pathname).toBe('/session/signin');
  });
});

describe('vendors', () => {
  it('sign in on the store-branded page, cached in a cookie, and see the vendor menu', async () => {
    const page = await freshPage(suite.browser, suite.server.baseUrl);
    await page.goto('/vendor/signin/bazaar-central');
    const branding = page.getByTestId('vendor-branding');
    await branding.waitFor();
    await expect.poll(() => page.getByRole('heading', { name: 'Bazaar Central' }).count()).toBe(1);
    const [store] = await suite.server.app.ctx.db.query.stores.findMany({
      where: (s, { eq }) => eq(s.subDomain, 'bazaar-central'),
    });
    expect(await branding.getAttribute('data-text-tone')).toBe(textToneOn(store?.themeColors.primary ?? ''));
    const cookies = await page.context().cookies();
    const cached = JSON.parse(decodeURIComponent(cookies.find((c) => c.name === 'vendor_login_info')?.value ?? '{}'));
    expect(cached).toMatchObject({ id: store?.id, name: 'bazaar-central' });
    const twelveHours = Date.now() / 1000 + 12 * 3600;
    expect(Math.abs((cookies.find((c) => c.name === 'vendor_login_info')?.expires ?? 0) - twelveHours)).toBeLessThan(
      60,
    );
    await screenshot(page, 'vendor-signin-desktop');

    const session = await signInHere(page, 'vendor1@bazaar-central.demo');
    await page.waitForURL(`**${routeNamed('vendor_dashboard').path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByTestId('coming-soon').count()).toBe(0);
    expect(await sidebarTopLevel(page)).toEqual(expectedTopLevel(storeMenu(session)));
    await expect.poll(() => page.getByText('Powered by Stallfront').isVisible()).toBe(true);
    await screenshot(page, 'vendor-desktop');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/vendor/signin/bazaar-central');
  });

  it('says so when no store has the address', async () => {
    const page = await freshPage(suite.browser, suite.server.baseUrl);
    await page.goto('/vendor/signin/no-such-store');
    await page.getByRole('heading', { name: 'No store at this address' }).waitFor();
    expect(await page.getByRole('button', { name: 'Sign in' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Go to the owner and staff sign-in' }).click();
    await page.waitForURL('**/session/signin');
  });

  it('keeps the loader when the look-up itself fails, and logs why', async () => {
    const page = await freshPage(suite.browser, suite.server.baseUrl);
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.route('**/api/store_details/domain_details**', (route) => route.abort('connectionfailed'));
    await page.goto('/vendor/signin/bazaar-central');
    await expect.poll(() => errors.some((e) => e.includes('bazaar-central'))).toBe(true);
    expect(await page.getByLabel("Loading the store's sign-in page").count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Sign in' }).count()).toBe(0);
  });

  it('sends a vendor whose subscription expired to vendor billing, which says since when and what to do', async () => {
    const page = await freshPage(suite.browser, suite.server.baseUrl, PHONE);
    // Lens & Light has a sign-in address of its own, in its store's colours, named for it.
    await page.goto('/vendor/signin/lens-and-light');
    await page.getByText('Vendor sign-in for Lens and Light Studio').waitFor();
    const session = await signInHere(page, 'vendor2@bazaar-central.demo');
    await page.waitForURL('**/vendor-account/vendor-billing');
    // The sign-in's toast sits low on a phone, clear of the header and the page's title.
    const toast = page.getByRole('alert').filter({ hasText: 'Signed in.' });
    await toast.waitFor();
    await expectCoversNoTitle(page, toast);
    const endedOn = new Date(session.vendor_subscription_ends_at ?? '').toLocaleDateString('en-US', {
      dateStyle: 'medium',
    });
    const alert = page.getByRole('alert').filter({ hasText: 'Your subscription has expired' });
    await expect.poll(() => alert.textContent()).toContain(`ended on ${endedOn}`);
    expect(await alert.textContent()).toContain('products are hidden from the shop');
    // Bazaar Central sells vendor plans: the vendor pays for one here (e2e/vendor-subscriptions.e2e.test.ts).
    expect(await alert.textContent()).toContain('Choose a plan below and pay for it');
    await screenshot(page, 'vendor-expired-phone');
    await page.goto('/vendor-dashboard');
    await page.waitForURL('**/vendor-account/vendor-billing');
    // Signing out leads back to its own address, not the store's.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL('**/vendor/signin/lens-and-light');
  });
});

describe('branches and the platform admin', () => {
  it('signs a branch in to its dashboard with the branch menu', async () => {
    const page = await freshPage(suite.browser, suite.server.baseUrl);
    await page.goto('/session/signin');
    await page.getByRole('link', { name: 'Branch sign-in' }).click();
    await page.waitForURL('**/branch/signin');
    await page.getByRole('heading', { name: 'Branch sign-in' }).waitFor();
    const session = await signInHere(page, 'annanagar@fresh-basket.demo');
    await page.waitForURL(`**${routeNamed('branch_dashboard').path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByTestId('coming-soon').count()).toBe(0);
    expect(await sidebarTopLevel(page)).toEqual(expectedTopLevel(storeMenu(session)));
    await screenshot(page, 'branch-desktop');
  });

  it('signs the platform admin in to the admin layout and out to the master sign-in', async () => {
    const page = await freshPage(suite.browser, suite.server.baseUrl);
    await page.goto(MASTER_SIGN_IN);
    await page.getByLabel('Email').fill('admin@stallfront.demo');
    await page.getByRole('textbox', { name: 'Password' }).fill('stallfront-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`**${masterLandingPath()}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByTestId('coming-soon').count()).toBe(0);
    expect(await sidebarTopLevel(page)).toEqual(expectedTopLevel(menuFor(MASTER_CTX, 'admin')));
    await screenshot(page, 'admin-desktop');

    await page.getByRole('link', { name: 'Control Panel' }).click();
    await page.waitForURL('**/control-panel');
    await page.goBack();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`**${MASTER_SIGN_IN}`);
    await page.goto('/admin/clients', REDIRECTED);
    await page.waitForURL(`**${MASTER_SIGN_IN}`);
  });
});
