// Store apps' shop pages on a big store, each beside the plain page it builds on, in one run:
// a rule collection (catalog + tag + price range, matched when read) over BENCH_PRODUCTS
// products beside the catalog page /c/summer, and the blog index with BENCH_POSTS posts (its
// first page and a page deep in its cursor) beside the same catalog page. The page cache is off
// (SHOP_PAGE_CACHE_MB=0), so every request renders. Prints figures; asserts nothing.
//   npm run build -w @stallfront/storefront && NODE_ENV=production npx tsx bench/store-apps.ts
//   NODE_ENV=production DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx bench/store-apps.ts
// Settings: BENCH_PRODUCTS (100000), BENCH_POSTS (10000), BENCH_SECONDS (5), BENCH_CONNECTIONS (10).
import { Console } from 'node:console';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.js';
import { recordFigure } from './support/figures.mjs';
import { listenBenchApp, onEachDatabase, seedBenchCatalog, signUpBenchShop } from './support/shop.js';

const N = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SHOP_DIST = fileURLToPath(new URL('../apps/storefront/dist', import.meta.url));
const out = new Console(process.stderr);

const load = (url: string, duration = seconds): Promise<autocannon.Result> =>
  new Promise((resolve, reject) =>
    autocannon({ url, duration, connections }, (err, result) => (err ? reject(err) : resolve(result))),
  );

/** A fifth of the products tagged linen; the blogs and collections apps on; POSTS published posts a day apart. */
async function seedApps(database: Database, storeId: string) {
  const { db } = database;
  await db.execute(sql`update products set tags = array['linen'] where store_id = ${storeId}::uuid
    and right(sku, 1) in ('0', '5')`);
  await db.execute(sql`update stores set paid_features = array['blogs', 'collections'] where id = ${storeId}::uuid`);
  await db.execute(sql`
    insert into blog_posts (store_id, name, slug, excerpt, body, cover, author, tags, status, publish_on, seo_title,
                            seo_description, created_at)
    select ${storeId}::uuid, 'Post ' || i, 'post-' || i, 'What we made this week.', '<p>A week at the studio.</p>', '',
           'Bench', array['studio'], 'published', (date '2026-01-01' - i), '', '', now() - i * interval '1 minute'
    from generate_series(1, ${Math.trunc(POSTS)}) i`);
  await db.execute(sql`analyze products`);
  await db.execute(sql`analyze blog_posts`);
}

async function createCollection(base: string, token: string, catalogId: string) {
  const res = await fetch(`${base}/api/store/collection`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Summer linen',
      slug: 'summer-linen',
      description: '',
      image: '',
      status: 'published',
      kind: 'rules',
      sort: 'newest',
      rule_catalog_ids: [catalogId],
      rule_tags: ['linen'],
      rule_price_min: 100_000,
      rule_price_max: 1_500_000,
    }),
  });
  if (!res.ok) throw new Error(`creating the collection answered ${res.status}: ${await res.text()}`);
}

/** The blog's "Older posts" cursor ten pages in, read off the pages as a shopper would follow them. */
async function deepBlogPage(blog: string) {
  let url = blog;
  for (let page = 0; page < 10; page++) {
    const html = await (await fetch(url)).text();
    const after = /href="[^"]*\?after=([^"&]+)"/.exec(html)?.[1];
    if (!after) throw new Error(`no older posts link on ${url}`);
    url = `${blog}?after=${after}`;
  }
  return url;
}

async function measure(kind: 'PGlite' | 'PostgreSQL', database: Database) {
  const { base, close } = await listenBenchApp(database, SHOP_DIST, { SHOP_PAGE_CACHE_MB: '0' });
  const { sub, storeId, token } = await signUpBenchShop(base, 'Bench Apps', 'bench-apps');
  const started = Date.now();
  await seedBenchCatalog(database, storeId, N);
  await seedApps(database, storeId);
  const { rows } = (await database.db.execute(
    sql`select id from catalogs where store_id = ${storeId}::uuid and slug = 'summer'`,
  )) as unknown as { rows: { id: string }[] };
  await createCollection(base, token, rows[0]?.id ?? '');
  out.log(
    `${kind}: seeded ${N.toLocaleString('en')} products and ${POSTS.toLocaleString('en')} posts in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  const shop = `${base}/s/${sub}`;
  const targets = [
    { name: 'catalog page /c/summer (plain)', key: 'shop_catalog_plain', url: `${shop}/c/summer` },
    {
      name: 'rule collection /collections/summer-linen',
      key: 'shop_rule_collection',
      url: `${shop}/collections/summer-linen`,
    },
    { name: `blog index /blog (${POSTS.toLocaleString('en')} posts)`, key: 'shop_blog_index', url: `${shop}/blog` },
    { name: 'blog index, page 11', key: 'shop_blog_page_11', url: await deepBlogPage(`${shop}/blog`) },
  ];
  const table = [];
  for (const target of targets) {
    const page = await fetch(target.url);
    const html = await page.text();
    if (page.status !== 200) throw new Error(`${target.url} answered ${page.status}: ${html.slice(0, 300)}`);
    await load(target.url, 1); // warm-up
    const result = await load(target.url);
    table.push({
      database: kind,
      target: target.name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      non2xx: result.non2xx,
      KB: Math.round(html.length / 1024),
    });
    recordFigure({ key: `${target.key}_p50_ms`, database: kind, value: result.latency.p50 });
  }
  await close();
  return table;
}

const table = await onEachDatabase('stallfront-bench-apps-', measure);
out.log(`${seconds} s per target, ${connections} connections, page cache off`);
out.table(table);
