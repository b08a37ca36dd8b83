import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberToken, productBody, signUpStore } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';

// The tag vocabulary: read from the products, renamed, merged and removed on all of them.
const TAGS = '/api/store/product_tag';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function storeWithTaggedProducts() {
  const { token, session } = await signUpStore(t);
  const ids: Record<string, string> = {};
  for (const [name, tags] of [
    ['Linen Shirt', ['summer', 'linen', 'Sale']],
    ['Linen Shorts', ['summer', 'linen']],
    ['Wool Coat', ['winter', 'sale']],
    ['Silk Scarf', []],
  ] as const) {
    const res = await t.call('POST', '/api/store/product', productBody({ name, tags }), token);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    ids[name] = res.body.data._id;
  }
  return { token, storeId: session.data._id as string, ids };
}

const tagsOf = async (token: string, id: string) =>
  (await t.call('GET', `/api/store/product/${id}`, undefined, token)).body.data.tags as string[];

describe('the product tag vocabulary', () => {
  it('lists each tag with how many products carry it, sorted, searched, paged and counted', async () => {
    const { token } = await storeWithTaggedProducts();
    const page = (body: Record<string, unknown>) => t.call('POST', `${TAGS}_list`, body, token);
    const byName = await page({ sort: 'name', direction: 'asc' });
    expect(byName.body.list).toEqual([
      { name: 'linen', products: 2 },
      { name: 'Sale', products: 1 },
      { name: 'sale', products: 1 },
      { name: 'summer', products: 2 },
      { name: 'winter', products: 1 },
    ]);
    const byUse = await page({ sort: 'products', direction: 'desc', limit: 2 });
    expect(byUse.body.list).toEqual([
      { name: 'linen', products: 2 },
      { name: 'summer', products: 2 },
    ]);
    const next = await page({ sort: 'products', direction: 'desc', limit: 2, cursor: byUse.body.next_cursor });
    expect(next.body.list.map((tag: { name: string }) => tag.name)).toEqual(['Sale', 'sale']);
    expect((await page({ search: 'SAL' })).body.list).toHaveLength(2);
    const count = await t.call('GET', `${TAGS}_list?search=s`, undefined, token);
    expect(count.body).toMatchObject({ total: 3, capped: false });
    expect((await page({ cursor: 'abc' })).statusCode).toBe(400);
  });

  it('renames a tag on every product that has it, in its place', async () => {
    const { token, ids } = await storeWithTaggedProducts();
    const res = await t.call('PUT', TAGS, { names: ['summer'], to: ' Summer 2026 ' }, token);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Renamed “summer” to “Summer 2026” on 2 products.',
      data: { products: 2 },
    });
    expect(await tagsOf(token, ids['Linen Shirt'] as string)).toEqual(['Summer 2026', 'linen', 'Sale']);
    expect(await tagsOf(token, ids['Linen Shorts'] as string)).toEqual(['Summer 2026', 'linen']);
    expect(await tagsOf(token, ids['Wool Coat'] as string)).toEqual(['winter', 'sale']);
  });

  it('merges tags into one, which a product carrying both keeps once', async () => {
    const { token, ids } = await storeWithTaggedProducts();
    const res = await t.call('PUT', TAGS, { names: ['Sale', 'sale', 'linen'], to: 'sale' }, token);
    expect(res.body).toMatchObject({ message: 'Merged “Sale”, “sale”, “linen” into “sale” on 3 products.' });
    expect(await tagsOf(token, ids['Linen Shirt'] as string)).toEqual(['summer', 'sale']);
    expect(await tagsOf(token, ids['Wool Coat'] as string)).toEqual(['winter', 'sale']);
    const list = await t.call('POST', `${TAGS}_list`, { sort: 'name', direction: 'asc' }, token);
    expect(list.body.list).toEqual([
      { name: 'sale', products: 3 },
      { name: 'summer', products: 2 },
      { name: 'winter', products: 1 },
    ]);
  });

  it('takes tags off every product and leaves the rest', async () => {
    const { token, ids } = await storeWithTaggedProducts();
    const res = await t.call('PATCH', TAGS, { names: ['linen', 'winter'] }, token);
    expect(res.body).toMatchObject({ message: 'Took “linen”, “winter” off 3 products.', data: { products: 3 } });
    expect(await tagsOf(token, ids['Linen Shirt'] as string)).toEqual(['summer', 'Sale']);
    expect(await tagsOf(token, ids['Wool Coat'] as string)).toEqual(['sale']);
  });

  it('never reaches another store’s products', async () => {
    const mine = await storeWithTaggedProducts();
    const theirs = await storeWithTaggedProducts();
    await t.call('PUT', TAGS, { names: ['summer'], to: 'gone' }, mine.token);
    await t.call('PATCH', TAGS, { names: ['linen'] }, mine.token);
    expect(await tagsOf(theirs.token, theirs.ids['Linen Shirt'] as string)).toEqual(['summer', 'linen', 'Sale']);
  });

  it('names the field of bad input', async () => {
    const { token } = await storeWithTaggedProducts();
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['PUT', { names: [], to: 'x' }, /^names: choose at least one tag/],
      ['PUT', { names: ['summer'], to: '  ' }, /^to: /],
      ['PUT', { names: ['summer'], to: 'x'.repeat(41) }, /^to: 40 characters at most/],
      ['PATCH', { names: ['ok', 'line\nbreak'] }, /^names\.1: /],
    ];
    for (const [method, body, message] of cases) {
      const res = await t.call(method, TAGS, body, token);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
  });

  it('lets staff who update products rename; vendors, branches and other staff only read', async () => {
    const { token, storeId } = await storeWithTaggedProducts();
    const editor = await memberToken(t, storeId, 'staff', ['update_product']);
    const orders = await memberToken(t, storeId, 'staff', ['orders']);
    const vendor = await memberToken(t, storeId, 'vendor', ['add_product', 'update_product']);
    const branch = await memberToken(t, storeId, 'branch');
    expect((await t.call('PUT', TAGS, { names: ['winter'], to: 'cold' }, editor)).statusCode).toBe(200);
    for (const reader of [orders, vendor, branch]) {
      expect((await t.call('PUT', TAGS, { names: ['cold'], to: 'warm' }, reader)).statusCode).toBe(403);
      expect((await t.call('PATCH', TAGS, { names: ['cold'] }, reader)).statusCode).toBe(403);
      expect((await t.call('POST', `${TAGS}_list`, {}, reader)).statusCode).toBe(200);
    }
    const list = await t.call('POST', `${TAGS}_list`, { sort: 'name', direction: 'asc' }, token);
    expect(list.body.list.map((tag: { name: string }) => tag.name)).toContain('cold');
  });
});
