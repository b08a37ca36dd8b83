import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogs } from '../src/db/schema/index.js';
import { memberToken, signUpStore } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const CATALOG = '/api/store/catalog';
const NAVIGATIONS = '/api/store/catalog/navigations';
const SECTIONS = '/api/store/catalog/navigation_sections';

async function newStore() {
  const { token, session } = await signUpStore(t);
  return { token, storeId: session.data._id as string };
}

const signInAs = (storeId: string, kind: 'staff' | 'vendor' | 'branch', features: string[] = []) =>
  memberToken(t, storeId, kind, features);

async function addCatalog(token: string, name: string, extra: Record<string, unknown> = {}) {
  const res = await t.call('POST', CATALOG, { name, ...extra }, token);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

async function uploadCsv(token: string, content: string | Uint8Array) {
  const form = new FormData();
  form.append('file', new Blob([content], { type: 'text/csv' }), 'catalogs.csv');
  const encoded = new Response(form);
  const res = await t.app.inject({
    method: 'POST',
    url: `${CATALOG}/bulk_upload`,
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '', authorization: `Bearer ${token}` },
  });
  return { statusCode: res.statusCode, body: res.json() };
}

const namesOf = async (token: string) =>
  ((await t.call('GET', CATALOG, undefined, token)).body.list as { name: string }[]).map((c) => c.name);

