import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.js';
import { type ConsoleServer, startConsoleServer } from './server.js';

export interface ConsoleSuite {
  server: ConsoleServer;
  browser: Browser;
}

/** A server with demo data and a Chromium for one test file, started before its tests and closed after. */
export function consoleSuite(): ConsoleSuite {
  const suite = {} as ConsoleSuite;
  beforeAll(async () => {
    [suite.server, suite.browser] = await Promise.all([startConsoleServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.close();
  });
  return suite;
}
