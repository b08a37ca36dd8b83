// The shop's product page with every product extra of an order store attached (footnotes, FAQ,
// image tags, highlights, size charts, variant colours, add-on offers, add-ons) beside a bare product page of the same
// store, in the same run: p50/p99 and req/s by autocannon over loopback, and the ratio. The
// issue's bar: the extras may not double the page's cost. Prints figures; asserts nothing.
//   npx tsx bench/product-extras.ts > /dev/null        (PGlite in a temp folder; the table on stderr)
//   DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx bench/product-extras.ts > /dev/null
// Settings: BENCH_SECONDS (5), BENCH_CONNECTIONS (10), BENCH_EXTRAS (200 of each kind in the store).
import { Console } from 'node:console';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { type Database, openDatabase } from '../apps/server/src/db/client.js';
import { stores } from '../apps/server/src/db/schema/index.js';
import { openScratchDatabase } from '../apps/server/test/database.js';
import { recordFigure } from './support/figures.mjs';
import { listenBenchApp, signUpBenchShop } from './support/shop.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const EXTRAS = Number(process.env.BENCH_EXTRAS ?? 200);
/** Of each kind, how many the dressed product shows (its own and its catalog's). */
const SHOWN = 4;
const SHOP_DIST = fileURLToPath(new URL('../apps/storefront/dist', import.meta.url));
const out = new Console(process.stderr);

const load = (options: autocannon.Options) =>
  new Promise<autocannon.Result>((resolve, reject) =>
    autocannon({ duration: seconds, connections, ...options }, (err, result) => (err ? reject(err) : resolve(result))),
  );

function caller(base: string, token: string) {
  return async (method: string, path: string, body: unknown) => {
    const res = await fetch(`${base}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await res.json()) as { data: { _id: string; slug: string } };
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(answer)}`);
    return answer.data;
  };
}

const product = (name: string, catalogIds: string[], colours: string[]) => ({
  name,
  sku: name.toUpperCase().replaceAll(' ', '-'),
  slug: name.toLowerCase().replaceAll(' ', '-'),
  price: 149900,
  stock: 20,
  catalog_ids: catalogIds,
  options: [{ name: 'Colour', values: colours }],
  variants: colours.map((colour, i) => ({
    option_values: [colour],
    sku: `${name.toUpperCase().replaceAll(' ', '-')}-${i}`,
    price: 149900,
    stock: 5,
  })),
  description: '<p>A linen shirt cut for warm days.</p>',
});

/** A store with EXTRAS of each extra, the dressed product showing SHOWN of each, the bare one none. */
async function dress(call: ReturnType<typeof caller>) {
  const colours = ['Navy', 'Rust', 'Sage', 'Charcoal'];
  const shirts = await call('POST', '/store/catalog', { name: 'Shirts' });
  const dressed = await call('POST', '/store/product', product('Dressed Shirt', [shirts._id], colours));
  const bare = await call('POST', '/store/product', product('Bare Shirt', [], colours));
  const others = [];
  for (let i = 0; i < 20; i += 1)
    others.push((await call('POST', '/store/product', product(`Other ${i}`, [], ['Navy'])))._id);
  // What the add-on offers offer: products no extra is shown on.
  const offered = [];
  for (let i = 0; i < 3; i += 1)
    offered.push((await call('POST', '/store/product', product(`Offered ${i}`, [], ['Navy'])))._id);
  const where = (i: number) =>
    i < SHOWN / 2
      ? { product_ids: [dressed._id, ...others.slice(0, 5)] }
      : i < SHOWN
        ? { catalog_ids: [shirts._id] }
        : { product_ids: [others[i % others.length]] };
  const chart = {
    measurements: ['Chest', 'Length', 'Shoulder'],
    rows: ['S', 'M', 'L', 'XL'].map((size, j) => ({ size, values: [38 + 2 * j, 28 + j, 17 + j / 2] })),
  };
  for (let i = 0; i < EXTRAS; i += 1) {
    await call('POST', '/store/footnote', { name: `Note ${i}`, text: 'Wash cold; dry in the shade.', ...where(i) });
    await call('POST', '/store/faq', { name: `Question ${i}?`, answer: 'Yes, within 30 days.', ...where(i) });
    await call('POST', '/store/image_tag', { name: `Tag ${i}`, color: '#1c7ed6', ...where(i) });
    await call('POST', '/store/highlight', { name: `Highlight ${i}`, icon: 'delivery', ...where(i) });
    await call('POST', '/store/size_chart', { name: `Chart ${i}`, unit: 'inches', chart, ...where(i) });
    await call('POST', '/store/addon_product', {
      name: `Offer ${i}`,
      offered_ids: offered,
      discount_percent: 10,
      ...where(i),
    });
    await call('POST', '/store/addon', {
      name: `Add-on ${i}`,
      kind: i % 2 ? 'tick' : 'text',
      price: 9900,
      required: false,
      max_chars: 20,
      ...where(i),
    });
    await call('POST', '/store/variant_color', {
      name: i < colours.length ? colours[i] : `Colour ${i}`,
      hex: '#1b2a4a',
    });
  }
  // Its catalog mapped to a Google category, which the page names in its structured data.
  await call('PUT', '/store/product_taxonomy', { catalog_ids: [shirts._id], category_id: 212 });
  return { dressed: dressed.slug, bare: bare.slug };
}

