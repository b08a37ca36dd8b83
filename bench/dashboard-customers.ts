// The customer rollups (migration customer_rollups): what their trigger adds to writing orders, a
// store's rebuild, and POST /store/dashboard_customers (30, 90, 366 days) and /store/reports/customers
// (12, 24 months) through the HTTP layer (app.inject). Prints figures; asserts nothing.
//   npx tsx bench/dashboard-customers.ts                                              (PGlite in a temp folder)
//   DATABASE_URL=postgres://me@127.0.0.1:5432/x npx tsx bench/dashboard-customers.ts  (a throwaway database there)
// Settings: BENCH_ORDERS (20,000) from BENCH_CUSTOMERS (4,000) emails, BENCH_RUNS (30).
import { sql } from 'drizzle-orm';
import { addDays, storeDayOf } from '@stallfront/shared/dashboard';
import { addMonths } from '@stallfront/shared/reports-customers';
import type { Db } from '../apps/server/src/db/client.js';
import { openBenchApp } from './support/bench-app.js';
import { signUpInProcess } from './support/shop.js';
import { p50p95, timed } from './support/timing.js';

const N = Number(process.env.BENCH_ORDERS ?? 20_000);
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 4_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const say = (line = '') => process.stdout.write(`${line}\n`);

/** N orders over the last year by CUSTOMERS guests (about five each), one order in ten cancelled. */
const insertOrders = (db: Db, storeId: string) =>
  db.execute(sql`
    insert into orders (store_id, number, status, payment_status, payment_method, delivery_method, email, name,
                        shipping_address, currency, subtotal, tax, shipping, total, idempotency_key, created_at)
    select ${storeId}::uuid, 1000 + i, case when i % 10 = 0 then 'cancelled' else 'live' end, 'paid', 'test_card',
           'standard', 'b' || (i * 7919 % ${CUSTOMERS}) || '@example.com', 'Bench Buyer',
           '{"line1":"1 Bench Road","city":"Chennai","postal_code":"600001","country":"IN"}'::jsonb,
           'INR', 100 * (100 + i % 5000), 0, 0, 100 * (100 + i % 5000), gen_random_uuid(),
           now() - (i % 365) * interval '1 day' - (i % 1440) * interval '1 minute'
    from generate_series(1, ${N}) as i`);

const { app, db, kind, close } = await openBenchApp('dashboard-customers');

async function callTimes(url: string, body: object, token: string): Promise<string> {
  const times: number[] = [];
  for (let i = 0; i < RUNS + 3; i++) {
    const ms = await timed(async () => {
      const res = await app.inject({
        method: 'POST',
        url,
        payload: body,
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    });
    if (i >= 3) times.push(ms);
  }
  return p50p95(times);
}

try {
  say(`${kind}: ${N.toLocaleString('en')} orders of ${CUSTOMERS.toLocaleString('en')} customers`);
  const plain = await signUpInProcess(app, 'Customers Bench Plain');
  const kept = await signUpInProcess(app, 'Customers Bench');
  await db.execute(sql`alter table orders disable trigger orders_customer_rollup`);
  const without = await timed(() => insertOrders(db, plain.storeId));
  await db.execute(sql`alter table orders enable trigger orders_customer_rollup`);
  const withTrigger = await timed(() => insertOrders(db, kept.storeId));
  const perOrder = (ms: number) => `${((ms * 1000) / N).toFixed(0)} µs an order`;
  say(`insert, customer trigger off: ${(without / 1000).toFixed(1)} s (${perOrder(without)})`);
  say(`insert, customer trigger on:  ${(withTrigger / 1000).toFixed(1)} s (${perOrder(withTrigger)})`);
  // Every customer's earliest orders cancelled: each moves a first day on.
  const cancelled = await timed(() =>
    db.execute(sql`update orders set status = 'cancelled' where store_id = ${kept.storeId}::uuid and number % 10 = 1`),
  );
  say(
    `cancel ${(N / 10).toLocaleString('en')} orders: ${(cancelled / 1000).toFixed(1)} s (${perOrder(cancelled * 10)})`,
  );
  const rebuild = await timed(() => db.execute(sql`select stallfront_rebuild_customers(${kept.storeId}::uuid)`));
  say(`rebuild of the store's customer rollups: ${(rebuild / 1000).toFixed(1)} s`);

  const today = storeDayOf(new Date(), 'Asia/Kolkata');
  for (const days of [30, 90, 366]) {
    const body = { from: addDays(today, 1 - days), to: today };
    say(
      `POST /store/dashboard_customers, ${days} days: ${await callTimes('/api/store/dashboard_customers', body, kept.token)}`,
    );
  }
  for (const months of [12, 24]) {
    const to = today.slice(0, 7);
    const body = { from_month: addMonths(to, 1 - months), to_month: to };
    say(
      `POST /store/reports/customers, ${months} months: ${await callTimes('/api/store/reports/customers', body, kept.token)}`,
    );
  }
} finally {
  await close();
}
