// The owner dashboard's rollups (migration 0079): what the triggers add to writing orders, what a
// full rebuild (the backfill) costs, and POST /store/dashboard over 30, 90 and 366 days through the
// HTTP layer (app.inject). Prints figures; asserts nothing.
//   npx tsx bench/dashboard.ts                                                   (PGlite in a temp folder)
//   DATABASE_URL=postgres://me@127.0.0.1:5432/x npx tsx bench/dashboard.ts       (a throwaway database there)
// Settings: BENCH_ORDERS (20,000), BENCH_RUNS (30). The 5,000,000-order run is not done yet.
import { sql } from 'drizzle-orm';
import { addDays, storeDayOf } from '@stallfront/shared/dashboard';
import type { Db } from '../apps/server/src/db/client.js';
import { seedBenchCatalog, signUpInProcess } from './support/shop.js';
import { openBenchApp } from './support/bench-app.js';
import { p50p95, timed } from './support/timing.js';

const N = Number(process.env.BENCH_ORDERS ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const say = (line = '') => process.stdout.write(`${line}\n`);

/** N orders over the last year with two lines each (of 200 products), one order in ten cancelled. */
async function insertOrders(db: Db, storeId: string, from: number) {
  await db.execute(sql`
    insert into orders (store_id, number, status, payment_status, payment_method, delivery_method, email, name,
                        shipping_address, currency, subtotal, tax, shipping, total, idempotency_key, created_at)
    select ${storeId}::uuid, ${from} + i, case when i % 10 = 0 then 'cancelled' else 'live' end, 'paid', 'test_card',
           'standard', 'b' || i || '@example.com', 'Bench Buyer',
           '{"line1":"1 Bench Road","city":"Chennai","postal_code":"600001","country":"IN"}'::jsonb,
           'INR', 100 * (100 + i % 5000), 0, 0, 100 * (100 + i % 5000), gen_random_uuid(),
           now() - (i % 365) * interval '1 day' - (i % 1440) * interval '1 minute'
    from generate_series(1, ${N}) as i`);
  await db.execute(sql`
    insert into order_lines (store_id, order_id, product_id, sku, name, unit_price, quantity, tax_rate_bp, subtotal, tax)
    select o.store_id, o.id, p.id, p.sku, p.name, o.total / 2, 1, 0, o.total / 2, 0
    from orders o cross join generate_series(0, 1) as k
    join lateral (select id, sku, name from products where store_id = o.store_id
                  order by id offset (o.number * 7 + k) % 200 limit 1) p on true
    where o.store_id = ${storeId}::uuid and o.number > ${from}`);
}

const { app, database, db, kind, close } = await openBenchApp('dashboard');

try {
  say(`${kind}: ${N.toLocaleString('en')} orders of two lines each`);
  const plain = await signUpInProcess(app, 'Dashboard Bench Plain');
  const kept = await signUpInProcess(app, 'Dashboard Bench');
  await seedBenchCatalog(database, plain.storeId, 200);
  await seedBenchCatalog(database, kept.storeId, 200);

  await db.execute(sql`alter table orders disable trigger orders_rollup_write`);
  await db.execute(sql`alter table order_lines disable trigger order_lines_rollup`);
  const without = await timed(() => insertOrders(db, plain.storeId, 1000));
  await db.execute(sql`alter table orders enable trigger orders_rollup_write`);
  await db.execute(sql`alter table order_lines enable trigger order_lines_rollup`);
  const withTriggers = await timed(() => insertOrders(db, kept.storeId, 1000));
  const perOrder = (ms: number) => `${((ms * 1000) / N).toFixed(0)} µs an order`;
  say(`insert, triggers off: ${(without / 1000).toFixed(1)} s (${perOrder(without)})`);
  say(`insert, triggers on:  ${(withTriggers / 1000).toFixed(1)} s (${perOrder(withTriggers)})`);
  const cancelled = await timed(() =>
    db.execute(sql`update orders set status = 'cancelled' where store_id = ${kept.storeId}::uuid and number % 10 = 1`),
  );
  say(
    `cancel ${(N / 10).toLocaleString('en')} orders: ${(cancelled / 1000).toFixed(1)} s (${perOrder(cancelled * 10)})`,
  );
  const rebuild = await timed(() => db.execute(sql`select stallfront_rebuild_sales(${kept.storeId}::uuid)`));
  say(`rebuild (the backfill) of the store: ${(rebuild / 1000).toFixed(1)} s`);

  const today = storeDayOf(new Date(), 'Asia/Kolkata');
  for (const days of [30, 90, 366]) {
    const body = { from: addDays(today, 1 - days), to: today };
    const times: number[] = [];
    for (let i = 0; i < RUNS + 3; i++) {
      const ms = await timed(async () => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/store/dashboard',
          payload: body,
          headers: { authorization: `Bearer ${kept.token}` },
        });
        if (res.statusCode !== 200) throw new Error(`dashboard answered ${res.statusCode}: ${res.body}`);
      });
      if (i >= 3) times.push(ms);
    }
    say(`POST /store/dashboard, ${days} days: ${p50p95(times)}`);
  }
} finally {
  await close();
}
