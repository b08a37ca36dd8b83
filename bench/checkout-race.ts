// Issue 12: BENCH_SHOPPERS shoppers (1,000) race for BENCH_STOCK units (100) of one product
// through the shop's checkout form, at most BENCH_IN_FLIGHT (50) checkouts in flight at once,
// over real HTTP on loopback. Every shopper has its own cookie jar and CSRF token: it opens the
// shop, adds one unit to its cart and opens checkout while the stock is all there (carts hold
// no stock), then every checkout is posted with the test card. Prints the orders placed, the
// sold-out refusals, the stock left, p50/p99 of the checkout POST and checkouts per second, and
// a FAIL line with exit code 1 unless exactly BENCH_STOCK orders were placed and none is left.
//   npx tsx bench/checkout-race.ts                                                 (PGlite)
//   DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx bench/checkout-race.ts (both)
import { Console } from 'node:console';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { type Database, openDatabase } from '../apps/server/src/db/client.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { openScratchDatabase } from '../apps/server/test/database.js';
import { recordFigure } from './support/figures.mjs';
import { inFlight, ShopBrowser } from './support/shop-browser.js';
import { signUpBenchShop } from './support/shop.js';

const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 1000);
const STOCK = Number(process.env.BENCH_STOCK ?? 100);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 50);
const SKU = 'RACE-TEE';
const out = new Console(process.stderr);

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

const checkoutFields = (i: number) => ({
  name: `Racer ${i}`,
  email: `racer-${i}@example.com`,
  line1: '12 Beach Road',
  city: 'Chennai',
  postal_code: '600001',
  country: 'IN',
  delivery_method: 'standard',
  payment_method: 'test_card',
  card_number: '4242 4242 4242 4242',
});

async function race(database: Database) {
  const media = mkdtempSync(join(tmpdir(), 'stallfront-bench-media-'));
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', MEDIA_DIR: media, AUTH_RATE_LIMIT: '100000' });
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    return await raceOn(app, database);
  } finally {
    // Closes the database too (and drops a throwaway one).
    await app.close();
    rmSync(media, { recursive: true, force: true });
  }
}

