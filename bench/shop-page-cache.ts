// The shop's kept pages (modules/shop/page-cache.ts) against the machine's ceiling: the product
// and catalog pages' req/s and p50/p99 at 10 and 50 connections with the page cache on, with it
// off (SHOP_PAGE_CACHE_MB=0: every request renders), and from a bare Node HTTP server answering
// the very same bytes; ratios in one run, on PGlite and, with DATABASE_URL, server PostgreSQL.
// Requests carry no Accept-Encoding, so no side compresses. Prints figures; asserts nothing.
// React renders its production build only with NODE_ENV=production (run-all.ts sets it).
//   npm run build -w @stallfront/storefront && NODE_ENV=production npx tsx bench/shop-page-cache.ts
//   NODE_ENV=production DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx bench/shop-page-cache.ts
// Settings: BENCH_PRODUCTS (2000), BENCH_SECONDS (5). The store's products are shop-pages.ts's, with their pictures.
import { Console } from 'node:console';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { type Database, openDatabase } from '../apps/server/src/db/client.js';
import { openScratchDatabase } from '../apps/server/test/database.js';
import { recordFigure } from './support/figures.mjs';
import { listenBenchApp, seedBenchCatalog, signUpBenchShop } from './support/shop.js';

const N = Number(process.env.BENCH_PRODUCTS ?? 2_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const SHOP_DIST = fileURLToPath(new URL('../apps/storefront/dist', import.meta.url));
const out = new Console(process.stderr);

// The load comes from a worker thread, so this process's event loop only serves: a tail
// latency is then the server's, not the load generator's turn on the same loop.
const load = (options: autocannon.Options): Promise<autocannon.Result> =>
  new Promise((resolve, reject) =>
    autocannon({ duration: seconds, workers: 1, ...options }, (err, result) => (err ? reject(err) : resolve(result))),
  );

/** A plain node:http server answering every request with these bytes and the page's headers. */
async function bareServer(body: Buffer) {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function measure(kind: string, database: Database) {
  const cached = await listenBenchApp(database, SHOP_DIST);
  const { sub, storeId } = await signUpBenchShop(cached.base, 'Bench Shop', 'cache-shop');
  await seedBenchCatalog(database, storeId, N);
  // A second node on the same database, which it must not close when it stops.
  const uncached = await listenBenchApp({ ...database, close: async () => {} }, SHOP_DIST, { SHOP_PAGE_CACHE_MB: '0' });
  const pages = [
    { name: 'product', path: `/s/${sub}/p/cotton-tee-${3 * Math.floor(N / 6)}` },
    { name: 'catalog', path: `/s/${sub}/c/summer` },
  ];
  const rows = [];
  for (const page of pages) {
    const bytes = Buffer.from(await (await fetch(`${cached.base}${page.path}`)).arrayBuffer());
    const bare = await bareServer(bytes);
    for (const connections of [10, 50]) {
      const figures: Record<string, autocannon.Result> = {};
      for (const [side, url] of [
        ['bare node', `${bare.url}${page.path}`],
        ['cache on', `${cached.base}${page.path}`],
        ['cache off', `${uncached.base}${page.path}`],
      ] as const) {
        await load({ url, connections, duration: 2 }); // warm-up: the JIT and the kept page
        const result = await load({ url, connections });
        figures[side] = result;
        if (result.non2xx) throw new Error(`${side} ${page.path}: ${result.non2xx} answers were not 2xx`);
      }
      const ceiling = figures['bare node']?.requests.average ?? 1;
      for (const [side, result] of Object.entries(figures)) {
        const share = (100 * result.requests.average) / ceiling;
        rows.push({
          database: kind,
          page: `${page.name} (${(bytes.length / 1024).toFixed(1)} KB)`,
          connections,
          side,
          'req/s': Math.round(result.requests.average),
          'of bare': `${share.toFixed(1)} %`,
          'p50 ms': result.latency.p50,
          'p99 ms': result.latency.p99,
          'p99/p50': (result.latency.p99 / Math.max(result.latency.p50, 1)).toFixed(1),
        });
        const key = `shop_${page.name}_${side.replace(' ', '_')}_${connections}c`;
        recordFigure({ key: `${key}_rps`, database: kind, value: Math.round(result.requests.average) });
        if (side === 'cache on')
          recordFigure({ key: `${key}_of_bare_pct`, database: kind, value: Number(share.toFixed(1)) });
      }
    }
    await bare.close();
  }
  await uncached.close();
  await cached.close();
  return rows;
}

const tempDir = mkdtempSync(join(tmpdir(), 'stallfront-bench-cache-'));
const rows = await measure('PGlite', await openDatabase({ dataDir: join(tempDir, 'pgdata') }));
if (process.env.DATABASE_URL) {
  rows.push(...(await measure('PostgreSQL', await openScratchDatabase(process.env.DATABASE_URL, 'stallfront_bench'))));
}
rmSync(tempDir, { recursive: true, force: true });
out.log(`${seconds} s per side, ${N.toLocaleString('en')} products; autocannon in a worker thread of this process`);
out.table(rows);
