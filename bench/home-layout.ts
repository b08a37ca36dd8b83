// The shop's home page drawn from a published layout of 30 sections (three of each kind: banner,
// slider, product rows of all four sources, catalog tiles, image, multi and Instagram grids, blog,
// text, video) beside the same store's product page in the same run: req/s and p50/p99 of each,
// rendered on every request (a node with SHOP_PAGE_CACHE_MB=0, the x-cache: miss path) and from
// the page cache. Prints figures; asserts nothing.
//   npm run build -w @stallfront/storefront && NODE_ENV=production npx tsx bench/home-layout.ts > /dev/null
//   NODE_ENV=production DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx bench/home-layout.ts > /dev/null
// Settings: BENCH_PRODUCTS (2000), BENCH_SECONDS (5), BENCH_CONNECTIONS (10). The store's products are shop-pages.ts's.
import { Console } from 'node:console';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { type LayoutSectionInput, layoutSection, type SavedSection } from '@stallfront/shared/website';
import type { Database } from '../apps/server/src/db/client.js';
import { writeLayout } from '../apps/server/src/modules/website/layout.repo.js';
import { recordFigure } from './support/figures.mjs';
import { listenBenchApp, onEachDatabase, seedBenchCatalog, signUpBenchShop } from './support/shop.js';

