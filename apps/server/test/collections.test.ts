import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_IDS } from '@stallfront/shared';
import { products, vendors } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './harness.js';
import { addCatalog, addProduct, shopOnPlan, visit, shopWithApps } from './shop-fixtures.js';

let t: TestApp;
let shop: Awaited<ReturnType<typeof shopOnPlan>>;
beforeAll(async () => {
  t = await startTestApp();
  shop = await shopWithApps(t, ['collections']);
});
afterAll(() => t.close());

const collection = (fields: Record<string, unknown>) => ({
  name: 'Summer linen',
  slug: 'summer-linen',
  description: '<p>Light <strong>linen</strong> for hot days.</p><script>alert(1)</script>',
  image: '',
  status: 'published',
  kind: 'rules',
  sort: 'price_asc',
  rule_tags: ['linen'],
  ...fields,
});
const add = (fields: Record<string, unknown>, token = shop.token) =>
  t.call('POST', '/api/store/collection', collection(fields), token);
const page = async (slug: string) => visit(t, `${shop.base}/collections/${slug}`);

describe('/setting/collections: the collections (POST, PUT, PATCH /store/collection)', () => {
  it('refuses a bad collection on its field and saves nothing', async () => {
    const otherStore = await shopOnPlan(t, PACKAGE_IDS.professional);
    const theirs = await addCatalog(t, otherStore.token, { name: 'Theirs', status: 'active' });
    for (const [fields, status, message] of [
      [{ slug: 'Summer Linen' }, 400, 'slug: Use lower-case letters'],
      [{ kind: 'smart' }, 400, 'kind: Choose hand-picked or by rules'],
      [{ sort: 'random' }, 400, 'sort: Choose an order'],
      [{ rule_price_min: 5000, rule_price_max: 4000 }, 400, 'rule_price_max: The highest price must not be below'],
      [{ rule_price_min: -1 }, 400, 'rule_price_min: Cannot be below zero'],
      [{ rule_tags: [] }, 400, 'rule_tags: Add at least one rule'],
      [{ rule_catalog_ids: [theirs._id] }, 404, 'rule_catalog_ids: a catalog picked is not in your store'],
      [{ name: '' }, 400, 'name: Enter a title'],
    ] as const) {
      const res = await add(fields);
      expect(res.statusCode, message).toBe(status);
      expect(res.body.message).toContain(message);
    }
    const count = await t.call('GET', '/api/store/collection_list', undefined, shop.token);
    expect(count.body).toMatchObject({ total: 0 });
  });

  it('is for stores with the collections feature: a 404 elsewhere', async () => {
    const without = await shopOnPlan(t, PACKAGE_IDS.professional);
    const res = await add({}, without.token);
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toBe('This store has no collections: add the Collections app first.');
    expect((await visit(t, `${without.base}/collections/summer-linen`)).status).toBe(404);
  });

  it('lists hand-picked products, or those its rules match now, and follows new products without a save', async () => {
    const summer = await addCatalog(t, shop.token, { name: 'Summer', status: 'active' });
    await addProduct(t, shop.token, { name: 'Linen Kurta', tags: ['Linen'], price: 1799_00 });
    await addProduct(t, shop.token, {
      name: 'Linen Shirt',
      tags: ['linen'],
      price: 2999_00,
      catalog_ids: [summer._id],
    });
    const tee = await addProduct(t, shop.token, { name: 'Cotton Tee', tags: ['cotton'], price: 499_00 });

    const rules = await add({ rule_tags: [' Linen ', 'LINEN'], product_ids: [tee._id] });
    expect(rules.statusCode).toBe(200);
    // A rule collection keeps its rules, one of each, and no hand-picked products.
    expect(rules.body.data).toMatchObject({ rule_tags: ['Linen'], product_ids: [], kind: 'rules' });
    expect(rules.body.data.description).toBe('<p>Light <strong>linen</strong> for hot days.</p>');
    const taken = await add({ name: 'Another' });
    expect(taken.statusCode).toBe(409);
    expect(taken.body.message).toBe('slug: another collection of your shop has this address');
    await add({
      name: 'Cheap summer',
      slug: 'cheap-summer',
      rule_tags: [],
      rule_catalog_ids: [summer._id],
      rule_price_max: 2000_00,
    });
    await add({
      name: 'Staff picks',
      slug: 'staff-picks',
      kind: 'manual',
      rule_tags: ['linen'],
      product_ids: [tee._id],
    });
    await add({ name: 'Winter', slug: 'winter', status: 'draft' });
    await t.written();

    const linen = await page('summer-linen');
    expect(linen.status).toBe(200);
    expect(linen.html).toContain('<h1>Summer linen</h1>');
    expect(linen.html).toContain('Linen Kurta');
    expect(linen.html).toContain('Linen Shirt');
    expect(linen.html).not.toContain('Cotton Tee');
    // Its order: price, low to high.
    expect(linen.html.indexOf('Linen Kurta')).toBeLessThan(linen.html.indexOf('Linen Shirt'));
    expect(linen.html).toContain('"@type":"BreadcrumbList"');
    expect(linen.html).toContain(`<link rel="canonical" href="`);
    expect(linen.html).not.toContain('<script>alert(1)</script>');

    // The catalog and the price both have to match: the shirt is in Summer but over the price.
    const cheap = await page('cheap-summer');
    expect(cheap.html).not.toContain('Linen Shirt');
    expect(cheap.html).not.toContain('Linen Kurta');

    const picks = await page('staff-picks');
    expect(picks.html).toContain('Cotton Tee');
    expect(picks.html).not.toContain('Linen Kurta');

    expect((await page('winter')).status).toBe(404);
    const sitemap = (await visit(t, `${shop.base}/sitemap.xml`)).html;
    expect(sitemap).toContain('/collections/summer-linen</loc>');
    expect(sitemap).toContain('/collections/staff-picks</loc>');
    expect(sitemap).not.toContain('/collections/winter</loc>');

    // A product added later that fits the rules is there, the collection untouched.
    await addProduct(t, shop.token, { name: 'Linen Trousers', tags: ['linen'], price: 1999_00 });
    await addProduct(t, shop.token, { name: 'Summer Shorts', price: 999_00, catalog_ids: [summer._id] });
    await t.written();
    const later = await page('summer-linen');
    expect(later.html).toContain('Linen Trousers');
    expect(later.html).not.toContain('Summer Shorts');
    expect((await page('cheap-summer')).html).toContain('Summer Shorts');
  });
});

