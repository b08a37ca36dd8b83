import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.js';
import { type ConsoleServer, startConsoleServer } from './server.js';

export interface ConsoleSuite {
  server: ConsoleServer;
  browser: Browser;
}

/**
 * A server with demo data and a Chromium for one test file, started before its tests and
 * closed after. The shop's tests need no console build (`withConsole: false`).
 */
export function consoleSuite({
  withConsole = true,
  env = () => ({}),
  port = () => 0,
}: {
  withConsole?: boolean;
  /** More of the server's settings, read when it starts (a test's own SMTP server). */
  env?: () => Record<string, string>;
  /** The port to listen on, read when it starts; 0: any free one. */
  port?: () => number;
} = {}): ConsoleSuite {
  const suite = {} as ConsoleSuite;
  beforeAll(async () => {
    [suite.server, suite.browser] = await Promise.all([
      startConsoleServer({ withConsole, env: env(), port: port() }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.close();
  });
  return suite;
}
