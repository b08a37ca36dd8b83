// What an idle job queue costs on the embedded database: the app built on PGlite in a temporary
// folder, once with its queue started and once without, each left idle; prints the process's CPU
// time as a share of one core and how many statements the queue sent. Asserts nothing.
//
//   npx tsx bench/idle-queue.ts        (BENCH_IDLE_SECONDS, default 60)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { loadConfig } from '../apps/server/src/platform/config.js';

const idleMs = Number(process.env.BENCH_IDLE_SECONDS ?? 60) * 1000;
const SETTLE_MS = 10_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function idle(startQueue: boolean) {
  const dir = mkdtempSync(join(tmpdir(), 'stallfront-idle-'));
  const database = await openDatabase({ dataDir: join(dir, 'pglite') });
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', MEDIA_DIR: join(dir, 'media') });
  const app = await buildApp({ config, database });
  await app.ready();
  if (startQueue) await app.ctx.jobs.start();
  let statements = 0;
  const connection = database.queueConnection;
  if (connection.kind === 'pglite') {
    const { pglite } = connection;
    const query = pglite.query.bind(pglite);
    const exec = pglite.exec.bind(pglite);
    pglite.query = ((...args: Parameters<typeof query>) => {
      statements += 1;
      return query(...args);
    }) as typeof query;
    pglite.exec = ((...args: Parameters<typeof exec>) => {
      statements += 1;
      return exec(...args);
    }) as typeof exec;
  }
  await pause(SETTLE_MS);
  statements = 0;
  const cpuBefore = process.cpuUsage();
  const wallBefore = performance.now();
  await pause(idleMs);
  const cpu = process.cpuUsage(cpuBefore);
  const wall = performance.now() - wallBefore;
  await app.close();
  rmSync(dir, { recursive: true, force: true });
  const share = ((cpu.user + cpu.system) / 1000 / wall) * 100;
  const perMinute = (statements / wall) * 60_000;
  console.log(
    `queue ${startQueue ? 'started' : 'not started'}: ${share.toFixed(2)} % of one core, ${perMinute.toFixed(1)} statements a minute`,
  );
}

await idle(false);
await idle(true);