async function measure(kind: string, database: Database) {
  const { base, close } = await listenBenchApp(database, SHOP_DIST);
  const { sub, storeId, token } = await signUpBenchShop(base, 'Extras Shop', 'extras-shop');
  await database.db
    .update(stores)
    .set({ paidFeatures: ['size_chart', 'addon_products'] })
    .where(eq(stores.id, storeId));
  const started = Date.now();
  const slugs = await dress(caller(base, token));
  out.log(`${kind}: ${EXTRAS} of each extra made in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const page = (slug: string) => `${base}/s/${sub}/p/${slug}`;
  const html = await (await fetch(page(slugs.dressed))).text();
  for (const mark of [
    'class="footnotes"',
    'class="faqs"',
    'class="badge',
    'class="highlights"',
    'class="size-chart"',
    'class="bundle"',
    'class="addons"',
    '#1b2a4a',
    '"category":"Apparel & Accessories > Clothing > Shirts & Tops"',
  ]) {
    if (!html.includes(mark)) throw new Error(`the dressed page lacks ${mark}`);
  }
  const rows = [];
  const p50 = new Map<string, number>();
  // Bare, dressed, bare, dressed: the machine's drift falls on both alike.
  for (const [round, which] of [
    [1, 'bare'],
    [1, 'dressed'],
    [2, 'bare'],
    [2, 'dressed'],
  ] as const) {
    const url = page(slugs[which]);
    await load({ url, duration: 1 }); // warm-up
    const result = await load({ url });
    rows.push({
      database: kind,
      page: `${which} product (round ${round})`,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      non2xx: result.non2xx,
    });
    p50.set(which, Math.min(p50.get(which) ?? Number.POSITIVE_INFINITY, result.latency.p50));
  }
  const ratio = (p50.get('dressed') ?? 0) / Math.max(p50.get('bare') ?? 1, 0.01);
  out.log(`${kind}: dressed/bare p50 = ${ratio.toFixed(2)} (best of two rounds each; the bar is under 2)`);
  recordFigure({ key: 'product_extras_bare_p50_ms', database: kind, value: p50.get('bare') ?? 0 });
  recordFigure({ key: 'product_extras_dressed_p50_ms', database: kind, value: p50.get('dressed') ?? 0 });
  recordFigure({ key: 'product_extras_p50_ratio', database: kind, value: Number(ratio.toFixed(2)) });
  await close();
  return rows;
}

if (!existsSync(join(SHOP_DIST, 'manifest.json'))) {
  out.log('building the storefront client first (npm run build -w @stallfront/storefront)');
  const { spawnSync } = await import('node:child_process');
  spawnSync('npm', ['run', 'build', '-w', '@stallfront/storefront'], { stdio: 'ignore' });
}
const tempDir = mkdtempSync(join(tmpdir(), 'stallfront-bench-extras-'));
const rows = await measure('PGlite', await openDatabase({ dataDir: join(tempDir, 'pgdata') }));
if (process.env.DATABASE_URL) {
  rows.push(...(await measure('PostgreSQL', await openScratchDatabase(process.env.DATABASE_URL, 'stallfront_bench'))));
}
rmSync(tempDir, { recursive: true, force: true });
out.log(
  `${seconds} s per page, ${connections} connections, ${EXTRAS} of each extra in the store, ${SHOWN} of each on the dressed product`,
);
out.table(rows);
