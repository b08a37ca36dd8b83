import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productBody, signUpStore } from './fixtures.js';
import { addTaxClass } from './shop-fixtures.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  ({ token } = await signUpStore(t, { type: 'order_based' }));
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>, as = token) => t.call('POST', '/api/store/product', body, as);

describe('POST /api/store/product and GET /api/store/product/{id}', () => {
  it('creates a product with variants and reads it back whole', async () => {
    const taxClassId = await addTaxClass(t, token, 12.5);
    const body = productBody({
      description: '<p>Soft <strong>cotton</strong><script>alert(1)</script></p>',
      compare_at_price: 59900,
      tax_class_id: taxClassId,
      weight: 180,
      tags: ['summer', 'summer', 'cotton'],
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        { option_values: ['S'], sku: 'VAR-S-1', price: 49900, stock: 3 },
        { option_values: ['M'], sku: 'VAR-M-1', price: 51900, stock: 0 },
      ],
      custom_model: {
        mm_sets: [{ name: 'Shirt', list: ['Chest', 'Waist'], mm_unit: 'inches' }],
        notes_list: ['Measure over a fitted shirt'],
        additional_qty: 1,
      },
      images: [{ url: 'https://cdn.example.com/tee.jpg', alt: 'Front' }],
    });
    const res = await create(body);
    expect(res.statusCode).toBe(200);
    const product = res.body.data;
    expect(product).toMatchObject({
      name: body.name,
      sku: body.sku,
      price: 49900,
      compare_at_price: 59900,
      tax_class_id: taxClassId,
      currency: expect.any(String),
      tags: ['summer', 'cotton'],
      status: 'active',
      archived: false,
    });
    expect(product.description).toBe('<p>Soft <strong>cotton</strong></p>');
    expect(product.variants).toHaveLength(2);
    expect(product.custom_model.mm_sets[0].mm_unit).toBe('inches');

    const read = await t.call('GET', `/api/store/product/${product._id}`, undefined, token);
    expect(read.statusCode).toBe(200);
    expect(read.body.data).toEqual(product);
  });

  it('refuses a duplicate SKU, of a product or of a variant, naming the field', async () => {
    const first = productBody();
    expect((await create(first)).statusCode).toBe(200);
    const again = await create(productBody({ sku: first.sku }));
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toMatch(/^sku: .*already the SKU/);

    const variantClash = await create(
      productBody({
        options: [{ name: 'Size', values: ['S'] }],
        variants: [{ option_values: ['S'], sku: first.sku, price: 100, stock: 1 }],
      }),
    );
    expect(variantClash.statusCode).toBe(409);
    expect(variantClash.body.message).toMatch(/^variants\.0\.sku: /);
  });

  it('refuses a slug already in use', async () => {
    const first = productBody();
    await create(first);
    const res = await create(productBody({ slug: first.slug }));
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toMatch(/^slug: /);
  });

  it.each([
    [{ price: -1 }, /^price: Cannot be below zero/],
    [{ price: 10.5 }, /^price: Enter a whole number of cents/],
    [{ stock: 1.5 }, /^stock: Enter a whole number/],
    [{ stock: -2 }, /^stock: Cannot be below zero/],
    [{ sku: 'tee red' }, /^sku: Use upper-case/],
    [{ sku: 'TEE_RED' }, /^sku: Use upper-case/],
    [{ slug: 'Red Tee' }, /^slug: Use lower-case/],
    [{ name: '   ' }, /^name: Enter a name$/],
    [{ name: ' 🎉 ✨ ' }, /^name: Use letters or numbers in the name$/],
    [{ name: 'x'.repeat(201) }, /^name: 200 characters at most$/],
    [{ tax_class_id: 'gst' }, /^tax_class_id: Choose a tax class/],
    [{ compare_at_price: 100 }, /^compare_at_price: must be higher/],
    [
      { images: Array.from({ length: 16 }, () => ({ url: 'https://x.example/a.jpg' })) },
      /^images: 15 images a product at most/,
    ],
    [{ images: [{ url: 'javascript:alert(1)' }] }, /^images\.0\.url: /],
    [{ catalog_ids: ['00000000-0000-4000-8000-000000000000'] }, /^catalog_ids: /],
    [
      {
        options: [{ name: 'Size', values: ['S'] }],
        variants: [{ option_values: ['XL'], sku: 'V-XL', price: 1, stock: 1 }],
      },
      /^variants\.0\.option_values: XL is not a value of Size/,
    ],
  ])('refuses %j with a message naming the field', async (override, message) => {
    const res = await create(productBody(override));
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  it('refuses an uploaded image of another store', async () => {
    const res = await create(productBody({ images: [{ url: '/media/00000000-0000-4000-8000-000000000000/a.webp' }] }));
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toMatch(/^images\.0\.url: is not an image of your store/);
  });
});

describe('saving one section at a time', () => {
  it('PUT overall, details, images and branch_stock each change only their part', async () => {
    const created = (await create(productBody({ tags: ['a'] }))).body.data;
    const overall = await t.call(
      'PUT',
      '/api/store/product/overall',
      {
        _id: created._id,
        name: 'Renamed Tee',
        sku: created.sku,
        slug: created.slug,
        price: 100,
        stock: 0,
        status: 'draft',
      },
      token,
    );
    expect(overall.statusCode).toBe(200);
    expect(overall.body.data).toMatchObject({
      name: 'Renamed Tee',
      price: 100,
      stock: 0,
      status: 'draft',
      tags: ['a'],
    });

    const details = await t.call(
      'PUT',
      '/api/store/product/details',
      { _id: created._id, seo_title: 'Tee', tags: ['b'] },
      token,
    );
    expect(details.body.data).toMatchObject({ name: 'Renamed Tee', seo_title: 'Tee', tags: ['b'] });

    const images = [
      { url: 'https://x.example/2.jpg', alt: 'Back' },
      { url: 'https://x.example/1.jpg', alt: 'Front' },
    ];
    const reordered = await t.call('PUT', '/api/store/product/images', { _id: created._id, images }, token);
    expect(reordered.body.data.images).toEqual(images);
    expect(reordered.body.data.name).toBe('Renamed Tee');
  });

  it('keeps the old SKU free after a product changes its SKU', async () => {
    const created = (await create(productBody())).body.data;
    const { _id, slug } = created;
    await t.call(
      'PUT',
      '/api/store/product/overall',
      { _id, name: 'X', sku: 'NEW-SKU-1', slug, price: 1, stock: 1 },
      token,
    );
    expect((await create(productBody({ sku: created.sku }))).statusCode).toBe(200);
    expect((await create(productBody({ sku: 'NEW-SKU-1' }))).statusCode).toBe(409);
  });
});