describe('collections in the menus (/features/menus)', () => {
  it('link a published collection by id, follow its new address, and leave it out while a draft', async () => {
    const made = await add({ name: 'Menu linen', slug: 'menu-linen' });
    const id = made.body.data._id as string;
    const menus = {
      header: [{ label: 'Linen edit', kind: 'collection', target: id, children: [] }],
      footer: [],
    };
    expect((await t.call('PUT', '/api/store/menus', menus, shop.token)).statusCode).toBe(200);
    const headerOf = async () =>
      /<nav class="menu" aria-label="Menu">(.*?)<\/nav>/s.exec((await visit(t, `${shop.base}/`)).html)?.[1] ?? '';
    expect(await headerOf()).toContain(`<a href="${shop.base}/collections/menu-linen">Linen edit</a>`);

    const moved = await t.call(
      'PUT',
      '/api/store/collection',
      collection({ _id: id, name: 'Menu linen', slug: 'linen-edit' }),
      shop.token,
    );
    expect(moved.statusCode, JSON.stringify(moved.body)).toBe(200);
    await t.written();
    expect(await headerOf()).toContain(`<a href="${shop.base}/collections/linen-edit">Linen edit</a>`);

    const drafted = await t.call(
      'PUT',
      '/api/store/collection',
      collection({ _id: id, name: 'Menu linen', slug: 'linen-edit', status: 'draft' }),
      shop.token,
    );
    expect(drafted.statusCode).toBe(200);
    await t.written();
    expect(await headerOf()).not.toContain('Linen edit');
  });

  it('refuse another store’s collection and a target that is not one', async () => {
    const other = await shopWithApps(t, ['collections']);
    const theirs = await add({ name: 'Theirs', slug: 'theirs' }, other.token);
    expect(theirs.statusCode).toBe(200);
    const menu = (target: string) => ({
      header: [{ label: 'X', kind: 'collection', target, children: [] }],
      footer: [],
    });
    const stray = await t.call('PUT', '/api/store/menus', menu(theirs.body.data._id), shop.token);
    expect(stray.statusCode).toBe(404);
    expect(stray.body.message).toMatch(/^header\.0\.target: this collection is not in your store/);
    const typed = await t.call('PUT', '/api/store/menus', menu('/collections/x'), shop.token);
    expect(typed.statusCode).toBe(400);
    expect(typed.body.message).toMatch(/^header\.0\.target: Pick a collection/);
  });
});

