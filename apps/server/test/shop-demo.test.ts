import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores as storesTable } from '../src/db/schema/index.js';
import { readLayout } from '../src/modules/website/layout.repo.js';
import { DEMO_STORES, demoShops, formatSignIns } from '../src/seed/demo-stores.js';
import { startDemoApp, type TestApp } from './harness.js';
import { cardNames, linkHref, visit } from './shop-fixtures.js';

let t: TestApp;

beforeAll(async () => {
  t = await startDemoApp();
});
afterAll(() => t.close());

describe('the demo shops', () => {
  it('each show their products, with pictures that load', async () => {
    for (const shop of demoShops()) {
      const home = await visit(t, shop.path);
      expect(home.status, shop.store).toBe(200);
      expect(cardNames(home.html).length, shop.store).toBeGreaterThan(0);
      const picture = home.html.match(/<img [^>]*src="(\/media\/[^"]+\.svg)"/)?.[1];
      expect(picture, shop.store).toBeDefined();
      const image = await t.app.inject({ url: picture ?? '' });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
      const firstCard = home.html.match(/<li class="card"><a href="([^"]+)"/)?.[1] ?? '';
      expect((await visit(t, firstCard)).status, firstCard).toBe(200);
    }
  });

  it('each have a published home page built from sections, the showcase one of nearly every kind', async () => {
    const stores = await t.app.ctx.db.select({ id: storesTable.id, sub: storesTable.subDomain }).from(storesTable);
    // The printed demo shops; the seed's deactivated store (seed/demo-admin-payments.ts) shows no shop.
    const shops = new Set(DEMO_STORES.map((demo) => demo.subDomain));
    for (const store of stores.filter((s) => shops.has(s.sub))) {
      const layout = await readLayout(t.app.ctx.db, store.id, 'home');
      expect(layout?.published?.length, store.sub).toBeGreaterThan(1);
      expect(layout?.draft).toEqual(layout?.published);
    }
    const showcase = stores.find((s) => s.sub === 'urban-threads');
    const layout = await readLayout(t.app.ctx.db, showcase?.id ?? '', 'home');
    expect(layout?.published?.map((s) => s.kind)).toEqual([
      'text',
      'slider',
      'catalogs',
      'products',
      'image_grid',
      'products',
      'multi_grid',
      'text',
      'blog',
      'instagram',
    ]);
  });

  it('are printed by the start beside the sign-ins', () => {
    const text = formatSignIns('http://localhost:8080');
    expect(text).toContain('Demo shops');
    expect(text).toMatch(/Skyline Estates \(estates\) +http:\/\/localhost:8080\/s\/skyline-estates\//);
  });

  it('word an estates shop as listings without a cart', async () => {
    const home = await visit(t, '/s/skyline-estates/');
    expect(home.html).toContain('Search listings');
    expect(linkHref(home.html, 'Cart')).toBeNull();
  });
});
