// Issue 13: the console's order list at a million orders in one store. Each list query is timed
// through the HTTP layer (app.inject, in-process) and as the same query in raw SQL text, in the
// same run on the same database, interleaved; the figure is HTTP/raw at p50 (aim ≤ 1.5).
// The repository function (orderList.page) is timed too, to show where the difference lies.
// Prints figures; FAIL only when the layers answer different rows.
//   DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx bench/orders.ts   (a throwaway database there)
//   npx tsx bench/orders.ts                                                     (PGlite, 100,000 orders)
// Settings: BENCH_ORDERS (1,000,000 on PostgreSQL, 100,000 on PGlite), BENCH_RUNS (50), BENCH_WARMUP (5),
// BENCH_DEEP_PAGE (200: the deep page is reached by following next_cursor).
import { performance } from 'node:perf_hooks';
import { type SQL, sql } from 'drizzle-orm';
import { type OrderListBody, orderListBody } from '@stallfront/shared';
import type { Db } from '../apps/server/src/db/client.js';
import type { OrderCaller } from '../apps/server/src/modules/orders/admin/caller.js';
import { orderList } from '../apps/server/src/modules/orders/admin/order-list.repo.js';
import { recordFigure } from './support/figures.mjs';
import { signUpInProcess } from './support/shop.js';
import { openBenchApp } from './support/bench-app.js';

const baseUrl = process.env.DATABASE_URL || undefined;
const N = Number(process.env.BENCH_ORDERS ?? (baseUrl ? 1_000_000 : 100_000));
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const DEEP_PAGE = Number(process.env.BENCH_DEEP_PAGE ?? 200);
const PAGE = 25;
const FIRST_NAMES = ['Asha', 'Ravi', 'Meera', 'Karan', 'Divya', 'Arjun', 'Nisha', 'Vikram', 'Priya', 'Sanjay', 'Leela'];

const say = (line = '') => process.stdout.write(`${line}\n`);
const lit = (text: string) => `'${text.replaceAll("'", "''")}'`;
type Row = Record<string, unknown>;
const rowsOf = async (db: Db, statement: SQL) => ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;

function p(sorted: number[], q: number): number {
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
}
async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

/**
 * N orders in SQL: 85% live, the rest spread over the other statuses, placed over the last
 * two years, each with two lines; customer i has orders i, i + 50,000, … so an email matches
 * a handful of orders, as a returning customer's would.
 */
async function seedOrders(db: Db, storeId: string) {
  const customers = 50_000;
  await db.execute(
    sql.raw(`
    insert into orders (store_id, number, status, payment_status, payment_method, delivery_method, email, name, phone,
                        shipping_address, currency, subtotal, tax, shipping, total, idempotency_key, stage, created_at)
    select ${lit(storeId)}::uuid, 1000 + i,
           case when i % 20 < 17 then 'live' when i % 20 = 17 then 'delivered' when i % 20 = 18 then 'cancelled' else 'inactive' end,
           case when i % 20 = 19 then 'failed' else 'paid' end, 'test_card', 'standard',
           'customer' || (i % ${customers}) || '@example.com',
           (array[${FIRST_NAMES.map(lit).join(', ')}])[1 + i % ${FIRST_NAMES.length}] || ' Customer' || (i % ${customers}),
           '+91 98' || lpad((i % ${customers})::text, 8, '0'),
           '{"line1":"1 Bench Road","city":"Chennai","postal_code":"600001","country":"IN"}'::jsonb,
           'INR', 100 * (100 + i % 5000), 0, 0, 100 * (100 + i % 5000), gen_random_uuid(),
           case when i % 3 = 0 then 'confirmed' else 'placed' end,
           now() - (${N} - i) * interval '1 minute' - (i % 60) * interval '1 second'
    from generate_series(1, ${N}) as i`),
  );
  await db.execute(
    sql.raw(`
    insert into order_lines (store_id, order_id, sku, name, unit_price, quantity, tax_rate_bp, subtotal, tax)
    select store_id, id, 'SKU-' || k, 'Bench item ' || k, total / 2, k, 0, total / 2, 0
    from orders cross join generate_series(1, 2) as k where store_id = ${lit(storeId)}::uuid`),
  );
  await db.execute(sql`analyze orders`);
  await db.execute(sql`analyze order_lines`);
}

const SUMMARY_SQL = `id, number, status, stage, source, name, email, phone, payment_method, payment_status,
  delivery_method, currency, total,
  (select coalesce(sum(quantity), 0)::int from order_lines where order_lines.order_id = orders.id) as item_count,
  created_at`;

