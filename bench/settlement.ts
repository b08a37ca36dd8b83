// Vendor settlement at scale: 100,000 paid order lines of 200 vendors. The first 2,000 orders are
// settled one transaction each as checkout does (settleOrder), the rest as the catch-up does
// (settleStoreOrders: a thousand orders a batch, through the same code); then the period closes
// into 200 statements, beside one SQL aggregate of the same figures (commission, fee, net per vendor).
// The figures must agree; the timings are printed. Asserts the sums, never a time.
//   npx tsx bench/settlement.ts                                   (PGlite in a temp folder)
//   DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx bench/settlement.ts   (and that server)
// Settings: BENCH_LINES (100000), BENCH_VENDORS (200), BENCH_ONE_BY_ONE (2000).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { PACKAGE_IDS } from '@stallfront/shared';
import { buildApp } from '../apps/server/src/app.js';
import type { Database, Db } from '../apps/server/src/db/client.js';
import { stores } from '../apps/server/src/db/schema/index.js';
import { settleOrder, settleStoreOrders } from '../apps/server/src/modules/settlement/settle-order.js';
import { closePeriod } from '../apps/server/src/modules/settlement/statements.service.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { onEachDatabase, signUpInProcess } from './support/shop.js';

const LINES = Number(process.env.BENCH_LINES ?? 100_000);
const VENDORS = Number(process.env.BENCH_VENDORS ?? 200);
const ONE_BY_ONE = Math.min(LINES, Number(process.env.BENCH_ONE_BY_ONE ?? 2_000));

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Says each phase as it ends: a long run shows where its time goes before it finishes. */
async function phase<T>(kind: string, name: string, work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  const ms = performance.now() - started;
  console.log(`${kind}: ${name} took ${(ms / 1000).toFixed(1)} s`);
  return { value, ms };
}

