// Issue 14: new-order alert latency, from the order's commit to the console socket's receipt.
// A store's owner socket (socket.io-client, the console's settings) joins its room; BENCH_ORDERS
// (200) orders are placed one after another through the shop's checkout over HTTP (cash on
// delivery: live at once). The commit is when the database announces the order's outbox row
// (its insert trigger's notice is sent at commit; this bench listens on a connection of its own),
// and the receipt is the socket's `live_order` event. Beside it, in the same run, a bare emit to
// the store's room (server → the same socket, no database) gives the transport's own share.
// With REDIS_URL there are two API nodes on the one database: orders go to node A, the socket
// is on node B, and the alert crosses the Redis adapter. Prints p50/p99; asserts nothing.
//   npx tsx bench/live-alerts.ts
//   REDIS_URL=redis://127.0.0.1:6379 DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx bench/live-alerts.ts
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { type LiveOrderAlert, SOCKET_CLIENT_SETTINGS, SOCKET_EVENTS } from '@stallfront/shared';
import { io } from 'socket.io-client';
import { buildApp } from '../apps/server/src/app.js';
import { type Database, openDatabase } from '../apps/server/src/db/client.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { OUTBOX_CHANNEL } from '../apps/server/src/platform/outbox/dispatcher.js';
import { openScratchDatabase } from '../apps/server/test/database.js';
import { recordFigure } from './support/figures.mjs';
import { placeCodOrder, signUpBenchShop } from './support/shop.js';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 200);
const REDIS_URL = process.env.REDIS_URL;
const SKU = 'ALERT-MUG';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50_ms: Number(percentile(sorted, 50).toFixed(2)), p99_ms: Number(percentile(sorted, 99).toFixed(2)) };
};

async function node(database: Database) {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: '100000',
    MEDIA_DIR: mkdtempSync(join(tmpdir(), 'stallfront-bench-media-')),
    ...(REDIS_URL ? { REDIS_URL } : {}),
  });
  const app = await buildApp({ config, database });
  await app.ctx.jobs.start();
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, origin };
}

async function run() {
  const url = process.env.DATABASE_URL;
  const database = url ? await openScratchDatabase(url, 'stallfront_bench') : await openDatabase({});
  const kind = `${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}${REDIS_URL ? ', two nodes over Redis' : ''}`;
  const a = await node(database);
  const b = REDIS_URL ? await node({ ...database, close: async () => {} }) : a;
  const { sub, storeId, token } = await signUpBenchShop(a.origin, 'Alert Shop', 'alerts');
  const created = await fetch(`${a.origin}/api/store/product`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Alert Mug', sku: SKU, slug: 'alert-mug', price: 25_000, stock: 100_000 }),
  });
  if (created.status !== 200) throw new Error(`product: ${created.status} ${await created.text()}`);

  const socket = io(b.origin, { ...SOCKET_CLIENT_SETTINGS, auth: { token } });
  await new Promise<void>((resolve) => socket.once(SOCKET_EVENTS.socketId, () => resolve()));
  await socket.emitWithAck(SOCKET_EVENTS.join, { store_id: storeId });
  let received: (alert: LiveOrderAlert) => void = () => {};
  socket.on(SOCKET_EVENTS.liveOrder, (alert: LiveOrderAlert) => received(alert));
  const next = () => new Promise<LiveOrderAlert>((resolve) => (received = resolve));

  let committedAt = 0;
  const unlisten = await database.listen(
    OUTBOX_CHANNEL,
    () => (committedAt ||= performance.now()),
    () => {},
    'stallfront-bench',
  );

  const bare: number[] = [];
  for (let i = 0; i < ORDERS; i += 1) {
    const arrived = next();
    const sent = performance.now();
    a.app.ctx.realtime.alertLiveOrder(storeId, {
      event_id: `bare-${i}`,
      order_id: `bare-${i}`,
      number: i,
      total: 0,
      currency: 'INR',
      customer_name: 'bare',
    });
    await arrived;
    bare.push(performance.now() - sent);
  }

  const fromCommit: number[] = [];
  const fromAnswer: number[] = [];
  for (let i = 0; i < ORDERS; i += 1) {
    committedAt = 0;
    const arrived = next().then(() => performance.now());
    const placed = await placeCodOrder(a.origin, `/s/${sub}`, SKU, i);
    if (placed.status !== 303) throw new Error(`checkout answered ${placed.status}`);
    const answeredAt = performance.now();
    const at = await arrived;
    fromCommit.push(at - committedAt);
    fromAnswer.push(at - answeredAt);
  }
  socket.close();
  await unlisten();
  if (b !== a) await b.app.close();
  await a.app.close();

  const rows = {
    'order commit → socket': summary(fromCommit),
    'checkout answered → socket': summary(fromAnswer),
    'bare emit → socket': summary(bare),
  };
  // run-all.ts's table has one column per database: the two-node run records nothing there.
  if (!REDIS_URL) {
    const column = database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
    for (const [key, values] of [
      ['commit', fromCommit],
      ['bare', bare],
    ] as const) {
      for (const [figure, value] of Object.entries(summary(values))) {
        recordFigure({ key: `live_alert_${key}_${figure}`, database: column, value });
      }
    }
  }
  console.log(
    `${kind}: ${ORDERS} orders placed one at a time; the store's socket on ${b === a ? 'the same node' : 'node B'}`,
  );
  console.table(rows);
}

await run();
process.exit(0);
