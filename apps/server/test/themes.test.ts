import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_THEME_PRIMARY, THEME_FONTS } from '@stallfront/shared';
import { stores } from '../src/db/schema/index.js';
import { memberToken } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { masterToken } from './panels-fixtures.js';
import { shopStore, visit } from './shop-fixtures.js';

let t: TestApp;
let master: string;
let classicId: string;
beforeAll(async () => {
  t = await startTestApp();
  master = await masterToken(t);
  // The first theme becomes the default: the stores that never chose one wear it.
  const classic = await create(theme({ name: 'Classic', colors: colours({ primary: '#2f6fed' }) }));
  classicId = classic.body.data._id;
});
afterAll(() => t.close());

const colours = (overrides: Record<string, string> = {}) => ({
  primary: '#8a4b2d',
  secondary: '#c9a227',
  background: '#faf7f2',
  text: '#2b2623',
  ...overrides,
});
let named = 0;
const theme = (overrides: Record<string, unknown> = {}) => ({
  name: `Theme ${++named}`,
  description: 'Warm and calm',
  colors: colours(),
  fonts: { heading: 'didone', body: 'humanist' },
  ...overrides,
});
const create = (body: Record<string, unknown>, token = master) => t.call('POST', '/api/admin/themes', body, token);
const update = (body: Record<string, unknown>, token = master) => t.call('PUT', '/api/admin/themes', body, token);
const setActive = (id: string, active: boolean, token = master) =>
  t.call('PUT', '/api/admin/themes/active', { id, active }, token);
const remove = (id: string, token = master) => t.call('PATCH', '/api/admin/themes', { id }, token);
const list = (token = master) => t.call('GET', '/api/admin/themes', undefined, token);
const choice = (token: string) => t.call('GET', '/api/store/themes', undefined, token);
const choose = (token: string, body: Record<string, unknown>) => t.call('PUT', '/api/store/theme', body, token);
const homeLayout = async (token: string) =>
  (await t.call('GET', '/api/store/layout?layout_id=home&adsetting=published', undefined, token)).body.data.sections;
const viewOf = (body: Record<string, unknown>) => {
  const { name, description, colors, fonts, layouts, active, is_default } = body;
  return { name, description, colors, fonts, layouts, active, is_default };
};

