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

/** A page on `base` with Network events enabled on `cdp`; `close()` removes the profile. */
export async function openConsole() {
  const profile = mkdtempSync(join(tmpdir(), 'stallfront-bench-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    baseURL: base,
    viewport: { width: 1280, height: 800 },
    args: CHROMIUM_ARGS,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const close = async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  };
  return { page, cdp, close };
}

/** Opens the sign-in page (the first measured page), as a new user does. */
export async function openSignIn(page) {
  await page.goto('/session/signin');
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
}

/**
 * Signs the demo owner in from the sign-in page, then turns the cache off for the next page: the
 * sign-in has already run the console's code in this page, and clearing the disk cache alone
 * leaves those files in the page's memory cache.
 */
export async function signInOwner(page, cdp) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/session/signin');
  await page.waitForLoadState('networkidle');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
}

/** Opens the product list and waits for its table. */
export async function openProducts(page) {
  await page.goto('/product-sections/products');
  await page.getByRole('table', { name: 'Products' }).waitFor();
}
