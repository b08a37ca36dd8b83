import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/server/src/app.js';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { loadConfig } from '../../apps/server/src/platform/config.js';
import { openScratchDatabase } from '../../apps/server/test/database.js';

/**
 * The production app on a throwaway database: PGlite in a temp folder, or with DATABASE_URL a
 * scratch database on that server. `close` stops the app and removes the folder.
 */
export async function openBenchApp(name: string) {
  const tempDir = mkdtempSync(join(tmpdir(), `stallfront-bench-${name}-`));
  const baseUrl = process.env.DATABASE_URL || undefined;
  const database = baseUrl
    ? await openScratchDatabase(baseUrl, 'stallfront_bench')
    : await openDatabase({ dataDir: join(tempDir, 'pgdata') });
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: '100000',
    DATA_DIR: tempDir,
    MEDIA_DIR: join(tempDir, 'media'),
    SEED_DEMO: 'never',
  });
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    kind: database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL',
    async close() {
      await app.close();
      rmSync(tempDir, { recursive: true, force: true });
    },
  };
}