const N = Number(process.env.BENCH_PRODUCTS ?? 2_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SHOP_DIST = fileURLToPath(new URL('../apps/storefront/dist', import.meta.url));
const out = new Console(process.stderr);

const load = (options: autocannon.Options): Promise<autocannon.Result> =>
  new Promise((resolve, reject) =>
    autocannon({ duration: seconds, connections, workers: 1, ...options }, (err, result) =>
      err ? reject(err) : resolve(result),
    ),
  );

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Pages for the blog grid, paid orders for the best sellers; answers the summer catalog's id and eight product ids. */
async function seedHomeExtras(database: Database, storeId: string) {
  const { db } = database;
  await db.execute(sql`insert into store_pages (store_id, name, slug, body, status, seo_title, seo_description)
    select ${storeId}::uuid, 'Journal ' || g, 'journal-' || g,
           '<p>' || repeat('Notes from the workshop, <strong>by hand</strong>. ', 40) || '</p>', 'published', '', ''
    from generate_series(1, 6) g`);
  await db.execute(sql`with o as (
      insert into orders (store_id, number, status, payment_status, payment_method, delivery_method, email, name,
                          shipping_address, currency, subtotal, tax, shipping, total, idempotency_key)
      select ${storeId}::uuid, 1000 + g, 'live', 'paid', 'cod', 'standard', 'b@example.com', 'Buyer', '{}'::jsonb,
             'INR', 0, 0, 0, 0, gen_random_uuid()
      from generate_series(1, 300) g returning id, number)
    insert into order_lines (store_id, order_id, product_id, sku, name, unit_price, quantity, tax_rate_bp, subtotal, tax)
    select ${storeId}::uuid, o.id, p.id, p.sku, p.name, 100, 1 + o.number % 3, 0, 0, 0
    from o join products p on p.store_id = ${storeId}::uuid and p.sku = 'TEE-' || (1 + (o.number * 37) % ${N})`);
  await db.execute(sql`analyze orders`);
  await db.execute(sql`analyze order_lines`);
  const [summer] = rowsOf<{ id: string }>(
    await db.execute(sql`select id from catalogs where store_id = ${storeId}::uuid and slug = 'summer'`),
  );
  const picked = rowsOf<{ id: string }>(
    await db.execute(sql`select id from products where store_id = ${storeId}::uuid order by sku limit 8`),
  ).map((r) => r.id);
  return { summerId: summer?.id ?? '', picked };
}

/** 30 sections, three of each kind, on the store's uploaded pictures (with their srcset sizes). */
function benchLayout(storeId: string, summerId: string, picked: string[]): SavedSection[] {
  const image = (n: number) => `/media/${storeId}/img-${1 + (n % 50)}.webp`;
  const picture = (n: number) => ({ image: image(n), alt: `Picture ${n}`, link: '/c/summer' });
  const slide = (n: number) => ({ ...picture(n), heading: `Slide ${n}`, text: 'New in', button: 'Shop' });
  const kinds = (round: number): LayoutSectionInput[] => [
    { kind: 'banner', slide: slide(round) },
    { kind: 'slider', slides: [slide(round + 1), slide(round + 2), slide(round + 3)] },
    [
      { kind: 'products', title: 'New in', source: 'newest', count: 8 },
      { kind: 'products', title: 'Best sellers', source: 'best_sellers', count: 8 },
      { kind: 'products', title: 'Summer', source: 'catalog', catalog_id: summerId, count: 8 },
    ][round] as LayoutSectionInput,
    { kind: 'catalogs', title: 'Collections', catalog_ids: [] },
    { kind: 'image_grid', grid: 'grid_6', title: 'Lookbook', images: [1, 2, 3].map((n) => picture(round * 10 + n)) },
    {
      kind: 'multi_grid',
      grid: 'multi_grid_4',
      title: 'Rooms',
      tiles: [1, 2, 3, 4, 5, 6].map((n) => ({ ...picture(round * 10 + n), caption: `Room ${n}` })),
    },
    {
      kind: 'instagram',
      grid: 'instagram_2',
      title: 'Instagram',
      profile: 'https://instagram.com/benchshop',
      images: [1, 2, 3, 4, 5, 6].map((n) => ({ image: image(round * 7 + n), alt: `Post ${n}` })),
    },
    { kind: 'blog', title: 'Journal', count: 3 },
    {
      kind: 'text',
      heading: 'About',
      body: '<p>Made by hand, <strong>since 1998</strong>.</p>',
      style: round === 0 ? 'hero' : 'plain',
    },
    round === 2
      ? { kind: 'products', title: 'Picked', source: 'picked', product_ids: picked }
      : { kind: 'video', title: 'Film', url: 'https://youtu.be/dQw4w9WgXcQ' },
  ];
  return [0, 1, 2].flatMap((round) => kinds(round)).map((input, i) => ({ ...layoutSection.parse(input), id: `s${i}` }));
}

async function measure(kind: string, database: Database) {
  const cached = await listenBenchApp(database, SHOP_DIST);
  const { sub, storeId } = await signUpBenchShop(cached.base, 'Bench Shop', 'home-shop');
  await seedBenchCatalog(database, storeId, N);
  const { summerId, picked } = await seedHomeExtras(database, storeId);
  const layout = benchLayout(storeId, summerId, picked);
  await writeLayout(database.db, storeId, 'home', { draft: layout, published: layout, published_at: null }, new Date());
  // A second node on the same database that renders every request; it must not close the database.
  const uncached = await listenBenchApp({ ...database, close: async () => {} }, SHOP_DIST, { SHOP_PAGE_CACHE_MB: '0' });
  const pages = [
    { name: 'home (30 sections)', key: 'home_layout', path: `/s/${sub}/` },
    {
      name: `product /p/cotton-tee-${3 * Math.floor(N / 6)}`,
      key: 'home_layout_product',
      path: `/s/${sub}/p/cotton-tee-${3 * Math.floor(N / 6)}`,
    },
  ];
  const rows = [];
  for (const page of pages) {
    const res = await fetch(`${uncached.base}${page.path}`);
    const html = await res.text();
    if (res.status !== 200) throw new Error(`${page.path} answered ${res.status}: ${html.slice(0, 300)}`);
    if (page.key === 'home_layout')
      out.log(
        `${kind}: home draws ${html.match(/<section class="home-section/g)?.length} sections, ${(html.length / 1024).toFixed(0)} KB`,
      );
    for (const [mode, server] of [
      ['rendered (miss)', uncached],
      ['kept (hit)', cached],
    ] as const) {
      await load({ url: `${server.base}${page.path}`, duration: 1 }); // warm-up
      const result = await load({ url: `${server.base}${page.path}` });
      rows.push({
        database: kind,
        page: page.name,
        mode,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        non2xx: result.non2xx,
      });
      const tag = mode.startsWith('rendered') ? 'miss' : 'hit';
      recordFigure({ key: `${page.key}_${tag}_rps`, database: kind, value: Math.round(result.requests.average) });
      recordFigure({ key: `${page.key}_${tag}_p50_ms`, database: kind, value: result.latency.p50 });
    }
  }
  await uncached.close();
  await cached.close();
  return rows;
}

const rows = await onEachDatabase('stallfront-bench-home-', measure);
out.log(`${seconds} s per target, ${connections} connections, ${N.toLocaleString('en')} products`);
out.table(rows);