describe('catalogs', () => {
  it('creates with a trimmed, title-cased name and lists by name or one by id', async () => {
    const { token } = await newStore();
    const created = await addCatalog(token, '  summer   SALE ', { description: ' Hot ', status: 'hidden' });
    expect(created).toMatchObject({ name: 'Summer Sale', slug: 'summer-sale', description: 'Hot', status: 'hidden' });
    expect(created).toMatchObject({ image: null, highlight_position: null, product_count: 0 });
    await addCatalog(token, 'accessories');
    expect(await namesOf(token)).toEqual(['Accessories', 'Summer Sale']);
    const one = await t.call('GET', `${CATALOG}?id=${created._id}`, undefined, token);
    expect(one.body.list).toEqual([created]);
  });

  it('refuses a duplicate name with 409 on the name field', async () => {
    const { token } = await newStore();
    const first = await addCatalog(token, 'Shoes');
    const dup = await t.call('POST', CATALOG, { name: 'SHOES ' }, token);
    expect(dup.statusCode).toBe(409);
    expect(dup.body.message).toBe('name: A catalog named Shoes already exists');
    const other = await addCatalog(token, 'Bags');
    const rename = await t.call('PUT', CATALOG, { _id: other._id, name: 'shoes' }, token);
    expect(rename.statusCode).toBe(409);
    const keep = await t.call('PUT', CATALOG, { _id: first._id, name: 'shoes', description: 'All' }, token);
    expect(keep.body.data).toMatchObject({ name: 'Shoes', description: 'All' });
  });

  it('updates name, slug and image; uploaded images must be the store’s own', async () => {
    const { token, storeId } = await newStore();
    const catalog = await addCatalog(token, 'Tops');
    const image = `/media/${storeId}/a.webp`;
    const res = await t.call('PUT', CATALOG, { _id: catalog._id, name: 'winter tops', image }, token);
    expect(res.body.data).toMatchObject({ name: 'Winter Tops', slug: 'winter-tops', image });
    const foreign = await t.call(
      'PUT',
      CATALOG,
      { _id: catalog._id, name: 'X', image: `/media/${randomUUID()}/a.webp` },
      token,
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body.message).toMatch(/^image: /);
  });

  it.each([
    ['an empty name', { name: '   ' }, /^name: /],
    ['a name too long', { name: 'x'.repeat(81) }, /^name: /],
    ['an unknown status', { name: 'Ok', status: 'deleted' }, /^status: /],
    ['a bad image', { name: 'Ok', image: 'http://plain.example/a.png' }, /^image: /],
  ])('refuses %s', async (_label, body, message) => {
    const { token } = await newStore();
    const res = await t.call('POST', CATALOG, body, token);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await namesOf(token)).toEqual([]);
  });

  it('refuses ids that are not uuids', async () => {
    const { token } = await newStore();
    expect((await t.call('PATCH', CATALOG, { ids: ['nope'] }, token)).statusCode).toBe(400);
    expect((await t.call('GET', `${CATALOG}?id=nope`, undefined, token)).statusCode).toBe(400);
    expect((await t.call('PUT', `${CATALOG}/highlights`, { ids: [1] }, token)).statusCode).toBe(400);
  });

  it('counts live products and takes deleted catalogs out of their catalog_ids', async () => {
    const { token } = await newStore();
    const [a, b, c] = [await addCatalog(token, 'A'), await addCatalog(token, 'B'), await addCatalog(token, 'C')];
    const product = async (sku: string, catalog_ids: string[]) =>
      (
        await t.call(
          'POST',
          '/api/store/product',
          { name: sku, sku, slug: sku.toLowerCase(), price: 100, stock: 1, catalog_ids },
          token,
        )
      ).body.data._id as string;
    const p1 = await product('P1', [a._id, b._id, c._id]);
    const p2 = await product('P2', [b._id]);
    await t.call('PUT', '/api/store/product/archive', { ids: [p2], archived: true }, token);
    const counts = (await t.call('GET', CATALOG, undefined, token)).body.list.map(
      (x: { product_count: number }) => x.product_count,
    );
    expect(counts).toEqual([1, 1, 1]);

    const removed = await t.call('PATCH', CATALOG, { ids: [a._id, c._id] }, token);
    expect(removed.statusCode).toBe(200);
    expect(await namesOf(token)).toEqual(['B']);
    expect((await t.call('GET', `/api/store/product/${p1}`, undefined, token)).body.data.catalog_ids).toEqual([b._id]);
    expect((await t.call('GET', `/api/store/product/${p2}`, undefined, token)).body.data.catalog_ids).toEqual([b._id]);
  });

  it('saves highlights in order and clears the others', async () => {
    const { token } = await newStore();
    const [a, b, c] = [await addCatalog(token, 'A'), await addCatalog(token, 'B'), await addCatalog(token, 'C')];
    const positions = (list: { highlight_position: number | null }[]) => list.map((x) => x.highlight_position);
    const first = await t.call('PUT', `${CATALOG}/highlights`, { ids: [c._id, a._id] }, token);
    expect(positions(first.body.list)).toEqual([1, null, 0]);
    await t.call('PUT', `${CATALOG}/highlights`, { ids: [b._id] }, token);
    expect(positions((await t.call('GET', CATALOG, undefined, token)).body.list)).toEqual([null, 0, null]);
    const foreign = await t.call('PUT', `${CATALOG}/highlights`, { ids: [a._id, randomUUID()] }, token);
    expect(foreign.statusCode).toBe(404);
    const twice = await t.call('PUT', `${CATALOG}/highlights`, { ids: [a._id, a._id] }, token);
    expect(twice.statusCode).toBe(400);
    expect(positions((await t.call('GET', CATALOG, undefined, token)).body.list)).toEqual([null, 0, null]);
  });
});

