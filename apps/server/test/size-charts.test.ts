import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../src/db/schema/index.js';
import { memberToken } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { addCatalog, addProduct, shopStore, visit } from './shop-fixtures.js';

const SIZE_CHART = '/api/store/size_chart';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function setFeatures(storeId: string, paidFeatures: string[]) {
  await t.app.ctx.db.update(stores).set({ paidFeatures }).where(eq(stores.id, storeId));
  await t.written();
}

/** A shop with the size chart feature (Urban Threads has it paid for). */
async function chartingShop() {
  const shop = await shopStore(t);
  await setFeatures(shop.id, ['size_chart']);
  return shop;
}

const shirts = {
  name: 'Shirts',
  unit: 'inches',
  chart: {
    measurements: ['Chest', 'Length'],
    rows: [
      { size: 'M', values: [40, 29] },
      { size: 'L', values: [42, null] },
    ],
  },
};

describe('size charts', () => {
  it('are only for a store with the size chart feature: 404 elsewhere, whoever asks', async () => {
    const shop = await shopStore(t);
    const refused = await t.call('POST', SIZE_CHART, shirts, shop.token);
    expect(refused.statusCode).toBe(404);
    expect(refused.body.message).toBe('This store has no size charts: turn on the size chart feature.');
    expect((await t.call('POST', `${SIZE_CHART}_list`, {}, shop.token)).statusCode).toBe(404);

    await setFeatures(shop.id, ['size_chart']);
    const saved = await t.call('POST', SIZE_CHART, { ...shirts, name: ' Shirts ' }, shop.token);
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ name: 'Shirts', unit: 'inches', chart: shirts.chart });
    // A vendor reads them; a branch may not change them; another store's id is not found.
    const vendor = await memberToken(t, shop.id, 'vendor', ['add_product']);
    expect((await t.call('GET', `${SIZE_CHART}/${saved.body.data._id}`, undefined, vendor)).statusCode).toBe(200);
    const branch = await memberToken(t, shop.id, 'branch');
    expect((await t.call('PUT', SIZE_CHART, saved.body.data, branch)).statusCode).toBe(403);
    const other = await chartingShop();
    expect((await t.call('GET', `${SIZE_CHART}/${saved.body.data._id}`, undefined, other.token)).statusCode).toBe(404);
  });

  it('checks the grid cell by cell and names the field of each fault', async () => {
    const shop = await chartingShop();
    const withChart = (chart: Record<string, unknown>) => ({ ...shirts, chart: { ...shirts.chart, ...chart } });
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...shirts, unit: 'feet' }, /^unit: Choose inches or cms/],
      [withChart({ measurements: [] }), /^chart\.measurements: Add a measurement/],
      [withChart({ measurements: ['Chest', ' chest'] }), /^chart\.measurements\.1: The measurement “chest” is already/],
      [
        withChart({
          rows: [
            { size: 'M', values: [40, 29] },
            { size: 'm', values: [41, 30] },
          ],
        }),
        /^chart\.rows\.1\.size: The size “m” is already in the chart/,
      ],
      [withChart({ rows: [{ size: 'M', values: [40] }] }), /^chart\.rows\.0\.values: Give one value for each of the 2/],
      [
        withChart({ rows: [{ size: 'M', values: [-1, 29] }] }),
        /^chart\.rows\.0\.values\.0: Enter a length of 0\.01 at least/,
      ],
      [withChart({ rows: [{ size: 'M', values: [40.125, 29] }] }), /^chart\.rows\.0\.values\.0: Two decimals at most/],
      [withChart({ rows: [{ size: 'M', values: [40, 5.9e-199] }] }), /^chart\.rows\.0\.values\.1: Enter a length/],
      [withChart({ rows: [{ size: ' ', values: [40, 29] }] }), /^chart\.rows\.0\.size: Name the size/],
      [withChart({ rows: [] }), /^chart\.rows: Add a size/],
    ];
    for (const [body, message] of cases) {
      const res = await t.call('POST', SIZE_CHART, body, shop.token);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect((await t.call('POST', `${SIZE_CHART}_list`, {}, shop.token)).body.list).toEqual([]);
  });

  it('shows on the product page in both units, the one it was written in picked, until the feature goes', async () => {
    const shop = await chartingShop();
    const tops = await addCatalog(t, shop.token, { name: 'Tops' });
    const tee = await addProduct(t, shop.token, { name: 'Polo Tee', catalog_ids: [tops._id] });
    const saved = await t.call('POST', SIZE_CHART, { ...shirts, catalog_ids: [tops._id] }, shop.token);
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);

    const tableOf = (html: string, unit: string) => {
      const table = html.match(new RegExp(`<div class="size-table" data-unit="${unit}">(.*?)</div>`, 's'))?.[1] ?? '';
      return [...table.matchAll(/<tr>(.*?)<\/tr>/gs)].map(([, row]) =>
        [...(row ?? '').matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/gs)].map((cell) => cell[1]?.replace(/<!-- -->/g, '')),
      );
    };
    const { html } = await visit(t, `${shop.base}/p/${tee.slug}`);
    expect(html).toContain('<summary>Size chart: Shirts</summary>');
    const picked = [...html.matchAll(/<input type="radio" name="size-unit-0"([^>]*)>/g)].map(
      ([, attributes]) => attributes,
    );
    expect(picked).toEqual([' checked="" value="inches"/', ' value="cms"/']);
    expect(tableOf(html, 'inches')).toEqual([
      ['Size', 'Chest (in)', 'Length (in)'],
      ['M', '40', '29'],
      ['L', '42', '–'],
    ]);
    expect(tableOf(html, 'cms')).toEqual([
      ['Size', 'Chest (cm)', 'Length (cm)'],
      ['M', '101.6', '73.7'],
      ['L', '106.7', '–'],
    ]);

    await setFeatures(shop.id, []);
    expect((await visit(t, `${shop.base}/p/${tee.slug}`)).html).not.toContain('size-chart');
  });
});
