// Debian's Chromium for the benches that open the console on a running server: a fresh
// profile (an empty cache), DevTools' network events, and the demo owner's sign-in.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../e2e/support/chromium-args.mjs';

export const base = process.env.BENCH_URL ?? 'http://127.0.0.1:8080';
export const email = process.env.BENCH_EMAIL ?? 'owner@urban-threads.demo';
const password = process.env.BENCH_PASSWORD ?? 'stallfront-demo';

/**
 * Chromium on `base` with a fresh profile (an empty cache) and DevTools' Network events;
 * `attach(cdp)` adds listeners, again after each restart. `close()` removes the profile.
 */
export async function openConsole(attach = () => {}) {
  const profile = mkdtempSync(join(tmpdir(), 'stallfront-bench-chromium-'));
  const launch = async () => {
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      baseURL: base,
      viewport: { width: 1280, height: 800 },
      args: CHROMIUM_ARGS,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    attach(cdp);
    return { context, page, cdp };
  };
  let current = await launch();
  return {
    get page() {
      return current.page;
    },
    get cdp() {
      return current.cdp;
    },
    /**
     * The browser closed and opened again on the same profile: the sign-in (local storage and
     * the session key in IndexedDB) is kept, the disk cache emptied and the memory cache gone.
     * Clearing the disk cache in a running page left files the page had run in its memory cache.
     */
    async restartWithEmptyCache() {
      await current.context.close();
      // DevTools' clearBrowserCache did not always finish before the browser closed.
      for (const cache of ['Cache', 'Code Cache'])
        rmSync(join(profile, 'Default', cache), { recursive: true, force: true });
      current = await launch();
    },
    async close() {
      await current.context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Opens the sign-in page (the first measured page), as a new user does. */
export async function openSignIn(page) {
  await page.goto('/session/signin');
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
}

/** Signs the demo owner in from the sign-in page and waits for the console to settle. */
export async function signInOwner(page) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/session/signin');
  await page.waitForLoadState('networkidle');
}

/** Opens the product list and waits for its table. */
export async function openProducts(page) {
  await page.goto('/product-sections/products');
  await page.getByRole('table', { name: 'Products' }).waitFor();
}
