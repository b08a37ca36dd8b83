// `npm run bench`: every bench in this folder, then one table of the headline figures, each
// measured side by side in one run: HTTP against raw SQL, a store call against a bare Fastify
// route, on PGlite and, when DATABASE_URL is set, on that PostgreSQL server too; then the
// console's JavaScript as Chromium receives it. Each bench's full output goes to a log file
// named at the end. Prints figures; asserts nothing.
// The shop's pages are measured beside the product-list API in the same run (shop-pages.ts).
// The checkout race (checkout-race.ts): 1,000 shoppers over HTTP for 100 units of one product.
//   npm run bench                                    (PGlite; BENCH_PRODUCTS, default 100,000)
//   DATABASE_URL=postgres://root@127.0.0.1:5432/test npm run bench
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startConsoleServer } from '../e2e/support/server.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const logs = mkdtempSync(join(tmpdir(), 'stallfront-bench-'));
const figuresFile = join(logs, 'figures.jsonl');
const serverDatabase = process.env.DATABASE_URL;

/** Runs one bench to its end (asynchronously: the console server below lives in this process). */
async function bench(title: string, command: string[], env: NodeJS.ProcessEnv = {}) {
  const log = join(logs, `${title}.log`);
  process.stderr.write(`running ${title} (log: ${log})...\n`);
  const child = spawn(command[0] as string, command.slice(1), {
    cwd: root,
    env: { ...process.env, BENCH_FIGURES: figuresFile, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = createWriteStream(log);
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (status !== 0) process.stderr.write(`  ${title} failed (exit ${status}); see its log\n`);
}

await bench('request-path', ['npx', 'tsx', 'bench/request-path.ts']);
await bench('products-pglite', ['npx', 'tsx', 'bench/products.ts'], { DATABASE_URL: '' });
if (serverDatabase) await bench('products-postgres', ['npx', 'tsx', 'bench/products.ts']);
// The customer lists at 100,000 customers: order figures kept on the row (its log only).
await bench('customers-pglite', ['npx', 'tsx', 'bench/customers.ts'], { DATABASE_URL: '' });
// Where a list call's time goes, stage by stage (its log only: a breakdown, not a headline figure).
await bench('request-stages', ['npx', 'tsx', 'bench/request-stages.ts']);
// Both databases in one run when DATABASE_URL is set; React's production build, as npm start serves.
await bench('shop-pages', ['npx', 'tsx', 'bench/shop-pages.ts'], { NODE_ENV: 'production' });
// The kept shop pages beside the cache off and a bare node:http server; both databases likewise.
await bench('shop-page-cache', ['npx', 'tsx', 'bench/shop-page-cache.ts'], { NODE_ENV: 'production' });
// The shop's visit counting: a kept page's req/s not counted, one session, a new session each; one flush.
await bench('shop-visits', ['npx', 'tsx', 'bench/shop-visits.ts'], { NODE_ENV: 'production' });
// A home page of 30 layout sections beside the same store's product page, rendered and kept; both databases likewise.
await bench('home-layout', ['npx', 'tsx', 'bench/home-layout.ts'], { NODE_ENV: 'production' });
// A rule collection over the products beside the plain catalog page, and the blog index of 10,000 posts; both databases likewise.
await bench('store-apps', ['npx', 'tsx', 'bench/store-apps.ts'], { NODE_ENV: 'production' });
// Both databases in one run when DATABASE_URL is set; exits 1 (reported above the table) on wrong counts.
await bench('checkout-race', ['npx', 'tsx', 'bench/checkout-race.ts']);
await bench('coupon-checkout', ['npx', 'tsx', 'bench/coupon-checkout.ts']);
// The checkout's delivery choice as a pure function: 20 zones, 50 lines.
await bench('shipping-choice', ['npx', 'tsx', 'bench/shipping-choice.ts']);
// A newsletter campaign to 10,000 subscribers through the job queue to a local SMTP sink; both databases likewise.
await bench('newsletter-send', ['npx', 'tsx', 'bench/newsletter-send.ts']);
// One database a run: PGlite, then the server's when DATABASE_URL is set (one API node, no Redis).
await bench('live-alerts-pglite', ['npx', 'tsx', 'bench/live-alerts.ts'], { DATABASE_URL: '', REDIS_URL: '' });
if (serverDatabase) await bench('live-alerts-postgres', ['npx', 'tsx', 'bench/live-alerts.ts'], { REDIS_URL: '' });
// Support chat: 1,000 sockets across two API nodes over Redis (needs Redis at REDIS_URL or 127.0.0.1:6379).
await bench('chat', ['npx', 'tsx', 'bench/chat.ts']);
// Web push of the same alerts to a local push service, one database a run.
await bench('push-pglite', ['npx', 'tsx', 'bench/push.ts'], { DATABASE_URL: '' });
if (serverDatabase) await bench('push-postgres', ['npx', 'tsx', 'bench/push.ts']);

if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
  spawnSync('npm', ['run', 'build', '-w', '@stallfront/web'], { cwd: root, stdio: 'ignore' });
}
// The console server holds the demo data on PGlite, as `npm start` does.
const saved = process.env.DATABASE_URL;
delete process.env.DATABASE_URL;
const server = await startConsoleServer();
process.env.DATABASE_URL = saved;
await bench('console', ['node', 'bench/products-bundle.mjs'], { BENCH_URL: server.baseUrl });
await server.close();
// Chromium signed in to the built console: the popup's latency, on PGlite and on the server's database.
await bench('live-alert-popup-pglite', ['npx', 'tsx', 'bench/live-alert-popup.ts'], { DATABASE_URL: '' });
if (serverDatabase) await bench('live-alert-popup-postgres', ['npx', 'tsx', 'bench/live-alert-popup.ts']);
// The layout editor's preview after a save, in Chromium.
await bench('layout-preview-pglite', ['npx', 'tsx', 'bench/layout-preview.ts'], { DATABASE_URL: '' });
if (serverDatabase) await bench('layout-preview-postgres', ['npx', 'tsx', 'bench/layout-preview.ts']);

printTable(readFigures());
process.stdout.write(`\nFull output of each bench: ${logs}\n`);

type Figures = Map<string, number>;

function readFigures(): Figures {
  const figures: Figures = new Map();
  const text = existsSync(figuresFile) ? readFileSync(figuresFile, 'utf8') : '';
  for (const line of text.split('\n').filter(Boolean)) {
    const { key, database, value } = JSON.parse(line) as { key: string; database?: string; value: number };
    figures.set(database ? `${database}:${key}` : key, value);
  }
  return figures;
}

function printTable(figures: Figures) {
  const databases = serverDatabase ? ['PGlite', 'PostgreSQL'] : ['PGlite'];
  const at = (db: string, key: string) => figures.get(`${db}:${key}`);
  const fixed = (n: number | undefined, digits = 1) => (n === undefined ? 'n/a' : n.toFixed(digits));
  const perDatabase = (show: (db: string) => string) => Object.fromEntries(databases.map((db) => [db, show(db)]));
  const ratio = (db: string, key: string) => {
    const http = at(db, `${key}_http_ms`);
    const raw = at(db, `${key}_raw_ms`);
    return http && raw ? `${fixed(http / raw)}× (${fixed(http, 2)} / ${fixed(raw, 2)} ms)` : 'n/a';
  };
  const search = (db: string, key: string) => {
    const raw = at(db, `${key}_raw_ms`);
    const http = at(db, `${key}_http_ms`);
    return raw && http ? `${fixed(raw, 2)} ms raw, HTTP ${fixed(http / raw)}×` : 'n/a';
  };
  const products = at('PGlite', 'products') ?? at('PostgreSQL', 'products');
  const n = products ? products.toLocaleString('en') : '?';
  const rows = [
    {
      figure: `product list, first page: HTTP / raw p50 (${n} products)`,
      ...perDatabase((db) => ratio(db, 'first_page')),
      goal: '≤ 1.5×',
    },
    {
      figure: 'GET /api/store/details req/s, share of a bare Fastify route',
      ...perDatabase((db) => {
        const rate = at(db, 'details_rps');
        const bare = at(db, 'bare_rps');
        return rate && bare ? `${rate} req/s, ${fixed((100 * rate) / bare)} % of ${bare}` : 'n/a';
      }),
      goal: '≥ 50 %; ≥ 2,000 req/s on PGlite',
    },
    ...[
      ['search_common', "common word 'cotton'", ''],
      ['search_prefixes', "two word prefixes 'cotton shi'", '≤ 10 ms raw, HTTP ≤ 1.5×'],
      ['search_rare', "rare word 'handloom'", ''],
      ['search_sku', 'one exact SKU', '≤ 2 ms raw'],
      ['search_sku_prefix', 'a SKU prefix', ''],
    ].map(([key, label, goal]) => ({
      figure: `search, ${label} (${n} products)`,
      ...perDatabase((db) => search(db, key as string)),
      goal,
    })),
    ...[
      ['shop_product', 'shop product page'],
      ['shop_catalog', 'shop catalog page (24 cards)'],
      ['api_product_list', 'beside it: POST /api/store/product_list'],
    ].map(([key, label]) => ({
      figure: `${label}, req/s (p50 / p99 ms) at 10 connections (${n} products)`,
      ...perDatabase((db) => {
        const rate = at(db, `${key}_rps`);
        return rate ? `${rate} req/s (${at(db, `${key}_p50_ms`)} / ${at(db, `${key}_p99_ms`)} ms)` : 'n/a';
      }),
      goal: '',
    })),
    ...[
      ['home_layout', 'shop home page of 30 layout sections'],
      ['home_layout_product', 'beside it: its product page'],
    ].map(([key, label]) => ({
      figure: `${label}, rendered / kept req/s (p50 ms) at 10 connections`,
      ...perDatabase((db) => {
        const miss = at(db, `${key}_miss_rps`);
        if (miss === undefined) return 'n/a';
        return `${miss} (${at(db, `${key}_miss_p50_ms`)}) / ${at(db, `${key}_hit_rps`)} (${at(db, `${key}_hit_p50_ms`)})`;
      }),
      goal: '',
    })),
    {
      figure: 'new-order alert, order commit → console socket p50 / p99 ms (bare emit p50 / p99)',
      ...perDatabase((db) => {
        const p50 = at(db, 'live_alert_commit_p50_ms');
        if (p50 === undefined) return 'n/a';
        const bare = `${at(db, 'live_alert_bare_p50_ms')} / ${at(db, 'live_alert_bare_p99_ms')}`;
        return `${p50} / ${at(db, 'live_alert_commit_p99_ms')} (${bare})`;
      }),
      goal: '',
    },
    {
      figure: 'new-order alert, order commit → popup drawn in Chromium p50 / p99 ms',
      ...perDatabase((db) => {
        const p50 = at(db, 'live_alert_popup_p50_ms');
        return p50 === undefined ? 'n/a' : `${p50} / ${at(db, 'live_alert_popup_p99_ms')}`;
      }),
      goal: '',
    },
    {
      figure: 'home layout editor, save → preview loaded in Chromium p50 / p95 ms',
      ...perDatabase((db) => {
        const p50 = at(db, 'layout_preview_refresh_p50_ms');
        return p50 === undefined ? 'n/a' : `${p50} / ${at(db, 'layout_preview_refresh_p95_ms')}`;
      }),
      goal: '',
    },
    {
      figure: 'checkout race, 1,000 shoppers for 100 units: orders / sold-out refusals / stock left',
      ...perDatabase((db) => {
        const orders = at(db, 'checkout_orders');
        if (orders === undefined) return 'n/a';
        const counts = `${orders} / ${at(db, 'checkout_refused')} / ${at(db, 'checkout_stock_left')}`;
        return at(db, 'checkout_ok') === 1 ? counts : `FAIL ${counts}`;
      }),
      goal: '100 / 900 / 0',
    },
    {
      figure: 'checkout race: checkout POST p50 / p99 ms at 50 in flight, checkouts/s',
      ...perDatabase((db) => {
        const rate = at(db, 'checkout_rps');
        return rate ? `${at(db, 'checkout_p50_ms')} / ${at(db, 'checkout_p99_ms')} ms, ${rate}/s` : 'n/a';
      }),
      goal: '',
    },
    {
      figure: 'checkout POST p50 ms without / with a 10% coupon (added), one at a time',
      ...perDatabase((db) => {
        const plain = at(db, 'coupon_checkout_plain_p50_ms');
        if (plain === undefined) return 'n/a';
        return `${plain} / ${at(db, 'coupon_checkout_coupon_p50_ms')} (+${at(db, 'coupon_checkout_added_p50_ms')})`;
      }),
      goal: '',
    },
    {
      figure: 'newsletter campaign to 10,000 subscribers over SMTP: seconds (mails/s)',
      ...perDatabase((db) => {
        const seconds = at(db, 'newsletter_send_s');
        return seconds === undefined ? 'n/a' : `${seconds} s (${at(db, 'newsletter_mails_per_s')}/s)`;
      }),
      goal: 'seconds',
    },
    {
      figure: 'shop product page JavaScript (gzip, one file)',
      ...perDatabase((db) =>
        db === 'PGlite' ? `${fixed(figures.get('shop_product_js_gzip_kb'))} KB` : '(same files)',
      ),
      goal: '< 15 KB',
    },
    ...[
      ['signin', 'sign-in page', '≤ 100 KB'],
      ['products', 'product list page', '≤ 200 KB'],
    ].map(([key, label, goal]) => ({
      figure: `${label} JavaScript over the wire (gzip of the same files)`,
      ...perDatabase((db) =>
        db === 'PGlite'
          ? `${fixed(figures.get(`${key}_js_transfer_kb`))} KB in ${figures.get(`${key}_js_files`) ?? '?'} files (${fixed(figures.get(`${key}_js_gzip_kb`))} KB)`
          : '(same console)',
      ),
      goal,
    })),
  ];
  process.stdout.write('\nStallfront benches, one run\n');
  console.table(rows);
}
