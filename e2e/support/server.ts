import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildDemoApp, e2eConfig } from './demo-dump.js';

const WEB_DIST = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
const SHOP_DIST = fileURLToPath(new URL('../../apps/storefront/dist', import.meta.url));

export interface ConsoleServer {
  app: FastifyInstance;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * The real API with the built console and shop client files, on a database of the file's own
 * holding the demo data. The shop's tests need only the shop's build (`withConsole: false`).
 */
export async function startConsoleServer({
  withConsole = true,
  env = {},
  port = 0,
}: {
  withConsole?: boolean;
  env?: Record<string, string>;
  /** A port of the test's choosing (an ACME server validates on it); else any free one. */
  port?: number;
} = {}): Promise<ConsoleServer> {
  if (withConsole && !existsSync(`${WEB_DIST}/index.html`)) {
    throw new Error('The console is not built: run `npm run build -w @stallfront/web` (npm test does).');
  }
  if (!existsSync(`${SHOP_DIST}/manifest.json`)) {
    throw new Error('The shop is not built: run `npm run build -w @stallfront/storefront` (npm test does).');
  }
  const app = await buildDemoApp(
    e2eConfig({
      WEB_DIST,
      SHOP_DIST,
      MEDIA_DIR: mkdtempSync(join(tmpdir(), 'stallfront-e2e-media-')),
      // Shoppers' private files (a photo to print) go under DATA_DIR.
      DATA_DIR: mkdtempSync(join(tmpdir(), 'stallfront-e2e-data-')),
      ...env,
    }),
  );
  await app.ctx.jobs.start();
  const baseUrl = await app.listen({ host: '127.0.0.1', port });
  return { app, baseUrl, close: () => app.close() };
}
