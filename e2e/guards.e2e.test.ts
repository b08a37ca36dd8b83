import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions, stores } from '../apps/server/src/db/schema/index.js';
import { freshPage, REDIRECTED, type PHONE } from './support/browser.js';
import { localStorageOf, signedInPage, signInHere } from './support/console.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();

beforeAll(async () => {
  await suite.server.app.ctx.db
    .update(stores)
    .set({ status: 'inactive' })
    .where(eq(stores.subDomain, 'skyline-estates'));
});

const pathOf = (page: Page) => new URL(page.url()).pathname;

async function signedIn(email: string, viewport?: typeof PHONE): Promise<Page> {
  return (await signedInPage(suite, email, { viewport })).page;
}

describe('the guards of spec section 2', () => {
  it('sends the empty path to sign-in', async () => {
    const page = await freshPage(suite.browser, suite.server.baseUrl);
    await page.goto('/');
    await page.waitForURL('**/session/signin');
  });

  it('sends a store route without a store token to sign-in and clears storage, keeping the country list', async () => {
    const page = await freshPage(suite.browser, suite.server.baseUrl);
    await page.goto('/session/signin');
    await page.evaluate(() => {
      localStorage.setItem('left_over', 'x');
      localStorage.setItem('country_list', '[]');
      sessionStorage.setItem('redirect_path', '/orders');
    });
    await page.goto('/product-sections/products', REDIRECTED);
    await page.waitForURL('**/session/signin');
    expect(await localStorageOf(page)).toEqual({ country_list: '[]' });
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  });

  it('sends admin and control-panel routes without a master token to the master sign-in', async () => {
    const page = await signedIn('owner@urban-threads.demo');
    await page.goto('/admin/clients', REDIRECTED);
    await page.waitForURL('**/session/signin/master');
    await page.goto('/control-panel', REDIRECTED);
    await page.waitForURL('**/session/signin/master');
  });

  it('sends a store route outside the permitted list to sign-in, clearing the session', async () => {
    const page = await signedIn('owner@urban-threads.demo');
    await page.goto('/account/wallet', REDIRECTED); // multi-vendor stores only
    await page.waitForURL('**/session/signin');
    expect((await localStorageOf(page)).sf_session).toBeUndefined();
  });

  it('keeps an inactive store to billing and deployment', async () => {
    const page = await signedIn('owner@skyline-estates.demo');
    expect(pathOf(page)).toBe('/account/billing');
    await page.goto('/dashboard');
    await page.waitForURL('**/account/billing');
    await page.goto('/deployment/plans');
    await page.waitForURL('**/deployment/plans');
    expect(await page.getByRole('link', { name: /home/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /Upgrade|Select Plan/ }).count()).toBe(0);
  });

  it('shows the 404 screen for any unknown path', async () => {
    const page = await freshPage(suite.browser, suite.server.baseUrl);
    await page.goto('/no/such/page');
    await page.waitForURL('**/404');
    await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).count()).toBe(1);
  });

  it('signs out on any answer that says the session ended', async () => {
    // Without the live-alert socket, which would hear the end first: this is about the calls' answers.
    const page = await freshPage(suite.browser, suite.server.baseUrl);
    await page.routeWebSocket(/\/socket\.io\//, (socket) => socket.close());
    await page.goto('/session/signin');
    await signInHere(page, 'owner@fresh-basket.demo');
    await page.waitForURL((url) => !url.pathname.includes('signin'));
    // No call of the landing page still on its way, so the reload's calls are the ones to hear the end.
    await page.waitForLoadState('networkidle');
    await suite.server.app.ctx.db.update(sessions).set({ revokedAt: new Date(), revokedReason: 'test' });
    await suite.server.app.ctx.sessions.settle();
    // The console leaves as soon as a call hears the session ended, maybe before the page has loaded.
    await page.reload({ waitUntil: 'commit' });
    await page.waitForURL('**/session/signin');
    expect((await localStorageOf(page)).sf_session).toBeUndefined();
  });

  it('scrolls to the top on navigation', async () => {
    const page = await signedIn('owner@wholesale-hub.demo', { width: 390, height: 500 });
    await page.goto('/setup/policies');
    await page.getByRole('heading', { level: 1, name: 'Policies' }).waitFor();
    // A long page, so there is somewhere to scroll from.
    await page.evaluate(() => {
      const filler = document.createElement('div');
      filler.style.height = '3000px';
      document.querySelector('main')?.append(filler);
      window.scrollTo(0, 2000);
    });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('link', { name: 'Website' }).click();
    await page.waitForURL('**/setup');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