describe('who may change catalogs', () => {
  it('lets the owner and staff with a product grant change them; others only read', async () => {
    const { token, storeId } = await newStore();
    await addCatalog(token, 'Owned');
    const editor = await signInAs(storeId, 'staff', ['delete_product']);
    const staffWithout = await signInAs(storeId, 'staff', ['orders']);
    const vendor = await signInAs(storeId, 'vendor', ['add_product', 'update_product']);
    const branch = await signInAs(storeId, 'branch');
    const byEditor = await addCatalog(editor, 'By Staff');

    for (const reader of [staffWithout, vendor, branch]) {
      expect(await namesOf(reader)).toEqual(['By Staff', 'Owned']);
      expect((await t.call('POST', CATALOG, { name: 'Nope' }, reader)).statusCode).toBe(403);
      expect((await t.call('PUT', CATALOG, { _id: byEditor._id, name: 'Nope' }, reader)).statusCode).toBe(403);
      expect((await t.call('PATCH', CATALOG, { ids: [byEditor._id] }, reader)).statusCode).toBe(403);
      expect((await t.call('PUT', `${CATALOG}/highlights`, { ids: [] }, reader)).statusCode).toBe(403);
      expect((await uploadCsv(reader, 'name\nNope\n')).statusCode).toBe(403);
      expect((await t.call('GET', NAVIGATIONS, undefined, reader)).statusCode).toBe(403);
      expect((await t.call('PUT', SECTIONS, { sections: [] }, reader)).statusCode).toBe(403);
    }
    expect(await namesOf(token)).toEqual(['By Staff', 'Owned']);
  });

  it("answers 404 for another store's catalog and leaves it unchanged", async () => {
    const a = await newStore();
    const b = await newStore();
    const catalog = await addCatalog(a.token, 'Private');
    expect((await t.call('GET', `${CATALOG}?id=${catalog._id}`, undefined, b.token)).statusCode).toBe(404);
    expect((await t.call('PUT', CATALOG, { _id: catalog._id, name: 'Taken' }, b.token)).statusCode).toBe(404);
    expect((await t.call('PATCH', CATALOG, { ids: [catalog._id] }, b.token)).statusCode).toBe(404);
    expect((await t.call('PUT', `${CATALOG}/highlights`, { ids: [catalog._id] }, b.token)).statusCode).toBe(404);
    const [row] = await t.app.ctx.db.select().from(catalogs).where(eq(catalogs.id, catalog._id));
    expect(row).toMatchObject({ name: 'Private', highlightPosition: null, storeId: a.storeId });
    expect(await namesOf(b.token)).toEqual([]);
  });
});

describe('POST /store/catalog/bulk_upload', () => {
  it('adds new names title-cased and skips existing and repeated ones', async () => {
    const { token } = await newStore();
    await addCatalog(token, 'Shoes');
    const csv = 'Name,Description,Status\n shoes ,,\nnew  arrivals,Fresh,HIDDEN\nNEW ARRIVALS,,\nkids,,active\n';
    const res = await uploadCsv(token, csv);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: true, created: 2, skipped: 2 });
    const list = (await t.call('GET', CATALOG, undefined, token)).body.list;
    expect(list.map((c: { name: string }) => c.name)).toEqual(['Kids', 'New Arrivals', 'Shoes']);
    expect(list[1]).toMatchObject({ description: 'Fresh', status: 'hidden', slug: 'new-arrivals' });
  });

  it.each([
    ['a wrong header', 'title,status\nShoes,active\n', /missing column name and unknown column title/],
    ['a file that is not UTF-8', new Uint8Array([0xff, 0xfe, 0x6e, 0x00, 0x61, 0x00]), /not UTF-8/],
    [
      'more than 1000 rows',
      `name\n${Array.from({ length: 1001 }, (_, i) => `Catalog ${i}`).join('\n')}\n`,
      /at most 1,000/,
    ],
  ])('refuses %s and adds nothing', async (_label, content, message) => {
    const { token } = await newStore();
    const res = await uploadCsv(token, content);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await namesOf(token)).toEqual([]);
  });

  it('names the bad rows and columns and writes nothing', async () => {
    const { token } = await newStore();
    const res = await uploadCsv(token, `name,status\nGood,active\nAlso Good,retired\n${'y'.repeat(81)},\n`);
    expect(res.statusCode).toBe(400);
    expect(res.body.errors).toEqual([
      { row: 3, column: 'status', message: 'Use active or hidden' },
      { row: 4, column: 'name', message: '80 characters at most' },
    ]);
    expect(await namesOf(token)).toEqual([]);
  });

  it('refuses a file over 1 MB', async () => {
    const { token } = await newStore();
    const res = await uploadCsv(token, `name\n${'a'.repeat(1024 * 1024 + 10)}\n`);
    expect(res.statusCode).toBe(413);
  });
});

