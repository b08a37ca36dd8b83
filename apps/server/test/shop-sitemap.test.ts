import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.js';
import { addCatalog, addProduct, shopStore, verifyDomain, visit } from './shop-fixtures.js';

let t: TestApp;
let shop: Awaited<ReturnType<typeof shopStore>>;
const PUBLIC = 'http://localhost:8080';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

beforeAll(async () => {
  t = await startTestApp();
  shop = await shopStore(t);
  await addCatalog(t, shop.token, { name: 'chairs' });
  await addCatalog(t, shop.token, { name: 'attic', status: 'hidden' });
  await addProduct(t, shop.token, { name: 'Rocking Chair', slug: 'rocking-chair' });
  await addProduct(t, shop.token, { name: 'Draft Bench', slug: 'draft-bench', status: 'draft' });
});
afterAll(() => t.close());

describe('sitemap.xml and robots.txt', () => {
  it('lists the home page, shown catalogs and visible products', async () => {
    const res = await visit(t, `${shop.base}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.html).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(res.html)).toEqual([
      `${PUBLIC}${shop.base}/`,
      `${PUBLIC}${shop.base}/c/chairs`,
      `${PUBLIC}${shop.base}/p/rocking-chair`,
    ]);
    expect(res.html).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
  });

  it('names the sitemap and keeps crawlers out of the cart and search', async () => {
    const res = await visit(t, `${shop.base}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.html).toContain(`Disallow: ${shop.base}/cart`);
    expect(res.html).toContain(`Disallow: ${shop.base}/search`);
    expect(res.html).toContain(`Sitemap: ${PUBLIC}${shop.base}/sitemap.xml`);
  });

  it('writes the custom domain in both once it is verified', async () => {
    await verifyDomain(t, shop.id, 'chairs.example');
    const robots = await visit(t, '/robots.txt', 'chairs.example');
    expect(robots.html).toContain('Disallow: /cart');
    expect(robots.html).toContain('Sitemap: https://chairs.example/sitemap.xml');
    expect(locs((await visit(t, '/sitemap.xml', 'chairs.example')).html)[0]).toBe('https://chairs.example/');
    await verifyDomain(t, shop.id, 'chairs.example', false);
  });

  it('becomes an index of files of 50,000 addresses when the store has more', async () => {
    const big = await shopStore(t);
    await t.app.ctx.db.execute(sql`
      insert into products (store_id, name, sku, slug, price, currency, created_at)
      select ${big.id}::uuid, 'Item ' || g, 'ITEM-' || g, 'item-' || g, 100, 'INR', now() - (g || ' seconds')::interval
      from generate_series(1, 50000) g`);
    const index = await visit(t, `${big.base}/sitemap.xml`);
    expect(index.status).toBe(200);
    expect(index.html).toContain('<sitemapindex');
    expect(locs(index.html)).toEqual([`${PUBLIC}${big.base}/sitemaps/1.xml`, `${PUBLIC}${big.base}/sitemaps/2.xml`]);
    const first = locs((await visit(t, `${big.base}/sitemaps/1.xml`)).html);
    const second = locs((await visit(t, `${big.base}/sitemaps/2.xml`)).html);
    expect(first).toHaveLength(50_000);
    expect(first[0]).toBe(`${PUBLIC}${big.base}/`);
    // Oldest first: the last file holds the newest product.
    expect(second).toEqual([`${PUBLIC}${big.base}/p/item-1`]);
    expect(new Set([...first, ...second]).size).toBe(50_001);
    expect((await visit(t, `${big.base}/sitemaps/3.xml`)).status).toBe(404);
    expect((await visit(t, `${big.base}/sitemaps/x.xml`)).status).toBe(404);
    // 50,000 rows written and read twice: minutes, not seconds, when CI's browser tests share the cores.
  }, 180_000);
});