describe('the vendor rule (multi-vendor stores)', () => {
  it('gathers the products of the vendors named and refuses another store’s vendor', async () => {
    const db = t.app.ctx.db;
    const vendor = async (storeId: string, name: string) => {
      const [row] = await db
        .insert(vendors)
        .values({
          storeId,
          name,
          companyName: name,
          email: `${name.toLowerCase()}-${storeId.slice(0, 8)}@example.com`,
          passwordHash: 'x',
        })
        .returning({ id: vendors.id });
      return row?.id as string;
    };
    const [weaver, potter] = [await vendor(shop.id, 'Weaver'), await vendor(shop.id, 'Potter')];
    const scarf = await addProduct(t, shop.token, { name: 'Handwoven Scarf' });
    const bowl = await addProduct(t, shop.token, { name: 'Clay Bowl' });
    await db.update(products).set({ vendorId: weaver }).where(eq(products.id, scarf._id));
    await db.update(products).set({ vendorId: potter }).where(eq(products.id, bowl._id));

    const other = await shopOnPlan(t, PACKAGE_IDS.professional);
    const stranger = await vendor(other.id, 'Stranger');
    const refused = await add({ name: 'Theirs', slug: 'theirs-vendor', rule_tags: [], rule_vendor_ids: [stranger] });
    expect(refused.statusCode).toBe(404);
    expect(refused.body.message).toContain('rule_vendor_ids');

    const made = await add({
      name: 'Weaver’s corner',
      slug: 'weavers-corner',
      rule_tags: [],
      rule_vendor_ids: [weaver],
    });
    expect(made.statusCode, JSON.stringify(made.body)).toBe(200);
    await t.written();
    const corner = await page('weavers-corner');
    expect(corner.html).toContain('Handwoven Scarf');
    expect(corner.html).not.toContain('Clay Bowl');
  });
});

describe('a home page row from a collection (/setup/layouts/home)', () => {
  const LAYOUT = '/api/store/layout';
  const row = (collectionId: string | null) => ({
    kind: 'products',
    title: 'Linen we love',
    source: 'collection',
    collection_id: collectionId,
    count: 2,
  });

  it('shows the collection’s products in its order, and refuses a row without one or of another store', async () => {
    const made = await add({ name: 'Home linen', slug: 'home-linen', sort: 'price_asc' });
    expect(made.statusCode, JSON.stringify(made.body)).toBe(200);
    const other = await shopWithApps(t, ['collections']);
    const theirs = await add({ name: 'Their linen', slug: 'their-linen' }, other.token);

    const without = await t.call('POST', LAYOUT, { layout_id: 'home', section: row(null) }, shop.token);
    expect(without.statusCode).toBe(400);
    expect(without.body.message).toContain('collection_id: Choose the collection');
    const stray = await t.call('POST', LAYOUT, { layout_id: 'home', section: row(theirs.body.data._id) }, shop.token);
    expect(stray.statusCode).toBe(404);
    expect(stray.body.message).toContain('section.collection_id: this collection is not in your store');

    const added = await t.call('POST', LAYOUT, { layout_id: 'home', section: row(made.body.data._id) }, shop.token);
    expect(added.statusCode, JSON.stringify(added.body)).toBe(200);
    expect((await t.call('POST', '/api/store/layout/publish', { layout_id: 'home' }, shop.token)).statusCode).toBe(200);
    await t.written();
    // Tagged linen, cheapest first, two of them: the collection page's first two.
    const cards = (html: string) => [...html.matchAll(/<h3 class="card-name">([^<]+)<\/h3>/g)].map((m) => m[1]);
    const collectionPage = cards((await page('home-linen')).html);
    expect(collectionPage.length).toBeGreaterThan(2);
    const home = (await visit(t, `${shop.base}/`)).html;
    const rowHtml = home.slice(home.indexOf('Linen we love'));
    expect(cards(rowHtml).slice(0, 2)).toEqual(collectionPage.slice(0, 2));

    // A draft collection leaves its row out.
    const id = made.body.data._id as string;
    await t.call(
      'PUT',
      '/api/store/collection',
      collection({ _id: id, name: 'Home linen', slug: 'home-linen', sort: 'price_asc', status: 'draft' }),
      shop.token,
    );
    await t.written();
    expect((await visit(t, `${shop.base}/`)).html).not.toContain('Linen we love');
  });
});
