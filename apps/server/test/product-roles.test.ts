import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_IDS } from '@stallfront/shared';
import { stores } from '../src/db/schema/index.js';
import { DEMO_PASSWORD } from '../src/seed/demo-stores.js';
import { demoToken, memberToken, productBody, signUpStore } from './fixtures.js';
import { startDemoApp, type TestApp } from './harness.js';
import { upload } from './multipart.js';

let t: TestApp;
const storeIdOf = async (subDomain: string) =>
  (await t.app.ctx.db.select({ id: stores.id }).from(stores).where(eq(stores.subDomain, subDomain)))[0]!.id;
beforeAll(async () => {
  t = await startDemoApp();
});
afterAll(() => t.close());

const create = (token: string, overrides: Record<string, unknown> = {}) =>
  t.call('POST', '/api/store/product', productBody(overrides), token);
const features = async (token: string) =>
  (await t.call('GET', '/api/store/product_features', undefined, token)).body.data;

async function staffWith(grants: string[]) {
  const owner = await signUpStore(t);
  return { owner: owner.token, staff: await memberToken(t, owner.session.data._id, 'staff', grants) };
}

describe('staff act by their grants', () => {
  it('without grants: reads, but may not add, change, archive or delete', async () => {
    const { owner, staff } = await staffWith([]);
    const product = (await create(owner)).body.data;
    expect((await t.call('GET', `/api/store/product/${product._id}`, undefined, staff)).statusCode).toBe(200);
    expect((await create(staff)).statusCode).toBe(403);
    const details = await t.call('PUT', '/api/store/product/details', { _id: product._id, seo_title: 'x' }, staff);
    expect(details.statusCode).toBe(403);
    expect(
      (await t.call('PUT', '/api/store/product/archive', { ids: [product._id], archived: true }, staff)).statusCode,
    ).toBe(403);
    expect((await t.call('PATCH', '/api/store/product', { _id: product._id }, staff)).statusCode).toBe(403);
    expect(await features(staff)).toMatchObject({ add: false, update: false, delete: false });
  });

  it('with update_product only: changes, but may not add or delete', async () => {
    const { owner, staff } = await staffWith(['update_product']);
    const product = (await create(owner)).body.data;
    expect(
      (await t.call('PUT', '/api/store/product/details', { _id: product._id, seo_title: 'ok' }, staff)).statusCode,
    ).toBe(200);
    expect((await create(staff)).statusCode).toBe(403);
    expect((await t.call('PATCH', '/api/store/product_list', { ids: [product._id] }, staff)).statusCode).toBe(403);
  });
});

