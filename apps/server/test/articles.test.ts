import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_IDS } from '@stallfront/shared';
import { stores } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './harness.js';
import { addProduct, shopOnPlan, visit, shopWithApps } from './shop-fixtures.js';

let t: TestApp;
let shop: Awaited<ReturnType<typeof shopOnPlan>>;
let jeans: { _id: string };
let jacket: { _id: string };
beforeAll(async () => {
  t = await startTestApp();
  shop = await shopWithApps(t, ['articles']);
  jeans = await addProduct(t, shop.token, { name: 'Raw Denim Jeans', sku: 'JEANS-1', slug: 'raw-jeans' });
  jacket = await addProduct(t, shop.token, { name: 'Trucker Jacket', sku: 'JACKET-1', slug: 'trucker-jacket' });
});
afterAll(() => t.close());

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
const article = (fields: Record<string, unknown>) => ({
  name: 'How to care for denim',
  slug: 'denim-care',
  topic: 'Care guides',
  summary: 'Wash less, wash cold.',
  body: `<h2>Washing</h2><p>${words(450)}</p><script>alert(1)</script>`,
  cover: '',
  author: 'Meera Iyer',
  status: 'published',
  product_ids: [jeans._id, jacket._id],
  seo_title: '',
  seo_description: '',
  ...fields,
});
const add = (fields: Record<string, unknown>, token = shop.token) =>
  t.call('POST', '/api/store/article', article(fields), token);
const listOf = async (body: Record<string, unknown>) =>
  (await t.call('POST', '/api/store/article_list', body, shop.token)).body.list as { name: string }[];

describe('/setting/articles (POST, PUT, list /store/article)', () => {
  it('refuses a bad article on its field and saves nothing', async () => {
    const other = await shopOnPlan(t, PACKAGE_IDS.professional);
    const theirs = await addProduct(t, other.token, { name: 'Theirs', sku: 'THEIRS-1', slug: 'theirs' });
    const thirteen = Array.from(
      { length: 13 },
      (_, i) => `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`,
    );
    for (const [fields, status, message] of [
      [{ name: '' }, 400, 'name: Enter a title'],
      [{ slug: 'Denim Care' }, 400, 'slug: Use lower-case letters'],
      [{ status: 'live' }, 400, 'status: Choose draft or published'],
      [{ product_ids: thirteen }, 400, 'product_ids: 12 products at most'],
      [{ product_ids: [jeans._id, jeans._id] }, 400, 'product_ids: Each product once'],
      [{ product_ids: [jeans._id, theirs._id] }, 404, 'product_ids.1: This product does not exist in your store.'],
    ] as const) {
      const res = await add(fields);
      expect(res.statusCode, message).toBe(status);
      expect(res.body.message).toContain(message);
    }
    expect((await t.call('GET', '/api/store/article_list', undefined, shop.token)).body).toMatchObject({ total: 0 });
  });

  it('saves an article with its products in order, cleans its body, and keeps its address unique whatever the case', async () => {
    const res = await add({ product_ids: [jacket._id, jeans._id], topic: '  Care   guides ' });
    expect(res.statusCode).toBe(200);
    const saved = res.body.data;
    expect(saved).toMatchObject({ slug: 'denim-care', topic: 'Care guides', product_ids: [jacket._id, jeans._id] });
    expect(saved.body).not.toContain('<script');

    const taken = await add({ name: 'Denim care, again', slug: 'denim-care' });
    expect(taken.statusCode).toBe(409);
    expect(taken.body.message).toBe('slug: another article of your store has this address');

    const theirs = await shopOnPlan(t, PACKAGE_IDS.professional);
    const other = await addProduct(t, theirs.token, { name: 'Other', sku: 'OTHER-1', slug: 'other' });
    const refused = await t.call(
      'PUT',
      '/api/store/article',
      { ...article({}), _id: saved._id, product_ids: [other._id] },
      shop.token,
    );
    expect(refused.statusCode).toBe(404);
    expect(refused.body.message).toBe('product_ids.0: This product does not exist in your store.');

    const changed = await t.call(
      'PUT',
      '/api/store/article',
      { ...article({ name: 'Denim care', summary: 'Wash cold.' }), _id: saved._id },
      shop.token,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.body.data).toMatchObject({
      name: 'Denim care',
      summary: 'Wash cold.',
      product_ids: [jeans._id, jacket._id],
    });
  });

  it('lists by topic and status, and names the topics', async () => {
    expect(
      (await add({ name: 'Pick a jacket size', slug: 'jacket-size', topic: 'Buying guides', status: 'draft' }))
        .statusCode,
    ).toBe(200);
    expect((await listOf({ topic: 'care GUIDES' })).map((a) => a.name)).toEqual(['Denim care']);
    expect((await listOf({ status: 'draft' })).map((a) => a.name)).toEqual(['Pick a jacket size']);
    expect((await listOf({ search: 'jacket', status: 'published' })).map((a) => a.name)).toEqual([]);
    const counted = await t.call('GET', '/api/store/article_list?topic=Buying%20guides', undefined, shop.token);
    expect(counted.body).toMatchObject({ total: 1 });
    const topics = await t.call('GET', '/api/store/article_topics', undefined, shop.token);
    expect(topics.body.list).toEqual([
      { topic: 'Buying guides', count: 1 },
      { topic: 'Care guides', count: 1 },
    ]);
  });

  it('is for stores with the articles feature: a 404 elsewhere', async () => {
    const plain = await shopOnPlan(t, PACKAGE_IDS.professional);
    const res = await add({ product_ids: [] }, plain.token);
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toBe('This store has no articles: add the Articles app first.');
    expect((await t.call('GET', '/api/store/article_topics', undefined, plain.token)).statusCode).toBe(404);
    expect((await visit(t, `${plain.base}/articles`)).status).toBe(404);
  });
});

