import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../web/build/precompress.js';
import { startTestApp, type TestApp } from './harness.js';

const webDist = mkdtempSync(join(tmpdir(), 'stallfront-web-'));
const mediaDir = mkdtempSync(join(tmpdir(), 'stallfront-media-'));
const INDEX = `<!doctype html><title>Stallfront console</title>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(40)}`;
const APP_JS = "export function hello(name) { return 'Hello, ' + name; }\n".repeat(200);
const WEBP = Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8 '), Buffer.alloc(4000, 7)]);
let written: string[];
let t: TestApp;

beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), INDEX);
  writeFileSync(join(webDist, 'assets', 'app-abc123.js'), APP_JS);
  writeFileSync(join(webDist, 'assets', 'logo-abc123.png'), Buffer.alloc(2000, 1));
  writeFileSync(join(webDist, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(100)}</svg>`);
  written = await precompress(webDist);
  writeFileSync(join(webDist, 'sw.js'), 'self.addEventListener("push", () => {});');
  writeFileSync(join(webDist, 'manifest.webmanifest'), '{"name":"Stallfront console"}');
  mkdirSync(join(mediaDir, 'store-1'));
  writeFileSync(join(mediaDir, 'store-1', 'tee.webp'), WEBP);
  t = await startTestApp({ WEB_DIST: webDist, MEDIA_DIR: mediaDir });
});
afterAll(() => t.close());

const get = (url: string, encoding?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(encoding ? { 'accept-encoding': encoding } : {}), ...headers } });

describe('the build step', () => {
  it('writes brotli and gzip files beside each text file, and none beside images', () => {
    const js = join(webDist, 'assets', 'app-abc123.js');
    expect(written).toEqual(
      expect.arrayContaining([`${js}.br`, `${js}.gz`, join(webDist, 'index.html.br'), join(webDist, 'favicon.svg.gz')]),
    );
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(APP_JS);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(APP_JS);
    expect(existsSync(join(webDist, 'assets', 'logo-abc123.png.br'))).toBe(false);
  });
});

describe('the console files', () => {
  it('sends the brotli or gzip file the browser asks for, or the plain file', async () => {
    const br = await get('/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);

    const gzip = await get('/assets/app-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(APP_JS);

    for (const res of [await get('/assets/app-abc123.js'), await get('/assets/app-abc123.js', 'identity')]) {
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(APP_JS);
    }
    for (const res of [br, gzip]) expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect((await get('/assets/app-abc123.js.br', 'br')).statusCode).toBe(404);
  });

  it('serves index.html compressed at / and at every client route, never cached unasked', async () => {
    for (const url of ['/', '/product-sections/products', '/session/signin?next=%2F']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
    }
    const plain = await get('/product-sections/products');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(INDEX);
    const head = await t.app.inject({ method: 'HEAD', url: '/product-sections/products' });
    expect(head.statusCode).toBe(200);
  });

  it('lets the browser revalidate index.html with its ETag', async () => {
    const first = await get('/', 'br');
    const again = await get('/', 'br', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('keeps hashed assets for a year and the other root files for an hour', async () => {
    for (const url of ['/assets/app-abc123.js', '/assets/logo-abc123.png']) {
      const res = await get(url, 'br');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // Nothing a file that never changes needs: each costs bytes on every file of a page.
      for (const name of ['etag', 'last-modified', 'accept-ranges', 'x-request-id'])
        expect(res.headers[name]).toBeUndefined();
    }
    const icon = await get('/favicon.svg', 'gzip');
    expect(icon.headers['content-encoding']).toBe('gzip');
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('has the service worker and the manifest asked for again on every check (a deploy replaces them)', async () => {
    const sw = await get('/sw.js');
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-type']).toMatch(/javascript/);
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
  });

  it('answers a missing file with the JSON 404, not the console', async () => {
    const res = await get('/assets/gone-123.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: false, message: 'No such call: GET /assets/gone-123.js' });
  });
});

describe('API answers', () => {
  it('compresses a large JSON answer when asked, keeping no-store', async () => {
    const plain = await get('/api/store_details/country_list');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await get('/api/store_details/country_list', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('no-store');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await get('/api/store_details/country_list', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves a small answer alone', async () => {
    const res = await get('/api/store_details/domain_details?dom_id=nobody-here', 'br, gzip');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().status).toBe(false);
  });
});

describe('media', () => {
  it('sends WebP images as they are', async () => {
    const res = await get('/media/store-1/tee.webp', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(WEBP)).toBe(true);
  });
});
