import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.js';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { type Config, loadConfig } from '../../apps/server/src/platform/config.js';
import { seedDemo } from '../../apps/server/src/seed/demo.js';
import { openTestDatabase } from '../../apps/server/test/database.js';
import { writeDump } from '../../apps/server/test/pglite-dumps.js';

/**
 * The folder of this run's seeded demo database (a PGlite dump) and the images its seed wrote,
 * made once by the global setup: seeding takes about 8 s, loading the dump well under one.
 */
export const DEMO_DUMP_ENV = 'STALLFRONT_E2E_DEMO_DUMP';
const DUMP_FILE = 'pgdata.tar';

/** The settings every browser test's server starts from; `overrides` names its folders. */
export const e2eConfig = (overrides: Record<string, string>): Config =>
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', AUTH_RATE_LIMIT: '10000', ...overrides });

/** Seeds a database of its own with the demo data and dumps it, with its images, into a new folder. */
export async function makeDemoDump(): Promise<string> {
  const folder = mkdtempSync(join(tmpdir(), 'stallfront-e2e-demo-'));
  const app = await buildApp({
    config: e2eConfig({ MEDIA_DIR: join(folder, 'media') }),
    database: await openTestDatabase(),
  });
  try {
    await seedDemo(app.ctx);
    await writeDump(app.ctx.database, join(folder, DUMP_FILE));
  } finally {
    await app.close();
  }
  return folder;
}

/**
 * An app on a database holding the demo data: this run's dump with a copy of its images in
 * `config`'s media folder, or, without one (server PostgreSQL, a bench), a new database seeded here.
 */
export async function buildDemoApp(config: Config): Promise<FastifyInstance> {
  const folder = process.env[DEMO_DUMP_ENV];
  if (!folder || !existsSync(join(folder, DUMP_FILE))) {
    const app = await buildApp({ config, database: await openTestDatabase() });
    await seedDemo(app.ctx);
    return app;
  }
  cpSync(join(folder, 'media'), config.MEDIA_DIR as string, { recursive: true });
  const database = await openDatabase({ loadDataDir: new Blob([readFileSync(join(folder, DUMP_FILE))]) });
  return buildApp({ config, database });
}
