// The shop's visit counting (modules/shop/visits.ts, visit-counter.ts): a kept product page's
// req/s and p50/p99 when nothing is counted (a robot's user agent: the hook stops at its check),
// when every request is a page of one session, and when every request starts a new session (a
// new user agent each time: a hash, a session and a tally each); then the time of one flush of
// many days' counts, and that the rollup holds every request counted. Prints figures; asserts nothing.
// autocannon runs in this process (a new user agent a request needs a function, which a worker cannot take):
// every side shares the event loop with its load alike.
//   npm run build -w @stallfront/storefront && NODE_ENV=production npx tsx bench/shop-visits.ts
//   NODE_ENV=production DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx bench/shop-visits.ts
// Settings: BENCH_SECONDS (3), BENCH_CONNECTIONS (10), BENCH_ROUNDS (7: the sides in turn, medians).
import { Console } from 'node:console';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../apps/server/src/db/client.js';
import { VisitCounter } from '../apps/server/src/modules/shop/visit-counter.js';
import { openScratchDatabase } from '../apps/server/test/database.js';
import { recordFigure } from './support/figures.mjs';
import { listenBenchApp, seedBenchCatalog, signUpBenchShop } from './support/shop.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const SHOP_DIST = fileURLToPath(new URL('../apps/storefront/dist', import.meta.url));
const out = new Console(process.stderr);
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

const load = (options: autocannon.Options): Promise<autocannon.Result> =>
  new Promise((resolve, reject) =>
    autocannon({ duration: seconds, connections, ...options }, (err, result) => (err ? reject(err) : resolve(result))),
  );

async function counted(database: Database, storeId: string) {
  const { rows } = (await database.db.execute(
    sql`select coalesce(sum(page_views), 0)::int as views, coalesce(sum(sessions), 0)::int as sessions
        from shop_visit_days where store_id = ${storeId}`,
  )) as { rows: { views: number; sessions: number }[] };
  return rows[0] ?? { views: 0, sessions: 0 };
}

