// Issue 31: the console's customer lists at 100,000 customers (1,000,000 on PostgreSQL) with three
// orders each. The orders count, spend and last order are columns kept by the order writes
// (modules/customers/customer-stats.ts), so a page or a filter reads no orders; this times the
// lists through HTTP (app.inject, in-process), and the recount one order write adds.
// Prints figures; asserts nothing.
//   npx tsx bench/customers.ts                                                     (PGlite)
//   DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx bench/customers.ts   (a throwaway database there)
// Settings: BENCH_CUSTOMERS, BENCH_RUNS (30), BENCH_WARMUP (3).
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import {
  refreshCustomerStats,
  refreshStoreCustomerStats,
} from '../apps/server/src/modules/customers/customer-stats.js';
import { recordFigure } from './support/figures.mjs';
import { signUpInProcess } from './support/shop.js';
import { openBenchApp } from './support/bench-app.js';

const baseUrl = process.env.DATABASE_URL || undefined;
const N = Number(process.env.BENCH_CUSTOMERS ?? (baseUrl ? 1_000_000 : 100_000));
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const ORDERS_EACH = 3;

const say = (line = '') => process.stdout.write(`${line}\n`);
const p = (sorted: number[], q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

const { app, db, kind, close } = await openBenchApp('customers');

try {
  const { storeId, token } = await signUpInProcess(app, 'Customer Bench');
  say(
    `${kind}: seeding ${N.toLocaleString('en')} customers (1 in 10 with an account, 1 in 50 guests tagged VIP), ${ORDERS_EACH} orders each...`,
  );
  const seedMs = await timed(async () => {
    await db.execute(sql`
      insert into customers (store_id, email, name, phone, password_hash, tags, created_at)
      select ${storeId}::uuid, 'shopper' || i || '@example.com', 'Shopper ' || i, '+91 98' || lpad(i::text, 8, '0'),
             case when i % 10 = 0 then 'x' end,
             case when i % 50 = 1 then array['VIP'] else '{}'::text[] end,
             now() - i * interval '1 minute'
      from generate_series(1, ${N}) as i`);
    await db.execute(sql`
      insert into orders (store_id, number, status, payment_status, payment_method, delivery_method, customer_id, email,
                          name, shipping_address, currency, subtotal, tax, shipping, total, idempotency_key, created_at)
      select c.store_id, 1000 + row_number() over (), 'live', 'paid', 'test_card', 'standard', c.id, c.email, c.name,
             '{"line1":"1 Bench Road","city":"Chennai","postal_code":"600001","country":"IN"}'::jsonb,
             'INR', 10000 * k, 0, 0, 10000 * k + (abs(hashtext(c.email)) % 500000), gen_random_uuid(),
             c.created_at + k * interval '1 day'
      from customers c cross join generate_series(1, ${ORDERS_EACH}) as k where c.store_id = ${storeId}::uuid`);
  });
  say(`seeded in ${(seedMs / 1000).toFixed(1)} s`);
  const backfillMs = await timed(() => refreshStoreCustomerStats(db, storeId));
  say(`store-wide recount (a backfill) in ${(backfillMs / 1000).toFixed(1)} s`);
  await db.execute(sql`analyze customers`);
  await db.execute(sql`analyze orders`);

  const list = async (body: Record<string, unknown>) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/store/customers/list',
      payload: { limit: 25, ...body },
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.statusCode !== 200) throw new Error(`customer list answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    return res.json() as { list: unknown[] };
  };
  const found = (await db.execute(sql`select id from customers where store_id = ${storeId} limit 1`)) as unknown as {
    rows: { id: string }[];
  };
  const someoneId = found.rows[0]?.id;
  const cases: { name: string; run: () => Promise<unknown>; figure: string }[] = [
    { name: 'guests, first page', run: () => list({ kind: 'guest' }), figure: 'guests_first_page' },
    { name: 'accounts by spend', run: () => list({ kind: 'signed_up', sort: 'spend' }), figure: 'by_spend' },
    {
      name: 'guests, 3+ orders, spent ≥ ₹2,000',
      run: () => list({ kind: 'guest', orders_min: 3, spend_min: 200_000 }),
      figure: 'filtered',
    },
    { name: 'tag VIP', run: () => list({ kind: 'guest', tag: 'VIP' }), figure: 'tag' },
    { name: 'search an email', run: () => list({ kind: 'guest', search: 'shopper4242@' }), figure: 'search' },
    {
      name: 'recount after one order write',
      run: () => refreshCustomerStats(db, [someoneId]),
      figure: 'recount',
    },
  ];
  const table: Record<string, string | number>[] = [];
  for (const c of cases) {
    for (let i = 0; i < WARMUP; i += 1) await c.run();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) times.push(await timed(c.run));
    times.sort((a, b) => a - b);
    table.push({ query: c.name, p50: Number(p(times, 0.5).toFixed(2)), p99: Number(p(times, 0.99).toFixed(2)) });
    recordFigure({ key: `customers_${c.figure}_p50_ms`, database: kind, value: Number(p(times, 0.5).toFixed(2)) });
  }
  say(`\nCustomer lists at ${N.toLocaleString('en')} customers, ms per call, ${RUNS} runs:`);
  console.table(table);
} finally {
  await close();
}
