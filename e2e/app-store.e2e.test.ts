import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { stores, trialFeatures } from '../apps/server/src/db/schema/index.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signedInPage } from './support/console.js';
import { consoleSuite } from './support/suite.js';

const suite = consoleSuite();
const OWNER = 'owner@urban-threads.demo';
const WAIT = { timeout: 20_000 };

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

describe('the App Store', () => {
  it('starts a trial whose menu appears on every open console, and goes when the trial ends', async () => {
    // The owner at the App Store, and a second console of the store left on the dashboard.
    const { page } = await signedInPage(suite, OWNER, { viewport: DESKTOP });
    const { page: other } = await signedInPage(suite, OWNER, { viewport: DESKTOP });
    await other.goto('/dashboard');
    await mainMenu(other).getByRole('button', { name: 'Store apps' }).click();
    await mainMenu(other).getByRole('link', { name: 'Shop assistant' }).waitFor(WAIT);
    expect(await mainMenu(other).getByRole('link', { name: 'Ad management' }).count()).toBe(0);

    await page.goto('/account/app-store');
    await page.getByRole('heading', { name: 'App store', level: 1 }).waitFor(WAIT);
    // The seeded states: a running trial, an ended one, installed features and the plan's own.
    await page.getByRole('article', { name: 'Chat support' }).getByText('On trial', { exact: true }).waitFor();
    await page.getByRole('article', { name: 'Appointments' }).getByText('Trial ended', { exact: true }).waitFor();
    await page.getByRole('article', { name: 'Recipes' }).getByText('Not installed', { exact: true }).waitFor();
    await page.getByRole('article', { name: 'Blog' }).getByText('In your plan', { exact: true }).waitFor();

    const card = page.getByRole('article', { name: 'Ad management' });
    await card.getByRole('button', { name: 'Start 14-day trial' }).click();
    await page.getByText('Ad management is on trial until the end of').first().waitFor(WAIT);
    await card.getByText('On trial', { exact: true }).waitFor();
    // The other console hears it over the socket, with no reload and no navigation.
    await mainMenu(other).getByRole('link', { name: 'Ad management' }).waitFor(WAIT);
    await screenshot(page, 'app-store-trial-1280');
    await screenshot(other, 'app-store-menu-appears-1280');

    // The clock moves past the trial's 14th day: its start moved 15 days back.
    const [store] = await suite.server.app.ctx.db
      .select({ id: stores.id })
      .from(stores)
      .where(eq(stores.subDomain, 'urban-threads'));
    if (!store) throw new Error('no Urban Threads');
    await suite.server.app.ctx.db
      .update(trialFeatures)
      .set({ createdAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(and(eq(trialFeatures.storeId, store.id), eq(trialFeatures.name, 'ad_management')));
    await mainMenu(other)
      .getByRole('link', { name: 'Ad management' })
      .waitFor({ state: 'detached', ...WAIT });
    await page.reload();
    await page.getByRole('article', { name: 'Ad management' }).getByText('Trial ended', { exact: true }).waitFor(WAIT);
    await expect
      .poll(() => page.getByRole('article', { name: 'Ad management' }).getByRole('button').allTextContents())
      .toEqual(['Install']);

    await page.setViewportSize(PHONE);
    await page.getByRole('article', { name: 'Ad management' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'app-store-390');
    await page.context().close();
    await other.context().close();
  });
});
