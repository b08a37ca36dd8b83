import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { loadConfig } from '../src/platform/config.js';
import { seedDemo } from '../src/seed/demo.js';
import { openTestDatabase } from './database.js';
import { writeDump } from './pglite-dumps.js';

/**
 * The folder of this run's seeded demo database (a PGlite dump) and the images its seed wrote,
 * made once by a global setup (the API tests' and the browser tests'): seeding takes about 8 s,
 * loading the dump well under one. Made per run, never kept: the demo's dates are relative to now.
 */
export const DEMO_DUMP_ENV = 'STALLFRONT_TEST_DEMO_DUMP';
const DUMP_FILE = 'pgdata.tar';

/** Seeds a database of its own with the demo data and dumps it, with its images, into a new folder. */
export async function makeDemoDump(): Promise<string> {
  const folder = mkdtempSync(join(tmpdir(), 'stallfront-demo-dump-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', MEDIA_DIR: join(folder, 'media') });
  const app = await buildApp({ config, database: await openTestDatabase() });
  try {
    await seedDemo(app.ctx);
    await writeDump(app.ctx.database, join(folder, DUMP_FILE));
  } finally {
    await app.close();
  }
  return folder;
}

/**
 * This run's demo database, its images copied into `mediaDir`; undefined without a dump (server
 * PostgreSQL, a single file run alone): the caller then seeds a database of its own.
 */
export async function openDemoDump(mediaDir: string): Promise<Database | undefined> {
  const folder = process.env[DEMO_DUMP_ENV];
  if (process.env.DATABASE_URL || !folder || !existsSync(join(folder, DUMP_FILE))) return undefined;
  cpSync(join(folder, 'media'), mediaDir, { recursive: true });
  return openDatabase({ loadDataDir: new Blob([readFileSync(join(folder, DUMP_FILE))]) });
}