async function measure(kind: 'PGlite' | 'PostgreSQL', database: Database) {
  const media = mkdtempSync(join(tmpdir(), 'stallfront-bench-media-'));
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', MEDIA_DIR: media });
  const app = await buildApp({ config, database });
  const db = app.ctx.db as Db;
  try {
    const { storeId } = await signUpInProcess(app, 'Settlement Bench');
    await db.update(stores).set({ packageId: PACKAGE_IDS.professional }).where(eq(stores.id, storeId));
    // Vendors with rates from 5 % to 14 %; orders of one line each over a year, paid, prices varied.
    // (All on one day, the dashboard rollups' triggers update one row 100,000 times in one transaction.)
    await phase(kind, `writing ${LINES} orders`, async () => {
      await db.execute(sql`
      insert into vendors (store_id, name, email, password_hash, company_name, commission)
      select ${storeId}, 'Vendor ' || i, 'v' || i || '@bench.example', 'x', 'Vendor ' || i,
             jsonb_build_object('type', 'percent', 'value', 500 + (i % 10) * 100)
      from generate_series(1, ${VENDORS}) i`);
      await db.execute(sql`
      with v as (select id, row_number() over (order by email) as n from vendors where store_id = ${storeId}),
      o as (
        insert into orders (store_id, number, status, payment_status, payment_method, delivery_method, email, name,
                            shipping_address, currency, subtotal, tax, shipping, total, idempotency_key, created_at)
        select ${storeId}, 10000 + i, 'live', 'pending', 'test_card', 'standard', 'b@example.com', 'B',
               '{"line1":"1","line2":"","city":"C","region":"","postal_code":"1","country":"IN"}'::jsonb, 'INR',
               1000 + (i * 7919) % 90000, ((1000 + (i * 7919) % 90000) * 18) / 100, 0,
               1000 + (i * 7919) % 90000 + ((1000 + (i * 7919) % 90000) * 18) / 100, gen_random_uuid(),
               now() - make_interval(days => i % 365)
        from generate_series(1, ${LINES}) i
        returning id, number, subtotal, tax)
      insert into order_lines (store_id, order_id, vendor_id, sku, name, unit_price, quantity, tax_rate_bp, subtotal, tax)
      select ${storeId}, o.id, v.id, 'SKU-' || o.number, 'Item ' || o.number, o.subtotal, 1, 1800, o.subtotal, o.tax
      from o join v on v.n = 1 + (o.number % ${VENDORS})`);
      await db.execute(sql`update orders set payment_status = 'paid' where store_id = ${storeId}`);
    });

    // Each order in its own transaction, as checkout settles it when the payment lands.
    const orderIds = rows<{ id: string }>(
      await db.execute(sql`select id from orders where store_id = ${storeId} order by number`),
    ).map((r) => r.id);
    const oneByOne = await phase(kind, `settling ${ONE_BY_ONE} orders one by one`, async () => {
      let posted = 0;
      for (const id of orderIds.slice(0, ONE_BY_ONE)) {
        posted += await db.transaction((tx) => settleOrder(tx, storeId, id, new Date()));
      }
      return posted;
    });
    const catchUp = await phase(kind, `settling ${LINES - ONE_BY_ONE} orders as the catch-up`, () =>
      db.transaction((tx) => settleStoreOrders(tx, storeId, new Date())),
    );
    const posted = oneByOne.value + catchUp.value;
    const close = await phase(kind, `closing ${VENDORS} statements`, () =>
      closePeriod(db, storeId, new Date(Date.now() + 60_000)),
    );
    const statements = close.value;

    const { value: aggregate, ms: sqlMs } = await phase(kind, 'the SQL aggregate', () =>
      db.execute(sql`
      with l as (
        select ol.vendor_id, ol.subtotal + ol.tax as total,
               least(ol.subtotal + ol.tax, (ol.subtotal * (v.commission ->> 'value')::bigint + 5000) / 10000) as commission
        from order_lines ol join vendors v on v.id = ol.vendor_id where ol.store_id = ${storeId}),
      f as (select vendor_id, total, commission, least(total - commission, (total * 150 + 5000) / 10000) as fee from l)
      select vendor_id, sum(total)::bigint as total, sum(commission)::bigint as commission, sum(fee)::bigint as fee,
             sum(total - commission - fee)::bigint as net
      from f group by vendor_id order by vendor_id`),
    );

    const stored = await db.execute(sql`
      select vendor_id, total, commission, fee, net from vendor_statements where store_id = ${storeId} order by vendor_id`);
    const want = JSON.stringify(rows(aggregate).map((r) => Object.values(r as object).map(String)));
    const got = JSON.stringify(rows(stored).map((r) => Object.values(r as object).map(String)));
    if (want !== got) throw new Error(`${kind}: the statements differ from the SQL aggregate`);
    const [unbalanced] = rows<{ n: string }>(
      await db.execute(sql`select count(*) as n from (select transaction_id from ledger_entries where store_id = ${storeId}
        group by transaction_id having sum(amount) <> 0) x`),
    );
    if (Number(unbalanced?.n) !== 0) throw new Error(`${kind}: unbalanced transactions`);
    return [
      {
        database: kind,
        lines: LINES,
        vendors: VENDORS,
        posted,
        statements: statements.length,
        one_by_one_lines: ONE_BY_ONE,
        one_by_one_ms_per_line: +(oneByOne.ms / Math.max(ONE_BY_ONE, 1)).toFixed(2),
        catch_up_lines: LINES - ONE_BY_ONE,
        catch_up_s: +(catchUp.ms / 1000).toFixed(1),
        close_s: +(close.ms / 1000).toFixed(2),
        sql_aggregate_s: +(sqlMs / 1000).toFixed(2),
      },
    ];
  } finally {
    await app.close();
    rmSync(media, { recursive: true, force: true });
  }
}

const results = await onEachDatabase('stallfront-bench-settlement-', measure);
console.table(results);
