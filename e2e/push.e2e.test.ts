import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot, settled } from './support/browser.js';
import { signInHere } from './support/console.js';
import { buildDemoApp, e2eConfig } from './support/demo-dump.js';
import { consoleSuite } from './support/suite.js';

const OWNER = 'owner@urban-threads.demo';
const WEB_DIST = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const SHOP_DIST = fileURLToPath(new URL('../apps/storefront/dist', import.meta.url));
const suite = consoleSuite();

/** The console's worker controls the page (registered when stable, then claimed). */
async function controlled(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 40_000 });
  return page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
}
const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

async function ownerPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto('/session/signin');
  await signInHere(page, OWNER);
  await page.waitForURL((url) => !url.pathname.includes('signin'));
  await page.locator('[data-push]').waitFor();
  return page;
}

describe('the installable console', () => {
  it('serves a valid manifest with its icons, which Chromium reads without errors', async () => {
    const base = suite.server.baseUrl;
    const res = await fetch(`${base}/manifest.webmanifest`);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const manifest = (await res.json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Stallfront console', start_url: '/dashboard', display: 'standalone' });
    for (const icon of manifest.icons) {
      const png = Buffer.from(await (await fetch(`${base}${icon.src}`)).arrayBuffer());
      const { width, height, format } = await sharp(png).metadata();
      expect(`${width}x${height}`).toBe(icon.sizes);
      expect(format).toBe('png');
    }
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );

    const context = await suite.browser.newContext({ baseURL: base, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto('/session/signin');
    const cdp = await context.newCDPSession(page);
    const read = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(read.url).toBe(`${base}/manifest.webmanifest`);
    expect(read.errors).toEqual([]);
    expect(await controlled(page)).toBe(`${base}/sw.js`);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // A Playwright context is an incognito profile, where Chromium installs nothing: the only objection.
    expect(installabilityErrors.map((e) => e.errorId)).toEqual(['in-incognito']);
    await context.close();
  });
});

/** Opens the header's push panel and waits for its transition, with the pointer away from the tooltip. */
async function openPushPanel(page: Page) {
  await page.getByText('Signed in.').waitFor({ state: 'hidden' });
  await page.locator('[data-push]').click();
  await page.getByRole('switch', { name: 'Notify me of new orders on this device' }).waitFor();
  await page.mouse.move(200, 500);
  await settled(page);
}

describe('push in the console', () => {
  it('shows "User denied permissions!" when the browser refuses notifications', async () => {
    for (const [viewport, width] of [
      [DESKTOP, 1280],
      [PHONE, 390],
    ] as const) {
      const context = await suite.browser.newContext({ baseURL: suite.server.baseUrl, viewport });
      const page = await ownerPage(context);
      const cdp = await context.newCDPSession(page);
      const { targetInfo } = await cdp.send('Target.getTargetInfo');
      await cdp.send('Browser.setPermission', {
        browserContextId: targetInfo.browserContextId,
        origin: suite.server.baseUrl,
        permission: { name: 'notifications' },
        setting: 'denied',
      });
      expect(await page.evaluate(() => Notification.permission)).toBe('denied');
      await openPushPanel(page);
      const panel = page.getByRole('dialog');
      await panel.getByRole('switch', { name: 'Notify me of new orders on this device' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: 'Notifications are blocked' })
        .getByText('User denied permissions!')
        .waitFor();
      await panel.getByText('User denied permissions!').waitFor();
      expect(await panel.getByRole('switch').isChecked()).toBe(false);
      await expect.poll(() => page.locator('[data-push]').getAttribute('data-push')).toBe('denied');
      await screenshot(page, `push-denied-${width}`);
      await context.close();
    }
  });

  it('offers the toggle beside the order sound, and a live_order push shows a new-order card and a notification', async () => {
    const desktop = await suite.browser.newContext({ baseURL: suite.server.baseUrl, viewport: DESKTOP });
    await openPushPanel(await ownerPage(desktop));
    await screenshot(desktop.pages()[0] as Page, 'push-toggle-1280');
    await desktop.close();

    const context = await suite.browser.newContext({ baseURL: suite.server.baseUrl, viewport: PHONE });
    await context.grantPermissions(['notifications']);
    const page = await ownerPage(context);
    await controlled(page);
    // The push toggle sits beside the order-sound toggle in the header.
    const tools = await page
      .locator('[data-sound], [data-push]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
    expect(tools).toEqual(['Order sound on (click anywhere on the page to allow it)', 'Order notifications off']);
    await openPushPanel(page);
    await screenshot(page, 'push-toggle-390');
    await page.keyboard.press('Escape');

    // A push as the push service hands it to the worker (DevTools' "Push" button).
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const mine = registrations.find((r: { scopeURL: string }) => r.scopeURL === `${suite.server.baseUrl}/`);
        if (mine) resolve(mine.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const alert = {
      event_id: 'e2e-event',
      order_id: '6f1c7e2d-3a4c-4b9e-8f1a-2b3c4d5e6f70',
      number: 4242,
      display_number: '#4242',
      total: 129_900,
      currency: 'INR',
      customer_name: 'Push Buyer',
    };
    const payload = {
      title: 'New order #4242',
      body: '₹1,299.00 from Push Buyer',
      data: { url: '/orders/product/live/all', keyword: 'live_order', alert },
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: suite.server.baseUrl,
      registrationId: await registrationId,
      data: JSON.stringify(payload),
    });
    const newOrders = page.getByRole('region', { name: 'New orders' });
    const card = newOrders.getByRole('article', { name: 'New order #4242' });
    await card.getByText('from Push Buyer').waitFor();
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => ({ title: n.title, tag: n.tag, data: n.data }));
      });
    await expect.poll(shown).toEqual([
      {
        title: 'New order #4242',
        tag: `order:${alert.order_id}`,
        data: expect.objectContaining({ url: payload.data.url }),
      },
    ]);
    // The same order pushed again replaces its notification and shows no card again: the
    // next order, pushed after it, shows alone.
    await card.getByRole('button', { name: 'Dismiss order #4242' }).click();
    await card.waitFor({ state: 'detached' });
    const push = async (body: typeof payload) =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: suite.server.baseUrl,
        registrationId: await registrationId,
        data: JSON.stringify(body),
      });
    await push(payload);
    const next = {
      ...alert,
      order_id: '6f1c7e2d-3a4c-4b9e-8f1a-2b3c4d5e6f71',
      number: 4243,
      display_number: '#4243',
      customer_name: 'Next Buyer',
    };
    await push({ title: 'New order #4243', body: '₹1,299.00 from Next Buyer', data: { ...payload.data, alert: next } });
    await newOrders.getByRole('article', { name: 'New order #4243' }).waitFor();
    expect(await newOrders.getByRole('article').count()).toBe(1);
    await expect
      .poll(async () => (await shown()).map((n) => n.tag).sort())
      .toEqual([`order:${alert.order_id}`, `order:${next.order_id}`]);
    await context.close();
  });
});

