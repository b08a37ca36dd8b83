// What a signed-in store call costs beside a bare Fastify route, measured side by side in one
// run: the real app (buildApp) on PGlite, and on server PostgreSQL when DATABASE_URL is set,
// listening on loopback and loaded by autocannon. Prints figures; asserts nothing.
//
//   npx tsx bench/request-path.ts > /dev/null    (BENCH_SECONDS, BENCH_CONNECTIONS to change)
// The server logs at info as in production, to stdout; the table goes to stderr.
import { Console } from 'node:console';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { type Database, openDatabase } from '../apps/server/src/db/client.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { openScratchDatabase } from '../apps/server/test/database.js';
import { recordFigure } from './support/figures.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

function load(url: string, headers: Record<string, string> = {}): Promise<autocannon.Result> {
  return new Promise((resolve, reject) =>
    autocannon({ url, headers, duration: seconds, connections }, (err, result) =>
      err ? reject(err) : resolve(result),
    ),
  );
}

async function measure(kind: string, database: Database) {
  const media = mkdtempSync(join(tmpdir(), 'stallfront-bench-media-'));
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'info', MEDIA_DIR: media, AUTH_RATE_LIMIT: '100000' });
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const signUp = await fetch(`${base}/api/others/create_store`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench Store',
      email: `bench-${Date.now()}@example.com`,
      password: 'bench-password-1',
      type: 'order_based',
      category: 'clothing',
      country: 'IN',
    }),
  });
  const token = (await signUp.json()).store_token as string;
  const auth = { authorization: `Bearer ${token}` };
  const details = await (await fetch(`${base}/api/store/details`, { headers: auth })).json();

  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => details);
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/bare`;

  const rows = [];
  const baseline = await load(bareUrl);
  for (const path of ['/api/store/details', '/api/store/product_features']) {
    const result = await load(`${base}${path}`, auth);
    rows.push({
      database: kind,
      call: `GET ${path}`,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'of bare route': `${((100 * result.requests.average) / baseline.requests.average).toFixed(1)} %`,
      non2xx: result.non2xx,
    });
  }
  const detailsRate = rows[0]?.['req/s'] ?? 0;
  recordFigure({ key: 'details_rps', database: kind, value: detailsRate });
  recordFigure({ key: 'bare_rps', database: kind, value: Math.round(baseline.requests.average) });
  rows.push({
    database: kind,
    call: 'bare Fastify route, same JSON',
    'req/s': Math.round(baseline.requests.average),
    'p50 ms': baseline.latency.p50,
    'p99 ms': baseline.latency.p99,
    'of bare route': '100 %',
    non2xx: baseline.non2xx,
  });
  await bare.close();
  await app.close();
  rmSync(media, { recursive: true, force: true });
  return rows;
}

const rows = await measure('PGlite', await openDatabase({}));
if (process.env.DATABASE_URL) {
  rows.push(...(await measure('PostgreSQL', await openScratchDatabase(process.env.DATABASE_URL, 'stallfront_bench'))));
}
process.stderr.write(`${seconds}s per target, ${connections} connections\n`);
new Console(process.stderr).table(rows);
