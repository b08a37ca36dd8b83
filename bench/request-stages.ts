// Where a product list call's time goes inside the server: the real app (buildApp, production
// settings, logging off as in products.ts) with one timing hook per Fastify stage, called through
// app.inject as products.ts times it, beside the same SQL run raw. On PGlite, and on server
// PostgreSQL when DATABASE_URL is set. Prints figures; asserts nothing.
//
//   npx tsx bench/request-stages.ts          (BENCH_RUNS: calls per page size, 3000)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { type Database, openDatabase } from '../apps/server/src/db/client.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { openScratchDatabase } from '../apps/server/test/database.js';
import { signUpInProcess } from './support/shop.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 3000);
const PRODUCTS = 2000;

/** The stages in the order a request meets them; each hook notes the time since the one before. */
const STAGES = [
  ['onRequest', 'inject, routing and the onRequest hooks (guard, headers)'],
  ['preParsing', 'the rest of onRequest'],
  ['preValidation', 'reading and parsing the JSON body'],
  ['preHandler', 'checking the body against its schema'],
  ['preSerialization', 'the handler: query and rows to answer'],
  ['onSend', 'writing the answer and the onSend hooks'],
  ['onResponse', 'sending it (headers, body) to the end'],
] as const;

function timedStages(app: FastifyInstance) {
  const spans = new Map<string, number[]>();
  let last = 0;
  const note = (stage: string) => {
    const now = performance.now();
    const times = spans.get(stage) ?? [];
    times.push(now - last);
    spans.set(stage, times);
    last = now;
  };
  // Callback hooks, added after the app's own: each runs last in its stage and costs little.
  for (const [stage] of STAGES) {
    if (stage === 'preParsing' || stage === 'preSerialization' || stage === 'onSend') {
      app.addHook(stage, (_request, _reply, payload, done) => {
        note(stage);
        done(null, payload);
      });
    } else {
      app.addHook(stage, (_request, _reply, done) => {
        note(stage);
        done();
      });
    }
  }
  return {
    start: () => {
      last = performance.now();
    },
    end: () => note('resolved'),
    reset: () => spans.clear(),
    p50: (stage: string) => median(spans.get(stage) ?? []),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1] ?? Number.NaN;
}

const us = (ms: number) => Math.round(ms * 1000);

async function measure(kind: string, database: Database) {
  const dataDir = mkdtempSync(join(tmpdir(), 'stallfront-bench-stages-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    AUTH_RATE_LIMIT: '100000',
    DATA_DIR: dataDir,
    MEDIA_DIR: join(dataDir, 'media'),
    SEED_DEMO: 'never',
  });
  const app = await buildApp({ config, database });
  const stages = timedStages(app);
  await app.ready();
  const { storeId, token } = await signUpInProcess(app, 'Stages Store');
  await database.db.execute(sql`update stores set package_id = 'pkg_professional' where id = ${storeId}::uuid`);
  await database.db.execute(sql`
    insert into products (store_id, name, sku, slug, price, currency, stock, status, created_at, updated_at)
    select ${storeId}::uuid, 'Red Cotton Shirt ' || i, 'SKU-' || i, 'red-cotton-shirt-' || i, 10000 + i, 'INR', 5,
           'active', now() - i * interval '1 minute', now()
    from generate_series(1, ${PRODUCTS}) i`);
  await database.db.execute(sql`analyze products`);

  const rows = [];
  for (const limit of [1, 25]) {
    // summaryColumns of product-view.ts, as products.ts runs it raw.
    const raw = sql.raw(`select id, name, sku, price,
        (select max((v ->> 'price')::bigint) from jsonb_array_elements(variants) v) as price_max, currency, stock,
        status, archived, images -> 0 ->> 'url' as image, vendor_id, jsonb_array_length(variants) as variant_count,
        created_at, updated_at
      from products where store_id = '${storeId}' and archived = false order by created_at desc, id desc limit ${limit + 1}`);
    const call = async () => {
      stages.start();
      const res = await app.inject({
        method: 'POST',
        url: '/api/store/product_list',
        payload: { limit },
        headers: { authorization: `Bearer ${token}` },
      });
      stages.end();
      if (res.statusCode !== 200) throw new Error(`product_list answered ${res.statusCode}`);
    };
    const rawTimes: number[] = [];
    for (let i = 0; i < 200; i++) await call();
    stages.reset();
    for (let i = 0; i < RUNS; i++) {
      await call();
      const start = performance.now();
      await database.db.execute(raw);
      rawTimes.push(performance.now() - start);
    }
    const row: Record<string, string | number> = { database: kind, rows: limit };
    for (const [stage, label] of STAGES) row[label] = us(stages.p50(stage));
    row['the inject promise resolving'] = us(stages.p50('resolved'));
    row['raw SQL alone'] = us(median(rawTimes));
    rows.push(row);
  }
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  return rows;
}

const tables = [await measure('PGlite', await openDatabase({}))];
if (process.env.DATABASE_URL) {
  tables.push(await measure('PostgreSQL', await openScratchDatabase(process.env.DATABASE_URL, 'stallfront_bench')));
}
process.stdout.write(
  `POST /api/store/product_list through app.inject, p50 µs of each stage over ${RUNS} calls (${PRODUCTS} products):\n`,
);
// One column per database and page size, one line per stage.
const columns = tables.flat();
const labels = Object.keys(columns[0] ?? {}).filter((k) => k !== 'database' && k !== 'rows');
console.table(
  labels.map((label) =>
    Object.fromEntries([
      ['stage', label],
      ...columns.map((c) => [`${c.database}, ${c.rows} row${c.rows === 1 ? '' : 's'}`, c[label]]),
    ]),
  ),
);
