// Issue 35: the platform admin's dashboard (POST /api/admin/dashboard) at 100,000 stores and
// 10,000,000 orders, on server PostgreSQL. Times the call through HTTP (app.inject, in-process)
// beside the same figures read without HTTP (the route's own queries) and each figure's SQL alone,
// in the same run; then what reading the ledger's fee postings or the orders would cost instead.
// Prints each phase's figures as it ends; asserts nothing. Heavy: about 15–30 minutes here.
//   DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx bench/admin-dashboard.ts   (a throwaway database there)
// Settings: BENCH_STORES (100000), BENCH_ORDERS (10000000), BENCH_RUNS (20), BENCH_WARMUP (3).
import { performance } from 'node:perf_hooks';
import { LEDGER_ACCOUNTS, TRIAL_DAYS } from '@stallfront/shared';
import { addDays } from '@stallfront/shared/dashboard';
import { sql } from 'drizzle-orm';
import { masterAdmins } from '../apps/server/src/db/schema/index.js';
import {
  dayCounts,
  feeRevenue,
  planRevenue,
  stepsReached,
  storesBy,
  supportCounts,
  trialCounts,
  windowOf,
} from '../apps/server/src/modules/admin-dashboard/admin-dashboard.repo.js';
import { hashPassword } from '../apps/server/src/platform/auth/passwords.js';
import { openBenchApp } from './support/bench-app.js';
import { recordFigure } from './support/figures.mjs';

const STORES = Number(process.env.BENCH_STORES ?? 100_000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const PER_STORE = Math.max(1, Math.round(ORDERS / STORES));
/** Stores per seeding transaction: about a million orders each. */
const CHUNK = Math.max(1, Math.floor(1_000_000 / PER_STORE));

if (!process.env.DATABASE_URL) {
  process.stderr.write('bench/admin-dashboard.ts runs on server PostgreSQL: set DATABASE_URL.\n');
  process.exit(2);
}

const say = (line = '') => process.stdout.write(`${line}\n`);
const p = (sorted: number[], q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
const ms = (v: number) => Number(v.toFixed(2));
async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}
async function measure(run: () => Promise<unknown>, runs = RUNS, warmup = WARMUP) {
  for (let i = 0; i < warmup; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) times.push(await timed(run));
  return times.sort((a, b) => a - b);
}

const { app, db, kind, close } = await openBenchApp('admin-dashboard');
const today = new Date().toISOString().slice(0, 10);
/** Every seeded row falls in the year up to the end of today (UTC). */
const yearEnd = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000);
const MINUTES_A_YEAR = 365 * 24 * 60;

