import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberToken, productBody } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { addCatalog, addProduct, jsonLd, shopStore, visit } from './shop-fixtures.js';

// The store's catalogs mapped to Google's product taxonomy, and the category the shop's products show.
const TAXONOMY = '/api/store/product_taxonomy';
const SHIRTS = { id: 212, path: 'Apparel & Accessories > Clothing > Shirts & Tops' };
const CLOTHING = { id: 1604, path: 'Apparel & Accessories > Clothing' };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function storeWithCatalogs() {
  const shop = await shopStore(t);
  const shirts = await addCatalog(t, shop.token, { name: 'Shirts' });
  const clothing = await addCatalog(t, shop.token, { name: 'Clothing' });
  const gifts = await addCatalog(t, shop.token, { name: 'Gifts' });
  return { ...shop, shirts, clothing, gifts };
}

const map = (token: string, ids: string[], category: number | null) =>
  t.call('PUT', TAXONOMY, { catalog_ids: ids, category_id: category }, token);
const page = (token: string, body: Record<string, unknown> = {}) =>
  t.call('POST', TAXONOMY, { sort: 'name', direction: 'asc', ...body }, token);

describe('searching Google’s product taxonomy', () => {
  it('finds categories by the words of their path, by number, and the top level when empty', async () => {
    const { token } = await shopStore(t);
    const search = async (q: string) =>
      (await t.call('GET', `${TAXONOMY}/search?q=${encodeURIComponent(q)}`, undefined, token)).body.list;
    expect((await search('shirts'))[0]).toEqual(SHIRTS);
    expect(await search('212')).toEqual([SHIRTS]);
    const top = await search('');
    expect(top.length).toBeGreaterThan(15);
    expect(top.every((c: { path: string }) => !c.path.includes(' > '))).toBe(true);
    expect((await search('fresh fruits'))[0].path).toContain('Fresh & Frozen Fruits');
    expect(await search('no such thing at all')).toEqual([]);
  });
});

describe('mapping catalogs', () => {
  it('maps several catalogs at once, lists them with their category, filters and counts', async () => {
    const { token, shirts, clothing, gifts } = await storeWithCatalogs();
    await addProduct(t, token, { catalog_ids: [shirts._id] });
    const res = await map(token, [shirts._id, clothing._id], SHIRTS.id);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ message: 'Mapped 2 catalogs to “Shirts & Tops”.', data: { catalogs: 2 } });
    expect((await map(token, [clothing._id], CLOTHING.id)).statusCode).toBe(200);
    const list = (await page(token)).body.list;
    expect(list).toEqual([
      { _id: clothing._id, name: 'Clothing', products: 0, category: CLOTHING },
      { _id: gifts._id, name: 'Gifts', products: 0, category: null },
      { _id: shirts._id, name: 'Shirts', products: 1, category: SHIRTS },
    ]);
    const unmapped = await page(token, { mapped: 'unmapped' });
    expect(unmapped.body.list.map((c: { name: string }) => c.name)).toEqual(['Gifts']);
    const count = await t.call('GET', `${TAXONOMY}?mapped=mapped&search=shi`, undefined, token);
    expect(count.body).toMatchObject({ total: 1, capped: false });
    const cleared = await map(token, [shirts._id], null);
    expect(cleared.body.message).toBe('Cleared the category of 1 catalog.');
    expect((await page(token, { mapped: 'mapped' })).body.list.map((c: { name: string }) => c.name)).toEqual([
      'Clothing',
    ]);
  });

  it('refuses a category Google does not have and bad ids, changing nothing', async () => {
    const { token, shirts } = await storeWithCatalogs();
    const unknown = await map(token, [shirts._id], 999_999_999);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.message).toContain('category_id');
    for (const body of [
      { catalog_ids: [], category_id: SHIRTS.id },
      { catalog_ids: ['not-an-id'], category_id: SHIRTS.id },
      { catalog_ids: [shirts._id], category_id: 'shirts' },
      { catalog_ids: [shirts._id] },
    ]) {
      expect((await t.call('PUT', TAXONOMY, body, token)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await page(token)).body.list.every((c: { category: unknown }) => c.category === null)).toBe(true);
  });

  it('answers 404 for another store’s catalog and maps none of the ones sent with it', async () => {
    const mine = await storeWithCatalogs();
    const theirs = await storeWithCatalogs();
    const res = await map(mine.token, [mine.shirts._id, theirs.shirts._id], SHIRTS.id);
    expect(res.statusCode).toBe(404);
    expect((await page(mine.token)).body.list.every((c: { category: unknown }) => c.category === null)).toBe(true);
    expect((await page(theirs.token)).body.list.every((c: { category: unknown }) => c.category === null)).toBe(true);
  });

  it('lets product editors map, while other staff, vendors and branches only read', async () => {
    const { token, id, shirts } = await storeWithCatalogs();
    const editor = await memberToken(t, id, 'staff', ['update_product']);
    expect((await map(editor, [shirts._id], SHIRTS.id)).statusCode).toBe(200);
    for (const reader of [
      await memberToken(t, id, 'staff', []),
      await memberToken(t, id, 'vendor', ['add_product']),
      await memberToken(t, id, 'branch'),
    ]) {
      expect((await page(reader)).body.list).toHaveLength(3);
      expect((await map(reader, [shirts._id], null)).statusCode).toBe(403);
    }
    expect((await page(token)).body.list.find((c: { _id: string }) => c._id === shirts._id).category).toEqual(SHIRTS);
  });

  it('is not offered to estates stores', async () => {
    const estates = await shopStore(t, { type: 'estates', category: 'home_furniture' });
    expect((await page(estates.token)).statusCode).toBe(404);
    expect((await t.call('GET', `${TAXONOMY}/search?q=home`, undefined, estates.token)).statusCode).toBe(404);
  });
});