describe('vendors see and change their own products only', () => {
  it('adds with add_product, updates its own, never sees another vendor’s, never deletes', async () => {
    const storeId = await storeIdOf('bazaar-central');
    const owner = await demoToken(t, 'owner@bazaar-central.demo', DEMO_PASSWORD);
    const vendor1 = await demoToken(t, 'vendor1@bazaar-central.demo', DEMO_PASSWORD, storeId);
    const vendor2 = await memberToken(t, storeId, 'vendor');

    const own = (await create(vendor1, { vendor_id: null })).body.data;
    expect(own.vendor_id).not.toBeNull();
    const ownersProduct = (await create(owner)).body.data;

    const listed = await t.call('POST', '/api/store/product_list', { limit: 100 }, vendor1);
    const listedIds = listed.body.list.map((p: { _id: string }) => p._id);
    expect(listedIds).toContain(own._id);
    expect(listedIds).not.toContain(ownersProduct._id);
    expect(new Set(listed.body.list.map((p: { vendor_id: string }) => p.vendor_id))).toEqual(new Set([own.vendor_id]));
    expect((await t.call('GET', `/api/store/product/${ownersProduct._id}`, undefined, vendor1)).statusCode).toBe(404);
    const foreign = await t.call(
      'PUT',
      '/api/store/product/details',
      { _id: ownersProduct._id, seo_title: 'mine' },
      vendor1,
    );
    expect(foreign.statusCode).toBe(404);
    expect(
      (await t.call('PUT', '/api/store/product/details', { _id: own._id, seo_title: 'mine' }, vendor1)).statusCode,
    ).toBe(200);
    expect((await t.call('PATCH', '/api/store/product', { _id: own._id }, vendor1)).statusCode).toBe(403);

    // vendor2 has update_product only.
    expect((await create(vendor2)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/store/product/${own._id}`, undefined, vendor2)).statusCode).toBe(404);
    expect(await features(vendor2)).toMatchObject({ add: false, update: true, delete: false, image_uploader: false });
    // A vendor's count is its own products, not the store's.
    expect((await features(vendor1)).product_count).toBe(listed.body.list.length);
    expect((await features(vendor2)).product_count).toBe(0);
  });

  it('gives an expired vendor no product call at all', async () => {
    const [bazaar] = await t.app.ctx.db.select().from(stores).where(eq(stores.subDomain, 'bazaar-central'));
    const owner = await demoToken(t, 'owner@bazaar-central.demo', DEMO_PASSWORD);
    const product = (await create(owner)).body.data;
    // vendor2 of the demo marketplace let its subscription expire.
    const expired = await demoToken(t, 'vendor2@bazaar-central.demo', DEMO_PASSWORD, bazaar!.id);
    const calls: [string, string, unknown][] = [
      ['POST', '/api/store/product_list', { limit: 10 }],
      ['GET', `/api/store/product/${product._id}`, undefined],
      ['PUT', '/api/store/product/details', { _id: product._id, seo_title: 'mine' }],
      ['PUT', '/api/store/product/archive', { ids: [product._id], archived: true }],
      ['GET', '/api/store/product_features', undefined],
    ];
    for (const [method, url, body] of calls) {
      const res = await t.call(method as 'GET', url, body, expired);
      expect(res.statusCode, url).toBe(403);
      expect(res.body.message).toMatch(/subscription has expired/);
    }
    const after = (await t.call('GET', `/api/store/product/${product._id}`, undefined, owner)).body.data;
    expect(after).toMatchObject({ seo_title: product.seo_title, archived: false });
  });
});

describe('branches edit products and their own stock only', () => {
  it('never adds, and sets the stock of its own branch alone', async () => {
    const owner = await demoToken(t, 'owner@fresh-basket.demo', DEMO_PASSWORD);
    const branch = await demoToken(t, 'annanagar@fresh-basket.demo', DEMO_PASSWORD);
    const product = (await create(owner)).body.data;
    const [anna, tnagar] = [...product.branch_stock].sort((a: { name: string }, b: { name: string }) =>
      a.name.localeCompare(b.name),
    );
    expect(anna.name).toBe('Anna Nagar');

    const byOwner = await t.call(
      'PUT',
      '/api/store/product/branch_stock',
      {
        _id: product._id,
        branch_stock: [
          { branch_id: anna.branch_id, stock: 4 },
          { branch_id: tnagar.branch_id, stock: 7 },
        ],
      },
      owner,
    );
    expect(byOwner.body.data.branch_stock.map((b: { stock: number }) => b.stock)).toEqual([4, 7]);

    expect((await create(branch)).statusCode).toBe(403);
    const other = await t.call(
      'PUT',
      '/api/store/product/branch_stock',
      { _id: product._id, branch_stock: [{ branch_id: tnagar.branch_id, stock: 0 }] },
      branch,
    );
    expect(other.statusCode).toBe(403);
    const ownStock = await t.call(
      'PUT',
      '/api/store/product/branch_stock',
      { _id: product._id, branch_stock: [{ branch_id: anna.branch_id, stock: 9 }] },
      branch,
    );
    expect(ownStock.body.data.branch_stock.map((b: { stock: number }) => b.stock)).toEqual([9, 7]);
    expect(
      (await t.call('PUT', '/api/store/product/details', { _id: product._id, seo_title: 'Branch edit' }, branch))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.call('PUT', '/api/store/product/archive', { ids: [product._id], archived: true }, branch)).statusCode,
    ).toBe(403);
    expect(await features(branch)).toMatchObject({
      add: false,
      update: true,
      branch_stock: true,
      own_branch_id: anna.branch_id,
    });
  });
});

describe('package and store-type rules', () => {
  it('holds a free store to 50 products', async () => {
    const { token, session } = await signUpStore(t);
    expect(session.data.package_details.package_id).toMatch(/free/);
    for (let i = 0; i < 50; i += 1) expect((await create(token)).statusCode).toBe(200);
    const over = await create(token);
    expect(over.statusCode).toBe(403);
    expect(over.body.message).toMatch(/up to 50 products/);
    expect(await features(token)).toMatchObject({ products_left: 0, product_count: 50, image_uploader: false });
  });

  it('gives estates stores no taxonomy', async () => {
    const estates = await demoToken(t, 'owner@skyline-estates.demo', DEMO_PASSWORD);
    const res = await create(estates, { taxonomy: 'Home & Garden' });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toMatch(/^taxonomy: /);
    expect(await features(estates)).toMatchObject({ taxonomy: false });
  });

  it('opens the image library only on a paid package', async () => {
    const paid = await demoToken(t, 'owner@urban-threads.demo', DEMO_PASSWORD);
    expect((await t.call('GET', '/api/store/media', undefined, paid)).statusCode).toBe(200);
    const free = await signUpStore(t);
    const refused = await t.call('GET', '/api/store/media', undefined, free.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toMatch(/paid package/);
    await t.app.ctx.db
      .update(stores)
      .set({ packageId: PACKAGE_IDS.essential })
      .where(eq(stores.id, free.session.data._id));
    await t.written();
    expect((await t.call('GET', '/api/store/media', undefined, free.token)).statusCode).toBe(200);
  });
});

describe('cross-store access', () => {
  it("answers 404 for another store's product and changes nothing", async () => {
    const a = await signUpStore(t);
    const b = await signUpStore(t);
    const product = (await create(a.token)).body.data;
    const calls: [string, string, unknown][] = [
      ['GET', `/api/store/product/${product._id}`, undefined],
      ['PUT', '/api/store/product/details', { _id: product._id, seo_title: 'B was here' }],
      ['PUT', '/api/store/product/images', { _id: product._id, images: [] }],
      ['PUT', '/api/store/product/overall', { ...productBody(), _id: product._id }],
      ['PUT', '/api/store/product/branch_stock', { _id: product._id, branch_stock: [] }],
      ['PUT', '/api/store/product/archive', { ids: [product._id], archived: true }],
      ['PATCH', '/api/store/product', { _id: product._id }],
      ['PATCH', '/api/store/product_list', { ids: [product._id] }],
    ];
    for (const [method, url, body] of calls) {
      const res = await t.call(method as 'GET', url, body, b.token);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await t.call('POST', '/api/store/multi_product_list', { ids: [product._id] }, b.token)).body.list).toEqual(
      [],
    );
    expect((await t.call('POST', '/api/store/product_list', {}, b.token)).body.list).toEqual([]);
    expect((await t.call('GET', `/api/store/product/${product._id}`, undefined, a.token)).body.data).toEqual(product);
  });

  it('refuses every product call without a session', async () => {
    const res = await t.call('POST', '/api/store/product_list', {});
    expect(res.statusCode).toBe(401);
    expect(res.body.session_end).toBe(true);
  });
});

describe('POST /api/store/media', () => {
  it('stores an image checked by its bytes, scaled and served back', async () => {
    const { token, session } = await signUpStore(t);
    const png = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const res = await upload(t, '/api/store/media', { name: 'photo.png', type: 'image/png', bytes: png }, token);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ width: 2048, height: 1024 });
    expect(res.body.data.url).toMatch(new RegExp(`^/media/${session.data._id}/[0-9a-f-]+\\.webp$`));
    const served = await t.app.inject({ method: 'GET', url: res.body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const product = await create(token, { images: [{ url: res.body.data.url, alt: 'Red' }] });
    expect(product.statusCode).toBe(200);
  });

  it('refuses a file that only claims to be an image, and one over 5 MB', async () => {
    const { token } = await signUpStore(t);
    const fake = await upload(
      t,
      '/api/store/media',
      { name: 'x.png', type: 'image/png', bytes: '<?php echo 1; ?>' },
      token,
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.body.message).toBe('file: must be a JPEG, PNG or WebP image.');
    const big = await upload(
      t,
      '/api/store/media',
      { name: 'big.jpg', type: 'image/jpeg', bytes: new Uint8Array(5 * 1024 * 1024 + 10) },
      token,
    );
    expect(big.statusCode).toBe(413);
    expect(big.body.message).toMatch(/larger than 5 MB/);
  });
});