describe('the shop’s guides (/articles)', () => {
  it('lists the published guides by topic, shows one with Article JSON-LD and its visible products, and 404s a draft', async () => {
    const hidden = await addProduct(t, shop.token, {
      name: 'Denim Repair Kit',
      sku: 'KIT-1',
      slug: 'repair-kit',
      status: 'draft',
    });
    const archived = await addProduct(t, shop.token, { name: 'Old Selvedge', sku: 'OLD-1', slug: 'old-selvedge' });
    const gone = await addProduct(t, shop.token, { name: 'Gone Wash', sku: 'GONE-1', slug: 'gone-wash' });
    const res = await add({
      name: 'Layering for winter',
      slug: 'layering-for-winter',
      topic: 'Style guides',
      product_ids: [hidden._id, archived._id, gone._id, jacket._id],
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await t.call('PUT', '/api/store/product/archive', { ids: [archived._id], archived: true }, shop.token))
        .statusCode,
    ).toBe(200);
    expect((await t.call('PATCH', '/api/store/product', { _id: gone._id }, shop.token)).statusCode).toBe(200);
    await t.written();

    const list = await visit(t, `${shop.base}/articles`);
    expect(list.status).toBe(200);
    expect(list.html).toContain('<h2>Care guides</h2>');
    expect(list.html).toContain('<h2>Style guides</h2>');
    expect(list.html).toContain('Denim care');
    expect(list.html).toContain('3 min read');
    expect(list.html).not.toContain('Pick a jacket size');
    const narrowed = await visit(t, `${shop.base}/articles?topic=style%20guides`);
    expect(narrowed.html).toContain('Layering for winter');
    expect(narrowed.html).not.toContain('Denim care');
    expect(narrowed.html).toContain('noindex');
    expect((await visit(t, `${shop.base}/articles?topic=nothing`)).status).toBe(404);

    const page = await visit(t, `${shop.base}/articles/layering-for-winter`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('"@type":"Article"');
    expect(page.html).toContain('"articleSection":"Style guides"');
    expect(page.html).toContain('"timeRequired":"PT3M"');
    expect(page.html).toContain('"@type":"BreadcrumbList"');
    expect(page.html).toContain('Shop this guide');
    expect(page.html).toContain(`${shop.base}/p/trucker-jacket`);
    for (const left of ['repair-kit', 'old-selvedge', 'gone-wash']) expect(page.html).not.toContain(`/p/${left}`);

    expect((await visit(t, `${shop.base}/articles/jacket-size`)).status).toBe(404);
    const sitemap = (await visit(t, `${shop.base}/sitemap.xml`)).html;
    expect(sitemap).toContain('/articles/layering-for-winter</loc>');
    expect(sitemap).not.toContain('/articles/jacket-size');
    const home = await visit(t, `${shop.base}/`);
    expect(home.html).toContain(`href="${shop.base}/articles">Guides</a>`);
  });

  it('links the guides in the footer only while one is published', async () => {
    const bare = await shopOnPlan(t, PACKAGE_IDS.professional);
    await t.app.ctx.db
      .update(stores)
      .set({ paidFeatures: ['articles'] })
      .where(eq(stores.id, bare.id));
    await t.written();
    const draft = await add({ product_ids: [], status: 'draft' }, bare.token);
    expect(draft.statusCode).toBe(200);
    await t.written();
    expect((await visit(t, `${bare.base}/`)).html).not.toContain('>Guides</a>');
    const published = await t.call(
      'PUT',
      '/api/store/article',
      { ...draft.body.data, status: 'published' },
      bare.token,
    );
    expect(published.statusCode).toBe(200);
    await t.written();
    expect((await visit(t, `${bare.base}/`)).html).toContain(`href="${bare.base}/articles">Guides</a>`);
  });
});
