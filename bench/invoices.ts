// Issue 13: the bulk invoice of BENCH_ORDERS orders (500, the most one call takes) as one PDF.
// The orders are bought through the shop's checkout form over HTTP (two products at 12% and
// 5% GST per order, at most BENCH_IN_FLIGHT checkouts at once), as bench/checkout-race.ts
// buys; then a batch of every id is queued (POST /api/store/orders/document_batches), polled
// until the job queue has made it, and downloaded: timed BENCH_RUNS times (3) after one warm-up. Prints seconds per run, the PDF's size and pages, and FAIL unless every order
// got its own page group.
//   npx tsx bench/invoices.ts                                                 (PGlite)
//   DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx bench/invoices.ts (both)
import { Console } from 'node:console';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { buildApp } from '../apps/server/src/app.js';
import { type Database, openDatabase } from '../apps/server/src/db/client.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { openScratchDatabase } from '../apps/server/test/database.js';
import { recordFigure } from './support/figures.mjs';
import { signUpBenchShop } from './support/shop.js';
import { inFlight, ShopBrowser } from './support/shop-browser.js';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 500);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 20);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const out = new Console(process.stderr);

async function bench(database: Database) {
  const media = mkdtempSync(join(tmpdir(), 'stallfront-bench-media-'));
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', MEDIA_DIR: media, AUTH_RATE_LIMIT: '100000' });
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  await app.ctx.jobs.start();
  try {
    return await benchOn(app, database);
  } finally {
    await app.close();
    rmSync(media, { recursive: true, force: true });
  }
}

async function benchOn(app: Awaited<ReturnType<typeof buildApp>>, database: Database) {
  const kind = database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const { sub, storeId, token } = await signUpBenchShop(origin, 'Invoice Shop', 'invoices');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  for (const [sku, price, rate] of [
    ['INV-SHIRT', 149_900, 12],
    ['INV-SOCKS', 19_900, 5],
  ] as const) {
    const taxClass = { name: `GST ${rate}%`, rates: [{ country: 'IN', region: '', rate }] };
    const made = await fetch(`${origin}/api/store/tax_class`, {
      method: 'POST',
      headers,
      body: JSON.stringify(taxClass),
    });
    if (made.status !== 200) throw new Error(`tax class: ${made.status} ${await made.text()}`);
    const tax_class_id = ((await made.json()) as { data: { _id: string } }).data._id;
    const body = { name: `Bench ${sku}`, sku, slug: sku.toLowerCase(), price, stock: ORDERS * 2, tax_class_id };
    const res = await fetch(`${origin}/api/store/product`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (res.status !== 200) throw new Error(`product: ${res.status} ${await res.text()}`);
  }

  const base = `/s/${sub}`;
  let started = performance.now();
  await inFlight(
    Array.from({ length: ORDERS }, (_, i) => i),
    IN_FLIGHT,
    async (i) => {
      const browser = new ShopBrowser(origin);
      await browser.get(`${base}/`);
      for (const sku of ['INV-SHIRT', 'INV-SOCKS']) await browser.post(`${base}/cart`, { sku, quantity: '1' });
      const page = await browser.get(`${base}/checkout`);
      const hidden = (name: string) => page.html.match(new RegExp(`name="${name}" value="([^"]*)"`))?.[1] ?? '';
      const placed = await browser.post(`${base}/checkout`, {
        name: `Buyer ${i}`,
        email: `buyer-${i}@example.com`,
        line1: '12 Beach Road',
        city: 'Chennai',
        postal_code: '600001',
        country: 'IN',
        delivery_method: 'standard',
        payment_method: 'test_card',
        card_number: '4242 4242 4242 4242',
        expected_subtotal: hidden('expected_subtotal'),
        idempotency_key: hidden('idempotency_key'),
      });
      if (placed.status !== 303) throw new Error(`checkout answered ${placed.status}`);
    },
  );
  const seedSeconds = (performance.now() - started) / 1000;
  const { rows } = (await database.db.execute(
    sql`select id from orders where store_id = ${storeId}::uuid order by number`,
  )) as unknown as { rows: { id: string }[] };
  const ids = rows.map((r) => r.id);

  // Queue the batch, poll until its job has made the PDF, then fetch the file: what the console does.
  const download = async () => {
    const queued = await fetch(`${origin}/api/store/orders/document_batches`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ids }),
    });
    if (queued.status !== 200) throw new Error(`queue batch: ${queued.status} ${await queued.text()}`);
    const { data } = (await queued.json()) as { data: { _id: string; status: string } };
    let status = data.status;
    while (status === 'queued') {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const res = await fetch(`${origin}/api/store/orders/document_batches/${data._id}`, { headers });
      status = ((await res.json()) as { data: { status: string } }).data.status;
    }
    const res = await fetch(`${origin}/api/store/orders/document_batches/${data._id}/file`, { headers });
    if (res.status !== 200) throw new Error(`bulk invoices: ${res.status} ${await res.text()}`);
    return Buffer.from(await res.arrayBuffer());
  };
  await download();
  const seconds: number[] = [];
  let pdf = Buffer.alloc(0);
  for (let run = 0; run < RUNS; run += 1) {
    started = performance.now();
    pdf = await download();
    seconds.push((performance.now() - started) / 1000);
  }
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  const { pages } = await parser.getText();
  await parser.destroy();
  const numbered = new Set(pages.flatMap((p) => [...p.text.matchAll(/Order #(\d+)/g)].map((m) => m[1])));
  const best = Math.min(...seconds);
  recordFigure({ key: 'bulk_invoice_500_s', database: kind, value: Number(best.toFixed(2)) });
  const problems =
    numbered.size === ids.length ? [] : [`${kind}: ${numbered.size} order numbers in the PDF, not ${ids.length}`];
  return {
    row: {
      database: kind,
      orders: ids.length,
      'seeded in s': Number(seedSeconds.toFixed(1)),
      'bulk invoice s (runs)': seconds.map((s) => s.toFixed(2)).join(' / '),
      'best s': Number(best.toFixed(2)),
      pages: pages.length,
      'PDF KB': Math.round(pdf.length / 1024),
    },
    problems,
  };
}

const tempDir = mkdtempSync(join(tmpdir(), 'stallfront-bench-invoices-'));
const runs = [await bench(await openDatabase({ dataDir: join(tempDir, 'pgdata') }))];
if (process.env.DATABASE_URL)
  runs.push(await bench(await openScratchDatabase(process.env.DATABASE_URL, 'stallfront_bench')));
rmSync(tempDir, { recursive: true, force: true });
out.log(
  `Bulk invoice of ${ORDERS} orders bought through the checkout form, one PDF per batch (queued, made by the job queue, then downloaded)`,
);
out.table(runs.map((r) => r.row));
const problems = runs.flatMap((r) => r.problems);
for (const problem of problems) out.log(`FAIL ${problem}`);
if (problems.length) process.exit(1);
