// Issue 31: sending a newsletter campaign. BENCH_RECIPIENTS (10,000) subscribers are imported
// from one CSV over HTTP, then a campaign with two product cards is sent "now" through the job
// queue to a local SMTP sink (smtp-server, no TLS), in batches of NEWSLETTER_BATCH_SIZE (100)
// over one pooled SMTP transport, with the rate limit off unless BENCH_RATE (mails a second) is
// set. Prints the import's time, the send's wall time from the schedule call to the campaign
// marked sent, mails a second, and checks the sink got each recipient exactly once.
//   npx tsx bench/newsletter-send.ts                                                 (PGlite)
//   DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx bench/newsletter-send.ts (both)
import { Console } from 'node:console';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.js';
import { type Database, openDatabase } from '../apps/server/src/db/client.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { openScratchDatabase } from '../apps/server/test/database.js';
import { startSmtpSink } from '../apps/server/test/smtp-sink.js';
import { recordFigure } from './support/figures.mjs';
import { signUpBenchShop } from './support/shop.js';

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 10_000);
const RATE = process.env.BENCH_RATE ?? '0';
const out = new Console(process.stderr);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function run(database: Database) {
  const media = mkdtempSync(join(tmpdir(), 'stallfront-bench-media-'));
  const sink = await startSmtpSink({ keep: false });
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    MEDIA_DIR: media,
    AUTH_RATE_LIMIT: '100000',
    SMTP_URL: sink.url,
    NEWSLETTER_RATE_PER_SECOND: RATE,
  });
  const app = await buildApp({ config, database });
  await app.ready();
  await app.ctx.jobs.start();
  await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const kind = database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
    const origin = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const { token } = await signUpBenchShop(origin, 'Letter Shop', 'letter');
    const api = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${origin}/api${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const json = (await res.json()) as { status: boolean; data?: Record<string, unknown>; message?: string };
      if (!json.status) throw new Error(`${path}: ${res.status} ${json.message}`);
      return json;
    };
    const products = [];
    for (const n of [1, 2])
      products.push(
        (
          await api('POST', '/store/product', {
            name: `Letter Tee ${n}`,
            sku: `LT-${n}`,
            slug: `letter-tee-${n}`,
            price: 49_900,
            stock: 10,
          })
        ).data?._id,
      );

    const csv = [
      'email,name',
      ...Array.from({ length: RECIPIENTS }, (_, i) => `reader${i}@example.com,Reader ${i}`),
    ].join('\n');
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'subscribers.csv');
    const importStart = performance.now();
    const imported = await fetch(`${origin}/api/store/newsletter_subscribers/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const importMs = performance.now() - importStart;
    if (imported.status !== 200) throw new Error(`import: ${imported.status} ${await imported.text()}`);

    const made = await api('POST', '/store/newsletter_campaign', {
      subject: 'Bench letter',
      body: '<h2>News</h2><p>Two tees, <strong>new in</strong>.</p>',
      product_ids: products,
    });
    const id = made.data?._id as string;
    const before = sink.received();
    const sendStart = performance.now();
    await api('POST', '/store/newsletter_campaign/schedule', { _id: id, send_at: null });
    let campaign: Record<string, unknown> = {};
    for (;;) {
      campaign = (await api('GET', `/store/newsletter_campaign/${id}`)).data ?? {};
      if (campaign.state === 'sent') break;
      await sleep(100);
    }
    const sendMs = performance.now() - sendStart;
    const ok = campaign.sent_count === RECIPIENTS && sink.received() - before === RECIPIENTS;
    if (!ok) process.exitCode = 1;
    const figures = {
      import_ms: Math.round(importMs),
      send_s: Number((sendMs / 1000).toFixed(1)),
      mails_per_s: Math.round(RECIPIENTS / (sendMs / 1000)),
    };
    for (const [key, value] of Object.entries(figures))
      recordFigure({ key: `newsletter_${key}`, database: kind, value });
    return {
      database: kind,
      'import CSV ms': figures.import_ms,
      'send s': figures.send_s,
      'mails/s': figures.mails_per_s,
      'sent / failed': `${campaign.sent_count} / ${campaign.failed_count}`,
      'SMTP sink got': sink.received() - before,
      counts: ok ? 'right' : 'WRONG',
    };
  } finally {
    await app.close();
    await sink.close();
    rmSync(media, { recursive: true, force: true });
  }
}

const tempDir = mkdtempSync(join(tmpdir(), 'stallfront-bench-newsletter-'));
const rows = [await run(await openDatabase({ dataDir: join(tempDir, 'pgdata') }))];
if (process.env.DATABASE_URL)
  rows.push(await run(await openScratchDatabase(process.env.DATABASE_URL, 'stallfront_bench')));
rmSync(tempDir, { recursive: true, force: true });
out.log(
  `a campaign to ${RECIPIENTS.toLocaleString('en')} subscribers over SMTP to a local sink, batches of 100, rate limit ${RATE === '0' ? 'off' : `${RATE}/s`}`,
);
out.table(rows);
