import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_COUNT_CAP } from '@stallfront/shared';
import { productBody, signUpStore } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
let token: string;
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  ({ token } = await signUpStore(t));
  const rows = [
    ['Alpha Shirt', 'ALPHA', 300, 0],
    ['Beta Shirt', 'BETA', 100, 3],
    ['Gamma Trousers', 'GAMMA-RED', 200, 50],
    ['Delta Socks', 'DELTA', 400, 8],
    ['Epsilon Scarf', 'EPSILON', 250, 1],
  ] as const;
  for (const [name, sku, price, stock] of rows) {
    const res = await t.call(
      'POST',
      '/api/store/product',
      productBody({ name, sku, price, stock, status: sku === 'DELTA' ? 'draft' : 'active' }),
      token,
    );
    ids[sku] = res.body.data._id;
  }
});
afterAll(() => t.close());

const list = (body: Record<string, unknown>) => t.call('POST', '/api/store/product_list', body, token);
const skus = (res: { body: { list: { sku: string }[] } }) => res.body.list.map((p) => p.sku);

describe('POST /api/store/product_list', () => {
  it('sorts by each key in both directions', async () => {
    expect(skus(await list({ sort: 'price', direction: 'asc' }))).toEqual([
      'BETA',
      'GAMMA-RED',
      'EPSILON',
      'ALPHA',
      'DELTA',
    ]);
    expect(skus(await list({ sort: 'name', direction: 'desc' }))).toEqual([
      'GAMMA-RED',
      'EPSILON',
      'DELTA',
      'BETA',
      'ALPHA',
    ]);
    expect(skus(await list({ sort: 'stock', direction: 'asc' }))).toEqual([
      'ALPHA',
      'EPSILON',
      'BETA',
      'DELTA',
      'GAMMA-RED',
    ]);
    expect(skus(await list({ sort: 'created', direction: 'asc' }))).toEqual([
      'ALPHA',
      'BETA',
      'GAMMA-RED',
      'DELTA',
      'EPSILON',
    ]);
  });

  it('pages by cursor without gaps or repeats, for every sort', async () => {
    for (const sort of ['created', 'name', 'price', 'stock']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const res = await list({ sort, direction: 'asc', limit: 2, cursor });
        expect(res.statusCode).toBe(200);
        seen.push(...skus(res));
        cursor = res.body.next_cursor;
        pages += 1;
      } while (cursor);
      expect(pages).toBe(3);
      expect(seen).toEqual(skus(await list({ sort, direction: 'asc' })));
    }
  });

  it('pages newest first (the default view, a prepared statement) as the reverse of oldest first', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await list({ limit: 2, cursor });
      expect(res.statusCode).toBe(200);
      seen.push(...skus(res));
      cursor = res.body.next_cursor;
    } while (cursor);
    expect(seen).toEqual(skus(await list({ sort: 'created', direction: 'asc' })).reverse());
    expect(skus(await list({ archived: true }))).toEqual([]);
    expect((await list({ cursor: 'bm90IGEgY3Vyc29y' })).statusCode).toBe(400);
  });

  // pg_prepared_statements shows the statements of the asking connection only; calls made one after
  // another all run on the one pooled connection the pool hands out last. A plan that reads a
  // page of a large store looks costly when it does not know the page's size: 20,000 products.
  it.runIf(process.env.DATABASE_URL)(
    'runs the newest-first page on a plan PostgreSQL keeps, not one per call',
    async () => {
      const large = await signUpStore(t, { name: 'Large Store' });
      const storeId = large.session.data._id as string;
      await t.app.ctx.db.execute(sql`
      insert into products (store_id, name, sku, slug, price, currency, stock, status, created_at, updated_at)
      select ${storeId}::uuid, 'Shirt ' || i, 'LARGE-' || i, 'shirt-' || i, 100, 'INR', 1, 'active',
             now() - i * interval '1 minute', now()
      from generate_series(1, 20000) i`);
      await t.app.ctx.db.execute(sql`analyze products`);
      for (let i = 0; i < 8; i++) {
        const res = await t.call('POST', '/api/store/product_list', { limit: 3 }, large.token);
        expect(res.body.list.map((p: { sku: string }) => p.sku)).toEqual(['LARGE-1', 'LARGE-2', 'LARGE-3']);
      }
      const { rows } = (await t.app.ctx.db.execute(
        sql`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where name = 'product_list_newest_4'`,
      )) as unknown as { rows: { generic: number; custom: number }[] };
      expect(rows).toEqual([{ generic: 3, custom: 5 }]);
    },
  );

  it('filters by status and stock level, and searches names by word prefix and SKUs whole', async () => {
    expect(skus(await list({ status: 'draft' }))).toEqual(['DELTA']);
    expect(skus(await list({ stock: 'out' }))).toEqual(['ALPHA']);
    expect(skus(await list({ stock: 'low', sort: 'name', direction: 'asc' }))).toEqual(['BETA', 'EPSILON']);
    expect(skus(await list({ stock: 'in', sort: 'name', direction: 'asc' }))).toEqual(['DELTA', 'GAMMA-RED']);
    expect(skus(await list({ search: 'shi', sort: 'name', direction: 'asc' }))).toEqual(['ALPHA', 'BETA']);
    expect(skus(await list({ search: 'gamma-red' }))).toEqual(['GAMMA-RED']);
    // A SKU is one code: "red" no longer finds GAMMA-RED by splitting it into words.
    expect(skus(await list({ search: 'red' }))).toEqual([]);
    expect(skus(await list({ search: 'gamma trou' }))).toEqual(['GAMMA-RED']);
    expect(skus(await list({ search: '%' }))).toHaveLength(5);
  });

  it('stops counting at 10,000 and says there are more', async () => {
    const big = await signUpStore(t);
    const storeId = big.session.data._id as string;
    await t.app.ctx.db.execute(sql`
      insert into products (store_id, name, sku, slug, price, currency)
      select ${storeId}, 'Bulk Item ' || n, 'BULK-' || n, 'bulk-item-' || n, 100, 'INR'
      from generate_series(1, ${LIST_COUNT_CAP + 1}) as n`);
    const count = (q: string) => t.call('GET', `/api/store/product_list${q}`, undefined, big.token);
    expect((await count('')).body).toEqual({ status: true, total: LIST_COUNT_CAP, capped: true });
    expect((await count('?search=BULK-1234')).body).toEqual({ status: true, total: 1, capped: false });
  });

  it('counts with the same filters through GET', async () => {
    const count = (q: string) => t.call('GET', `/api/store/product_list${q}`, undefined, token);
    expect((await count('')).body.total).toBe(5);
    expect((await count('?stock=low')).body.total).toBe(2);
    expect((await count('?search=shirt&status=active')).body.total).toBe(2);
    expect((await count('')).body).toEqual({ status: true, total: 5, capped: false });
    expect((await count('?archived=maybe')).statusCode).toBe(400);
  });

  it('exports the filtered list as CSV in the upload columns', async () => {
    const res = await t.call(
      'POST',
      '/api/store/product_list/export',
      { search: 'shirt', sort: 'name', direction: 'asc' },
      token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/products\.csv/);
    const lines = String(res.body).trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^Alpha Shirt,ALPHA,/);
  });

  it('refuses a cursor it did not give out and an unknown sort', async () => {
    const bad = await list({ cursor: 'not-a-cursor' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toMatch(/^cursor: /);
    expect((await list({ sort: 'colour' })).statusCode).toBe(400);
    expect((await list({ limit: 1000 })).statusCode).toBe(400);
  });

  it('archives, lists the archive, restores, and deletes for good', async () => {
    const archive = await t.call(
      'PUT',
      '/api/store/product/archive',
      { ids: [ids.BETA, ids.EPSILON], archived: true },
      token,
    );
    expect(archive.body.message).toBe('2 products moved to the archive.');
    expect(skus(await list({ sort: 'name', direction: 'asc' }))).toEqual(['ALPHA', 'DELTA', 'GAMMA-RED']);
    expect(skus(await list({ archived: true, sort: 'name', direction: 'asc' }))).toEqual(['BETA', 'EPSILON']);
    await t.call('PUT', '/api/store/product/archive', { ids: [ids.BETA], archived: false }, token);
    const gone = await t.call('PATCH', '/api/store/product', { _id: ids.EPSILON }, token);
    expect(gone.statusCode).toBe(200);
    expect((await t.call('GET', `/api/store/product/${ids.EPSILON}`, undefined, token)).statusCode).toBe(404);
    expect(skus(await list({ archived: true }))).toEqual([]);
  });

  it('bulk-deletes all selected products or none', async () => {
    const a = (await t.call('POST', '/api/store/product', productBody(), token)).body.data._id;
    const missing = '00000000-0000-4000-8000-000000000000';
    const refused = await t.call('PATCH', '/api/store/product_list', { ids: [a, missing] }, token);
    expect(refused.statusCode).toBe(404);
    expect((await t.call('GET', `/api/store/product/${a}`, undefined, token)).statusCode).toBe(200);
    const done = await t.call('PATCH', '/api/store/product_list', { ids: [a] }, token);
    expect(done.body.message).toBe('1 product deleted for good.');
  });

  it('returns many products in the order asked', async () => {
    const res = await t.call(
      'POST',
      '/api/store/multi_product_list',
      { ids: [ids.GAMMA, ids['GAMMA-RED'], ids.ALPHA].filter(Boolean) },
      token,
    );
    expect(skus(res)).toEqual(['GAMMA-RED', 'ALPHA']);
  });
});
