import { createHash } from 'node:crypto';
import { getTableName, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP_VISITOR_COOKIE } from '@stallfront/shared/shop-rules';
import { PRODUCT_EXTRA_TABLES } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './harness.js';
import { addCatalog, addProduct, Shopper, shopStore, visit } from './shop-fixtures.js';

/**
 * The node keeps each store's public pages (home, catalog, product) as everyone gets them; every
 * write that changes what one shows drops the store's pages before the write returns, whichever
 * path made it. Writes here go straight to the database, as a script or another node's would.
 */
let t: TestApp;
let shop: Awaited<ReturnType<typeof shopStore>>;
let productId: string;
let catalogId: string;
const notices: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  t.app.ctx.onChange((payload) => notices.push(payload));
  shop = await shopStore(t, { name: 'Cache & Co' });
  const catalog = await addCatalog(t, shop.token, { name: 'Shirts' });
  catalogId = catalog._id;
  await t.call('PUT', '/api/store/catalog/highlights', { ids: [catalogId] }, shop.token);
  const product = await addProduct(t, shop.token, {
    name: 'Oxford Shirt',
    slug: 'oxford',
    sku: 'OX-1',
    price: 2_000,
    stock: 41,
    catalog_ids: [catalogId],
    images: [{ url: `/media/${shop.id}/ox.webp`, alt: 'Oxford' }],
  });
  productId = product._id;
});
afterAll(() => t.close());

const PRODUCT = () => `${shop.base}/p/oxford`;
const CATALOG = () => `${shop.base}/c/shirts`;
const HOME = () => `${shop.base}/`;

/** Reads a page twice so it is kept, and answers its HTML. */
async function warm(url: string) {
  await visit(t, url);
  const again = await visit(t, url);
  expect(again.status).toBe(200);
  expect(again.headers['x-cache']).toBe('hit');
  return again.html;
}

async function write(statement: SQL) {
  await t.app.ctx.db.execute(statement);
  await t.written();
}

const WRITES: { write: string; statement: () => SQL; pages: () => string[]; shows: string | RegExp }[] = [
  {
    write: 'a product renamed',
    statement: () => sql`update products set name = 'Oxford Shirt Slim' where id = ${productId}`,
    pages: () => [PRODUCT(), CATALOG(), HOME()],
    shows: 'Oxford Shirt Slim',
  },
  {
    write: 'a new price',
    statement: () => sql`update products set price = 2500 where id = ${productId}`,
    pages: () => [PRODUCT(), CATALOG()],
    shows: '₹25.00',
  },
  {
    write: 'stock down to the last few',
    statement: () => sql`update products set stock = 2 where id = ${productId}`,
    pages: () => [PRODUCT()],
    shows: 'Only 2 left',
  },
  {
    write: 'stock crossing zero',
    statement: () => sql`update products set stock = 0 where id = ${productId}`,
    pages: () => [PRODUCT(), CATALOG()],
    shows: /Out of stock|Sold out/,
  },
  {
    write: 'a review approved',
    statement: () => sql`
      insert into product_reviews (store_id, product_id, customer_name, rating, body, status)
      values (${shop.id}, ${productId}, 'Meera', 5, 'Crisp and cool.', 'approved')`,
    pages: () => [PRODUCT()],
    shows: 'Crisp and cool.',
  },
  {
    write: 'a footnote attached',
    statement: () => sql`
      with note as (insert into footnotes (store_id, name, text) values (${shop.id}, 'Care', 'Wash cold, dry flat.') returning id)
      insert into footnote_products (store_id, thing_id, target_id) select ${shop.id}, id, ${productId} from note`,
    pages: () => [PRODUCT()],
    shows: 'Wash cold, dry flat.',
  },
  {
    write: 'the image’s sizes made',
    statement: () => sql`
      insert into media (store_id, url, name, mime, bytes, width, height, sizes)
      values (${shop.id}, ${`/media/${shop.id}/ox.webp`}, 'ox', 'image/webp', 9000, 1200, 1200, '{320,640}')`,
    pages: () => [PRODUCT()],
    shows: 'ox-640w.webp 640w',
  },
  {
    write: 'a catalog renamed',
    statement: () => sql`update catalogs set name = 'Summer Shirts' where id = ${catalogId}`,
    pages: () => [CATALOG(), HOME(), PRODUCT()],
    shows: 'Summer Shirts',
  },
  {
    write: 'the store renamed',
    statement: () => sql`update stores set name = 'Cache & Sons' where id = ${shop.id}`,
    pages: () => [HOME(), CATALOG(), PRODUCT()],
    shows: 'Cache &amp; Sons',
  },
];

