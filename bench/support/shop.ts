import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.js';
import { type Database, openDatabase } from '../../apps/server/src/db/client.js';
import { openScratchDatabase } from '../../apps/server/test/database.js';
import { loadConfig } from '../../apps/server/src/platform/config.js';
import { ShopBrowser } from './shop-browser.js';
/** A fresh order-based store signed up through the API of a listening server, as a bench needs one. */
export async function signUpBenchShop(origin: string, name: string, prefix: string) {
  const sub = `${prefix}-${Date.now().toString(36)}`;
  const res = await fetch(`${origin}/api/others/create_store`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      email: `${sub}@example.com`,
      password: 'bench-password-1',
      type: 'order_based',
      category: 'clothing',
      country: 'IN',
      sub_domain: sub,
    }),
  });
  const session = (await res.json()) as { store_token: string; data: { _id: string } };
  return { sub, storeId: session.data._id, token: session.store_token };
}

/** The same through an app in this process (app.inject), for benches that time the HTTP layer in-process. */
export async function signUpInProcess(app: FastifyInstance, name: string) {
  const signup = await app.inject({
    method: 'POST',
    url: '/api/others/create_store',
    payload: {
      name,
      email: `bench-${randomBytes(4).toString('hex')}@example.com`,
      password: 'correct-horse-battery',
      type: 'order_based',
      category: 'clothing',
      country: 'IN',
    },
  });
  if (signup.statusCode !== 200) throw new Error(`create_store answered ${signup.statusCode}: ${signup.body}`);
  const session = signup.json() as { store_token: string; data: { _id: string; currency: string } };
  return { storeId: session.data._id, currency: session.data.currency, token: session.store_token };
}

/** One shopper's checkout by cash on delivery over HTTP, as a browser sends the forms. */
export async function placeCodOrder(origin: string, base: string, sku: string, i: number) {
  const browser = new ShopBrowser(origin);
  await browser.get(`${base}/`);
  await browser.post(`${base}/cart`, { sku, quantity: '1' });
  const page = await browser.get(`${base}/checkout`);
  const hidden = (name: string) => page.html.match(new RegExp(`name="${name}" value="([^"]*)"`))?.[1] ?? '';
  return browser.post(`${base}/checkout`, {
    name: `Buyer ${i}`,
    email: `buyer-${i}@example.com`,
    line1: '12 Beach Road',
    city: 'Chennai',
    postal_code: '600001',
    country: 'IN',
    delivery_method: 'standard',
    payment_method: 'cod',
    expected_subtotal: hidden('expected_subtotal'),
    idempotency_key: hidden('idempotency_key'),
  });
}

/**
 * The whole app with production settings, listening on a loopback port, serving the built shop
 * from `shopDist`; `close` stops it and drops its media folder.
 */
export async function listenBenchApp(database: Database, shopDist: string, env: Record<string, string> = {}) {
  const media = mkdtempSync(join(tmpdir(), 'stallfront-bench-media-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    MEDIA_DIR: media,
    AUTH_RATE_LIMIT: '100000',
    SHOP_DIST: shopDist,
    ...env,
  });
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const close = async () => {
    await app.close();
    rmSync(media, { recursive: true, force: true });
  };
  return { base, close };
}

/**
 * `n` products of a bench store: a quarter in the catalog "summer", every third with three sizes,
 * each with one of 50 uploaded images (with their srcset sizes).
 */
export async function seedBenchCatalog(database: Database, storeId: string, n: number) {
  const { db } = database;
  const rows = (await db.execute(sql`
    insert into catalogs (store_id, name, slug, highlight_position) values (${storeId}::uuid, 'Summer', 'summer', 0)
    returning id`)) as unknown as { rows: { id: string }[] };
  const catalogId = rows.rows[0]?.id;
  await db.execute(sql`
    insert into media (store_id, url, name, mime, bytes, width, height, sizes)
    select ${storeId}::uuid, '/media/' || ${storeId} || '/img-' || g || '.webp', 'img-' || g, 'image/webp', 90000, 1600, 1600,
           '{320,640,960,1280}'::int[]
    from generate_series(1, 50) g`);
  await db.execute(sql`
    insert into products (store_id, name, sku, slug, price, currency, stock, catalog_ids, images, options, variants,
                          description, created_at)
    select ${storeId}::uuid, 'Cotton Tee ' || i, 'TEE-' || i, 'cotton-tee-' || i, 100 * (99 + (i * 7919) % 20000), 'INR',
           (i * 31) % 60,
           case when i % 4 = 0 then array[${catalogId}]::uuid[] else '{}'::uuid[] end,
           jsonb_build_array(jsonb_build_object('url', '/media/' || ${storeId} || '/img-' || (1 + i % 50) || '.webp', 'alt', '')),
           case when i % 3 = 0 then '[{"name":"Size","values":["S","M","L"]}]'::jsonb else '[]'::jsonb end,
           case when i % 3 = 0 then jsonb_build_array(
             jsonb_build_object('option_values', '["S"]'::jsonb, 'sku', 'TEE-' || i || '-S', 'price', 49900, 'stock', 4, 'images', '[]'::jsonb),
             jsonb_build_object('option_values', '["M"]'::jsonb, 'sku', 'TEE-' || i || '-M', 'price', 52900, 'stock', 0, 'images', '[]'::jsonb),
             jsonb_build_object('option_values', '["L"]'::jsonb, 'sku', 'TEE-' || i || '-L', 'price', 55900, 'stock', 9, 'images', '[]'::jsonb))
           else '[]'::jsonb end,
           '<p>A soft cotton tee for every day.</p>',
           now() - i * interval '1 minute'
    from generate_series(1, ${Math.trunc(n)}) i`);
  await db.execute(sql`analyze products`);
  await db.execute(sql`analyze media`);
}

/**
 * `measure` on a fresh PGlite in a temporary folder and, when DATABASE_URL is set, on a scratch
 * database of that server: the rows of both, PGlite's first.
 */
export async function onEachDatabase<Row>(
  folderPrefix: string,
  measure: (kind: 'PGlite' | 'PostgreSQL', database: Database) => Promise<Row[]>,
): Promise<Row[]> {
  const tempDir = mkdtempSync(join(tmpdir(), folderPrefix));
  // BENCH_ONLY=PostgreSQL skips PGlite: a size the server answers in seconds can take PGlite an hour.
  const onlyServer = process.env.BENCH_ONLY === 'PostgreSQL' && process.env.DATABASE_URL;
  const rows = onlyServer ? [] : await measure('PGlite', await openDatabase({ dataDir: join(tempDir, 'pgdata') }));
  if (process.env.DATABASE_URL) {
    rows.push(
      ...(await measure('PostgreSQL', await openScratchDatabase(process.env.DATABASE_URL, 'stallfront_bench'))),
    );
  }
  rmSync(tempDir, { recursive: true, force: true });
  return rows;
}
