// The product list and the bulk upload on a store with many products: each list query is timed
// through the HTTP layer (app.inject, in-process), through the repository function and as raw
// SQL text, in the same run on the same database. Prints figures; asserts nothing.
//   npx tsx bench/products.ts                                  (PGlite in a temp folder)
//   DATABASE_URL=postgres://me@127.0.0.1:5432/x npx tsx bench/products.ts   (a throwaway database there)
// Settings: BENCH_PRODUCTS (100000), BENCH_RUNS (100), BENCH_WARMUP (5), BENCH_SERVER_WARMUP (2000),
// BENCH_UPLOAD_ROWS (10000), BENCH_EXPLAIN_LINES (12).
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { type SQL, sql } from 'drizzle-orm';
import { type ProductListBody, productListBody } from '@stallfront/shared';
import { buildApp } from '../apps/server/src/app.js';
import { type Database, type Db, openDatabase } from '../apps/server/src/db/client.js';
import type { ProductCaller } from '../apps/server/src/modules/products/caller.js';
import { productList } from '../apps/server/src/modules/products/list.repo.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import {
  isCodePrefix,
  likePrefix,
  prefixQuery,
  substringsOf,
  walkBudget,
} from '../apps/server/src/platform/list/search.js';
import { openScratchDatabase } from '../apps/server/test/database.js';
import { recordFigure } from './support/figures.mjs';
import { signUpInProcess } from './support/shop.js';

const N = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
/**
 * First-page calls through every layer before any case is timed. A server answers for hours: its
 * request path runs as V8's optimising compiler left it after a few thousand calls, not as in its
 * first few hundred (which cost the HTTP layer about 40 % more here).
 */
const SERVER_WARMUP = Number(process.env.BENCH_SERVER_WARMUP ?? 2000);
const UPLOAD_ROWS = Number(process.env.BENCH_UPLOAD_ROWS ?? 10_000);
const EXPLAIN_LINES = Number(process.env.BENCH_EXPLAIN_LINES ?? 12);
const PAGE = 25;
/** One product in RARE carries the word "Handloom": about 100 at a million. */
const RARE = 9973;
const baseUrl = process.env.DATABASE_URL || undefined;

const COLORS = ['Red', 'Blue', 'Green', 'Black', 'White', 'Navy', 'Olive', 'Maroon', 'Beige', 'Grey', 'Mustard'];
const MATERIALS = ['Cotton', 'Linen', 'Silk', 'Wool', 'Denim', 'Leather', 'Khadi'];
const ITEMS = [
  'Shirt',
  'Kurta',
  'Saree',
  'Tee',
  'Dress',
  'Jacket',
  'Scarf',
  'Trousers',
  'Shorts',
  'Skirt',
  'Blazer',
  'Cap',
  'Socks',
];