describe('navigations', () => {
  /** A store with sections Main and Footer, and a catalog to point at. */
  async function menuStore() {
    const store = await newStore();
    const saved = await t.call(
      'PUT',
      SECTIONS,
      { sections: [{ name: ' main  MENU' }, { name: 'footer' }] },
      store.token,
    );
    expect(saved.statusCode).toBe(200);
    const [main, footer] = saved.body.sections as { _id: string; name: string; position: number }[];
    const catalog = await addCatalog(store.token, 'Shoes');
    return { ...store, main: main!, footer: footer!, catalog };
  }
  const add = async (
    token: string,
    section_id: string,
    name: string,
    extra: Record<string, unknown> = { link: '/sale' },
  ) => {
    const res = await t.call('POST', NAVIGATIONS, { section_id, name, ...extra }, token);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { _id: string; position: number; section_id: string };
  };
  const layout = async (token: string) =>
    (
      (await t.call('GET', NAVIGATIONS, undefined, token)).body.list as {
        name: string;
        section_id: string;
        position: number;
      }[]
    ).map((n) => `${n.section_id.slice(0, 8)}:${n.position}:${n.name}`);
  const at = (section: { _id: string }, position: number, name: string) =>
    `${section._id.slice(0, 8)}:${position}:${name}`;

  it('creates items at the end of their section and lists all, one section or one item', async () => {
    const { token, main, footer, catalog } = await menuStore();
    expect([main.name, footer.name, main.position, footer.position]).toEqual(['Main Menu', 'Footer', 0, 1]);
    const shoes = await add(token, main._id, ' shoes ', { catalog_id: catalog._id });
    expect(shoes).toMatchObject({ name: 'Shoes', catalog_id: catalog._id, link: null, position: 0 });
    await add(token, footer._id, 'about', { link: 'https://example.com/about' });
    await add(token, main._id, 'sale');
    expect(await layout(token)).toEqual([at(main, 0, 'Shoes'), at(main, 1, 'Sale'), at(footer, 0, 'About')]);
    const ofFooter = await t.call('GET', `${NAVIGATIONS}?section_id=${footer._id}`, undefined, token);
    expect(ofFooter.body.list.map((n: { name: string }) => n.name)).toEqual(['About']);
    expect(ofFooter.body.sections).toHaveLength(2);
    const one = await t.call('GET', `${NAVIGATIONS}?id=${shoes._id}`, undefined, token);
    expect(one.body.list).toEqual([shoes]);
  });

  it('refuses an item without a catalog or link, or with a section or catalog of another store', async () => {
    const { token, main } = await menuStore();
    const other = await menuStore();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ section_id: main._id, name: 'X' }, /^link: /],
      [{ section_id: other.main._id, name: 'X', link: '/x' }, /^section_id: /],
      [{ section_id: main._id, name: 'X', catalog_id: other.catalog._id }, /^catalog_id: /],
      [{ section_id: main._id, name: 'X', link: 'javascript:alert(1)' }, /^link: /],
      [{ section_id: main._id, name: '', link: '/x' }, /^name: /],
    ];
    for (const [body, message] of cases) {
      const res = await t.call('POST', NAVIGATIONS, body, token);
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect(await layout(token)).toEqual([]);
  });

  it('moves an item to the end of another section and closes gaps on move and delete', async () => {
    const { token, main, footer } = await menuStore();
    const [a, b, c] = [
      await add(token, main._id, 'a'),
      await add(token, main._id, 'b'),
      await add(token, main._id, 'c'),
    ];
    await add(token, footer._id, 'd');
    const moved = await t.call(
      'PUT',
      NAVIGATIONS,
      { _id: a._id, section_id: footer._id, name: 'a moved', link: '/a' },
      token,
    );
    expect(moved.body.data).toMatchObject({ section_id: footer._id, position: 1, name: 'A Moved' });
    expect(await layout(token)).toEqual([
      at(main, 0, 'B'),
      at(main, 1, 'C'),
      at(footer, 0, 'D'),
      at(footer, 1, 'A Moved'),
    ]);
    const renamed = await t.call(
      'PUT',
      NAVIGATIONS,
      { _id: c._id, section_id: main._id, name: 'see', link: '/c' },
      token,
    );
    expect(renamed.body.data).toMatchObject({ position: 1, name: 'See' });
    expect((await t.call('PATCH', NAVIGATIONS, { _id: b._id }, token)).statusCode).toBe(200);
    expect(await layout(token)).toEqual([at(main, 0, 'See'), at(footer, 0, 'D'), at(footer, 1, 'A Moved')]);
  });

  it('points items at no catalog once their catalog is deleted', async () => {
    const { token, main, catalog } = await menuStore();
    const item = await add(token, main._id, 'shoes', { catalog_id: catalog._id });
    await t.call('PATCH', CATALOG, { ids: [catalog._id] }, token);
    const one = await t.call('GET', `${NAVIGATIONS}?id=${item._id}`, undefined, token);
    expect(one.body.list[0].catalog_id).toBeNull();
  });

  it('saves sections: reorders, renames, creates, deletes and moves items between them', async () => {
    const { token, main, footer } = await menuStore();
    const [a, , c] = [
      await add(token, main._id, 'a'),
      await add(token, main._id, 'b'),
      await add(token, main._id, 'c'),
    ];
    const [d, e] = [await add(token, footer._id, 'd'), await add(token, footer._id, 'e')];
    const res = await t.call(
      'PUT',
      SECTIONS,
      {
        sections: [
          { name: 'brand new', navigation_ids: [d._id] },
          { _id: main._id, name: 'top', navigation_ids: [c._id, a._id] },
        ],
      },
      token,
    );
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    const [fresh, top] = res.body.sections;
    expect(res.body.sections.map((s: { name: string; position: number }) => `${s.position}:${s.name}`)).toEqual([
      '0:Brand New',
      '1:Top',
    ]);
    expect(top._id).toBe(main._id);
    // b was not listed: it stays in its section, after the listed items; e went with Footer.
    expect(await layout(token)).toEqual([at(fresh, 0, 'D'), at(top, 0, 'C'), at(top, 1, 'A'), at(top, 2, 'B')]);
    expect((await t.call('GET', `${NAVIGATIONS}?id=${e._id}`, undefined, token)).statusCode).toBe(404);
    expect((await t.call('GET', `${NAVIGATIONS}?section_id=${footer._id}`, undefined, token)).statusCode).toBe(404);
  });

  it('refuses a navigation listed twice and unknown ids, changing nothing', async () => {
    const { token, main, footer } = await menuStore();
    const a = await add(token, main._id, 'a');
    const before = await t.call('GET', NAVIGATIONS, undefined, token);
    const twice = await t.call(
      'PUT',
      SECTIONS,
      {
        sections: [
          { _id: main._id, name: 'x', navigation_ids: [a._id] },
          { _id: footer._id, name: 'y', navigation_ids: [a._id] },
        ],
      },
      token,
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.body.message).toMatch(/^sections\.1\.navigation_ids: /);
    const unknownItem = { sections: [{ _id: main._id, name: 'x', navigation_ids: [randomUUID()] }] };
    expect((await t.call('PUT', SECTIONS, unknownItem, token)).statusCode).toBe(404);
    const badId = await t.call('PUT', SECTIONS, { sections: [{ _id: 'main', name: 'x' }] }, token);
    expect(badId.statusCode).toBe(400);
    expect((await t.call('GET', NAVIGATIONS, undefined, token)).body).toEqual(before.body);
  });

  it("answers 404 for another store's items and sections and leaves them unchanged", async () => {
    const a = await menuStore();
    const b = await menuStore();
    const item = await add(a.token, a.main._id, 'private');
    const before = await t.call('GET', NAVIGATIONS, undefined, a.token);
    expect((await t.call('GET', `${NAVIGATIONS}?id=${item._id}`, undefined, b.token)).statusCode).toBe(404);
    expect((await t.call('GET', `${NAVIGATIONS}?section_id=${a.main._id}`, undefined, b.token)).statusCode).toBe(404);
    const update = { _id: item._id, section_id: b.main._id, name: 'Stolen', link: '/x' };
    expect((await t.call('PUT', NAVIGATIONS, update, b.token)).statusCode).toBe(404);
    expect((await t.call('PATCH', NAVIGATIONS, { _id: item._id }, b.token)).statusCode).toBe(404);
    const steal = { sections: [{ _id: b.main._id, name: 'b', navigation_ids: [item._id] }] };
    expect((await t.call('PUT', SECTIONS, steal, b.token)).statusCode).toBe(404);
    const rename = { sections: [{ _id: a.main._id, name: 'Renamed' }] };
    expect((await t.call('PUT', SECTIONS, rename, b.token)).statusCode).toBe(404);
    expect((await t.call('GET', NAVIGATIONS, undefined, a.token)).body).toEqual(before.body);
    expect((await t.call('GET', NAVIGATIONS, undefined, b.token)).body.list).toEqual([]);
  });

  it('lets staff with a product grant save the menu', async () => {
    const { storeId } = await newStore();
    const staff = await signInAs(storeId, 'staff', ['add_product']);
    const res = await t.call('PUT', SECTIONS, { sections: [{ name: 'main' }] }, staff);
    expect(res.statusCode).toBe(200);
    const item = await add(staff, res.body.sections[0]._id, 'home', { link: '/' });
    expect((await t.call('PATCH', NAVIGATIONS, { _id: item._id }, staff)).statusCode).toBe(200);
  });
});

