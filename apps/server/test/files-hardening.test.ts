import { deflateSync } from 'node:zlib';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../src/db/schema/index.js';
import { mediaRoot } from '../src/platform/files/media-store.js';
import { productBody, signUpStore } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { upload } from './multipart.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function newStore() {
  const { token, session } = await signUpStore(t);
  return { token, storeId: session.data._id as string };
}

const csvFile = (text: string) => ({ name: 'upload.csv', type: 'text/csv', bytes: text });
const productSkus = async (token: string) =>
  ((await t.call('POST', '/api/store/product_list', { limit: 100 }, token)).body.list as { sku: string }[]).map(
    (p) => p.sku,
  );
const catalogNames = async (token: string) =>
  ((await t.call('GET', '/api/store/catalog', undefined, token)).body.list as { name: string }[]).map((c) => c.name);

describe('product CSV export', () => {
  it('prefixes text cells a spreadsheet would run as formulas, numbers stay as they are', async () => {
    const { token } = await newStore();
    const name = "-2+3+cmd|' /C calc'!A0";
    const created = await t.call(
      'POST',
      '/api/store/product',
      productBody({ name, slug: 'calc', tags: ['-1+1', '@x', 'plain'], stock: 0 }),
      token,
    );
    expect(created.statusCode, JSON.stringify(created.body)).toBe(200);
    const res = await t.call('POST', '/api/store/product_list/export', {}, token);
    expect(res.statusCode).toBe(200);
    const [row] = Papa.parse<Record<string, string>>(String(res.body).trim(), { header: true }).data;
    expect(row).toMatchObject({ name: `'${name}`, tags: "'-1+1|@x|plain", stock: '0' });
  });
});

describe('POST /api/store/media limits', () => {
  it('refuses an image of more than 40 megapixels and stores nothing', async () => {
    const { token, storeId } = await newStore();
    // 64 megapixels of one colour compress to a few hundred kilobytes.
    const png = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const res = await upload(t, '/api/store/media', { name: 'bomb.png', type: 'image/png', bytes: png }, token);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toMatch(/the image is too large: at most 40 megapixels/i);
    expect(await t.app.ctx.db.select().from(media).where(eq(media.storeId, storeId))).toEqual([]);
    const folder = join(mediaRoot(t.app.ctx.config), storeId);
    expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([]);
  });
});

/** CRC-32 as PNG chunks carry it. */
const crc32 = (bytes: Buffer) => {
  let c = ~0;
  for (const byte of bytes) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
};
const pngChunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};
/** A PNG whose header claims width × height (no pixels follow): too big to make for real in a test. */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(0))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('POST /api/store/media of an image past the decoder’s own limit', () => {
  it('says how large it is rather than calling it not an image', async () => {
    const { token } = await newStore();
    const png = pngClaiming(20_000, 20_000);
    const res = await upload(t, '/api/store/media', { name: 'huge.png', type: 'image/png', bytes: png }, token);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('file: the image is too large: at most 40 megapixels; this one has 400.');
  });
});

describe('media addresses with dot segments', () => {
  const escapes = (own: string, other: string) => [
    `/media/${own}/../${other}/a.webp`,
    `/media/${own}/%2e%2e/${other}/a.webp`,
    `/media/${own}/.%2E/${other}/a.webp`,
    `/media/${own}/..%2F${other}/a.webp`,
    `/media/${own}/..\\${other}/a.webp`,
    `/media/${own}/../../api/a.webp`,
  ];

  it('refuses them as product images, on create and on save, saving nothing', async () => {
    const own = await newStore();
    const other = await newStore();
    const kept = (await t.call('POST', '/api/store/product', productBody({ sku: 'KEEP' }), own.token)).body.data;
    for (const url of escapes(own.storeId, other.storeId)) {
      const create = await t.call('POST', '/api/store/product', productBody({ images: [{ url }] }), own.token);
      expect(create.statusCode, url).toBe(400);
      expect(create.body.message).toMatch(/^images\.0\.url: is not an image of your store/);
      const images = [{ url: `/media/${own.storeId}/ok.webp` }, { url }];
      const save = await t.call('PUT', '/api/store/product/images', { _id: kept._id, images }, own.token);
      expect(save.statusCode, url).toBe(400);
      expect(save.body.message).toMatch(/^images\.1\.url: /);
    }
    expect(await productSkus(own.token)).toEqual(['KEEP']);
    const after = await t.call('GET', `/api/store/product/${kept._id}`, undefined, own.token);
    expect(after.body.data.images).toEqual([]);
  });

  it('refuses them as a catalog image, saving nothing', async () => {
    const own = await newStore();
    const other = await newStore();
    const kept = (await t.call('POST', '/api/store/catalog', { name: 'Kept' }, own.token)).body.data;
    for (const image of escapes(own.storeId, other.storeId)) {
      const create = await t.call('POST', '/api/store/catalog', { name: 'Bad', image }, own.token);
      expect(create.statusCode, image).toBe(400);
      expect(create.body.message).toBe('image: is not an image of your store');
      const save = await t.call('PUT', '/api/store/catalog', { _id: kept._id, name: 'Kept', image }, own.token);
      expect(save.statusCode, image).toBe(400);
    }
    const list = (await t.call('GET', '/api/store/catalog', undefined, own.token)).body.list;
    expect(list).toEqual([expect.objectContaining({ name: 'Kept', image: null })]);
  });

  it('still takes the store’s own media, also written with harmless dot segments', async () => {
    const own = await newStore();
    const image = `/media/${own.storeId}/./a.webp`;
    const res = await t.call('POST', '/api/store/catalog', { name: 'Own', image }, own.token);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  });
});

describe('CSV uploads', () => {
  it('takes a one-column catalog file, and semicolon or tab separated ones', async () => {
    const { token } = await newStore();
    const res = await upload(t, '/api/store/catalog/bulk_upload', csvFile('name\nShirts\n'), token);
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ created: 1 });
    for (const csv of ['name;status\nSocks;hidden\n', 'name\tstatus\nHats\thidden\n']) {
      const other = await upload(t, '/api/store/catalog/bulk_upload', csvFile(csv), token);
      expect(other.statusCode, JSON.stringify(other.body)).toBe(200);
    }
    expect(await catalogNames(token)).toEqual(['Hats', 'Shirts', 'Socks']);
  });

  it('refuses a NUL character in a catalog cell, naming row and column', async () => {
    const { token } = await newStore();
    const csv = 'name,description\nA,ok\nB,x\u0000y\n';
    const res = await upload(t, '/api/store/catalog/bulk_upload', csvFile(csv), token);
    expect(res.statusCode).toBe(400);
    expect(res.body.errors).toEqual([{ row: 3, column: 'description', message: expect.stringMatching(/NUL/) }]);
    expect(await catalogNames(token)).toEqual([]);
  });

  it('refuses a NUL character in a product cell, naming row and column', async () => {
    const { token } = await newStore();
    const csv = 'name,sku,price,description\nTee\u0000,TEE-1,10,\nCap,CAP-1,5,a\u0000\n';
    const res = await upload(t, '/api/store/product/bulk_upload', csvFile(csv), token);
    expect(res.statusCode).toBe(400);
    expect(res.body.errors).toEqual([
      { row: 2, column: 'name', message: expect.stringMatching(/NUL/) },
      { row: 3, column: 'description', message: expect.stringMatching(/NUL/) },
    ]);
    expect(await productSkus(token)).toEqual([]);
  });
});
