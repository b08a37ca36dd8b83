import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../src/db/schema/index.js';
import { startTestApp, type TestApp } from './harness.js';
import {
  addCatalog,
  addProduct,
  canonicalOf,
  cardNames,
  shopStore,
  titleOf,
  verifyDomain,
  visit,
} from './shop-fixtures.js';

let t: TestApp;
let a: Awaited<ReturnType<typeof shopStore>>;
let b: Awaited<ReturnType<typeof shopStore>>;
let aProduct: { _id: string; sku: string };

beforeAll(async () => {
  t = await startTestApp();
  a = await shopStore(t, { name: 'Store A' });
  b = await shopStore(t, { name: 'Store B' });
  const product = await addProduct(t, a.token, { name: 'Alpha Lamp', slug: 'alpha-lamp' });
  aProduct = product;
  await addCatalog(t, a.token, { name: 'lamps' });
  await addCatalog(t, a.token, { name: 'backroom', status: 'hidden' });
  await addProduct(t, a.token, { name: 'Draft Desk', slug: 'draft-desk', status: 'draft' });
  const archived = await addProduct(t, a.token, { name: 'Gone Chair', slug: 'gone-chair' });
  await t.call('PUT', '/api/store/product/archive', { ids: [archived._id], archived: true }, a.token);
});
afterAll(() => t.close());

describe('404 pages', () => {
  it.each([
    ['an unknown store', '/s/no-such-store/', 'Shop not found'],
    ['an unknown product', '/p/no-such-thing', 'Page not found'],
    ['a draft product', '/p/draft-desk', 'Page not found'],
    ['an archived product', '/p/gone-chair', 'Page not found'],
    ['a hidden catalog', '/c/backroom', 'Page not found'],
    ['an unknown catalog', '/c/nothing', 'Page not found'],
    ['an unknown page', '/about/team', 'Page not found'],
  ])('answers %s with a 404 page', async (_what, path, heading) => {
    const url = path.startsWith('/s/') ? path : `${a.base}${path}`;
    const res = await visit(t, url);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.html).toContain(`<h1>${heading}</h1>`);
    expect(res.html).toContain('<meta name="robots" content="noindex"/>');
  });

  it('keeps a store 404 inside the store’s own layout', async () => {
    const res = await visit(t, `${a.base}/p/no-such-thing`);
    expect(titleOf(res.html)).toBe('Page not found | Store A');
    expect(res.html).toContain(`Back to Store A`);
  });

  it('closes the shop of a store that is not active', async () => {
    await t.app.ctx.db.update(stores).set({ status: 'inactive' }).where(eq(stores.id, b.id));
    await t.written();
    expect((await visit(t, `${b.base}/`)).status).toBe(404);
    await t.app.ctx.db.update(stores).set({ status: 'active' }).where(eq(stores.id, b.id));
    await t.written();
    expect((await visit(t, `${b.base}/`)).status).toBe(200);
  });
});

describe('the node’s copy of a store and its menu', () => {
  it('follows a change to the menu, a catalog or the store at once', async () => {
    const { token } = a;
    const lamps = (await t.call('GET', '/api/store/catalog', undefined, token)).body.list.find(
      (c: { name: string }) => c.name === 'Lamps',
    );
    const menu = await t.call('PUT', '/api/store/catalog/navigation_sections', { sections: [{ name: 'main' }] }, token);
    const sectionId = menu.body.sections[0]._id;
    expect((await visit(t, `${a.base}/`)).html).not.toContain('>Lamps</a>');
    await t.call(
      'POST',
      '/api/store/catalog/navigations',
      { section_id: sectionId, name: 'Lamps', catalog_id: lamps._id },
      token,
    );
    expect((await visit(t, `${a.base}/`)).html).toContain(`<a href="${a.base}/c/lamps">Lamps</a>`);
    // Hiding the catalog takes it out of the menu on the next page.
    const hidden = await t.call(
      'PUT',
      '/api/store/catalog',
      { _id: lamps._id, name: 'Lamps', status: 'hidden' },
      token,
    );
    expect(hidden.statusCode).toBe(200);
    expect((await visit(t, `${a.base}/`)).html).not.toContain('>Lamps</a>');
    await t.call('PUT', '/api/store/catalog', { _id: lamps._id, name: 'Lamps', status: 'active' }, token);
    expect((await visit(t, `${a.base}/`)).html).toContain('>Lamps</a>');
    // A change made straight in the database (a script, psql) is heard too.
    await t.app.ctx.db.update(stores).set({ name: 'Store A Renamed' }).where(eq(stores.id, a.id));
    await t.written();
    expect(titleOf((await visit(t, `${a.base}/`)).html)).toBe('Store A Renamed');
    await t.app.ctx.db.update(stores).set({ name: 'Store A' }).where(eq(stores.id, a.id));
    await t.written();
  });
});