describe('the shop’s kept pages', () => {
  for (const { write: what, statement, pages, shows } of WRITES) {
    it(`are drawn afresh after ${what}`, async () => {
      for (const url of pages()) expect(await warm(url)).not.toMatch(shows);
      await write(statement());
      for (const url of pages()) {
        const res = await visit(t, url);
        expect(res.headers['x-cache'], url).toBe('miss');
        expect(res.html, url).toMatch(shows);
      }
    });
  }

  it('stay kept through a sale that leaves the stock as the page shows it, and a review still waiting', async () => {
    await write(sql`update products set stock = 41, archived = false where id = ${productId}`);
    const before = await warm(PRODUCT());
    notices.length = 0;
    await write(sql`update products set stock = 40 where id = ${productId}`);
    await write(sql`
      insert into product_reviews (store_id, product_id, customer_name, rating, body)
      values (${shop.id}, ${productId}, 'Ravi', 2, 'Not yet approved.')`);
    expect(notices.filter((n) => n.endsWith(shop.id))).toEqual([]);
    const after = await visit(t, PRODUCT());
    expect(after.headers['x-cache']).toBe('hit');
    expect(after.html).toBe(before);
    // Six left is still "In stock"; five is counted.
    await write(sql`update products set stock = 6 where id = ${productId}`);
    expect((await visit(t, PRODUCT())).headers['x-cache']).toBe('hit');
    await write(sql`update products set stock = 5 where id = ${productId}`);
    expect((await visit(t, PRODUCT())).html).toContain('Only 5 left');
  });

  it('are gone when the product is archived', async () => {
    await warm(PRODUCT());
    await write(sql`update products set archived = true where id = ${productId}`);
    expect((await visit(t, PRODUCT())).status).toBe(404);
    await write(sql`update products set archived = false where id = ${productId}`);
  });

  it('are announced by every product extra’s tables', async () => {
    const tables = Object.values(PRODUCT_EXTRA_TABLES).flatMap((extra) => [
      extra.things,
      ...('links' in extra ? Object.values(extra.links) : []),
    ]);
    const names = tables.map(getTableName);
    const rows = (await t.app.ctx.db.execute(sql`
      select c.relname as table from pg_trigger g join pg_class c on c.oid = g.tgrelid
      where g.tgname = c.relname || '_pages_changed'`)) as unknown as { rows: { table: string }[] };
    const announced = new Set(rows.rows.map((r) => r.table));
    expect(names.length).toBeGreaterThan(20);
    expect(names.filter((name) => !announced.has(name))).toEqual([]);
  });
});

describe('a public page', () => {
  it('is told apart only by the query it reads, and answers a repeat visit with 304', async () => {
    const first = await visit(t, `${CATALOG()}?sort=price_asc`);
    const tagged = await visit(t, `${CATALOG()}?sort=price_asc&utm_source=mail`);
    expect(tagged.headers['x-cache']).toBe('hit');
    expect(tagged.headers.etag).toBe(first.headers.etag);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
    expect(first.headers.vary).toBe('accept-encoding');
    const repeat = await t.app.inject({
      method: 'GET',
      url: `${CATALOG()}?sort=price_asc`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(repeat.statusCode).toBe(304);
    expect(repeat.body).toBe('');
    const newest = await visit(t, CATALOG());
    expect(newest.headers.etag).not.toBe(first.headers.etag);
  });

  it('lets exactly its header script run, by the hash of what the page holds', async () => {
    const page = await visit(t, HOME());
    const inline = [...page.html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64');
    const scripts = String(page.headers['content-security-policy']).match(/script-src ([^;]*)/)?.[1];
    expect(scripts).toBe(`'self' 'sha256-${hash}'`);
    const console = await t.app.inject({ method: 'GET', url: '/' });
    expect(String(console.headers['content-security-policy'])).toContain("script-src 'self';");
  });

  it('goes out compressed from the kept copy, and the same bytes to everyone', async () => {
    await warm(HOME());
    const br = await t.app.inject({ method: 'GET', url: HOME(), headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await t.app.inject({ method: 'GET', url: HOME(), headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers.etag).toBe(gzip.headers.etag);
  });

  it('never carries a visitor’s token or name; their cookie brings them, and its forms work without a token', async () => {
    const asha = new Shopper(t);
    await asha.post(`${shop.base}/account/sign-up`, {
      name: 'Asha Rao',
      email: `asha-${Date.now()}@example.com`,
      password: 'long-enough-pw',
    });
    await write(sql`update products set stock = 30 where id = ${productId}`);
    const page = await asha.get(PRODUCT());
    expect(page.html).not.toContain('Asha');
    expect(page.html).not.toContain('name="_csrf"');
    expect(page.html).not.toContain('csrf-token');
    expect(page.headers['set-cookie']).toBeUndefined();
    // The add-to-cart form of that page, posted as the browser sends it (no token, its own origin).
    const added = await asha.post(`${shop.base}/cart`, { sku: 'OX-1', quantity: '2' });
    expect(added.status).toBe(303);
    expect(decodeURIComponent(asha.cookie(SHOP_VISITOR_COOKIE) ?? '')).toBe('2|Asha');
    const stranger = await visit(t, PRODUCT());
    expect(stranger.headers['x-cache']).toBe('hit');
    expect(stranger.html).toBe(page.html);
    // The cart, checkout and account pages are the visitor's own: never kept anywhere.
    for (const path of ['/cart', '/checkout', '/account']) {
      expect((await asha.get(`${shop.base}${path}`)).headers['cache-control']).toBe('no-store');
    }
    await asha.post(`${shop.base}/account/sign-out`, {});
    expect(decodeURIComponent(asha.cookie(SHOP_VISITOR_COOKIE) ?? '')).toBe('2|');
  });
});