const say = (line = '') => process.stdout.write(`${line}\n`);
const ms = (n: number) => Number(n.toFixed(2));
const lit = (text: string) => `'${text.replaceAll("'", "''")}'`;
const sqlArray = (words: string[]) => `(array[${words.map(lit).join(', ')}])`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
}
const stats = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
};
type Row = Record<string, unknown>;
/** Rows of a statement; PGlite and node-postgres both answer with { rows }. */
async function query(db: Db, statement: SQL): Promise<Row[]> {
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

async function timed<T>(run: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await run();
  return [performance.now() - start, result];
}

// ---------------------------------------------------------------- database and app

interface Bench {
  database: Database;
  label: string;
}

/** PGlite in the temp folder, or a throwaway database on the server, dropped when the app closes it. */
async function openBenchDatabase(tempDir: string): Promise<Bench> {
  if (!baseUrl) {
    const dataDir = join(tempDir, 'pgdata');
    return { database: await openDatabase({ dataDir }), label: `PGlite in ${dataDir}` };
  }
  const database = await openScratchDatabase(baseUrl, 'stallfront_bench');
  return { database, label: `PostgreSQL, throwaway database ${database.name} on ${new URL(baseUrl).host}` };
}

// ---------------------------------------------------------------- seeding

async function seedProducts(database: Database, storeId: string, n: number) {
  const { db } = database;
  const catalogs = await query(
    db,
    sql`
    insert into catalogs (store_id, name, slug) values
      (${storeId}::uuid, 'Summer Sale', 'summer-sale'), (${storeId}::uuid, 'Clearance', 'clearance')
    returning id, name`,
  );
  const catalogId = (name: string) => String(catalogs.find((r) => r.name === name)?.id);
  const summer = catalogId('Summer Sale');
  const clearance = catalogId('Clearance');
  // Names like "Red Cotton Shirt 12345": three word lists picked by coprime moduli, so a word
  // pair such as cotton + shirt matches 1/91 of the rows; one in RARE ends in the rare word
  // "Handloom". Dates are spread over the last year.
  await db.execute(
    sql.raw(`
    insert into products (store_id, name, sku, slug, price, compare_at_price, currency, tax_rate_bp, stock,
                          status, archived, archived_at, catalog_ids, tags, created_at, updated_at)
    select ${lit(storeId)}::uuid, v.name, 'SKU-' || i, lower(replace(v.name, ' ', '-')), v.price,
           case when i % 5 = 0 then v.price + 10000 end, 'INR', (array[500, 1200, 1800])[1 + i % 3],
           case when i % 17 = 0 then 0 when i % 13 = 0 then 1 + i % 5 else 6 + (i * 31) % 500 end,
           case when i % 10 = 3 then 'draft' else 'active' end,
           i % 20 = 0, case when i % 20 = 0 then v.t end,
           case when i % 50 = 7 then array[${lit(clearance)}]::uuid[]
                when i % 4 = 0 then array[${lit(summer)}]::uuid[]
                else '{}'::uuid[] end,
           array[lower(v.material)], v.t, v.t
    from generate_series(1, ${Math.trunc(n)}) as i
    cross join lateral (
      select ${sqlArray(COLORS)}[1 + i % ${COLORS.length}] || ' ' || m.material || ' '
               || ${sqlArray(ITEMS)}[1 + i % ${ITEMS.length}] || ' ' || i
               || case when i % ${RARE} = 0 then ' Handloom' else '' end as name,
             m.material,
             100 * (99 + (i::bigint * 7919) % 20000) as price,
             now() - ((i::bigint * 2654435761) % 31536000000000) * interval '1 microsecond' as t
      from (select ${sqlArray(MATERIALS)}[1 + i % ${MATERIALS.length}] as material) m
    ) v`),
  );
  await db.execute(
    sql`insert into product_skus (store_id, sku, product_id) select store_id, sku, id from products where store_id = ${storeId}::uuid`,
  );
  await db.execute(sql`analyze products`);
  await db.execute(sql`analyze product_skus`);
  return { summer, clearance };
}

// ---------------------------------------------------------------- the list cases

/**
 * A search as the repository runs it: walk the sort's index for at most `budget` rows; when the
 * walk stops short of a full page, look the matches up by index (`index`) instead.
 */
interface RawSearch {
  walk: string;
  index: string;
  budget: number;
}

interface Case {
  name: string;
  body: ProductListBody;
  /** The same query as SQL text with the values written in. */
  raw: string | RawSearch;
  /** Set for the cases bench/run-all.ts reports. */
  figureKey?: string;
}

/** summaryColumns of product-view.ts, the same select list the repository sends. */
const SUMMARY_SQL = `id, name, sku, price, (select max((v ->> 'price')::bigint) from jsonb_array_elements(variants) v) as price_max,
  currency, stock, status, archived, images -> 0 ->> 'url' as image, vendor_id,
  jsonb_array_length(variants) as variant_count, created_at, updated_at`;
/** searchMatch of list.repo.ts: name words by prefix, or the SKU whole (or its start for a code). */
function searchSql(text: string): string {
  const typed = text.trim();
  const name = [
    ...substringsOf(text).map((w) => `strpos(lower(name), ${lit(w)}) > 0`),
    `to_tsvector('simple', name) @@ to_tsquery('simple', ${lit(prefixQuery(text) ?? '')})`,
  ];
  const sku = isCodePrefix(typed)
    ? `lower(sku) like lower(${lit(likePrefix(typed))})`
    : `lower(sku) = lower(${lit(typed)})`;
  return `((${name.join(' and ')}) or ${sku})`;
}

function rawSearch(storeId: string, text: string): RawSearch {
  const budget = walkBudget(text, PAGE);
  const where = `store_id = ${lit(storeId)} and archived = false and ${searchSql(text)}`;
  const order = 'created_at desc, id desc';
  const walk = `select ${SUMMARY_SQL}, (${where}) as hit, walk_n
from (select products.*, (row_number() over (order by ${order}))::int as walk_n from products
      where store_id = ${lit(storeId)} and archived = false order by ${order} limit ${budget}) products
where (${where}) or walk_n = ${budget} order by ${order} limit ${PAGE + 1}`;
  const index = `select ${SUMMARY_SQL} from (select * from products where ${where} offset 0) products
order by ${order} limit ${PAGE + 1}`;
  return { walk, index, budget };
}

function rawPage(
  storeId: string,
  options: { where?: string[]; sort?: string; direction?: 'asc' | 'desc'; after?: [string, string] } = {},
): string {
  const { where = [], sort = 'created_at', direction = 'desc', after } = options;
  const conditions = [`store_id = ${lit(storeId)}`, 'archived = false', ...where];
  if (after) {
    const [value, id] = after;
    const beyond = direction === 'asc' ? '>' : '<';
    conditions.push(`(${sort}, id) ${beyond} (${value}, ${lit(id)})`);
  }
  return `select ${SUMMARY_SQL}
from products where ${conditions.join(' and ')}
order by ${sort} ${direction}, id ${direction} limit ${PAGE + 1}`;
}

interface Statement {
  text: string;
  label: string;
  /** Run with parallel workers off, as the repository runs its index look-up. */
  serial?: boolean;
}

/** Runs a statement, or with `explain` its plan, as the repository runs it. */
async function runStatement(statement: Statement, explain = ''): Promise<Row[]> {
  const text = sql.raw(`${explain}${statement.text}`);
  if (!statement.serial) return query(db, text);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return query(tx as unknown as Db, text);
  });
}

