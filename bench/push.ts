// Issue 14: web push latency, from the order's commit to the encrypted push arriving at the push
// service. A local push service (apps/server/test/push-peer.ts, HTTP on 127.0.0.1, allowed by
// PUSH_ENDPOINT_ORIGINS) stands in for FCM; BENCH_SUBSCRIPTIONS browsers (default 1, then 20) of
// the store's owner are subscribed through the API; BENCH_ORDERS (100) orders are placed one after
// another through the shop's checkout (cash on delivery: live at once). The commit is when the
// database announces the order's outbox row; the arrival is the last subscription's POST. The
// first push is decrypted to check it is the order. Prints p50/p99; asserts nothing.
//   npx tsx bench/push.ts
//   DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx bench/push.ts
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.js';
import { type Database, openDatabase } from '../apps/server/src/db/client.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { OUTBOX_CHANNEL } from '../apps/server/src/platform/outbox/dispatcher.js';
import { openScratchDatabase } from '../apps/server/test/database.js';
import { browserKeys, decryptPush, startPushPeer } from '../apps/server/test/push-peer.js';
import { recordFigure } from './support/figures.mjs';
import { placeCodOrder, signUpBenchShop } from './support/shop.js';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100);
const FANOUTS = process.env.BENCH_SUBSCRIPTIONS ? [Number(process.env.BENCH_SUBSCRIPTIONS)] : [1, 20];
const SKU = 'PUSH-MUG';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50_ms: Number(percentile(sorted, 50).toFixed(2)), p99_ms: Number(percentile(sorted, 99).toFixed(2)) };
};

async function run() {
  const peer = await startPushPeer();
  const url = process.env.DATABASE_URL;
  const database: Database = url ? await openScratchDatabase(url, 'stallfront_bench') : await openDatabase({});
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '100000',
    MEDIA_DIR: mkdtempSync(join(tmpdir(), 'stallfront-bench-media-')),
    PUSH_ENDPOINT_ORIGINS: peer.origin,
  });
  const app = await buildApp({ config, database });
  await app.ctx.jobs.start();
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });

  let committedAt = 0;
  const unlisten = await database.listen(
    OUTBOX_CHANNEL,
    () => (committedAt ||= performance.now()),
    () => {},
    'stallfront-bench',
  );
  const rows: Record<string, ReturnType<typeof summary>> = {};
  for (const fanout of FANOUTS) {
    const { sub, token } = await signUpBenchShop(origin, 'Push Shop', `push${fanout}`);
    const call = (method: string, path: string, body: unknown) =>
      fetch(`${origin}/api${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const sku = `${SKU}-${fanout}`;
    const created = await call('POST', '/store/product', {
      name: 'Push Mug',
      sku,
      slug: sku.toLowerCase(),
      price: 25_000,
      stock: 100_000,
    });
    if (created.status !== 200) throw new Error(`product: ${created.status} ${await created.text()}`);
    const paths = Array.from({ length: fanout }, (_, i) => `/bench/${fanout}/${i}`);
    const keys = browserKeys();
    for (const path of paths) {
      const res = await call('POST', '/store/push/subscription', peer.subscription(path, keys));
      if (res.status !== 200) throw new Error(`subscribe: ${res.status} ${await res.text()}`);
    }

    const fromCommit: number[] = [];
    for (let i = 0; i < ORDERS; i += 1) {
      committedAt = 0;
      const arrivals = Promise.all(paths.map((path) => peer.next(path, 30_000)));
      const placed = await placeCodOrder(origin, `/s/${sub}`, sku, i);
      if (placed.status !== 303) throw new Error(`checkout answered ${placed.status}`);
      const pushes = await arrivals;
      fromCommit.push(Math.max(...pushes.map((p) => p.at)) - committedAt);
      if (i === 0) {
        const payload = JSON.parse(decryptPush(pushes[0] as (typeof pushes)[0], keys)) as { title: string };
        if (!payload.title.startsWith('New order #')) throw new Error(`not the order: ${payload.title}`);
      }
    }
    rows[`order commit → push at the push service (${fanout} subscription${fanout > 1 ? 's' : ''})`] =
      summary(fromCommit);
    for (const [figure, value] of Object.entries(summary(fromCommit))) {
      const column = database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
      recordFigure({ key: `push_${fanout}_subscriptions_${figure}`, database: column, value });
    }
  }
  await unlisten();
  await app.close();
  await peer.close();
  console.log(`${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}: ${ORDERS} orders placed one at a time`);
  console.table(rows);
}

await run();
process.exit(0);
