import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../src/db/schema/index.js';
import { memberToken } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { addCatalog, addProduct, shopStore, visit } from './shop-fixtures.js';

const PATH = '/api/store/sizing_assistant';

let t: TestApp;
let shop: Awaited<ReturnType<typeof shopStore>>;
let dresses: { _id: string };
let bags: { _id: string };
let dress: { slug: string };
let tote: { slug: string };

const setting = (overrides: Record<string, unknown> = {}) => ({
  enabled: true,
  measurements: ['bust', 'waist', 'hips'],
  unit: 'cms',
  offer_fit: true,
  fit_tolerance: 2,
  button_label: 'Find my size',
  all_catalogs: false,
  catalog_ids: [dresses._id],
  ...overrides,
});
const save = (body: unknown, token = shop.token) => t.call('PUT', PATH, body, token);
const saved = async () => (await t.call('GET', PATH, undefined, shop.token)).body.data;

beforeAll(async () => {
  t = await startTestApp();
  shop = await shopStore(t, { name: 'Fit Wear' });
  await t.app.ctx.db
    .update(stores)
    .set({ paidFeatures: ['size_chart', 'sizing_assistant'] })
    .where(eq(stores.id, shop.id));
  await t.written();
  dresses = await addCatalog(t, shop.token, { name: 'Dresses' });
  bags = await addCatalog(t, shop.token, { name: 'Bags' });
  dress = await addProduct(t, shop.token, {
    name: 'Wrap Dress',
    sku: 'WRAP',
    slug: 'wrap-dress',
    price: 229_900,
    catalog_ids: [dresses._id],
    options: [{ name: 'Size', values: ['S', 'M', 'L'] }],
    variants: ['S', 'M', 'L'].map((size) => ({ sku: `WRAP-${size}`, option_values: [size], price: 229_900, stock: 3 })),
  });
  tote = await addProduct(t, shop.token, { name: 'Canvas Tote', sku: 'TOTE', slug: 'tote', catalog_ids: [bags._id] });
  // The demo's women's chart, on both products: the tote's catalog is not one the assistant shows on.
  const chart = await t.call(
    'POST',
    '/api/store/size_chart',
    {
      name: 'Dresses and tops',
      unit: 'cms',
      chart: {
        measurements: ['Bust', 'Waist', 'Hip'],
        rows: [
          { size: 'S', values: [86, 68, 94] },
          { size: 'M', values: [91, 73, 99] },
          { size: 'L', values: [97, 79, 104] },
        ],
      },
      product_ids: [],
      catalog_ids: [dresses._id, bags._id],
    },
    shop.token,
  );
  expect(chart.statusCode, JSON.stringify(chart.body)).toBe(200);
});
afterAll(() => t.close());

describe('/setting/sizing-assistant (GET, PUT /store/sizing_assistant)', () => {
  it('refuses a bad setting on its field and saves nothing', async () => {
    const other = await shopStore(t);
    const foreign = await addCatalog(t, other.token, { name: 'Elsewhere' });
    for (const [body, status, message] of [
      [setting({ measurements: ['chest', 'wingspan'] }), 400, 'measurements.1: Choose one of: chest, bust'],
      [setting({ measurements: ['bust', 'bust'] }), 400, 'measurements.1: Bust is already asked'],
      [setting({ measurements: [] }), 400, 'measurements: Choose at least one measurement to ask'],
      [setting({ unit: 'mm' }), 400, 'unit: Choose inches or cms'],
      [setting({ fit_tolerance: 0 }), 400, 'fit_tolerance: 0.5 at least'],
      [setting({ fit_tolerance: 1.25 }), 400, 'fit_tolerance: One decimal at most'],
      [setting({ button_label: '  ' }), 400, 'button_label: Write the button’s label'],
      [setting({ catalog_ids: [] }), 400, 'catalog_ids: Choose a catalog, or show it on all of them'],
      [setting({ catalog_ids: [dresses._id, foreign._id] }), 404, 'catalog_ids.1: This catalog is not in your store'],
    ] as const) {
      const res = await save(body);
      expect(res.statusCode, message).toBe(status);
      expect(res.body.message).toContain(message);
    }
    expect(await saved()).toBeNull();
  });

  it('is for stores with the sizing assistant: a 404 elsewhere', async () => {
    const plain = await shopStore(t);
    const res = await save(setting({ all_catalogs: true, catalog_ids: [] }), plain.token);
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toBe('This store has no sizing assistant: add the Sizing assistant app first.');
    expect((await t.call('GET', PATH, undefined, plain.token)).statusCode).toBe(404);
  });

  it('is kept by the owner and staff granted the store apps', async () => {
    const granted = await memberToken(t, shop.id, 'staff', ['store_apps']);
    expect((await t.call('GET', PATH, undefined, granted)).statusCode).toBe(200);
    const other = await memberToken(t, shop.id, 'staff', ['orders']);
    expect((await save(setting(), other)).statusCode).toBe(403);
    expect(await saved()).toBeNull();
  });

  it('saves a setting and reads it back', async () => {
    const res = await save(setting({ button_label: ' Which size am I? ' }));
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(await saved()).toEqual(setting({ button_label: 'Which size am I?' }));
  });
});