async function raceOn(app: Awaited<ReturnType<typeof buildApp>>, database: Database) {
  const kind = database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const { sub, storeId, token } = await signUpBenchShop(origin, 'Race Shop', 'race');
  const created = await fetch(`${origin}/api/store/product`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Race Tee', sku: SKU, slug: 'race-tee', price: 49_900, stock: STOCK }),
  });
  if (created.status !== 200) throw new Error(`product: ${created.status} ${await created.text()}`);
  const productId = ((await created.json()) as { data: { _id: string } }).data._id;
  const base = `/s/${sub}`;

  // Every shopper fills a cart and opens checkout before the first order takes any stock.
  let started = performance.now();
  const shoppers = Array.from({ length: SHOPPERS }, (_, i) => ({ i, browser: new ShopBrowser(origin) }));
  const forms = await inFlight(shoppers, IN_FLIGHT, async ({ browser }) => {
    await browser.get(`${base}/`);
    const added = await browser.post(`${base}/cart`, { sku: SKU, quantity: '1' });
    if (added.status !== 303) throw new Error(`add to cart answered ${added.status}`);
    const page = await browser.get(`${base}/checkout`);
    if (page.status !== 200) throw new Error(`checkout page answered ${page.status}`);
    const hidden = (name: string) => page.html.match(new RegExp(`name="${name}" value="([^"]*)"`))?.[1] ?? '';
    return { expected_subtotal: hidden('expected_subtotal'), idempotency_key: hidden('idempotency_key') };
  });
  const prepareSeconds = (performance.now() - started) / 1000;

  started = performance.now();
  const results = await inFlight(shoppers, IN_FLIGHT, async ({ i, browser }) => {
    const sent = performance.now();
    const res = await browser.post(`${base}/checkout`, { ...checkoutFields(i), ...forms[i] });
    return { ...res, ms: performance.now() - sent };
  });
  const raceSeconds = (performance.now() - started) / 1000;

  const placed = results.filter((r) => r.status === 303 && r.location?.startsWith(`${base}/order/`));
  const refused = results.filter((r) => r.status === 409 && r.html.includes('sold out'));
  const others = results.filter((r) => !placed.includes(r) && !refused.includes(r));
  const { db } = database;
  const one = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, number>[] }).rows[0] ?? {};
  const stored = await one(sql`
    select (select stock from products where id = ${productId}::uuid) as stock,
           (select count(*)::int from orders where store_id = ${storeId}::uuid) as orders,
           (select count(*)::int from orders where store_id = ${storeId}::uuid
              and status = 'live' and payment_status = 'paid') as paid,
           (select count(distinct number)::int from orders where store_id = ${storeId}::uuid) as numbers,
           (select coalesce(sum(quantity), 0)::int from order_lines where store_id = ${storeId}::uuid) as sold`);

  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const timesOf = (rs: typeof results) => rs.map((r) => r.ms).sort((a, b) => a - b);
  const ms = (values: number[], p: number) => Number(percentile(values, p).toFixed(1));
  const figures = {
    orders: placed.length,
    refused: refused.length,
    stock_left: stored.stock ?? Number.NaN,
    p50_ms: ms(times, 50),
    p99_ms: ms(times, 99),
    rps: Math.round(SHOPPERS / raceSeconds),
  };
  for (const [key, value] of Object.entries(figures)) recordFigure({ key: `checkout_${key}`, database: kind, value });

  const problems: string[] = [];
  if (placed.length !== STOCK) problems.push(`${placed.length} checkouts placed an order, not ${STOCK}`);
  if (refused.length !== SHOPPERS - STOCK)
    problems.push(`${refused.length} refused as sold out, not ${SHOPPERS - STOCK}`);
  if (stored.stock !== 0) problems.push(`${stored.stock} units left in stock, not 0`);
  if (stored.orders !== STOCK || stored.paid !== STOCK || stored.numbers !== STOCK || stored.sold !== STOCK) {
    problems.push(
      `the database holds ${stored.orders} orders (${stored.paid} paid and live, ${stored.numbers} numbers) selling ${stored.sold} units, not ${STOCK}`,
    );
  }
  const statuses = new Map<string, number>();
  for (const r of others) {
    const why = r.html.match(/<title>([^<]*)<\/title>/)?.[1] ?? r.html.slice(0, 80);
    const label = `${r.status} ${why}`;
    statuses.set(label, (statuses.get(label) ?? 0) + 1);
  }
  for (const [label, n] of statuses) problems.push(`${n} checkouts answered ${label}`);
  recordFigure({ key: 'checkout_ok', database: kind, value: problems.length ? 0 : 1 });

  out.log(
    `${kind}: ${SHOPPERS} carts filled and checkouts opened in ${prepareSeconds.toFixed(1)} s; ` +
      `${SHOPPERS} checkouts posted in ${raceSeconds.toFixed(1)} s`,
  );
  return {
    row: {
      database: kind,
      orders: placed.length,
      'refused (sold out)': refused.length,
      other: others.length,
      'stock left': stored.stock,
      'p50 ms': figures.p50_ms,
      'p99 ms': figures.p99_ms,
      'placed p50/p99 ms': `${ms(timesOf(placed), 50)} / ${ms(timesOf(placed), 99)}`,
      'refused p50/p99 ms': `${ms(timesOf(refused), 50)} / ${ms(timesOf(refused), 99)}`,
      'checkouts/s': figures.rps,
    },
    problems: problems.map((p) => `${kind}: ${p}`),
  };
}

const tempDir = mkdtempSync(join(tmpdir(), 'stallfront-bench-race-'));
const runs = [await race(await openDatabase({ dataDir: join(tempDir, 'pgdata') }))];
if (process.env.DATABASE_URL) {
  // Closing the app drops this throwaway database.
  runs.push(await race(await openScratchDatabase(process.env.DATABASE_URL, 'stallfront_bench')));
}
rmSync(tempDir, { recursive: true, force: true });
out.log(`${SHOPPERS} shoppers, ${STOCK} units of one product, at most ${IN_FLIGHT} checkouts in flight`);
out.table(runs.map((r) => r.row));
const problems = runs.flatMap((r) => r.problems);
for (const problem of problems) out.log(`FAIL ${problem}`);
if (problems.length) process.exit(1);
out.log(`OK: exactly ${STOCK} orders placed, ${SHOPPERS - STOCK} refused as sold out, no stock left`);