describe('the service worker across deploys and outages', () => {
  it('replaces itself with a new build’s worker, never serves a stale console, and shows the offline page', async () => {
    // A server of its own on a copy of the build, which the test "deploys" over and then stops.
    const dist = mkdtempSync(join(tmpdir(), 'stallfront-web-dist-'));
    cpSync(WEB_DIST, dist, { recursive: true });
    const app = await buildDemoApp(
      e2eConfig({ WEB_DIST: dist, SHOP_DIST, MEDIA_DIR: mkdtempSync(join(tmpdir(), 'stallfront-e2e-media-')) }),
    );
    await app.ctx.jobs.start();
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const context = await suite.browser.newContext({ baseURL: base, viewport: DESKTOP });
    try {
      const page = await context.newPage();
      await page.goto('/session/signin');
      await controlled(page);
      const [firstCache] = await cacheNames(page);
      expect(firstCache).toMatch(/^stallfront-offline-[\w-]{16}$/);

      // Deploy: a new index.html and a worker of another build id.
      const oldId = (firstCache ?? '').replace('stallfront-offline-', '');
      const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
      expect(sw).toContain(oldId);
      writeFileSync(join(dist, 'sw.js'), sw.replaceAll(oldId, 'deploy2deploy2de'));
      const html = readFileSync(join(dist, 'index.html'), 'utf8');
      writeFileSync(join(dist, 'index.html'), html.replace('<title>', '<meta name="build" content="2" /><title>'));
      for (const file of ['sw.js', 'index.html']) for (const ext of ['.br', '.gz']) rmSync(join(dist, file + ext));

      // The next page load checks the worker (sw.js is no-cache, the registration bypasses the HTTP cache).
      await page.reload();
      expect(await page.locator('meta[name="build"]').getAttribute('content')).toBe('2');
      await expect.poll(() => cacheNames(page)).toEqual(['stallfront-offline-deploy2deploy2de']);
      await page.reload();
      expect(await page.locator('meta[name="build"]').getAttribute('content')).toBe('2');

      // The server goes down: a page load gets the offline page from the worker.
      await app.close();
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: 'You are offline' }).waitFor();
      await expect
        .poll(() => page.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      await screenshot(page, 'offline-1280');
      await page.setViewportSize(PHONE);
      await screenshot(page, 'offline-390');
    } finally {
      await context.close();
      await app.close();
    }
  });
});
