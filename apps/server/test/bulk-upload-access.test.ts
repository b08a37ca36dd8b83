import { eq } from 'drizzle-orm';
import { PACKAGE_IDS } from '@stallfront/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../src/db/schema/index.js';
import { memberToken, productBody, signUpStore } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { upload } from './multipart.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const URL = '/api/store/product/bulk_upload';
const csvFile = (text: string) => ({ name: 'products.csv', type: 'text/csv', bytes: text });
const skus = async (token: string) =>
  (await t.call('POST', '/api/store/product_list', { limit: 100 }, token)).body.list.map((p: { sku: string }) => p.sku);

async function marketplace() {
  const owner = await signUpStore(t, { type: 'multi_vendor' });
  const storeId = owner.session.data._id as string;
  await t.app.ctx.db.update(stores).set({ packageId: PACKAGE_IDS.professional }).where(eq(stores.id, storeId));
  await t.written();
  return { owner: owner.token, storeId, ownerEmail: owner.body.email };
}

describe('who may see and undo bulk uploads', () => {
  it('refuses the undo of the owner’s upload to vendors, branches and staff without both grants, changing nothing', async () => {
    const { owner, storeId } = await marketplace();
    const done = await upload(t, URL, csvFile('name,sku,price\nOwner Tee,OWN-1,10\n'), owner);
    expect(done.statusCode).toBe(200);
    const callers = [
      await memberToken(t, storeId, 'vendor', ['add_product']),
      await memberToken(t, storeId, 'vendor'),
      await memberToken(t, storeId, 'branch'),
      await memberToken(t, storeId, 'staff'),
      await memberToken(t, storeId, 'staff', ['update_product']),
    ];
    for (const token of callers) {
      const res = await t.call('PATCH', URL, { _id: done.body.data._id }, token);
      // A vendor who may upload learns only that the upload is not theirs.
      expect([403, 404]).toContain(res.statusCode);
    }
    expect(await skus(owner)).toEqual(['OWN-1']);
  });

  it('shows the history, with uploaders’ emails, only to those who may upload store-wide; a vendor sees its own', async () => {
    const { owner, storeId, ownerEmail } = await marketplace();
    await upload(t, URL, csvFile('name,sku,price\nOwner Tee,OWN-2,10\n'), owner);
    for (const token of [
      await memberToken(t, storeId, 'vendor'),
      await memberToken(t, storeId, 'branch'),
      await memberToken(t, storeId, 'staff', ['delete_product']),
    ]) {
      expect((await t.call('GET', URL, undefined, token)).statusCode).toBe(403);
    }
    const vendor = await memberToken(t, storeId, 'vendor', ['add_product']);
    expect((await t.call('GET', URL, undefined, vendor)).body.list).toEqual([]);
    const staff = await memberToken(t, storeId, 'staff', ['add_product', 'update_product']);
    const seen = (await t.call('GET', URL, undefined, staff)).body.list;
    expect(seen).toHaveLength(1);
    expect(seen[0].uploaded_by).toContain(ownerEmail);
  });

  it('lets a vendor undo its own upload, which touched its own products only', async () => {
    const { owner, storeId } = await marketplace();
    const vendor = await memberToken(t, storeId, 'vendor', ['add_product']);
    const cap = await t.call('POST', '/api/store/product', productBody({ sku: 'OWN-CAP' }), owner);
    expect(cap.statusCode).toBe(200);
    const mine = await upload(t, URL, csvFile('name,sku,price\nVendor Tee,VEN-1,10\n'), vendor);
    expect(mine.statusCode).toBe(200);
    expect((await t.call('GET', URL, undefined, vendor)).body.list.map((u: { _id: string }) => u._id)).toEqual([
      mine.body.data._id,
    ]);
    expect((await t.call('PATCH', URL, { _id: mine.body.data._id }, vendor)).statusCode).toBe(200);
    expect(await skus(owner)).toEqual(['OWN-CAP']);
  });
});
