import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_IDS } from '@stallfront/shared';
import { stores } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './harness.js';
import { addCatalog, addProduct, cardNames, shopOnPlan, visit } from './shop-fixtures.js';

const CP = '/api/store/cp';

let t: TestApp;
let shop: Awaited<ReturnType<typeof shopOnPlan>>;
let shirts: { _id: string; slug: string };
let bags: { _id: string; slug: string };

const withFeature = async (storeId: string, features: string[]) => {
  await t.app.ctx.db.update(stores).set({ paidFeatures: features }).where(eq(stores.id, storeId));
  await t.written();
};

beforeAll(async () => {
  t = await startTestApp();
  shop = await shopOnPlan(t, PACKAGE_IDS.professional);
  await withFeature(shop.id, ['catalog_page']);
  shirts = await addCatalog(t, shop.token, { name: 'Shirts' });
  bags = await addCatalog(t, shop.token, { name: 'Bags' });
  // Shirt 1 to Shirt 13 at ₹100 to ₹1,300; the even ones sold out; every third one linen.
  for (let n = 1; n <= 13; n += 1) {
    await addProduct(t, shop.token, {
      name: `Shirt ${n}`,
      price: n * 10_000,
      stock: n % 2 === 0 ? 0 : 5,
      tags: n % 3 === 0 ? ['linen'] : ['cotton'],
      catalog_ids: [shirts._id],
    });
  }
  await addProduct(t, shop.token, { name: 'Tote', price: 20_000, catalog_ids: [bags._id] });
  await addProduct(t, shop.token, { name: 'Duffel', price: 90_000, catalog_ids: [bags._id] });
  await t.written();
});
afterAll(() => t.close());

const design = (fields: Record<string, unknown> = {}) => ({
  layout: 'grid',
  columns: 4,
  page_size: 24,
  sort: 'newest',
  filters: { price: false, in_stock: false, tags: false },
  ...fields,
});
const page = async (path: string) => visit(t, `${shop.base}${path}`);
const gridClass = (html: string) => html.match(/<ul class="(grid[^"]*)"/)?.[1];

describe('/setting/catalog-page: the designs (GET, POST, PUT, PATCH /store/cp)', () => {
  it('answers the shop default until saved, and refuses bad designs on their field with nothing saved', async () => {
    const first = await t.call('GET', CP, undefined, shop.token);
    expect(first.body.data).toMatchObject({ saved: false, default: design(), overrides: [] });
    expect(first.body.data.catalogs.map((c: { name: string }) => c.name)).toEqual(['Bags', 'Shirts']);
    for (const [method, body, status, message] of [
      ['PUT', { id: 'default', ...design({ columns: 5 }) }, 400, 'columns: Choose 2, 3 or 4 columns'],
      ['PUT', { id: 'default', ...design({ layout: 'masonry' }) }, 400, 'layout: Choose grid or list'],
      ['PUT', { id: 'default', ...design({ page_size: 10 }) }, 400, 'page_size: Choose 12, 24 or 48 products a page'],
      ['PUT', { id: 'default', ...design({ sort: 'name' }) }, 400, 'sort: Choose newest, price_asc or price_desc'],
      ['PUT', { id: 'default', ...design({ filters: { price: 'yes' } }) }, 400, 'filters.price:'],
      ['PUT', { id: crypto.randomUUID(), ...design() }, 404, 'id: This design does not exist in your store.'],
      ['POST', design(), 400, 'catalog_id: Choose a catalog'],
      ['POST', { catalog_id: crypto.randomUUID(), ...design() }, 404, 'catalog_id: This catalog is not in your store.'],
      ['PATCH', { ids: [] }, 400, 'ids: Choose an override to remove'],
    ] as const) {
      const res = await t.call(method, CP, body, shop.token);
      expect(res.statusCode, message).toBe(status);
      expect(res.body.message).toContain(message);
    }
    const after = await t.call('GET', CP, undefined, shop.token);
    expect(after.body.data).toMatchObject({ saved: false, overrides: [] });
  });

  it('is for stores with the catalog page feature: a 404 elsewhere', async () => {
    const other = await shopOnPlan(t, PACKAGE_IDS.professional);
    const res = await t.call('GET', CP, undefined, other.token);
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toBe('This store has no catalog page designs: add the Catalog page app first.');
    expect((await t.call('PUT', CP, { id: 'default', ...design() }, other.token)).statusCode).toBe(404);
  });

  it('draws a catalog with its own design over the default; removing it brings the default back', async () => {
    // Kept before the writes: each write must drop the kept page.
    expect(gridClass((await page(`/c/${shirts.slug}`)).html)).toBe('grid cols-4');
    const saved = await t.call('PUT', CP, { id: 'default', ...design({ columns: 2, page_size: 12 }) }, shop.token);
    expect(saved.statusCode).toBe(200);
    const added = await t.call(
      'POST',
      CP,
      { catalog_id: shirts._id, ...design({ layout: 'list', sort: 'price_desc' }) },
      shop.token,
    );
    expect(added.statusCode).toBe(200);
    const again = await t.call('POST', CP, { catalog_id: shirts._id, ...design() }, shop.token);
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toMatch(/^catalog_id: /);
    await t.written();

    const state = await t.call('GET', CP, undefined, shop.token);
    expect(state.body.data).toMatchObject({ saved: true, default: { columns: 2, page_size: 12 } });
    expect(state.body.data.overrides).toMatchObject([
      { id: added.body.data.id, catalog_name: 'Shirts', layout: 'list' },
    ]);

    const shirtsPage = (await page(`/c/${shirts.slug}`)).html;
    expect(gridClass(shirtsPage)).toBe('grid list');
    expect(cardNames(shirtsPage).slice(0, 2)).toEqual(['Shirt 13', 'Shirt 12']);
    expect(cardNames(shirtsPage)).toHaveLength(13);
    expect(gridClass((await page(`/c/${bags.slug}`)).html)).toBe('grid cols-2');

    const changed = await t.call(
      'PUT',
      CP,
      { id: added.body.data.id, ...design({ layout: 'grid', columns: 3 }) },
      shop.token,
    );
    expect(changed.statusCode).toBe(200);
    await t.written();
    expect(gridClass((await page(`/c/${shirts.slug}`)).html)).toBe('grid cols-3');

    const removed = await t.call('PATCH', CP, { ids: [added.body.data.id] }, shop.token);
    expect(removed.statusCode).toBe(200);
    await t.written();
    const back = (await page(`/c/${shirts.slug}`)).html;
    expect(gridClass(back)).toBe('grid cols-2');
    expect(cardNames(back)).toHaveLength(12);
  });
});

