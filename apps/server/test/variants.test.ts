import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_IDS } from '@stallfront/shared';
import { products, stores } from '../src/db/schema/index.js';
import { productBody, signUpStore } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { upload } from './multipart.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const BULK = '/api/store/product/bulk_upload';
const csvFile = (text: string) => ({ name: 'products.csv', type: 'text/csv', bytes: text });

/** A product with three sizes: 5 + 6 + 7 in stock, priced 499 to 799. */
const sized = (sku: string) =>
  productBody({
    sku,
    price: 100,
    stock: 57,
    options: [{ name: 'Size', values: ['S', 'M', 'L'] }],
    variants: [
      { option_values: ['S'], sku: `${sku}-S`, price: 49900, stock: 5 },
      { option_values: ['M'], sku: `${sku}-M`, price: 59900, stock: 6 },
      { option_values: ['L'], sku: `${sku}-L`, price: 79900, stock: 7 },
    ],
  });

async function create(token: string, body: Record<string, unknown>) {
  const res = await t.call('POST', '/api/store/product', body, token);
  expect(res.statusCode).toBe(200);
  return res.body.data;
}
const get = async (token: string, id: string) =>
  (await t.call('GET', `/api/store/product/${id}`, undefined, token)).body.data;
const list = async (token: string, filters: Record<string, unknown> = {}) =>
  (await t.call('POST', '/api/store/product_list', { limit: 100, ...filters }, token)).body.list as {
    _id: string;
    stock: number;
    price: number;
    price_max: number | null;
  }[];