/** A case's raw SQL run as the repository would: the rows, the statements it took and its path. */
async function runRaw(raw: string | RawSearch): Promise<{ rows: Row[]; statements: Statement[]; path: string }> {
  if (typeof raw === 'string')
    return { rows: await query(db, sql.raw(raw)), statements: [{ text: raw, label: '' }], path: '' };
  const walk: Statement = { text: raw.walk, label: ' (walk)' };
  const walked = await runStatement(walk);
  const hits = walked.filter((r) => r.hit);
  if (hits.length > PAGE || !walked.some((r) => Number(r.walk_n) === raw.budget)) {
    return { rows: hits, statements: [walk], path: `walk (${raw.budget} rows at most)` };
  }
  const index: Statement = { text: raw.index, label: ' (index look-up after the walk)', serial: true };
  return { rows: await runStatement(index), statements: [walk, index], path: 'walk, then index look-up' };
}

const decodeCursor = (cursor: string) =>
  JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [string | number, string];

// ---------------------------------------------------------------- main

const tempDir = mkdtempSync(join(tmpdir(), 'stallfront-bench-'));
const bench = await openBenchDatabase(tempDir);
const { database } = bench;
const { db } = database;
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

/** A call's answer as it arrives, its status checked; its body is not parsed. */
async function answer(method: 'POST' | 'PATCH', url: string, token: string, payload: unknown) {
  const res = await app.inject({
    method,
    url,
    payload: payload as Record<string, unknown>,
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.statusCode !== 200) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return res.body;
}

async function call(method: 'POST' | 'PATCH', url: string, token: string, payload: unknown) {
  return JSON.parse(await answer(method, url, token, payload));
}

async function uploadCsv(token: string, csv: string, fileName: string) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), fileName);
  const request = new Request('http://bench.local', { method: 'POST', body: form });
  const res = await app.inject({
    method: 'POST',
    url: '/api/store/product/bulk_upload',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '', authorization: `Bearer ${token}` },
  });
  if (res.statusCode !== 200) throw new Error(`bulk upload answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return res.json().data as { _id: string; created: number; updated: number };
}

try {
  const [serverVersion] = await query(db, sql`select version() as v`);
  say(`Database: ${bench.label}`);
  say(`          ${String(serverVersion?.v)}`);
  say(
    `Products: ${N.toLocaleString('en')}; ${RUNS} timed runs per query after ${WARMUP} warm-up runs, ` +
      `and ${SERVER_WARMUP} first-page calls through every layer before the first`,
  );

  // 1. A store through the API, moved to a paid package so the free product limit is off.
  const { storeId, token, currency } = await signUpInProcess(app, 'Bench Store');
  await db.execute(sql`update stores set package_id = 'pkg_professional' where id = ${storeId}::uuid`);

  // 2. N products straight in SQL.
  say(`\nSeeding ${N.toLocaleString('en')} products and their SKUs...`);
  const [seedMs, catalogIds] = await timed(() => seedProducts(database, storeId, N));
  const [size] = await query(
    db,
    sql`select pg_size_pretty(pg_total_relation_size('products')) as total, pg_size_pretty(pg_relation_size('products')) as heap`,
  );
  say(
    `Seeded in ${(seedMs / 1000).toFixed(1)} s (${Math.round(N / (seedMs / 1000)).toLocaleString('en')} rows/s; ` +
      `products table ${String(size?.heap)}, ${String(size?.total)} with indexes)`,
  );

  const caller: ProductCaller = {
    storeId,
    actor: { loginType: 'admin', subuserFeatures: [], vendorFeatures: [] },
    vendorId: null,
    branchId: null,
    displayName: 'bench',
    store: { type: 'order_based', currency: currency, packageId: 'pkg_professional' },
  };
  const listViaHttp = (body: ProductListBody) => call('POST', '/api/store/product_list', token, body);
  const answerOf = (body: ProductListBody) => answer('POST', '/api/store/product_list', token, body);

  // 3. The list queries. The deep page's cursor comes from following next_cursor from page 1.
  const deepPage = Math.max(2, Math.min(400, Math.floor(N / 50)));
  let cursor: string | null = null;
  const [walkMs] = await timed(async () => {
    for (let page = 1; page < deepPage; page++) {
      const res = await listViaHttp({ limit: PAGE, cursor });
      cursor = res.next_cursor;
      if (!cursor) throw new Error(`the list ended at page ${page}`);
    }
  });
  say(`Followed next_cursor to page ${deepPage} in ${(walkMs / 1000).toFixed(1)} s`);
  const deepCursor = cursor as unknown as string;
  const [deepValue, deepId] = decodeCursor(deepCursor);

  let few = Math.max(1, Math.floor(N * 0.73));
  if (few % 20 === 0 && few < N) few += 1; // every 20th product is archived
  const cases: Case[] = [
    { name: 'first page (created desc)', body: { limit: PAGE }, raw: rawPage(storeId), figureKey: 'first_page' },
    {
      name: `deep page ${deepPage} (created desc)`,
      body: { limit: PAGE, cursor: deepCursor },
      raw: rawPage(storeId, { after: [`${lit(String(deepValue))}::timestamptz`, deepId] }),
    },
    ...[
      ['common word', 'cotton', 'search_common'],
      ['two word prefixes', 'cotton shi', 'search_prefixes'],
      ['rare word', 'handloom', 'search_rare'],
      ['exact SKU', `SKU-${few}`, 'search_sku'],
      ['SKU prefix', `SKU-${String(few).slice(0, 4)}`, 'search_sku_prefix'],
    ].map(([kind, search, figureKey]) => ({
      name: `search ${kind} '${search}'`,
      body: { search, limit: PAGE },
      raw: rawSearch(storeId, String(search)),
      figureKey,
    })),
    {
      name: 'price asc first page',
      body: { sort: 'price', direction: 'asc', limit: PAGE },
      raw: rawPage(storeId, { sort: 'price', direction: 'asc' }),
    },
    {
      name: 'status draft first page',
      body: { status: 'draft', limit: PAGE },
      raw: rawPage(storeId, { where: [`status = 'draft'`] }),
    },
    {
      name: 'catalog (2%) first page',
      body: { catalog_id: catalogIds.clearance, limit: PAGE },
      raw: rawPage(storeId, { where: [`catalog_ids @> array[${lit(catalogIds.clearance)}]::uuid[]`] }),
    },
  ];

  const firstPage = cases[0] as Case;
  const firstPageParsed = productListBody.parse(firstPage.body);
  for (let i = 0; i < SERVER_WARMUP; i++) {
    await answerOf(firstPage.body);
    await productList.page(db, caller, firstPageParsed);
    await runRaw(firstPage.raw);
  }

  const rows: Record<string, string | number>[] = [];
  const explains: string[] = [];
  for (const c of cases) {
    const parsed = productListBody.parse(c.body);
    const layers = {
      http: () => listViaHttp(c.body).then((r) => (r.list as { _id: string }[]).map((p) => p._id)),
      repo: () => productList.page(db, caller, parsed).then((r) => r.list.map((p) => p._id)),
      raw: () => runRaw(c.raw).then((r) => r.rows.slice(0, PAGE).map((p) => String(p.id))),
    };
    // The three answers should be the same rows; a difference is printed, not thrown.
    const answers = await Promise.all([layers.http(), layers.repo(), layers.raw()]).then((lists) =>
      lists.map((ids) => ids.join(',')),
    );
    const same = answers.every((a) => a === answers[0]);
    const found = answers[0] ? answers[0].split(',').length : 0;
    // Timed, each layer ends where its answer is in hand: the HTTP answer's bytes (a client's
    // JSON.parse of them is the client's work), the repository's objects, the driver's rows.
    const timedLayers = {
      http: () => answerOf(c.body),
      repo: () => productList.page(db, caller, parsed),
      raw: () => runRaw(c.raw),
    };
    for (let i = 0; i < WARMUP; i++) for (const run of Object.values(timedLayers)) await run();
    // Interleaved, so that load from other work on the machine lands on all three alike.
    const times = { http: [] as number[], repo: [] as number[], raw: [] as number[] };
    for (let i = 0; i < RUNS; i++) {
      for (const [layer, run] of Object.entries(timedLayers) as [keyof typeof timedLayers, () => Promise<unknown>][]) {
        times[layer].push((await timed(run))[0]);
      }
    }
    const http = stats(times.http);
    const repo = stats(times.repo);
    const raw = stats(times.raw);
    rows.push({
      query: c.name,
      rows: found,
      'HTTP p50': ms(http.p50),
      'HTTP p99': ms(http.p99),
      'repo p50': ms(repo.p50),
      'repo p99': ms(repo.p99),
      'raw p50': ms(raw.p50),
      'raw p99': ms(raw.p99),
      'HTTP/raw': Number((http.p50 / raw.p50).toFixed(1)),
      'same rows': same ? 'yes' : 'NO',
      path: typeof c.raw === 'string' ? '' : (await runRaw(c.raw)).path,
    });
    for (const statement of (await runRaw(c.raw)).statements) {
      const plan = (await runStatement(statement, 'explain (analyze, buffers) ')).map((r) => String(r['QUERY PLAN']));
      // Plan nodes, their conditions and the total buffers; the rest of the detail is left out.
      const detail = /^\s*(Buffers|Index Searches|Sort Method|Heap Blocks|Planning:|Planning Time|Execution Time)/;
      const nodes = plan.filter((line, i) => i === 1 || !detail.test(line));
      const shown = nodes.slice(0, EXPLAIN_LINES);
      const more = nodes.length > shown.length ? [`  ... (${nodes.length - shown.length} more lines)`] : [];
      const timing = plan.filter((line) => /^(Planning|Execution) Time/.test(line));
      explains.push(`-- ${c.name}${statement.label}\n${[...shown, ...more, ...timing].join('\n')}`);
    }
    if (c.figureKey) {
      const kind = database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
      recordFigure({ key: `${c.figureKey}_http_ms`, database: kind, value: http.p50 });
      recordFigure({ key: `${c.figureKey}_raw_ms`, database: kind, value: raw.p50 });
      recordFigure({ key: 'products', database: kind, value: N });
    }
    say(`  measured: ${c.name}`);
  }

  say('\nexplain (analyze, buffers) of the raw queries, first lines:');
  for (const text of explains) say(`${text}\n`);

  // 4. Bulk upload of a CSV, then the same file again (every row an update), and both undone.
  const header = 'name,sku,price,stock,tags';
  const lines = Array.from({ length: UPLOAD_ROWS }, (_, k) => {
    const i = k + 1;
    const name = `Bulk ${COLORS[i % COLORS.length]} ${ITEMS[i % ITEMS.length]} ${i}`;
    return `${name},BULK-${i},${(99 + (i % 900)).toFixed(2)},${i % 60},${MATERIALS[i % MATERIALS.length]?.toLowerCase()}|bulk`;
  });
  const csv = `${header}\n${lines.join('\n')}\n`;
  const bulk: Record<string, string | number>[] = [];
  const record = (step: string, timeMs: number, changed: number) =>
    bulk.push({
      step,
      rows: changed,
      seconds: Number((timeMs / 1000).toFixed(2)),
      'rows/s': Math.round(changed / (timeMs / 1000)),
    });
  say(`Bulk upload of ${UPLOAD_ROWS.toLocaleString('en')} rows (${(csv.length / 1024).toFixed(0)} KB of CSV)...`);
  const [createMs, created] = await timed(() => uploadCsv(token, csv, 'bench-create.csv'));
  record('upload: every row a new product', createMs, created.created);
  const [updateMs, updated] = await timed(() => uploadCsv(token, csv, 'bench-update.csv'));
  record('same file again: every row an update', updateMs, updated.updated);
  const undo = (id: string) => call('PATCH', '/api/store/product/bulk_upload', token, { _id: id });
  const [undoUpdateMs] = await timed(() => undo(updated._id));
  record('undo the updates (rows restored)', undoUpdateMs, updated.updated);
  const [undoCreateMs] = await timed(() => undo(created._id));
  record('undo the upload (products deleted)', undoCreateMs, created.created);

  // 5. Summary.
  say(
    "\nProduct list, milliseconds per call (HTTP = app.inject in-process, to the answer's bytes; repo = productList.page; raw = SQL text):",
  );
  console.table(rows);
  say('Bulk upload through POST/PATCH /api/store/product/bulk_upload:');
  console.table(bulk);
  const cpu = cpus();
  say(
    `Environment: ${database.kind === 'pglite' ? 'PGlite (embedded, WASM)' : 'PostgreSQL server'} ` +
      `(${String(serverVersion?.v).split(' on ')[0]}); ` +
      `${N.toLocaleString('en')} products; seeding ${(seedMs / 1000).toFixed(1)} s; node ${process.version}; ` +
      `${cpu.length} × ${cpu[0]?.model.trim() ?? 'cpu'}; ${process.platform}/${process.arch}`,
  );
} finally {
  await app.close(); // closes the database too, which drops a throwaway one
  rmSync(tempDir, { recursive: true, force: true });
}
