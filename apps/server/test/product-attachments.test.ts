import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../src/db/schema/index.js';
import { memberToken } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { addCatalog, addProduct, shopStore, visit } from './shop-fixtures.js';

// Extras attached from the product's own form: one kind at a time, the product's own links only.
const SET = '/api/store/product/extras';
const readOf = (id: string) => `/api/store/product/${id}/extras`;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function create(token: string, path: string, body: Record<string, unknown>) {
  const res = await t.call('POST', `/api/store/${path}`, body, token);
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${JSON.stringify(res.body)}`);
  return res.body.data._id as string;
}

async function shopWithExtras() {
  const shop = await shopStore(t);
  const shirts = await addCatalog(t, shop.token, { name: 'Shirts' });
  const shirt = await addProduct(t, shop.token, { name: 'Oxford Shirt', catalog_ids: [shirts._id] });
  const washing = await create(shop.token, 'footnote', { name: 'Washing', text: 'Wash cold, dry flat.' });
  const fit = await create(shop.token, 'footnote', { name: 'Fit', text: 'Runs one size small.' });
  await create(shop.token, 'footnote', { name: 'Shirt care', text: 'Iron inside out.', catalog_ids: [shirts._id] });
  return { ...shop, shirt, washing, fit };
}

const kindsOf = (list: { kind: string }[]) => list.map((row) => row.kind);

describe('extras attached from the product form', () => {
  it('reads each kind the store is offered, with what the product shows through its catalogs', async () => {
    const { token, shirt } = await shopWithExtras();
    const res = await t.call('GET', readOf(shirt._id), undefined, token);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    // No size charts, add-ons or offers without their features, and amenities are for estates and services.
    expect(kindsOf(res.body.list)).toEqual(['footnote', 'faq', 'image_tag', 'highlight']);
    expect(res.body.list[0]).toMatchObject({
      kind: 'footnote',
      attached: [],
      from_catalogs: [{ name: 'Shirt care', catalog: 'Shirts' }],
    });
  });

  it('attaches exactly the picked ones, which the shop then shows, and detaches them again', async () => {
    const { token, base, shirt, washing, fit } = await shopWithExtras();
    const res = await t.call('PUT', SET, { product_id: shirt._id, kind: 'footnote', ids: [washing, fit, fit] }, token);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('“Oxford Shirt” shows 2 footnotes of its own.');
    const read = await t.call('GET', readOf(shirt._id), undefined, token);
    expect(read.body.list[0].attached.map((f: { name: string }) => f.name)).toEqual(['Fit', 'Washing']);
    const page = await visit(t, `${base}/p/${shirt.slug}`);
    for (const text of ['Wash cold, dry flat.', 'Runs one size small.', 'Iron inside out.'])
      expect(page.html).toContain(text);

    await t.call('PUT', SET, { product_id: shirt._id, kind: 'footnote', ids: [fit] }, token);
    const after = await visit(t, `${base}/p/${shirt.slug}`);
    expect(after.html).not.toContain('Wash cold, dry flat.');
    expect(after.html).toContain('Runs one size small.');
    // The footnote itself lists its products: the product form and the footnote's drawer agree.
    const footnote = await t.call('GET', `/api/store/footnote/${washing}`, undefined, token);
    expect(footnote.body.data.product_ids).toEqual([]);
  });

  it('refuses another store’s product or extra, a kind the store lacks and a kind that is none', async () => {
    const mine = await shopWithExtras();
    const theirs = await shopWithExtras();
    const set = (body: Record<string, unknown>) =>
      t.call('PUT', SET, { product_id: mine.shirt._id, ...body }, mine.token);
    expect((await set({ kind: 'footnote', ids: [mine.washing, theirs.washing] })).statusCode).toBe(404);
    expect((await set({ product_id: theirs.shirt._id, kind: 'footnote', ids: [] })).statusCode).toBe(404);
    expect((await t.call('GET', readOf(theirs.shirt._id), undefined, mine.token)).statusCode).toBe(404);
    expect((await set({ kind: 'size_chart', ids: [] })).statusCode).toBe(404);
    expect((await set({ kind: 'colour', ids: [] })).statusCode).toBe(400);
    expect((await set({ kind: 'footnote', ids: ['nope'] })).statusCode).toBe(400);
    const read = await t.call('GET', readOf(mine.shirt._id), undefined, mine.token);
    expect(read.body.list[0].attached).toEqual([]);
  });

  it('never shows an add-on offer on a product it offers', async () => {
    const shop = await shopWithExtras();
    await t.app.ctx.db
      .update(stores)
      .set({ paidFeatures: ['addon_products'] })
      .where(eq(stores.id, shop.id));
    await t.written();
    const belt = await addProduct(t, shop.token, { name: 'Leather Belt' });
    const offer = await create(shop.token, 'addon_product', {
      name: 'Complete the look',
      offered_ids: [belt._id],
      discount_percent: 10,
    });
    const onBelt = await t.call('PUT', SET, { product_id: belt._id, kind: 'addon_product', ids: [offer] }, shop.token);
    expect(onBelt.statusCode).toBe(400);
    expect(onBelt.body.message).toContain('offers this product');
    const onShirt = await t.call(
      'PUT',
      SET,
      { product_id: shop.shirt._id, kind: 'addon_product', ids: [offer] },
      shop.token,
    );
    expect(onShirt.statusCode).toBe(200);
  });

  it('is for those who may edit extras: not other staff, vendors or branches', async () => {
    const { id, shirt, washing } = await shopWithExtras();
    const editor = await memberToken(t, id, 'staff', ['update_product']);
    expect(
      (await t.call('PUT', SET, { product_id: shirt._id, kind: 'footnote', ids: [washing] }, editor)).statusCode,
    ).toBe(200);
    for (const token of [
      await memberToken(t, id, 'staff', []),
      await memberToken(t, id, 'vendor', ['add_product', 'update_product']),
      await memberToken(t, id, 'branch'),
    ]) {
      expect((await t.call('GET', readOf(shirt._id), undefined, token)).statusCode).toBe(403);
      expect((await t.call('PUT', SET, { product_id: shirt._id, kind: 'footnote', ids: [] }, token)).statusCode).toBe(
        403,
      );
    }
  });
});