describe('admin themes', () => {
  it('creates, lists and updates a theme with its per-type layouts', async () => {
    const layouts = {
      order_based: [
        { kind: 'text', style: 'hero', heading: '', body: '' },
        { kind: 'products', title: 'Best sellers', source: 'best_sellers', count: 4 },
      ],
    };
    const made = await create(theme({ name: 'Atelier', layouts }));
    expect(made.statusCode).toBe(200);
    expect(made.body.data).toMatchObject({ name: 'Atelier', active: true, is_default: false, stores: 0 });
    expect(made.body.data.layouts.order_based).toHaveLength(2);
    expect(made.body.data.layouts.estates).toEqual([]);

    const listed = await list();
    expect(listed.body.list[0]).toMatchObject({ name: 'Classic', is_default: true });
    expect(listed.body.list.map((x: { name: string }) => x.name)).toContain('Atelier');

    const changed = await update({
      ...viewOf(made.body.data),
      id: made.body.data._id,
      description: 'Ivory and copper',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body.data.description).toBe('Ivory and copper');
  });

  it('refuses bad input with a 400 on the field: a bad hex, unreadable text, an unknown font, a store-bound section', async () => {
    const badHex = await create(theme({ colors: colours({ primary: 'red' }) }));
    expect(badHex.statusCode).toBe(400);
    expect(badHex.body.message).toMatch(/colors\.primary.*#1a2b3c/);
    // A malformed text or background colour is its own 400, not a contrast check that cannot run (the fuzz found a 500).
    const malformed: Record<string, string>[] = [{ text: '#\t0b5Fb6' }, { background: '#BACe83\u200b' }];
    for (const bad of malformed) {
      const res = await create(theme({ colors: colours(bad) }));
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toMatch(/#1a2b3c/);
    }

    const faint = await create(theme({ colors: colours({ text: '#b0a9a0' }) }));
    expect(faint.statusCode).toBe(400);
    expect(faint.body.message).toMatch(/colors\.text.*contrast of .*:1; it needs at least 4\.5:1/);

    const lightOnDark = await create(theme({ colors: colours({ background: '#111111', text: '#f5f5f5' }) }));
    expect(lightOnDark.statusCode).toBe(400);
    expect(lightOnDark.body.message).toMatch(/white cards/);

    const font = await create(theme({ fonts: { heading: 'Comic Sans', body: 'system' } }));
    expect(font.statusCode).toBe(400);
    expect(font.body.message).toMatch(/fonts\.heading/);

    const picked = await create(
      theme({
        layouts: {
          order_based: [{ kind: 'products', title: 'Ours', source: 'catalog', catalog_id: crypto.randomUUID() }],
        },
      }),
    );
    expect(picked.statusCode).toBe(400);
    expect(picked.body.message).toMatch(/layouts\.order_based\.0/);
  });

  it('refuses a duplicate name whatever its case', async () => {
    await create(theme({ name: 'Harbour' }));
    const twice = await create(theme({ name: 'harbour' }));
    expect(twice.statusCode).toBe(409);
    expect(twice.body.message).toMatch(/^name: there is a theme called Harbour already/);
  });

  it('keeps one default, which stays active', async () => {
    const off = await setActive(classicId, false);
    expect(off.statusCode).toBe(400);
    expect(off.body.message).toMatch(/^active: .*default/);
    expect((await remove(classicId)).statusCode).toBe(409);

    // A new default takes it from the one before; Classic takes it back by an update.
    const bold = (await create(theme({ name: 'Bold', is_default: true }))).body.data;
    expect(bold.is_default).toBe(true);
    const listed = (await list()).body.list as { _id: string; is_default: boolean }[];
    expect(listed.filter((x) => x.is_default).map((x) => x._id)).toEqual([bold._id]);
    const classic = listed.find((x) => x._id === classicId) as unknown as Record<string, unknown>;
    const back = await update({ ...viewOf(classic), id: classicId, is_default: true });
    expect(back.body.data.is_default).toBe(true);
    const after = (await list()).body.list as { _id: string; is_default: boolean }[];
    expect(after.filter((x) => x.is_default).map((x) => x._id)).toEqual([classicId]);
  });

  it('deactivates a theme in use, saying how many stores keep it, and refuses to delete it', async () => {
    const made = (await create(theme({ name: 'Market' }))).body.data;
    const shop = await shopStore(t);
    expect((await choose(shop.token, { theme_id: made._id })).statusCode).toBe(200);

    const gone = await remove(made._id);
    expect(gone.statusCode).toBe(409);
    expect(gone.body.message).toMatch(/Market is worn by 1 store: deactivate it instead/);

    const off = await setActive(made._id, false);
    expect(off.statusCode).toBe(200);
    expect(off.body.message).toMatch(/the 1 store wearing it keep/);
    expect(off.body.data).toMatchObject({ active: false, stores: 1 });

    // The store keeps it and still sees it; another store cannot choose it.
    const own = await choice(shop.token);
    expect(own.body.data.theme_id).toBe(made._id);
    const other = await shopStore(t);
    const offered = await choice(other.token);
    expect(offered.body.data.themes.map((x: { _id: string }) => x._id)).not.toContain(made._id);
    const refused = await choose(other.token, { theme_id: made._id });
    expect(refused.statusCode).toBe(400);

    // An unused theme can be deleted.
    const spare = (await create(theme())).body.data;
    expect((await remove(spare._id)).statusCode).toBe(200);
  });

  it('refuses store, vendor and branch tokens and signed-out callers on every admin call', async () => {
    const shop = await shopStore(t);
    const tokens = [shop.token, await memberToken(t, shop.id, 'vendor'), await memberToken(t, shop.id, 'branch')];
    const id = classicId;
    for (const token of tokens) {
      expect([401, 403]).toContain((await list(token)).statusCode);
      expect([401, 403]).toContain((await create(theme(), token)).statusCode);
      expect([401, 403]).toContain((await update({ ...theme(), id }, token)).statusCode);
      expect([401, 403]).toContain((await setActive(id, true, token)).statusCode);
      expect([401, 403]).toContain((await remove(id, token)).statusCode);
    }
    expect((await t.call('GET', '/api/admin/themes')).statusCode).toBe(401);
    expect((await list()).body.list.find((x: { _id: string }) => x._id === id).name).toBe('Classic');
  });
});

describe('a store wears a theme', () => {
  it('applies the theme layout to an untouched home page and keeps an edited one unless asked', async () => {
    const layouts = {
      order_based: [
        { kind: 'text', style: 'hero', heading: '', body: '' },
        { kind: 'blog', title: 'Journal', count: 3 },
      ],
    };
    const made = (await create(theme({ name: 'Journal', layouts }))).body.data;
    const shop = await shopStore(t, { name: 'Ink Well' });
    expect((await choice(shop.token)).body.data).toMatchObject({ theme_id: classicId, layout_edited: false });

    const chosen = await choose(shop.token, { theme_id: made._id });
    expect(chosen.body.message).toMatch(/Its home page layout is on your home page/);
    const sections = await homeLayout(shop.token);
    expect(sections.map((s: { kind: string }) => s.kind)).toEqual(['text', 'blog']);
    expect(sections[0].heading).not.toBe('');

    // The owner edits the home page: another theme leaves it alone, unless asked.
    await t.call('PATCH', '/api/store/layout', { layout_id: 'home', section_id: sections[1].id }, shop.token);
    await t.call('POST', '/api/store/layout/publish', { layout_id: 'home' }, shop.token);
    expect((await choice(shop.token)).body.data.layout_edited).toBe(true);
    const kept = await choose(shop.token, { theme_id: classicId });
    expect(kept.body.message).toMatch(/Your own home page layout is kept/);
    expect((await homeLayout(shop.token)).map((s: { kind: string }) => s.kind)).toEqual(['text']);

    await choose(shop.token, { theme_id: made._id, use_layout: true });
    expect((await homeLayout(shop.token)).map((s: { kind: string }) => s.kind)).toEqual(['text', 'blog']);
  });

  it("keeps the store's own main colour unless the owner lets the theme's show", async () => {
    const made = (await create(theme({ name: 'Copper', colors: colours({ primary: '#8a4b2d' }) }))).body.data;
    const shop = await shopStore(t);
    await t.app.ctx.db
      .update(stores)
      .set({ themeColors: { primary: '#a23645' } })
      .where(eq(stores.id, shop.id));
    const kept = await choose(shop.token, { theme_id: made._id });
    expect(kept.body.message).toMatch(/Your own main colour is kept/);
    expect(kept.body.data.own_primary).toBe('#a23645');

    const dropped = await choose(shop.token, { theme_id: made._id, keep_primary: false });
    expect(dropped.body.data.own_primary).toBeNull();
    const [row] = await t.app.ctx.db.select().from(stores).where(eq(stores.id, shop.id));
    expect(row?.themeColors.primary).toBe(DEFAULT_THEME_PRIMARY);
  });

  it('refuses an unknown theme and bad input', async () => {
    const shop = await shopStore(t);
    expect((await choose(shop.token, { theme_id: crypto.randomUUID() })).statusCode).toBe(404);
    expect((await choose(shop.token, { theme_id: 'classic' })).statusCode).toBe(400);
  });
});

describe('the shop wears the theme', () => {
  it("puts the theme's colours and font stacks in the page, and a theme edit reaches a cached page", async () => {
    const made = (
      await create(
        theme({
          name: 'Storefront look',
          colors: colours({ primary: '#2b7a3d', secondary: '#f2a541', background: '#f7fbf6', text: '#1d2b1f' }),
          fonts: { heading: 'slab', body: 'old_style' },
        }),
      )
    ).body.data;
    const shop = await shopStore(t);
    await choose(shop.token, { theme_id: made._id });

    const page = await visit(t, `${shop.base}/`);
    expect(page.status).toBe(200);
    const body = page.html.match(/<body style="([^"]*)"/)?.[1] ?? '';
    const style = body.replaceAll('&quot;', '"');
    expect(style).toContain('--primary:#2b7a3d');
    expect(style).toContain('--secondary:#f2a541');
    expect(style).toContain('--background:#f7fbf6');
    expect(style).toContain('--text:#1d2b1f');
    expect(style).toContain(`--font-heading:${THEME_FONTS.slab.stack}`);
    expect(style).toContain(`--font-body:${THEME_FONTS.old_style.stack}`);

    // The page is cached now; the admin's change drops it.
    await visit(t, `${shop.base}/`);
    await update({ ...viewOf(made), id: made._id, colors: { ...made.colors, primary: '#1f4e79' } });
    await expect
      .poll(async () => (await visit(t, `${shop.base}/`)).html, { timeout: 10_000 })
      .toContain('--primary:#1f4e79');
  });
});