describe('the shop', () => {
  it('names the most specific category of a product’s catalogs in its structured data', async () => {
    const { token, base, shirts, clothing } = await storeWithCatalogs();
    const product = await addProduct(t, token, { catalog_ids: [clothing._id, shirts._id] });
    const productLd = async () => {
      const { html } = await visit(t, `${base}/p/${product.slug}`);
      return jsonLd(html).find((ld) => ld['@type'] === 'Product');
    };
    expect(await productLd()).not.toHaveProperty('category');
    await map(token, [clothing._id], CLOTHING.id);
    expect((await productLd())?.category).toBe(CLOTHING.path);
    await map(token, [shirts._id], SHIRTS.id);
    expect((await productLd())?.category).toBe(SHIRTS.path);
  });

  it('prefers the product’s own category, which must be one of Google’s', async () => {
    const { token, base, shirts } = await storeWithCatalogs();
    await map(token, [shirts._id], SHIRTS.id);
    const made = 'Apparel & Accessories > Shirts';
    const refused = await t.call('POST', '/api/store/product', productBody({ taxonomy: made }), token);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toMatch(/^taxonomy: /);
    const dresses = 'Apparel & Accessories > Clothing > Dresses';
    const product = await addProduct(t, token, { catalog_ids: [shirts._id], taxonomy: dresses });
    const { html } = await visit(t, `${base}/p/${product.slug}`);
    expect(jsonLd(html).find((ld) => ld['@type'] === 'Product')?.category).toBe(dresses);
  });
});

describe('the Google Shopping feed', () => {
  const itemsOf = (xml: string) => xml.match(/<item>.*?<\/item>/g) ?? [];

  it('lists every variant of the shown products with its Google category, for Merchant Center', async () => {
    const { token, base, shirts, clothing } = await storeWithCatalogs();
    await map(token, [shirts._id], SHIRTS.id);
    await map(token, [clothing._id], CLOTHING.id);
    await addProduct(t, token, {
      name: 'Oxford Shirt',
      sku: 'OXF',
      catalog_ids: [clothing._id, shirts._id],
      price: 129_900,
    });
    await addProduct(t, token, {
      name: 'Linen Trousers',
      sku: 'LIN',
      catalog_ids: [clothing._id],
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        { sku: 'LIN-S', option_values: ['S'], price: 200_000, stock: 2 },
        { sku: 'LIN-M', option_values: ['M'], price: 210_000, stock: 0 },
      ],
    });
    await addProduct(t, token, { name: 'Draft Scarf', sku: 'DRAFT', status: 'draft' });
    const res = await visit(t, `${base}/google-shopping.xml`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const items = itemsOf(res.html);
    expect(items.map((item) => item.match(/<g:id>(.*?)<\/g:id>/)?.[1])).toEqual(['OXF', 'LIN-S', 'LIN-M']);
    const category = (path: string) =>
      `<g:google_product_category>${path.replaceAll('&', '&amp;').replaceAll('>', '&gt;')}</g:google_product_category>`;
    expect(items[0]).toContain(category(SHIRTS.path));
    expect(items[0]).toContain('<g:price>1299.00 INR</g:price>');
    expect(items[2]).toContain('<g:item_group_id>LIN</g:item_group_id>');
    expect(items[2]).toContain('<g:size>M</g:size>');
    expect(items[2]).toContain('<g:availability>out_of_stock</g:availability>');
    expect(items[2]).toContain(category(CLOTHING.path));
  });

  it('is not offered by a shop that takes quotes instead of orders', async () => {
    const quotes = await shopStore(t, { type: 'quot_based', sub_type: 'quot', category: 'home_furniture' });
    expect((await visit(t, `${quotes.base}/google-shopping.xml`)).status).toBe(404);
  });
});