describe('stock and price of a product with variants', () => {
  it('are the sum of the variants’ stock and the range of their prices, whatever the product row says', async () => {
    const { token } = await signUpStore(t);
    const cap = await create(token, sized('CAP'));
    expect(cap).toMatchObject({ stock: 18, price: 49900 });
    const listed = (await list(token)).find((p) => p._id === cap._id);
    expect(listed).toMatchObject({ stock: 18, price: 49900, price_max: 79900 });

    const plain = await create(token, productBody({ price: 1000, stock: 3 }));
    expect((await list(token)).find((p) => p._id === plain._id)).toMatchObject({ stock: 3, price_max: null });
  });

  it('follows a variant’s stock when the product is saved, and the stock filters use the sum', async () => {
    const { token } = await signUpStore(t);
    const cap = await create(token, sized('HAT'));
    const zeroed = cap.variants.map((v: object) => ({ ...v, stock: 0 }));
    const saved = await t.call(
      'PUT',
      '/api/store/product/overall',
      { ...sized('HAT'), _id: cap._id, variants: zeroed },
      token,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data.stock).toBe(0);
    expect((await list(token, { stock: 'out' })).map((p) => p._id)).toEqual([cap._id]);
    expect(await list(token, { stock: 'in' })).toEqual([]);

    const low = cap.variants.map((v: object, i: number) => ({ ...v, stock: i }));
    await t.call('PUT', '/api/store/product/overall', { ...sized('HAT'), _id: cap._id, variants: low }, token);
    expect((await list(token, { stock: 'low' })).map((p) => p.stock)).toEqual([3]);
  });

  it('holds when a statement writes the row directly, and the migration’s recompute fixes old rows', async () => {
    const { token } = await signUpStore(t);
    const cap = await create(token, sized('DIRECT'));
    await t.app.ctx.db.update(products).set({ stock: 57, price: 1 }).where(eq(products.id, cap._id));
    expect(await get(token, cap._id)).toMatchObject({ stock: 18, price: 49900 });
    await t.app.ctx.db.execute(sql`update products set variants = variants where id = ${cap._id}`);
    expect((await get(token, cap._id)).stock).toBe(18);
  });

  it('holds through a bulk upload that sets the product’s stock, and through its undo', async () => {
    const { token } = await signUpStore(t);
    const cap = await create(token, sized('BULKCAP'));
    const res = await upload(t, BULK, csvFile(`name,sku,price,stock\nBulk Cap,BULKCAP,5,99`), token);
    expect(res.statusCode).toBe(200);
    // Without option or variant rows the product keeps its variants, so its stock stays theirs.
    expect(await get(token, cap._id)).toMatchObject({ name: 'Bulk Cap', stock: 18, price: 49900 });
    const undone = await t.call('PATCH', BULK, { _id: res.body.data._id }, token);
    expect(undone.statusCode).toBe(200);
    expect(await get(token, cap._id)).toMatchObject({ name: cap.name, stock: 18, variants: cap.variants });
  });

  it('takes variants from an upload and undoes them: stock, prices and the variants’ SKUs come back', async () => {
    const { token } = await signUpStore(t);
    const cap = await create(token, sized('VAR'));
    const csv = [
      'name,sku,price,stock,options,variant_of,option_values',
      `Var Cap,VAR,1,999,Size: M|XL,,`,
      ',VAR-M,,,,,',
    ].join('\n');
    // A variant row must name its product.
    const orphan = await upload(t, BULK, csvFile(csv), token);
    expect(orphan.statusCode).toBe(400);
    expect(orphan.body.errors).toContainEqual({ row: 3, column: 'name', message: 'is required' });

    const good = [
      'name,sku,price,stock,options,variant_of,option_values',
      'Var Cap,VAR,1,999,Size: M|XL,,',
      ',VAR-M,6.00,2,,VAR,M',
      ',VAR-XL,9.50,4,,VAR,XL',
    ].join('\n');
    const res = await upload(t, BULK, csvFile(good), token);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ created: 0, updated: 1 });
    const after = await get(token, cap._id);
    expect(after).toMatchObject({ stock: 6, price: 600, options: [{ name: 'Size', values: ['M', 'XL'] }] });
    expect(after.variants.map((v: { sku: string }) => v.sku)).toEqual(['VAR-M', 'VAR-XL']);
    // VAR-S left the product: another product may take it now.
    const other = await t.call('POST', '/api/store/product', productBody({ sku: 'VAR-S' }), token);
    expect(other.statusCode).toBe(200);
    // Undoing would give VAR-S back to the cap while another product holds it.
    const refused = await t.call('PATCH', BULK, { _id: res.body.data._id }, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toMatch(/VAR-S/);
    expect((await get(token, cap._id)).stock).toBe(6);
    expect((await t.call('PATCH', '/api/store/product', { _id: other.body.data._id }, token)).statusCode).toBe(200);

    expect((await t.call('PATCH', BULK, { _id: res.body.data._id }, token)).statusCode).toBe(200);
    expect(await get(token, cap._id)).toMatchObject({ stock: 18, price: 49900, variants: cap.variants });
    // The undone upload's new SKU is free again; the restored variants' SKUs are held again.
    expect((await t.call('POST', '/api/store/product', productBody({ sku: 'VAR-XL' }), token)).statusCode).toBe(200);
    const clash = await t.call('POST', '/api/store/product', productBody({ sku: 'VAR-L' }), token);
    expect(clash.statusCode).toBe(409);
  });

  it('refuses variant rows that break the variant rules, naming row and column', async () => {
    const { token } = await signUpStore(t);
    await create(token, sized('TAKEN'));
    const csv = [
      'name,sku,price,options,variant_of,option_values,tags',
      'Mug,MUG,5,Colour: Red|Blue,,,',
      ',MUG-RED,5,,MUG,Red,',
      ',MUG-RED2,5,,MUG,Red,',
      ',TAKEN-S,5,,MUG,Blue,',
      ',MUG-G,5,,MUG,Green,',
      ',MUG-X,5,,NOPE,Red,',
    ].join('\n');
    const res = await upload(t, BULK, csvFile(csv), token);
    expect(res.statusCode).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { row: 4, column: 'option_values', message: 'Red is already a variant' },
        { row: 5, column: 'sku', message: 'TAKEN-S is the SKU of another product in your store' },
        { row: 6, column: 'option_values', message: 'Green is not a value of Colour' },
        { row: 7, column: 'variant_of', message: expect.stringMatching(/^NOPE is not a product row above/) },
      ]),
    );
    const cells = [
      'name,sku,price,options,variant_of,option_values,tags',
      'Mug,MUG,5,Colour: Red|Blue,,,',
      ',MUG-T,5,,MUG,Blue,summer',
      'Jug,JUG,5,Colour Red,,,',
      'Jar,JAR,5,,,Red,',
      ',JAR-X,5,,JAR,,',
    ].join('\n');
    const unreadable = await upload(t, BULK, csvFile(cells), token);
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.body.errors).toEqual([
      { row: 3, column: 'tags', message: expect.stringMatching(/^leave it empty on a variant row/) },
      { row: 4, column: 'options', message: 'must be written like Size: S|M|L; Colour: Red|Blue' },
      { row: 5, column: 'option_values', message: expect.stringMatching(/^belongs on a variant row/) },
      { row: 6, column: 'option_values', message: 'is required' },
    ]);
    expect(await list(token)).toHaveLength(1);
  });

  it('exports variants after their product, and the export uploads back unchanged', async () => {
    const { token } = await signUpStore(t);
    const tee = await create(
      token,
      productBody({
        sku: 'TEE',
        compare_at_price: 99900,
        tags: ['summer'],
        options: [
          { name: 'Size', values: ['M', 'L'] },
          { name: 'Colour', values: ['Red', 'Ruby'] },
        ],
        variants: [
          { option_values: ['M', 'Red'], sku: 'TEE-M-RED', price: 49900, stock: 0 },
          { option_values: ['L', 'Ruby'], sku: 'TEE-L-RUBY', price: 55000, stock: 4 },
        ],
      }),
    );
    const plain = await create(token, productBody({ sku: 'PLAIN', stock: 7 }));
    const exported = await t.call('POST', '/api/store/product_list/export', { sort: 'name', direction: 'asc' }, token);
    expect(exported.statusCode).toBe(200);
    const lines = String(exported.body).trim().split(/\r?\n/);
    expect(lines[0]?.endsWith(',options,variant_of,option_values')).toBe(true);
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(
      expect.arrayContaining(['TEE', 'TEE-M-RED', 'TEE-L-RUBY', 'PLAIN']),
    );
    const teeLine = lines.findIndex((l) => l.split(',')[1] === 'TEE');
    expect(lines[teeLine + 1]).toMatch(/^,TEE-M-RED,.*,TEE,M\|Red$/);
    expect(lines[teeLine + 2]).toMatch(/^,TEE-L-RUBY,.*,TEE,L\|Ruby$/);

    const res = await upload(t, BULK, csvFile(String(exported.body)), token);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ created: 0, updated: 2 });
    const unchanged = (p: Record<string, unknown>) => ({ ...p, updated_on: undefined });
    expect(unchanged(await get(token, tee._id))).toEqual(unchanged(tee));
    expect(unchanged(await get(token, plain._id))).toEqual(unchanged(plain));
  });
});