/** The repository's search (order-list.repo.ts searchMatch) written out for one typed text. */
function searchSql(typed: string): string {
  const prefix = lit(`${typed.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`);
  const parts = [`lower(name) like ${prefix}`, `lower(email) like ${prefix}`];
  if (/^#?\d{1,9}$/.test(typed)) parts.unshift(`number = ${Number(typed.replace('#', ''))}`);
  if (/^\+?[\d\s-]{3,}$/.test(typed)) parts.push(`phone like ${lit(`${typed}%`)}`);
  return `(${parts.join(' or ')})`;
}

function rawList(storeId: string, options: { search?: string; after?: [string, string] } = {}): string {
  const where = [`store_id = ${lit(storeId)}`, `status = 'live'`];
  if (options.search) where.push(searchSql(options.search));
  if (options.after) where.push(`(created_at, id) < (${lit(options.after[0])}::timestamptz, ${lit(options.after[1])})`);
  return `select ${SUMMARY_SQL} from orders where ${where.join(' and ')} order by created_at desc, id desc limit ${PAGE + 1}`;
}

const { app, db, kind, close } = await openBenchApp('orders');

try {
  const { storeId, token } = await signUpInProcess(app, 'Order Bench');

  say(`${kind}: seeding ${N.toLocaleString('en')} orders with two lines each...`);
  const seedMs = await timed(() => seedOrders(db, storeId));
  say(`seeded in ${(seedMs / 1000).toFixed(1)} s`);

  const caller: OrderCaller = {
    storeId,
    vendorId: null,
    branchId: null,
    actorName: 'bench',
    actorType: 'admin',
    timeZone: 'Asia/Kolkata',
  };
  const list = async (body: Partial<OrderListBody>) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/store/orders/list',
      payload: { status: 'live', limit: PAGE, ...body },
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.statusCode !== 200) throw new Error(`order list answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    return res.json() as { list: { _id: string; created_on: string }[]; next_cursor: string | null };
  };

  let cursor: string | null = null;
  let last: { _id: string; created_on: string } | undefined;
  for (let page = 1; page < DEEP_PAGE; page += 1) {
    const answer = await list({ cursor });
    cursor = answer.next_cursor;
    last = answer.list.at(-1);
  }
  if (!cursor || !last) throw new Error('the list ended before the deep page');
  const liveNumber = String(1000 + Math.floor((N * 0.6) / 20) * 20); // order i with i % 20 = 0 is live
  const cases: { name: string; body: Partial<OrderListBody>; raw: string; figure: string }[] = [
    { name: 'first page', body: {}, raw: rawList(storeId), figure: 'first_page' },
    {
      name: `deep page ${DEEP_PAGE}`,
      body: { cursor },
      raw: rawList(storeId, { after: [last.created_on, last._id] }),
      figure: 'deep_page',
    },
    {
      name: `order number ${liveNumber}`,
      body: { search: liveNumber },
      raw: rawList(storeId, { search: liveNumber }),
      figure: 'search_number',
    },
    {
      name: 'email customer4242@example.com',
      body: { search: 'customer4242@example.com' },
      raw: rawList(storeId, { search: 'customer4242@example.com' }),
      figure: 'search_email',
    },
  ];

  const table: Record<string, string | number>[] = [];
  const problems: string[] = [];
  for (const c of cases) {
    const http = () => list(c.body).then((a) => a.list.map((r) => r._id));
    const parsed = orderListBody.parse({ status: 'live', limit: PAGE, ...c.body });
    const repo = () => orderList.page(db, caller, parsed).then((a) => a.list.map((r) => r._id));
    const raw = () => rowsOf(db, sql.raw(c.raw)).then((rows) => rows.slice(0, PAGE).map((r) => String(r.id)));
    const answers = await Promise.all([http(), repo(), raw()]);
    if (new Set(answers.map((a) => a.join())).size !== 1) problems.push(`${c.name}: the layers answer different rows`);
    for (let i = 0; i < WARMUP; i += 1) await Promise.all([http(), repo(), raw()]);
    // Interleaved, so that load from other work on the machine lands on all three alike.
    const times = { http: [] as number[], repo: [] as number[], raw: [] as number[] };
    for (let i = 0; i < RUNS; i += 1) {
      times.http.push(await timed(http));
      times.repo.push(await timed(repo));
      times.raw.push(await timed(raw));
    }
    const [h, rp, r] = [times.http, times.repo, times.raw].map((t) => t.sort((a, b) => a - b)) as [
      number[],
      number[],
      number[],
    ];
    const ratio = p(h, 0.5) / p(r, 0.5);
    table.push({
      query: c.name,
      rows: answers[0]?.length ?? 0,
      'HTTP p50': Number(p(h, 0.5).toFixed(2)),
      'HTTP p99': Number(p(h, 0.99).toFixed(2)),
      'repo p50': Number(p(rp, 0.5).toFixed(2)),
      'raw p50': Number(p(r, 0.5).toFixed(2)),
      'raw p99': Number(p(r, 0.99).toFixed(2)),
      'HTTP/raw p50': Number(ratio.toFixed(2)),
    });
    recordFigure({ key: `orders_${c.figure}_http_raw`, database: kind, value: Number(ratio.toFixed(2)) });
  }
  say(`\nOrder list (live orders, ${PAGE} a page) at ${N.toLocaleString('en')} orders, ms per call, ${RUNS} runs:`);
  console.table(table);
  for (const problem of problems) say(`FAIL ${problem}`);
  if (problems.length) process.exitCode = 1;
} finally {
  await close();
}