async function measure(kind: string, database: Database) {
  // The app must leave the database open when it stops: its counts are read after.
  const app = await listenBenchApp({ ...database, close: async () => {} }, SHOP_DIST);
  const { sub, storeId } = await signUpBenchShop(app.base, 'Visit Bench', 'visit-shop');
  await seedBenchCatalog(database, storeId, 200);
  // Nine more stores, for the flush of many stores' days below.
  for (let i = 0; i < 9; i++) await signUpBenchShop(app.base, `Visit Bench ${i}`, `visit-more-${i}`);
  const url = `${app.base}/s/${sub}/p/cotton-tee-100`;
  // Every side sets its user agent in a function, so the load generator costs each side alike.
  const agent = (name: () => string): autocannon.Options => ({
    requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'user-agent': name() } }) }],
  });
  const sides: { side: string; options: autocannon.Options }[] = [
    { side: 'not counted (robot)', options: agent(() => 'Googlebot/2.1') },
    { side: 'one session', options: agent(() => BROWSER) },
    { side: 'a new session each', options: agent(() => `${BROWSER} ${Math.random()}`) },
  ];
  // Rounds in turn, so the machine's drift (other work, the JIT) falls on every side alike; medians reported.
  const rates = new Map<string, autocannon.Result[]>(sides.map(({ side }) => [side, []]));
  for (const { options } of sides) await load({ url, ...options, duration: 2 }); // warm-up: the JIT and the kept page
  for (let round = 0; round < ROUNDS; round++) {
    // Each round starts at the next side: none always runs first or last.
    for (const { side, options } of [...sides.slice(round % sides.length), ...sides.slice(0, round % sides.length)]) {
      const result = await load({ url, ...options });
      if (result.non2xx) throw new Error(`${side}: ${result.non2xx} answers were not 2xx`);
      rates.get(side)?.push(result);
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const ceiling = median((rates.get(sides[0]?.side ?? '') ?? []).map((r) => r.requests.average));
  const rows = sides.map(({ side }) => {
    const results = rates.get(side) ?? [];
    const rps = median(results.map((r) => r.requests.average));
    const key = `shop_visits_${side.split(' ')[0]}_${side.split(' ').at(-1)}`.replace(/[^a-z_]/g, '');
    recordFigure({ key: `${key}_rps`, database: kind, value: Math.round(rps) });
    return {
      database: kind,
      side,
      'req/s': Math.round(rps),
      'of not counted': `${((100 * rps) / ceiling).toFixed(1)} %`,
      'p50 ms': median(results.map((r) => r.latency.p50)),
      'p99 ms': median(results.map((r) => r.latency.p99)),
    };
  });
  await app.close(); // its last counts are written as it closes
  const kept = await counted(database, storeId);

  // One flush of a year of days for ten stores: far more rows than a node gathers in five seconds.
  const stores = (await database.db.execute(sql`select id from stores limit 10`)) as { rows: { id: string }[] };
  const counter = new VisitCounter(database.db);
  let n = 0;
  for (const { id } of stores.rows) {
    for (let day = 0; day < 365; day++) {
      n += 1;
      const at = new Date(Date.UTC(2025, 0, 1) + day * 86_400_000);
      counter.note({
        storeId: id,
        timeZone: 'UTC',
        address: `10.0.${n % 250}.1`,
        agent: BROWSER,
        at,
        view: true,
        step: 'cart',
      });
    }
  }
  const rowsPending = counter.pendingRows;
  const start = performance.now();
  await counter.flush(Date.UTC(2026, 0, 1));
  const flushMs = performance.now() - start;
  recordFigure({ key: 'shop_visits_flush_ms', database: kind, value: Math.round(flushMs) });
  await database.close();
  return {
    rows,
    kept,
    flush: `${rowsPending} rows (${stores.rows.length} stores × 365 days) in ${flushMs.toFixed(0)} ms`,
  };
}

/** What counting adds to a request, apart from the HTTP noise: one note() in a loop, per request. */
function noteCost() {
  const counter = new VisitCounter(null as unknown as Database['db']);
  const at = new Date();
  const time = (agent: (i: number) => string) => {
    const n = 100_000;
    const start = performance.now();
    for (let i = 0; i < n; i++) {
      counter.note({
        storeId: 's',
        timeZone: 'Asia/Kolkata',
        address: '10.0.0.1',
        agent: agent(i),
        at,
        view: true,
        step: null,
      });
    }
    return ((performance.now() - start) * 1000) / n;
  };
  time(() => BROWSER); // warm-up
  return { same: time(() => BROWSER), fresh: time((i) => `${BROWSER} ${i}`) };
}

const cost = noteCost();
recordFigure({ key: 'shop_visits_note_us', value: Number(cost.same.toFixed(1)) });
recordFigure({ key: 'shop_visits_note_new_session_us', value: Number(cost.fresh.toFixed(1)) });
const tempDir = mkdtempSync(join(tmpdir(), 'stallfront-bench-visits-'));
const runs = [await measure('PGlite', await openDatabase({ dataDir: join(tempDir, 'pgdata') }))];
if (process.env.DATABASE_URL) {
  runs.push(await measure('PostgreSQL', await openScratchDatabase(process.env.DATABASE_URL, 'stallfront_bench')));
}
rmSync(tempDir, { recursive: true, force: true });
out.log(`${seconds} s per side at ${connections} connections, a kept product page (the page cache on)`);
out.table(runs.flatMap((run) => run.rows));
out.log(
  `note(): ${cost.same.toFixed(1)} µs a page of a known session, ${cost.fresh.toFixed(1)} µs a new session (in a loop)`,
);
for (const run of runs) {
  out.log(`${run.rows[0]?.database}: the rollup holds ${run.kept.views} page views in ${run.kept.sessions} sessions`);
  out.log(`${run.rows[0]?.database}: one flush of ${run.flush}`);
}