describe('image library', () => {
  const png = (color: string) =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
      .png()
      .toBuffer();

  it('names and dates each image, and lists the unused ones apart', async () => {
    const { token, session } = await signUpStore(t);
    await t.app.ctx.db.update(stores).set({ packageId: PACKAGE_IDS.essential }).where(eq(stores.id, session.data._id));
    await t.written();
    const sent = async (name: string, color: string) =>
      (await upload(t, '/api/store/media', { name, type: 'image/png', bytes: await png(color) }, token)).body.data;
    const onProduct = await sent('red-front.png', '#f00');
    const onVariant = await sent('blue-side.png', '#00f');
    const spare = await sent('green-spare.png', '#0f0');
    expect(spare).toMatchObject({ name: 'green-spare.png', created_on: expect.any(String) });
    await create(
      token,
      productBody({
        sku: 'PIC',
        images: [{ url: onProduct.url }],
        options: [{ name: 'Size', values: ['M'] }],
        variants: [{ option_values: ['M'], sku: 'PIC-M', price: 100, stock: 1, images: [{ url: onVariant.url }] }],
      }),
    );
    const all = await t.call('GET', '/api/store/media', undefined, token);
    expect(all.body.list.map((m: { name: string }) => m.name).sort()).toEqual([
      'blue-side.png',
      'green-spare.png',
      'red-front.png',
    ]);
    const unused = await t.call('GET', '/api/store/media?unused=true', undefined, token);
    expect(unused.body.list.map((m: { name: string }) => m.name)).toEqual(['green-spare.png']);
    const bad = await t.call('GET', '/api/store/media?unused=maybe', undefined, token);
    expect(bad.statusCode).toBe(400);
  });
});