describe('the shop’s "Find my size" panel', () => {
  it('shows on a product with a size chart in a chosen catalog, asking the chart’s measurements', async () => {
    expect((await save(setting())).statusCode).toBe(200);
    await t.written();
    const page = await visit(t, `${shop.base}/p/${dress.slug}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('id="find-my-size"');
    expect(page.html).toContain('<summary>Find my size</summary>');
    for (const name of ['bust', 'waist', 'hips']) expect(page.html).toContain(`name="${name}"`);
    // The tote's catalog is not chosen: no panel, though it has the chart.
    expect((await visit(t, `${shop.base}/p/${tote.slug}`)).html).not.toContain('find-my-size');
  });

  it('answers the size for the measurements given, with its reasons, and chooses it in the buy box', async () => {
    const page = await visit(t, `${shop.base}/p/${dress.slug}?bust=90&waist=72&hips=98&fit=regular`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Your size: M');
    expect(page.html).toContain('Bust 90 cm fits M (88.5–94 cm)');
    expect(page.html).toContain('Hips 98 cm fits M (96.5–101.5 cm)');
    expect(page.html).toMatch(/<option value="WRAP-M" selected="">/);
    // One shopper's answer is never kept for the next visitor.
    expect(page.headers['cache-control']).not.toMatch(/public/);
    // A loose fit sizes the same shopper up; past the chart, no size.
    const loose = await visit(t, `${shop.base}/p/${dress.slug}?bust=92&fit=loose`);
    expect(loose.html).toContain('Your size: L');
    const big = await visit(t, `${shop.base}/p/${dress.slug}?bust=115`);
    expect(big.html).toContain('Larger than the chart’s biggest size');
    expect(big.html).toContain('is larger than the chart&#x27;s biggest size (L, up to 100 cm)');
  });

  it('refuses implausible measurements on their fields, with a 400 and no advice', async () => {
    const page = await visit(t, `${shop.base}/p/${dress.slug}?bust=900&waist=abc&hips=`);
    expect(page.status).toBe(400);
    expect(page.html).toContain('A bust of 900 cm is unlikely: enter one from 50 to 200 cm');
    expect(page.html).toContain('Enter your waist as a number, like 96');
    expect(page.html).not.toContain('Your size');
    const empty = await visit(t, `${shop.base}/p/${dress.slug}?bust=&waist=&hips=`);
    expect(empty.status).toBe(400);
    expect(empty.html).toContain('Enter at least one measurement');
  });

  it('is gone when the merchant turns it off', async () => {
    expect((await save(setting({ enabled: false }))).statusCode).toBe(200);
    await t.written();
    expect((await visit(t, `${shop.base}/p/${dress.slug}`)).html).not.toContain('find-my-size');
  });
});
