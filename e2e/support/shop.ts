import { mkdirSync } from 'node:fs';
import { DESKTOP } from './browser.js';
import type { ConsoleSuite } from './suite.js';

/** Where the shop's browser tests leave their screenshots. */
export const SHOP_SHOTS = '/tmp/shop-shots';

/** A fresh shop page (with or without JavaScript) that collects the page's errors and console errors. */
export async function shopPage(suite: ConsoleSuite, { javaScript = true, viewport = DESKTOP } = {}) {
  mkdirSync(SHOP_SHOTS, { recursive: true });
  const context = await suite.browser.newContext({
    baseURL: suite.server.baseUrl,
    viewport,
    javaScriptEnabled: javaScript,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { page, errors };
}
