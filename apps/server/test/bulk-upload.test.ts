import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productBody, signUpStore } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { upload } from './multipart.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const URL = '/api/store/product/bulk_upload';
const csvFile = (text: string | Uint8Array, name = 'products.csv') => ({ name, type: 'text/csv', bytes: text });
const listAll = async (token: string) =>
  (await t.call('POST', '/api/store/product_list', { limit: 100, sort: 'name', direction: 'asc' }, token)).body.list;

describe('bulk product upload', () => {
  it('gives a template that uploads as it is', async () => {
    const { token } = await signUpStore(t);
    const template = await t.call('GET', `${URL}/template`, undefined, token);
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toMatch(/text\/csv/);
    expect(String(template.body).split(/\r?\n/)[0]).toBe(
      'name,sku,slug,price,compare_at_price,tax_class,stock,weight,status,catalogs,tags,seo_title,seo_description,description,options,variant_of,option_values',
    );
    const res = await upload(t, URL, csvFile(String(template.body)), token);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ rows: 1, created: 1, updated: 0, status: 'applied' });
  });

  it('creates and updates by SKU in one go, and undo restores exactly what was there', async () => {
    const { token } = await signUpStore(t);
    const existing = (
      await t.call(
        'POST',
        '/api/store/product',
        productBody({ sku: 'KEEP-1', price: 1000, stock: 3, tags: ['old'], seo_title: 'Kept', weight: 250 }),
        token,
      )
    ).body.data;
    const csv = [
      'name,sku,price,stock,tags',
      'Updated Name,keep-1,25.50,9,new|fresh',
      'Brand New,NEW-1,10,1,',
      'Second New,NEW-2,0.99,,',
    ].join('\n');
    const res = await upload(t, URL, csvFile(csv), token);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ rows: 3, created: 2, updated: 1 });
    const after = (await t.call('GET', `/api/store/product/${existing._id}`, undefined, token)).body.data;
    expect(after).toMatchObject({
      name: 'Updated Name',
      // Columns the file leaves empty keep what the product had.
      seo_title: 'Kept',
      weight: 250,
      price: 2550,
      stock: 9,
      tags: ['new', 'fresh'],
      slug: 'updated-name',
    });
    expect((await listAll(token)).map((p: { sku: string }) => p.sku).sort()).toEqual(['KEEP-1', 'NEW-1', 'NEW-2']);

    const history = await t.call('GET', URL, undefined, token);
    expect(history.body.list[0]).toMatchObject({
      _id: res.body.data._id,
      file_name: 'products.csv',
      status: 'applied',
    });

    const undo = await t.call('PATCH', URL, { _id: res.body.data._id }, token);
    expect(undo.statusCode).toBe(200);
    expect(undo.body.data.status).toBe('undone');
    const restored = (await t.call('GET', `/api/store/product/${existing._id}`, undefined, token)).body.data;
    expect(restored).toEqual(existing);
    expect((await listAll(token)).map((p: { sku: string }) => p.sku)).toEqual(['KEEP-1']);
    expect((await t.call('PATCH', URL, { _id: res.body.data._id }, token)).statusCode).toBe(409);
  });

  it('refuses to undo when a product changed after the upload, or when a newer upload exists', async () => {
    const { token } = await signUpStore(t);
    const first = await upload(t, URL, csvFile('name,sku,price\nA,A-1,1'), token);
    const second = await upload(t, URL, csvFile('name,sku,price\nB,B-1,1'), token);
    const older = await t.call('PATCH', URL, { _id: first.body.data._id }, token);
    expect(older.statusCode).toBe(409);
    expect(older.body.message).toMatch(/latest upload/);

    const [b] = await listAll(token).then((l) => l.filter((p: { sku: string }) => p.sku === 'B-1'));
    await t.call('PUT', '/api/store/product/details', { _id: b._id, seo_title: 'Edited later' }, token);
    const changed = await t.call('PATCH', URL, { _id: second.body.data._id }, token);
    expect(changed.statusCode).toBe(409);
    expect(changed.body.message).toMatch(/B-1/);
  });

  it('reports every bad row with its column and writes nothing', async () => {
    const { token } = await signUpStore(t);
    const csv = [
      'name,sku,price,stock,status,catalogs',
      'Good,GOOD-1,10,1,active,',
      ',NONAME-1,10,1,,',
      'Bad Price,BAD-1,-5,1,,',
      'Bad Stock,BAD-2,5,1.5,,',
      'Bad Sku,bad sku!,5,1,,',
      'Dup,GOOD-1,5,1,,',
      'Bad Status,BAD-3,5,1,live,',
      'No Catalog,BAD-4,5,1,,Nowhere',
    ].join('\n');
    const res = await upload(t, URL, csvFile(csv), token);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toMatch(/nothing was saved/);
    const where = (res.body.errors as { row: number; column: string }[]).map((e) => `${e.row}:${e.column}`);
    expect(where).toEqual(expect.arrayContaining(['3:name', '4:price', '5:stock', '6:sku', '8:status']));
    expect(await listAll(token)).toEqual([]);
    // Rows that pass the format are then checked against each other and the store.
    const second = await upload(
      t,
      URL,
      csvFile('name,sku,price,catalogs\nA,DUP-1,1,\nB,DUP-1,1,\nC,C-1,1,Nowhere'),
      token,
    );
    expect(second.statusCode).toBe(400);
    expect(second.body.errors.map((e: { row: number; column: string }) => `${e.row}:${e.column}`)).toEqual([
      '3:sku',
      '4:catalogs',
    ]);
    expect(await listAll(token)).toEqual([]);
    expect((await t.call('GET', URL, undefined, token)).body.list).toEqual([]);
  });

  it('reports format errors, duplicate SKUs, variant SKUs, taken slugs and unknown catalogs in one pass', async () => {
    const { token } = await signUpStore(t);
    const taken = await t.call(
      'POST',
      '/api/store/product',
      productBody({
        sku: 'TAKEN-1',
        slug: 'taken-address',
        options: [{ name: 'Size', values: ['S'] }],
        variants: [{ option_values: ['S'], sku: 'TAKEN-1-S', price: 100, stock: 1, images: [] }],
      }),
      token,
    );
    expect(taken.statusCode).toBe(200);
    const csv = [
      'name,sku,slug,price,catalogs',
      'Bad Price,ONE-1,,ten,',
      'First,ONE-2,,10,',
      'Twin,ONE-2,,11,',
      'Lost,ONE-3,,9,Nowhere',
      'Variant,TAKEN-1-S,,9,',
      'Squatter,ONE-4,taken-address,9,',
    ].join('\n');
    const res = await upload(t, URL, csvFile(csv), token);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('5 rows have problems; nothing was saved. Fix them and upload the file again.');
    const found = (res.body.errors as { row: number; column: string; message: string }[]).map(
      (e) => `${e.row}:${e.column}: ${e.message}`,
    );
    expect(found).toEqual([
      '2:price: must be an amount like 499.00 in INR, 0 or more',
      '4:sku: ONE-2 is already on row 3 of this file',
      '5:catalogs: there is no catalog named Nowhere; add it on the Catalogs page first',
      '6:sku: TAKEN-1-S is the SKU of a variant; list it under its product with variant_of',
      '7:slug: taken-address is the address of the product TAKEN-1',
    ]);
    expect((await listAll(token)).map((p: { sku: string }) => p.sku)).toEqual(['TAKEN-1']);
  });

  it.each([
    [
      'a wrong header',
      'title,code,cost\nA,B,1',
      /missing columns name, sku, price and unknown columns title, code, cost/,
    ],
    ['a non-UTF-8 file', Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xff, 0xfe, 0x41]), /not UTF-8/],
    ['a header with no rows', 'name,sku,price\n', /no rows/],
    [
      'more than 10,000 rows',
      `name,sku,price\n${Array.from({ length: 10_001 }, (_, i) => `P${i},P-${i},1`).join('\n')}`,
      /10,001 rows; one upload takes at most 10,000/,
    ],
  ])('refuses %s with a clear message', async (_case, content, message) => {
    const { token } = await signUpStore(t);
    const res = await upload(t, URL, csvFile(content), token);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await listAll(token)).toEqual([]);
  });

  it('keeps a free store within 50 products', async () => {
    const { token } = await signUpStore(t);
    const rows = Array.from({ length: 51 }, (_, i) => `P${i},FREE-${i},1`).join('\n');
    const res = await upload(t, URL, csvFile(`name,sku,price\n${rows}`), token);
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toMatch(/up to 50 products/);
    expect(await listAll(token)).toEqual([]);
  });

  it('refuses a request without a file', async () => {
    const { token } = await signUpStore(t);
    const res = await t.call('POST', URL, { csv: 'name,sku,price' }, token);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toMatch(/^file: /);
  });
});