describe("the shop's catalog page with its design", () => {
  it('opens with the design’s page size and sort; a shopper’s sort still wins', async () => {
    await t.call('PUT', CP, { id: 'default', ...design({ page_size: 12, sort: 'price_asc' }) }, shop.token);
    await t.written();
    const first = await page(`/c/${shirts.slug}`);
    expect(cardNames(first.html)).toHaveLength(12);
    expect(cardNames(first.html)[0]).toBe('Shirt 1');
    expect(first.html).toContain('aria-current="true">Price: low to high</a>');
    const newest = await page(`/c/${shirts.slug}?sort=newest`);
    expect(newest.html).toContain('aria-current="true">Newest</a>');
  });

  it('filters by price, stock and tag, and keeps the filter in the sort and next-page links', async () => {
    await t.call(
      'PUT',
      CP,
      {
        id: 'default',
        ...design({ page_size: 12, sort: 'price_asc', filters: { price: true, in_stock: true, tags: true } }),
      },
      shop.token,
    );
    await t.written();
    const open = (await page(`/c/${shirts.slug}`)).html;
    expect(open).toMatch(/<form class="filters"[^>]* action="[^"]*\/c\/shirts" method="get">/);
    expect(open).toContain('name="tags" value="linen"');

    const filtered = (await page(`/c/${shirts.slug}?min=200&max=1100&stock=1`)).html;
    expect(cardNames(filtered)).toEqual(['Shirt 3', 'Shirt 5', 'Shirt 7', 'Shirt 9', 'Shirt 11']);
    expect(filtered).toMatch(/name="min" value="200"/);
    expect(filtered).toMatch(/name="stock" checked=""/);
    const sortLink = filtered.match(/href="([^"]*sort=price_desc[^"]*)"/)?.[1]?.replaceAll('&amp;', '&');
    expect(sortLink).toBe(`${shop.base}/c/${shirts.slug}?min=200&max=1100&stock=1&sort=price_desc`);

    const linen = (await page(`/c/${shirts.slug}?tags=linen&stock=1`)).html;
    expect(cardNames(linen)).toEqual(['Shirt 3', 'Shirt 9']);

    await t.call(
      'PUT',
      CP,
      { id: 'default', ...design({ page_size: 12, filters: { price: true, in_stock: false, tags: false } }) },
      shop.token,
    );
    await t.written();
    const paged = (await page(`/c/${shirts.slug}?min=100`)).html;
    const next = paged.match(/href="([^"]*)" rel="next"/)?.[1]?.replaceAll('&amp;', '&') ?? '';
    expect(next).toMatch(new RegExp(`^${shop.base}/c/${shirts.slug}\\?min=100&after=`));
    const rest = (await page(next.slice(shop.base.length))).html;
    expect(cardNames(rest)).toEqual(['Shirt 1']);
  });

  it('answers a bad filter value with its 400 page', async () => {
    for (const query of ['min=cheap', 'min=500&max=100', 'max=1.234', 'stock=yes']) {
      const res = await page(`/c/${shirts.slug}?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.html).toContain('This link did not work');
    }
  });

  it('ignores the designs of a store that lost the feature', async () => {
    await withFeature(shop.id, []);
    const html = (await page(`/c/${shirts.slug}?min=1000`)).html;
    expect(gridClass(html)).toBe('grid cols-4');
    expect(html).not.toContain('class="filters"');
    expect(cardNames(html)).toHaveLength(13);
    await withFeature(shop.id, ['catalog_page']);
  });
});
