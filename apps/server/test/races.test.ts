import { eq } from 'drizzle-orm';
import { PACKAGE_IDS } from '@stallfront/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../src/db/schema/index.js';
import { productBody, signUpStore } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { upload } from './multipart.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Status codes of many requests sent at once, counted. */
async function racing(count: number, send: (i: number) => Promise<{ statusCode: number }>) {
  const answers = await Promise.all(Array.from({ length: count }, (_, i) => send(i)));
  const tally: Record<number, number> = {};
  for (const { statusCode } of answers) tally[statusCode] = (tally[statusCode] ?? 0) + 1;
  return tally;
}

const productCount = async (token: string) =>
  (await t.call('GET', '/api/store/product_list', undefined, token)).body.total as number;

describe('uniqueness races answer 409, never 500', () => {
  it('50 creates with one SKU: one product, 49 conflicts naming the SKU', async () => {
    const { token } = await signUpStore(t);
    const tally = await racing(50, (i) =>
      t.call('POST', '/api/store/product', productBody({ sku: 'RACE-SKU', slug: `race-${i}` }), token),
    );
    expect(tally).toEqual({ 200: 1, 409: 49 });
    expect(await productCount(token)).toBe(1);
  });

  it('50 creates with one slug: one product, 49 conflicts', async () => {
    const { token } = await signUpStore(t);
    const tally = await racing(50, (i) =>
      t.call('POST', '/api/store/product', productBody({ sku: `SLUG-${i}`, slug: 'one-slug' }), token),
    );
    expect(tally).toEqual({ 200: 1, 409: 49 });
  });

  it('a product SKU and a variant SKU raced: the second is refused on its field', async () => {
    const { token } = await signUpStore(t);
    const variantOwner = (i: number) =>
      productBody({
        sku: `OWNER-${i}`,
        options: [{ name: 'Size', values: ['M'] }],
        variants: [{ option_values: ['M'], sku: 'SHARED-SKU', price: 100, stock: 1 }],
      });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.call('POST', '/api/store/product', i % 2 ? productBody({ sku: 'SHARED-SKU' }) : variantOwner(i), token),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const refused of answers.filter((a) => a.statusCode === 409)) expect(refused.body.message).toMatch(/sku/i);
  });

  // 4,000 rows checked and written: far more than the usual 30 s on a busy 2-core machine.
  it('two bulk uploads of the same 2,000 SKUs at once: one applies, the other is refused whole', {
    timeout: 120_000,
  }, async () => {
    const { token, session } = await signUpStore(t);
    await t.app.ctx.db
      .update(stores)
      .set({ packageId: PACKAGE_IDS.professional })
      .where(eq(stores.id, session.data._id));
    await t.written();
    const rows = Array.from({ length: 2000 }, (_, i) => `Racing Tee ${i},RACE-${i},10`);
    const csv = ['name,sku,price', ...rows].join('\n');
    const file = { name: 'products.csv', type: 'text/csv', bytes: csv };
    const answers = await Promise.all([1, 2].map(() => upload(t, '/api/store/product/bulk_upload', file, token)));
    const codes = answers.map((a) => a.statusCode).sort();
    // Either both apply one after the other (the second updates), or the loser of the race gets 409.
    expect(answers.filter((a) => a.statusCode !== 200 && a.statusCode !== 409).map((a) => a.body)).toEqual([]);
    expect(codes).toContain(200);
    expect(await productCount(token)).toBe(2000);
  });
});