describe('tenancy', () => {
  it('never shows one store’s product, catalog or search hit under another store', async () => {
    expect((await visit(t, `${b.base}/p/alpha-lamp`)).status).toBe(404);
    expect((await visit(t, `${b.base}/c/lamps`)).status).toBe(404);
    expect(cardNames((await visit(t, `${b.base}/search?q=alpha`)).html)).toEqual([]);
    expect(cardNames((await visit(t, `${b.base}/`)).html)).toEqual([]);
    expect((await visit(t, `${a.base}/p/alpha-lamp`)).status).toBe(200);
  });
});

describe('old slugs', () => {
  it('sends an old address on to the current one with a 301', async () => {
    const moved = await t.call(
      'PUT',
      '/api/store/product/overall',
      { _id: aProduct._id, name: 'Alpha Lamp', sku: aProduct.sku, slug: 'alpha-desk-lamp', price: 49900, stock: 12 },
      a.token,
    );
    expect(moved.statusCode, JSON.stringify(moved.body)).toBe(200);
    const res = await visit(t, `${a.base}/p/alpha-lamp`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`${a.base}/p/alpha-desk-lamp`);
    expect((await visit(t, `${a.base}/p/alpha-desk-lamp`)).status).toBe(200);
    // The old slug belongs to store A only.
    expect((await visit(t, `${b.base}/p/alpha-lamp`)).status).toBe(404);
  });

  it('adds the trailing slash to a shop’s bare address', async () => {
    const res = await visit(t, a.base);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`${a.base}/`);
  });
});

describe('custom domains', () => {
  it('serves a verified domain’s shop at its root, with the domain in canonical links', async () => {
    await verifyDomain(t, a.id, 'shop.store-a.example');
    const home = await visit(t, '/', 'shop.store-a.example');
    expect(home.status).toBe(200);
    expect(titleOf(home.html)).toBe('Store A');
    expect(canonicalOf(home.html)).toBe('https://shop.store-a.example/');
    // Links stay on the domain: no /s/{sub_domain} prefix.
    expect(home.html).toContain('href="/p/alpha-desk-lamp"');
    expect(home.html).not.toContain(`${a.base}/`);
    const product = await visit(t, '/p/alpha-desk-lamp', 'shop.store-a.example:443');
    expect(product.status).toBe(200);
    expect(canonicalOf(product.html)).toBe('https://shop.store-a.example/p/alpha-desk-lamp');
    expect((await visit(t, '/p/alpha-lamp', 'shop.store-a.example')).headers.location).toBe('/p/alpha-desk-lamp');
    expect((await visit(t, '/no/such/page', 'SHOP.Store-A.example')).status).toBe(404);
    // Under /s/{sub_domain} the canonical address is the domain as well.
    expect(canonicalOf((await visit(t, `${a.base}/`)).html)).toBe('https://shop.store-a.example/');
    // The API keeps working on the domain.
    expect((await visit(t, '/api/store_details/country_list', 'shop.store-a.example')).status).not.toBe(404);
  });

  it('does not serve a domain that is not verified, nor another store’s product on a domain', async () => {
    await verifyDomain(t, b.id, 'shop.store-b.example', false);
    expect((await visit(t, '/', 'shop.store-b.example')).status).toBe(404);
    expect(canonicalOf((await visit(t, `${b.base}/`)).html)).toBe(`http://localhost:8080${b.base}/`);
    await verifyDomain(t, b.id, 'b-shop.example');
    const other = await visit(t, '/p/alpha-desk-lamp', 'b-shop.example');
    expect(other.status).toBe(404);
    expect(titleOf(other.html)).toBe('Page not found | Store B');
  });

  it('leaves the main host’s root to the console', async () => {
    const res = await visit(t, '/p/alpha-desk-lamp');
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.status).toBe(404);
  });
});