try {
  say(
    `${kind}: ${STORES.toLocaleString('en')} stores, ${(PER_STORE * STORES).toLocaleString('en')} orders (${PER_STORE} a store)`,
  );

  // Phase 1: the stores (a fifth multi-vendor; the paid plans on half; a tenth inactive, a twentieth in trial).
  let elapsed = await timed(() =>
    db.execute(sql`
      insert into stores (type, category, name, email, sub_domain, base_url, country, company_details, package_id,
                          status, trial_expiry, created_at, updated_at)
      select (array['order_based','quot_based','multi_vendor','service_based','estates'])[1 + i % 5], 'clothing',
             'Store ' || i, 'store' || i || '@example.com', 'store-' || i, 'https://store-' || i || '.example.com',
             (array['IN','US','AE','GB'])[1 + i % 4], jsonb_build_object('name', 'Store ' || i),
             (array['pkg_genie_free','pkg_pro_free','pkg_essential','pkg_professional'])[1 + i % 4],
             case when i % 10 = 0 then 'inactive' else 'active' end,
             case when i % 20 = 0 then ${yearEnd}::timestamptz + interval '7 days' end,
             ${yearEnd}::timestamptz - ((i * 37) % ${MINUTES_A_YEAR}) * interval '1 minute', now()
      from generate_series(1, ${STORES}) as i`),
  );
  say(`phase stores: ${STORES.toLocaleString('en')} rows in ${(elapsed / 1000).toFixed(1)} s`);

  // Phase 2: the orders, store by store in id order (each store's orders land together in its
  // indexes), a million a transaction. The orders' own triggers (the stores' dashboard rollups,
  // which the platform dashboard does not read) are off for the load: session_replication_role.
  const orderIds = sql`('00000000-0000-4000-8000-' || lpad(to_hex((s.r - 1) * ${PER_STORE} + n), 12, '0'))::uuid`;
  let loaded = 0;
  const ordersStart = performance.now();
  for (let from = 1; from <= STORES; from += CHUNK) {
    const to = Math.min(STORES, from + CHUNK - 1);
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`
        insert into orders (id, store_id, number, status, payment_status, payment_method, delivery_method, email,
                            name, shipping_address, currency, subtotal, tax, shipping, total, idempotency_key,
                            created_at, updated_at)
        select ${orderIds}, s.id, n, case when n % 20 = 0 then 'cancelled' else 'delivered' end, 'paid', 'cod',
               'delivery', 'buyer' || n || '@mail.example', 'Buyer ' || n, '{}'::jsonb, 'USD',
               1000 + (n * 7) % 9000, 0, 0, 1000 + (n * 7) % 9000, gen_random_uuid(),
               ${yearEnd}::timestamptz - ((${PER_STORE} - n) * ${Math.floor(MINUTES_A_YEAR / PER_STORE)} + s.r % 60) * interval '1 minute',
               now()
        from (select id, r from (select id, row_number() over (order by id) as r from stores) o
              where r between ${from} and ${to}) s
        cross join generate_series(1, ${PER_STORE}) as n`);
    });
    loaded += (to - from + 1) * PER_STORE;
    const seconds = (performance.now() - ordersStart) / 1000;
    say(
      `  orders: ${loaded.toLocaleString('en')} in ${seconds.toFixed(0)} s (${Math.round(loaded / seconds).toLocaleString('en')}/s)`,
    );
  }
  say(
    `phase orders: ${loaded.toLocaleString('en')} rows in ${((performance.now() - ordersStart) / 1000).toFixed(1)} s`,
  );

  // Phase 3: the platform's fee on every order of the multi-vendor stores, as settlement posts it
  // (the fee and its other side in one transaction). The balance check (a deferred trigger per
  // row) is off for the load; the fee rollup's statement trigger runs as in production.
  const feesStart = performance.now();
  await db.execute(sql`alter table ledger_entries disable trigger ledger_entries_balanced`);
  let fees = 0;
  for (let from = 1; from <= STORES; from += CHUNK) {
    const to = Math.min(STORES, from + CHUNK - 1);
    const result = await db.execute(sql`
      with sale as (
        select s.id as store_id, gen_random_uuid() as tx, (50 + (n * 13) % 400)::bigint as fee,
               ${yearEnd}::timestamptz - ((${PER_STORE} - n) * ${Math.floor(MINUTES_A_YEAR / PER_STORE)} + s.r % 60) * interval '1 minute' as at
        from (select id, r from (select id, type, row_number() over (order by id) as r from stores) o
              where r between ${from} and ${to} and type = 'multi_vendor') s
        cross join generate_series(1, ${PER_STORE}) as n)
      insert into ledger_entries (store_id, transaction_id, account, amount, currency, memo, created_at)
      select store_id, tx, account, amount, 'USD', 'order fee', at from sale
      cross join lateral (values (${LEDGER_ACCOUNTS.platformFees()}, fee), (${LEDGER_ACCOUNTS.vendorSales()}, -fee)) v(account, amount)`);
    fees += ((result as unknown as { rowCount?: number }).rowCount ?? 0) / 2;
  }
  await db.execute(sql`alter table ledger_entries enable trigger ledger_entries_balanced`);
  elapsed = performance.now() - feesStart;
  say(
    `phase fees: ${fees.toLocaleString('en')} fee postings (and their other sides) in ${(elapsed / 1000).toFixed(1)} s, rollup kept by its trigger`,
  );

  // Phase 4: plan payments (one paid a paying store, over the year) and the sign-up form's log.
  elapsed = await timed(async () => {
    await db.execute(sql`
      insert into billing_payments (store_id, attempt_key, kind, package_id, period, amount, currency, lines,
                                    period_start, period_end, status, provider, created_at, settled_at)
      select id, 'bench', 'purchase', package_id, 'monthly', 1900, 'USD', '[]'::jsonb, created_at,
             created_at + interval '1 month', 'paid', 'test_card', created_at, created_at
      from stores where package_id in ('pkg_essential', 'pkg_professional')`);
    await db.execute(sql`
      insert into signup_log (email, step, created_at)
      select 'visitor' || (i / 3) || '@mail.example', (array['email','details','store_type'])[1 + i % 3],
             ${yearEnd}::timestamptz - ((i * 17) % ${MINUTES_A_YEAR}) * interval '1 minute'
      from generate_series(1, ${STORES * 3}) as i`);
  });
  say(`phase payments and sign-ups: in ${(elapsed / 1000).toFixed(1)} s`);

  elapsed = await timed(async () => {
    for (const table of ['stores', 'orders', 'ledger_entries', 'platform_fee_days', 'billing_payments', 'signup_log'])
      await db.execute(sql.raw(`analyze ${table}`));
  });
  const sizes = (await db.execute(sql`select relname as table, n_live_tup::bigint as rows,
      pg_size_pretty(pg_total_relation_size(relid)) as size from pg_stat_user_tables
      where relname in ('stores', 'orders', 'ledger_entries', 'platform_fee_days', 'billing_payments', 'signup_log')
      order by 1`)) as unknown as { rows: Record<string, unknown>[] };
  say(`phase analyze: ${(elapsed / 1000).toFixed(1)} s`);
  console.table(sizes.rows);

  // Phase 5: the call. HTTP, then the same figures without HTTP, then each figure's SQL alone.
  const email = 'bench-admin@example.com';
  await db.insert(masterAdmins).values({ name: 'Bench', email, passwordHash: await hashPassword('bench-admin-pass') });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/admin/login',
    payload: { email, password: 'bench-admin-pass' },
  });
  const token = (login.json() as { master_token: string }).master_token;
  const ranges = {
    'last 30 days': { from: addDays(today, -29), to: today },
    'last 365 days': { from: addDays(today, -364), to: today },
  };
  for (const [label, range] of Object.entries(ranges)) {
    const w = windowOf(range);
    const at = new Date();
    const http = async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/dashboard',
        payload: range,
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.statusCode !== 200) throw new Error(`dashboard answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
      return res;
    };
    const figures: Record<string, () => Promise<unknown>> = {
      'stores by type': () => storesBy(db, 'type'),
      'stores by status': () => storesBy(db, 'status'),
      'days (sign-ups, stores, plans)': () => dayCounts(db, w),
      'sign-up funnel': () => stepsReached(db, w),
      'plan revenue': () => planRevenue(db, w),
      'fees (rollup)': () => feeRevenue(db, w),
      trials: () => trialCounts(db, at, TRIAL_DAYS),
      'feedback and chats': () => supportCounts(db, w),
    };
    const allRaw = () => Promise.all(Object.values(figures).map((f) => f()));
    const api = await measure(http);
    say(`\n${label}: HTTP p50 ${ms(p(api, 0.5))} ms, p99 ${ms(p(api, 0.99))} ms`);
    const raw = await measure(allRaw);
    say(`${label}: the same queries without HTTP p50 ${ms(p(raw, 0.5))} ms, p99 ${ms(p(raw, 0.99))} ms`);
    const table: Record<string, string | number>[] = [
      { figure: 'POST /api/admin/dashboard (HTTP)', p50: ms(p(api, 0.5)), p99: ms(p(api, 0.99)) },
      { figure: 'its queries, no HTTP', p50: ms(p(raw, 0.5)), p99: ms(p(raw, 0.99)) },
    ];
    for (const [name, run] of Object.entries(figures)) {
      const times = await measure(run);
      say(`  ${name}: p50 ${ms(p(times, 0.5))} ms`);
      table.push({ figure: `  ${name}`, p50: ms(p(times, 0.5)), p99: ms(p(times, 0.99)) });
    }
    const slug = label.replace(/\D+/g, '');
    recordFigure({ key: `admin_dashboard_${slug}d_http_p50_ms`, database: kind, value: ms(p(api, 0.5)) });
    recordFigure({ key: `admin_dashboard_${slug}d_raw_p50_ms`, database: kind, value: ms(p(raw, 0.5)) });

    // What the rollup and the store-side figures spare: the fee postings summed from the ledger
    // (the dashboard's earlier query), and the orders of the range read (what no figure does).
    const ledger = await measure(
      () =>
        db.execute(sql`select currency, sum(amount)::bigint, count(*)::int from ledger_entries
          where account = ${LEDGER_ACCOUNTS.platformFees()} and created_at >= ${w.start} and created_at < ${w.end} group by 1`),
      5,
      1,
    );
    say(`  fees summed from the ledger instead: p50 ${ms(p(ledger, 0.5))} ms`);
    table.push({ figure: '  (fees from the ledger, not used)', p50: ms(p(ledger, 0.5)), p99: ms(p(ledger, 0.99)) });
    if (label === 'last 365 days') {
      // A read of every order (no index serves a range of all stores' orders): once, it is long.
      const orders = await measure(
        () =>
          db.execute(sql`select count(*)::int, sum(total)::bigint from orders
            where created_at >= ${w.start} and created_at < ${w.end}`),
        1,
        0,
      );
      say(`  the range's orders read instead: ${ms(p(orders, 0.5))} ms`);
      table.push({ figure: '  (orders of the range, not used)', p50: ms(p(orders, 0.5)), p99: ms(p(orders, 0.99)) });
    }
    say(`${label}, ms per call:`);
    console.table(table);
  }
} finally {
  await close();
}
