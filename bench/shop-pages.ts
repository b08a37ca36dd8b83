// The shop's server-rendered pages on a store of many products, beside the console's product
// list call in the same run on the same database: req/s and p50/p99 at BENCH_CONNECTIONS
// connections, loaded by autocannon over loopback. Prints figures; asserts nothing.
//   npx tsx bench/shop-pages.ts > /dev/null        (PGlite in a temp folder; the table on stderr)
//   DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx bench/shop-pages.ts > /dev/null
// Settings: BENCH_PRODUCTS (100000), BENCH_SECONDS (5), BENCH_CONNECTIONS (10). Requests carry
// no Accept-Encoding, so neither the pages nor the JSON pay for compression.
import { Console } from 'node:console';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { Database } from '../apps/server/src/db/client.js';
import { recordFigure } from './support/figures.mjs';
import { listenBenchApp, onEachDatabase, seedBenchCatalog, signUpBenchShop } from './support/shop.js';

const N = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SHOP_DIST = fileURLToPath(new URL('../apps/storefront/dist', import.meta.url));
const out = new Console(process.stderr);

function load(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) =>
    autocannon({ duration: seconds, connections, ...options }, (err, result) => (err ? reject(err) : resolve(result))),
  );
}

async function measure(kind: string, database: Database) {
  const { base, close } = await listenBenchApp(database, SHOP_DIST);
  const { sub, storeId, token } = await signUpBenchShop(base, 'Bench Shop', 'bench-shop');
  const started = Date.now();
  await seedBenchCatalog(database, storeId, N);
  out.log(`${kind}: seeded ${N.toLocaleString('en')} products in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  // A product with variants, in the middle of the list.
  const slug = `cotton-tee-${3 * Math.floor(N / 6)}`;
  for (const path of [`/s/${sub}/p/${slug}`, `/s/${sub}/c/summer`]) {
    const res = await fetch(`${base}${path}`);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  }
  const targets: { name: string; key: string; options: autocannon.Options }[] = [
    { name: `shop product page /p/${slug}`, key: 'shop_product', options: { url: `${base}/s/${sub}/p/${slug}` } },
    {
      name: 'shop catalog page /c/summer (24 cards)',
      key: 'shop_catalog',
      options: { url: `${base}/s/${sub}/c/summer` },
    },
    {
      name: 'API POST /api/store/product_list (25 rows)',
      key: 'api_product_list',
      options: {
        url: `${base}/api/store/product_list`,
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ limit: 25 }),
      },
    },
  ];
  const rows = [];
  for (const target of targets) {
    await load({ ...target.options, duration: 1 }); // warm-up
    const result = await load(target.options);
    rows.push({
      database: kind,
      target: target.name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      non2xx: result.non2xx,
    });
    recordFigure({ key: `${target.key}_rps`, database: kind, value: Math.round(result.requests.average) });
    recordFigure({ key: `${target.key}_p50_ms`, database: kind, value: result.latency.p50 });
    recordFigure({ key: `${target.key}_p99_ms`, database: kind, value: result.latency.p99 });
  }
  await close();
  return rows;
}

/** The product page's JavaScript: the one island script, as gzip and brotli send it. */
function productPageJs() {
  const manifestFile = join(SHOP_DIST, 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  const { js } = JSON.parse(readFileSync(manifestFile, 'utf8')) as { js: string };
  const size = (suffix: string) => statSync(join(SHOP_DIST, `${js}${suffix}`)).size / 1024;
  return { raw: size(''), gzip: size('.gz'), br: size('.br') };
}

if (!existsSync(join(SHOP_DIST, 'manifest.json'))) {
  out.log('building the storefront client first (npm run build -w @stallfront/storefront)');
  const { spawnSync } = await import('node:child_process');
  spawnSync('npm', ['run', 'build', '-w', '@stallfront/storefront'], { stdio: 'ignore' });
}
const rows = await onEachDatabase('stallfront-bench-shop-', measure);
out.log(`${seconds} s per target, ${connections} connections, ${N.toLocaleString('en')} products`);
out.table(rows);
const js = productPageJs();
if (js) {
  recordFigure({ key: 'shop_product_js_gzip_kb', value: Number(js.gzip.toFixed(1)) });
  out.log(
    `product page JavaScript: ${js.raw.toFixed(1)} KB, ${js.gzip.toFixed(1)} KB gzip, ${js.br.toFixed(1)} KB brotli (one file)`,
  );
}
