import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_IDS } from '@stallfront/shared';
import { stores } from '../src/db/schema/index.js';
import { loadConfig } from '../src/platform/config.js';
import { mediaKey } from '../src/platform/files/media-disk.js';
import { signUpStore } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { upload } from './multipart.js';
import { S3_BUCKET, startS3 } from './s3-server.js';

const GALLERY = '/api/store/media';

let s3: Awaited<ReturnType<typeof startS3>>;
let proxied: TestApp;
let signed: TestApp;
let localDir: string;
const s3Env = (urls: 'proxy' | 'public' | 'signed') => s3.env(urls);

beforeAll(async () => {
  s3 = await startS3();
  localDir = mkdtempSync(join(tmpdir(), 'stallfront-media-unused-'));
  proxied = await startTestApp({ ...s3Env('proxy'), MEDIA_DIR: localDir });
  signed = await startTestApp(s3Env('signed'), proxied.app.ctx.database);
});
afterAll(async () => {
  await signed.close();
  await proxied.close();
  await s3.close();
});

async function galleryUpload(t: TestApp) {
  const { token, session } = await signUpStore(t);
  await t.app.ctx.db
    .update(stores)
    .set({ packageId: PACKAGE_IDS.essential })
    .where(eq(stores.id, session.data._id as string));
  await t.written();
  const bytes = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  const res = await upload(t, GALLERY, { name: 'banner.png', type: 'image/png', bytes }, token);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return { token, image: res.body.data as { _id: string; url: string } };
}

const inBucket = async (key: string) => (await fetch(`${s3.endpoint}/${S3_BUCKET}/${key}`)).status;

describe('media in an S3-compatible bucket', () => {
  it('keeps an upload and its smaller copies in the bucket, serves it through /media/ and deletes it there', async () => {
    const { token, image } = await galleryUpload(proxied);
    const key = mediaKey(image.url);
    expect(await inBucket(key)).toBe(200);
    expect(await inBucket(key.replace(/\.webp$/, '-320w.webp'))).toBe(200);
    // Nothing on this node's own disk.
    expect(readdirSync(localDir)).toEqual([]);

    const served = await proxied.app.inject({ url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(900);

    const gone = await proxied.call('PATCH', GALLERY, { ids: [image._id] }, token);
    expect(gone.statusCode, JSON.stringify(gone.body)).toBe(200);
    expect(await inBucket(key)).toBe(404);
    expect((await proxied.app.inject({ url: image.url })).statusCode).toBe(404);
  });

  it('redirects to a URL signed for an hour when the bucket is private', async () => {
    const { image } = await galleryUpload(signed);
    const answer = await signed.app.inject({ url: image.url });
    expect(answer.statusCode).toBe(302);
    const location = String(answer.headers.location);
    expect(location).toContain('X-Amz-Signature=');
    expect(location).toContain('X-Amz-Expires=3600');
    const fetched = await fetch(location);
    expect(fetched.status).toBe(200);
    expect(Buffer.from(await fetched.arrayBuffer()).length).toBeGreaterThan(0);
  });

  it('keeps shoppers’ private files under private/, never served at /media/', async () => {
    const files = proxied.app.ctx.privateFiles;
    const storeId = '11111111-1111-4111-8111-111111111111';
    const id = '22222222-2222-4222-8222-222222222222';
    await files.write(storeId, id, Buffer.from('%PDF-1.7 the poster'));
    expect(await inBucket(`private/${storeId}/${id}`)).toBe(200);
    expect((await files.read(storeId, id))?.toString()).toBe('%PDF-1.7 the poster');
    expect((await proxied.app.inject({ url: `/media/private/${storeId}/${id}` })).statusCode).toBe(404);
    await files.remove(storeId, id);
    expect(await files.read(storeId, id)).toBeNull();
  });

  it('will not start with a public bucket and no private one for shoppers’ files', () => {
    expect(() => loadConfig({ ...s3Env('public'), S3_PUBLIC_URL: 'https://cdn.example.com' })).toThrow(
      /S3_PRIVATE_BUCKET: set it for S3_MEDIA_URLS=public/,
    );
    expect(() => loadConfig({ MEDIA_DRIVER: 's3' })).toThrow(/S3_BUCKET: set it for MEDIA_DRIVER=s3/);
  });

  it('answers 404 for a key that is not an upload’s, without asking the bucket for paths', async () => {
    for (const url of [
      '/media/../secret',
      '/media/not-a-store/x.webp',
      '/media/00000000-0000-0000-0000-000000000000/none.webp',
    ])
      expect((await proxied.app.inject({ url })).statusCode, url).toBe(404);
  });
});
