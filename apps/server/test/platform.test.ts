import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
const webDist = mkdtempSync(join(tmpdir(), 'stallfront-web-'));
beforeAll(async () => {
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Stallfront console</title>');
  writeFileSync(join(webDist, 'app.js'), 'console.log("console")');
  t = await startTestApp({ WEB_DIST: webDist });
});
afterAll(() => t.close());

describe('health', () => {
  it('answers liveness and readiness with the database kind', async () => {
    expect((await t.call('GET', '/healthz')).body).toEqual({ status: 'ok' });
    const ready = await t.call('GET', '/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });
});

describe('request ids', () => {
  it('gives every response an id and keeps the one the caller sent', async () => {
    const own = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'trace-123' } });
    expect(own.headers['x-request-id']).toBe('trace-123');
    const fresh = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('API docs', () => {
  it('publishes an OpenAPI document listing every call with its schemas', async () => {
    const res = await t.call('GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    const paths = Object.keys(res.body.paths);
    for (const path of [
      '/api/others/signup_log',
      '/api/others/check_email',
      '/api/others/create_store',
      '/api/others/enquiry',
      '/api/auth/store/login_v2',
      '/api/auth/store/branch_login',
      '/api/auth/store/vendor_login',
      '/api/auth/store/forgot_request',
      '/api/auth/store/validate_forgot_request',
      '/api/auth/store/update_pwd',
      '/api/auth/store/vendor_forgot_request',
      '/api/auth/store/validate_vendor_forgot_request',
      '/api/auth/store/update_vendor_pwd',
      '/api/auth/admin/login',
      '/api/store_details/country_list',
      '/api/store_details/domain_details',
      '/api/store/details',
      '/api/store/change_pwd',
      '/api/store/logout',
    ]) {
      expect(paths, path).toContain(path);
    }
    const createStore = res.body.paths['/api/others/create_store'].post;
    expect(createStore.requestBody.content['application/json'].schema.properties.type.enum).toContain('quot_based');
  });

  it('serves a readable docs page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const page =
      res.statusCode === 302 ? await t.app.inject({ method: 'GET', url: res.headers.location as string }) : res;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});

describe('the console on the same port', () => {
  it('serves the built files and index.html for client routes, JSON 404s for API paths', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('Stallfront console');
    expect((await t.app.inject({ method: 'GET', url: '/app.js' })).body).toContain('console');
    const deep = await t.app.inject({ method: 'GET', url: '/product-sections/products' });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('Stallfront console');
    expect((await t.app.inject({ method: 'GET', url: '/missing.png' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/missing' })).json().status).toBe(false);
  });
});

describe('configuration', () => {
  it('runs with no settings at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 8080, DATA_DIR: './data', SEED_DEMO: 'if-empty' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PUBLIC_URL).toBe('http://localhost:8080');
  });

  it('names the port it listens on in its public address, unless one is given', () => {
    expect(loadConfig({ PORT: '8091' }).PUBLIC_URL).toBe('http://localhost:8091');
    expect(loadConfig({ PORT: '8091', PUBLIC_URL: 'https://shop.example' }).PUBLIC_URL).toBe('https://shop.example');
  });

  it('refuses bad settings at start, naming them', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });
});
