import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productBody, signUpStore } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
let token: string;
let otherToken: string;
beforeAll(async () => {
  t = await startTestApp();
  ({ token } = await signUpStore(t, { type: 'order_based' }));
  ({ token: otherToken } = await signUpStore(t, { type: 'order_based' }));
});
afterAll(() => t.close());

interface Saved {
  _id: string;
  name: string;
  sku: string;
  slug: string;
  slug_redirects: string[];
}

const create = async (overrides: Record<string, unknown> = {}, as = token): Promise<Saved> => {
  const res = await t.call('POST', '/api/store/product', productBody(overrides), as);
  expect(res.statusCode).toBe(200);
  return res.body.data;
};
const saveOverall = (p: Saved, change: Record<string, unknown>, as = token) =>
  t.call(
    'PUT',
    '/api/store/product/overall',
    { _id: p._id, name: p.name, sku: p.sku, slug: p.slug, price: 100, stock: 1, ...change },
    as,
  );
const read = async (id: string, as = token): Promise<Saved> =>
  (await t.call('GET', `/api/store/product/${id}`, undefined, as)).body.data;

describe('product slugs and their redirects', () => {
  it('keeps the slug when only the name changes, and records no redirect', async () => {
    const product = await create();
    expect(product.slug_redirects).toEqual([]);
    const res = await saveOverall(product, { name: 'A New Name' });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'A New Name', slug: product.slug, slug_redirects: [] });
  });

  it('records the old slug as a redirect when the slug changes, and answers it with the product', async () => {
    const product = await create();
    const res = await saveOverall(product, { slug: `${product.slug}-moved` });
    expect(res.body.data.slug).toBe(`${product.slug}-moved`);
    expect(res.body.data.slug_redirects).toEqual([product.slug]);
    const again = await saveOverall({ ...product, slug: `${product.slug}-moved` }, { slug: `${product.slug}-third` });
    expect(again.body.data.slug_redirects).toEqual([product.slug, `${product.slug}-moved`]);
    expect((await read(product._id)).slug_redirects).toEqual([product.slug, `${product.slug}-moved`]);
  });

  it('lets a product take back an old slug, which then stops redirecting', async () => {
    const product = await create();
    await saveOverall(product, { slug: `${product.slug}-b` });
    const back = await saveOverall({ ...product, slug: `${product.slug}-b` }, { slug: product.slug });
    expect(back.body.data.slug).toBe(product.slug);
    expect(back.body.data.slug_redirects).toEqual([`${product.slug}-b`]);
  });

  it('keeps an old slug unique in the store: a product that takes it as its address ends the redirect', async () => {
    const first = await create();
    await saveOverall(first, { slug: `${first.slug}-new` });
    const second = await create({ slug: first.slug });
    expect(second.slug).toBe(first.slug);
    expect((await read(first._id)).slug_redirects).toEqual([]);
  });

  it('moves an old slug to the product that last left it', async () => {
    const a = await create();
    const b = await create();
    await saveOverall(a, { slug: `${a.slug}-x` });
    // b takes a's old slug as its own, then leaves it: the old slug now leads to b.
    await saveOverall(b, { slug: a.slug });
    await saveOverall({ ...b, slug: a.slug }, { slug: `${b.slug}-y` });
    expect((await read(a._id)).slug_redirects).toEqual([]);
    expect((await read(b._id)).slug_redirects).toEqual([b.slug, a.slug]);
  });

  it('keeps stores apart: the same old slug may lead to a product in each store', async () => {
    const mine = await create({ slug: 'shared-old-slug' });
    const theirs = await create({ slug: 'shared-old-slug' }, otherToken);
    await saveOverall(mine, { slug: 'shared-new-slug' });
    await saveOverall(theirs, { slug: 'shared-new-slug' }, otherToken);
    expect((await read(mine._id)).slug_redirects).toEqual(['shared-old-slug']);
    expect((await read(theirs._id, otherToken)).slug_redirects).toEqual(['shared-old-slug']);
  });

  it('refuses a name without letters or digits on the name field, and an empty slug on the slug field', async () => {
    const product = await create();
    const symbols = await saveOverall(product, { name: '🎉 ✨' });
    expect(symbols.statusCode).toBe(400);
    expect(symbols.body.message).toBe('name: Use letters or numbers in the name');
    const empty = await saveOverall(product, { slug: '' });
    expect(empty.body.message).toBe('slug: Enter a URL slug');
  });
});