describe('a catalog’s vendor commission', () => {
  it('is kept for a multi-vendor store, within 100 %, and refused elsewhere', async () => {
    const { token } = await signUpStore(t, { type: 'multi_vendor', category: 'art_craft_photography' });
    const rate = { type: 'percent', value: 1250 };
    const added = await addCatalog(token, 'Handlooms', { vendor_commission: rate });
    expect(added.vendor_commission).toEqual(rate);

    const tooMuch = await t.call(
      'PUT',
      CATALOG,
      { ...added, _id: added._id, vendor_commission: { type: 'percent', value: 12_000 } },
      token,
    );
    expect(tooMuch.statusCode).toBe(400);
    expect(JSON.stringify(tooMuch.body)).toContain('at most 100 %');
    const flat = await t.call(
      'PUT',
      CATALOG,
      { name: 'Handlooms', _id: added._id, vendor_commission: { type: 'flat', value: 500 } },
      token,
    );
    expect(flat.statusCode).toBe(200);
    expect(flat.body.data.vendor_commission).toEqual({ type: 'flat', value: 500 });
    const cleared = await t.call('PUT', CATALOG, { name: 'Handlooms', _id: added._id, vendor_commission: null }, token);
    expect(cleared.body.data.vendor_commission).toBeNull();

    const { token: single } = await newStore();
    const refused = await t.call('POST', CATALOG, { name: 'Shirts', vendor_commission: rate }, single);
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toContain('only multi-vendor stores');
    expect((await t.app.ctx.db.select().from(catalogs).where(eq(catalogs.name, 'Shirts'))).length).toBe(0);
  });
});
