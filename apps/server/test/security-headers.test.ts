import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpStore } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
const webDist = mkdtempSync(join(tmpdir(), 'stallfront-web-'));
const mediaDir = mkdtempSync(join(tmpdir(), 'stallfront-media-'));
beforeAll(async () => {
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Stallfront console</title>');
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log("console")');
  mkdirSync(join(mediaDir, 'store-1'));
  writeFileSync(join(mediaDir, 'store-1', 'tee.webp'), 'not really an image');
  t = await startTestApp({ WEB_DIST: webDist, MEDIA_DIR: mediaDir });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** The CSP as a map from directive to its sources. */
function csp(header: unknown): Map<string, string[]> {
  const parts = String(header ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter(([name]) => name);
  return new Map(parts.map(([name, ...sources]) => [name as string, sources]));
}

function expectCommonHeaders(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const policy = csp(headers['content-security-policy']);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
}

describe('the console', () => {
  it('cannot be framed and runs no inline script', async () => {
    for (const url of ['/', '/products/list']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Stallfront console');
      expectCommonHeaders(res.headers);
      const policy = csp(res.headers['content-security-policy']);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('form-action')).toEqual(["'self'"]);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
      expect(policy.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
      // Plain http by default: upgrading requests would break the console.
      expect(policy.has('upgrade-insecure-requests')).toBe(false);
      expect(res.headers['cache-control']).not.toContain('no-store');
    }
  });
});

describe("the console's built scripts", () => {
  it('carry nosniff and the resource policy, not the page-only headers', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const pageOnly of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy']) {
      expect(res.headers[pageOnly], pageOnly).toBeUndefined();
    }
  });
});

/** An API answer is never a page: it may load and be framed by nothing, and carries no page-only header. */
function expectApiHeaders(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  const policy = csp(headers['content-security-policy']);
  expect(policy.get('default-src')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  for (const pageOnly of [
    'referrer-policy',
    'cross-origin-opener-policy',
    'origin-agent-cluster',
    'x-dns-prefetch-control',
  ]) {
    expect(headers[pageOnly], pageOnly).toBeUndefined();
  }
}

describe('the API', () => {
  it('answers a public call with the headers and no-store', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/others/check_email',
      payload: { email: 'free@example.com' },
    });
    expect(res.statusCode).toBe(200);
    expectApiHeaders(res.headers);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('never lets a signed-in answer be stored, errors included', async () => {
    const { token } = await signUpStore(t);
    const list = await t.call('GET', '/api/store/catalog', undefined, token);
    expect(list.statusCode).toBe(200);
    expectApiHeaders(list.headers);
    expect(list.headers['cache-control']).toBe('no-store');

    const missing = await t.call('GET', '/api/store/product/00000000-0000-0000-0000-000000000000', undefined, token);
    expect(missing.statusCode).toBeGreaterThanOrEqual(400);
    expect(missing.headers['cache-control']).toBe('no-store');
    expectApiHeaders(missing.headers);
  });

  it('serves its docs page under the same policy', async () => {
    const res = await get('/api/docs/');
    expect(res.statusCode).toBe(200);
    expectCommonHeaders(res.headers);
    expect(csp(res.headers['content-security-policy']).get('script-src')).toEqual(["'self'"]);
  });
});

describe('media', () => {
  it('keeps uploads cacheable for a year, with nosniff', async () => {
    for (const headers of [{}, { authorization: 'Bearer anything' }] as Record<string, string>[]) {
      const res = await get('/media/store-1/tee.webp', headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});

describe('over https', () => {
  it('asks browsers to keep to https and upgrade requests; over http it does not', async () => {
    expect((await get('/')).headers['strict-transport-security']).toBeUndefined();
    const secure = await startTestApp({ WEB_DIST: webDist, PUBLIC_URL: 'https://shop.example.com' });
    try {
      const res = await secure.app.inject({ method: 'GET', url: '/' });
      expect(res.headers['strict-transport-security']).toContain('max-age=');
      expect(csp(res.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
      const api = await secure.app.inject({
        method: 'POST',
        url: '/api/others/check_email',
        payload: { email: 'a@example.com' },
      });
      expect(api.headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await secure.close();
    }
  });
});
