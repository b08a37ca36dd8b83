// The owner dashboard of a store with 5,000,000 orders on server PostgreSQL: POST /store/dashboard
// (rollups only) against the same figures computed by a full scan of the orders, in the same run,
// and whether the two agree. The orders are bulk-loaded with triggers off and the rollups then
// counted by the migrations' own rebuilds (the backfill path); bench/dashboard.ts times the triggers.
//   DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx bench/dashboard-scale.ts
// Settings: BENCH_ORDERS (5,000,000), BENCH_RUNS (30). A superuser loads faster (no FK checks).
import { sql } from 'drizzle-orm';
import { addDays, storeDayOf } from '@stallfront/shared/dashboard';
import type { Db } from '../apps/server/src/db/client.js';
import { openBenchApp } from './support/bench-app.js';
import { seedBenchCatalog, signUpInProcess } from './support/shop.js';
import { p50p95, timed, timedValue } from './support/timing.js';

const N = Number(process.env.BENCH_ORDERS ?? 5_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const BATCH = 250_000;
const ZONE = 'Asia/Kolkata';
const REGIONS = ['Karnataka', 'Kerala', 'Tamil Nadu', 'Telangana', 'Maharashtra', ''];
const say = (line = '') => process.stdout.write(`${line}\n`);
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Orders `from+1..to` over the last two years, one line each (of 200 products); one in ten cancelled. */
async function loadOrders(db: Db, storeId: string, from: number, to: number) {
  await db.transaction(async (tx) => {
    // Skips FK checks and triggers for this load alone; refused (and harmless) without superuser.
    await tx.execute(sql`set local session_replication_role = replica`).catch(() => undefined);
    await tx.execute(sql`
      insert into orders (store_id, number, status, payment_status, payment_method, delivery_method, email, name,
                          shipping_address, currency, subtotal, tax, shipping, total, idempotency_key, source, created_at)
      select ${storeId}::uuid, i, case when i % 10 = 0 then 'cancelled' else 'live' end, 'paid',
             case when i % 3 = 0 then 'cod' else 'test_card' end, 'standard', 'b' || i || '@example.com', 'Bench Buyer',
             jsonb_build_object('line1', '1 Bench Road', 'city', 'Chennai', 'postal_code', '600001', 'country', 'IN',
                                'region', (${sql.raw(`array[${REGIONS.map((r) => `'${r}'`).join(',')}]`)})[1 + i % ${REGIONS.length}]),
             'INR', 100 * (100 + i % 5000), 0, 0, 100 * (100 + i % 5000), gen_random_uuid(),
             case when i % 7 = 0 then 'quick_order' else 'shop' end,
             now() - (i % 730) * interval '1 day' - (i % 1440) * interval '1 minute'
      from generate_series(${from + 1}::int, ${to}::int) as i`);
    await tx.execute(sql`
      insert into order_lines (store_id, order_id, product_id, sku, name, unit_price, quantity, tax_rate_bp, subtotal, tax)
      select o.store_id, o.id, p.id, p.sku, p.name, o.total, 1 + o.number % 3, 0, o.total, 0
      from orders o
      join (select id, sku, name, row_number() over (order by id) - 1 as k from products where store_id = ${storeId}::uuid) p
        on p.k = o.number % 200
      where o.store_id = ${storeId}::uuid and o.number > ${from} and o.number <= ${to}`);
  });
}

/** The dashboard's period figures as a scan of the orders and their lines computes them. */
async function scanFigures(db: Db, storeId: string, range: { from: string; to: string }) {
  const store = sql`${storeId}::uuid`;
  const inRange = sql`o.store_id = ${store} and o.status in ('live', 'delivered')
    and o.created_at >= (${range.from}::date)::timestamp at time zone ${ZONE}
    and o.created_at < (${addDays(range.to, 1)}::date)::timestamp at time zone ${ZONE}`;
  const days = rowsOf<{ day: string; orders: number; sales: number; units: number }>(
    await db.execute(sql`
      select to_char((o.created_at at time zone ${ZONE})::date, 'YYYY-MM-DD') as day, count(*)::int as orders,
             sum(o.total)::bigint as sales, sum(l.units)::int as units
      from orders o join lateral (select coalesce(sum(quantity), 0) as units from order_lines where order_id = o.id) l on true
      where ${inRange} group by 1 order by 1`),
  );
  const top = rowsOf<{ product_id: string; sales: number }>(
    await db.execute(sql`
      select l.product_id, sum(l.subtotal)::bigint as sales from orders o join order_lines l on l.order_id = o.id
      where ${inRange} and l.product_id is not null group by 1 order by 2 desc, 1 limit 5`),
  );
  const payment = rowsOf<{ key: string; sales: number }>(
    await db.execute(sql`
      select o.payment_method as key, sum(o.total)::bigint as sales from orders o where ${inRange} group by 1 order by 2 desc`),
  );
  return {
    orders: days.reduce((sum, d) => sum + Number(d.orders), 0),
    sales: days.reduce((sum, d) => sum + Number(d.sales), 0),
    units: days.reduce((sum, d) => sum + Number(d.units), 0),
    top: top.map((p) => p.product_id),
    payment: payment.map((p) => `${p.key} ${p.sales}`),
  };
}

const { app, db, kind, close } = await openBenchApp('dashboard-scale');
try {
  if (kind !== 'PostgreSQL') say('(PGlite: the figure the issue asks for is on server PostgreSQL; set DATABASE_URL)');
  const shop = await signUpInProcess(app, 'Dashboard Scale');
  await seedBenchCatalog({ db } as never, shop.storeId, 200);
  say(`${kind}: loading ${N.toLocaleString('en')} orders with a line each…`);
  const load = await timed(async () => {
    for (let from = 0; from < N; from += BATCH) await loadOrders(db, shop.storeId, from, Math.min(N, from + BATCH));
  });
  say(`load: ${(load / 1000).toFixed(0)} s`);
  const rebuild = await timed(async () => {
    await db.execute(sql`select stallfront_rebuild_sales(${shop.storeId}::uuid)`);
    await db.execute(sql`select stallfront_rebuild_breakdowns(${shop.storeId}::uuid)`);
    await db.execute(sql`analyze`);
  });
  say(`rollups counted from the orders (the backfill): ${(rebuild / 1000).toFixed(0)} s`);

  const today = storeDayOf(new Date(), ZONE);
  for (const length of [30, 90, 366]) {
    const range = { from: addDays(today, 1 - length), to: today };
    const call = () =>
      app.inject({
        method: 'POST',
        url: '/api/store/dashboard',
        payload: range,
        headers: { authorization: `Bearer ${shop.token}` },
      });
    const times: number[] = [];
    let answer = await call();
    for (let i = 0; i < RUNS; i++) {
      const [res, ms] = await timedValue(call);
      times.push(ms);
      answer = res;
    }
    if (answer.statusCode !== 200) throw new Error(`dashboard answered ${answer.statusCode}: ${answer.body}`);
    const data = answer.json().data;
    const scanTimes: number[] = [];
    let scan = await scanFigures(db, shop.storeId, range);
    for (let i = 0; i < 3; i++) {
      const [figures, ms] = await timedValue(() => scanFigures(db, shop.storeId, range));
      scanTimes.push(ms);
      scan = figures;
    }
    const fromRollups = {
      orders: data.period.orders,
      sales: data.period.sales,
      units: data.period.units,
      top: data.top_products.map((p: { product_id: string }) => p.product_id),
      payment: data.breakdowns.payment.map((p: { key: string; sales: number }) => `${p.key} ${p.sales}`),
    };
    const agree = JSON.stringify(fromRollups) === JSON.stringify(scan);
    say(`${length} days (${data.period.orders.toLocaleString('en')} orders):`);
    say(`  POST /store/dashboard (rollups): ${p50p95(times)}`);
    say(`  the same figures by a full scan: ${p50p95(scanTimes)} (3 runs)`);
    say(
      `  rollups equal the scan: ${agree ? 'yes' : `NO\n  rollups ${JSON.stringify(fromRollups)}\n  scan    ${JSON.stringify(scan)}`}`,
    );
  }
} finally {
  await close();
}
