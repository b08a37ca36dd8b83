import { eq } from 'drizzle-orm';
import { VENDOR_DOCUMENT_MAX_BYTES, VENDOR_DOCUMENTS_MAX } from '@stallfront/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores, vendorDocuments } from '../src/db/schema/index.js';
import { pngBytes } from './chat-fixtures.js';
import { memberToken, signUpStore } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { upload } from './multipart.js';
import { shopStore } from './shop-fixtures.js';

let t: TestApp;
type Market = { id: string; token: string };
let market: Market;
let other: Market;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const DOCS = '/api/store/vendor_documents';

async function marketplace(): Promise<Market> {
  const shop = await shopStore(t, { type: 'multi_vendor', category: 'art_craft_photography', country: 'IN' });
  await t.app.ctx.db
    .update(stores)
    .set({ paidFeatures: ['vendors'] })
    .where(eq(stores.id, shop.id));
  await t.written();
  return shop;
}

/** A vendor of the market: its token and its id. */
async function vendorOf(store: Market) {
  const token = await memberToken(t, store.id, 'vendor');
  const profile = await t.call('GET', '/api/store/vendor_profile', undefined, token);
  return { token, id: profile.body.data._id as string };
}

type SentFile = { name: string; type: string; bytes: Uint8Array | string };
const send = (
  token: string,
  fields: Record<string, string>,
  file: SentFile = { name: 'gst.pdf', type: 'application/pdf', bytes: PDF },
) => upload(t, DOCS, file, token, 'POST', fields);
const list = (token: string, vendorId?: string) =>
  t.call('GET', `${DOCS}${vendorId ? `?vendor_id=${vendorId}` : ''}`, undefined, token);

beforeAll(async () => {
  t = await startTestApp();
  market = await marketplace();
  other = await marketplace();
});
afterAll(() => t.close());

describe("a vendor's documents", () => {
  it('the owner adds one on the vendor’s page, the vendor its own; each downloads it as it was sent', async () => {
    const vendor = await vendorOf(market);
    const byOwner = await send(market.token, { vendor_id: vendor.id, kind: 'agreement' });
    expect(byOwner.statusCode, JSON.stringify(byOwner.body)).toBe(200);
    expect(byOwner.body).toMatchObject({
      data: { kind: 'agreement', name: 'gst.pdf', type: 'application/pdf', bytes: PDF.length, uploaded_by: 'store' },
    });
    const photo = await pngBytes();
    const byVendor = await send(
      vendor.token,
      { kind: 'identity' },
      { name: 'C:\\scans\\id card.png', type: 'image/png', bytes: photo },
    );
    expect(byVendor.statusCode, JSON.stringify(byVendor.body)).toBe(200);
    expect(byVendor.body.data).toMatchObject({ kind: 'identity', name: 'id card.png', uploaded_by: 'vendor' });

    for (const seen of [await list(market.token, vendor.id), await list(vendor.token)]) {
      expect(seen.body.list.map((d: { kind: string }) => d.kind).sort()).toEqual(['agreement', 'identity']);
    }
    const file = await t.app.inject({
      method: 'GET',
      url: `${DOCS}/${byVendor.body.data._id}/file`,
      headers: { authorization: `Bearer ${market.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(photo)).toBe(true);
    expect(file.headers['content-disposition']).toContain('id card.png');
    // Private: nothing of it is under /media.
    expect(
      (await t.app.inject({ method: 'GET', url: `/media/${market.id}/${byVendor.body.data._id}` })).statusCode,
    ).toBe(404);

    // The vendor deletes what it sent, not the store's agreement; the store deletes any.
    const refused = await t.call('PATCH', DOCS, { _id: byOwner.body.data._id }, vendor.token);
    expect(refused.statusCode).toBe(403);
    expect((await t.call('PATCH', DOCS, { _id: byVendor.body.data._id }, vendor.token)).statusCode).toBe(200);
    const gone = await t.call('PATCH', DOCS, { _id: byOwner.body.data._id }, market.token);
    expect(gone.statusCode).toBe(200);
    expect((await list(vendor.token)).body.list).toHaveLength(0);
    const again = await t.app.inject({
      method: 'GET',
      url: `${DOCS}/${byOwner.body.data._id}/file`,
      headers: { authorization: `Bearer ${vendor.token}` },
    });
    expect(again.statusCode).toBe(404);
  });

  it('keeps vendors and stores apart: another’s documents are a 404 to read, download or delete', async () => {
    const mine = await vendorOf(market);
    const theirs = await vendorOf(market);
    const elsewhere = await vendorOf(other);
    const doc = (await send(theirs.token, { kind: 'bank_proof' })).body.data;
    expect((await list(mine.token, theirs.id)).statusCode).toBe(404);
    expect((await list(other.token, theirs.id)).statusCode).toBe(404);
    expect((await list(market.token, elsewhere.id)).statusCode).toBe(404);
    for (const token of [mine.token, other.token, elsewhere.token]) {
      const download = await t.app.inject({
        method: 'GET',
        url: `${DOCS}/${doc._id}/file`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(download.statusCode).toBe(404);
      expect((await t.call('PATCH', DOCS, { _id: doc._id }, token)).statusCode).toBe(404);
    }
    expect((await send(mine.token, { kind: 'other', vendor_id: theirs.id })).statusCode).toBe(404);
    expect((await list(theirs.token)).body.list).toHaveLength(1);
  });

  it('refuses a file that is not a PDF or picture, one too large, a missing kind, the 21st, and non-marketplaces', async () => {
    const vendor = await vendorOf(market);
    const text = await send(
      vendor.token,
      { kind: 'other' },
      { name: 'notes.pdf', type: 'application/pdf', bytes: 'plain words' },
    );
    expect(text.statusCode).toBe(400);
    expect(text.body.message).toMatch(/^file: send a PDF/);
    const big = await send(
      vendor.token,
      { kind: 'other' },
      { name: 'big.pdf', type: 'application/pdf', bytes: new Uint8Array(VENDOR_DOCUMENT_MAX_BYTES + 1) },
    );
    expect(big.statusCode).toBe(413);
    const noKind = await send(vendor.token, {});
    expect(noKind.statusCode).toBe(400);
    expect(noKind.body.message).toMatch(/^kind: /);
    expect((await send(market.token, { kind: 'other' })).body.message).toMatch(/^vendor_id: /);
    for (let n = 0; n < VENDOR_DOCUMENTS_MAX; n++)
      expect((await send(vendor.token, { kind: 'other' })).statusCode).toBe(200);
    const over = await send(vendor.token, { kind: 'other' });
    expect(over.statusCode).toBe(409);
    const kept = await t.app.ctx.db.select().from(vendorDocuments).where(eq(vendorDocuments.vendorId, vendor.id));
    expect(kept).toHaveLength(VENDOR_DOCUMENTS_MAX);

    const plain = await signUpStore(t);
    expect((await list(plain.token, vendor.id)).statusCode).toBe(404);
    const staff = await memberToken(t, market.id, 'staff', ['products']);
    expect((await list(staff, vendor.id)).statusCode).toBe(403);
  });
});
