import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.js';

/** The Redis this machine runs (CI has it too). */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ AUTH_RATE_LIMIT: '3' });
});
afterAll(() => t.close());

describe('rate limits', () => {
  it.each([
    ['/api/auth/store/login_v2', { email: 'a@example.com', password: 'whatever-it-is' }],
    ['/api/auth/store/forgot_request', { email: 'a@example.com' }],
    ['/api/others/create_store', { name: 'x' }],
    ['/api/auth/admin/login', { email: 'a@example.com', password: 'whatever-it-is' }],
  ])('limits %s to AUTH_RATE_LIMIT calls a minute per client', async (url, body) => {
    for (let i = 0; i < 3; i++) expect((await t.call('POST', url, body)).statusCode).not.toBe(429);
    const limited = await t.call('POST', url, body);
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toEqual({ status: false, message: expect.stringContaining('Too many attempts') });
  });

  it('gives the email check five times the limit, as the sign-up form asks while typing', async () => {
    const check = () => t.call('POST', '/api/others/check_email', { email: 'a@example.com' });
    for (let i = 0; i < 15; i++) expect((await check()).statusCode).toBe(200);
    expect((await check()).statusCode).toBe(429);
  });

  it('does not limit ordinary calls', async () => {
    for (let i = 0; i < 6; i++) expect((await t.call('GET', '/api/store_details/country_list')).statusCode).toBe(200);
  });
});

describe('the password reset flow', () => {
  it('counts every reset call of a client, store user or vendor, against one limit', async () => {
    const node = await startTestApp({ AUTH_RATE_LIMIT: '5' });
    try {
      const [store_id, email, code, password] = [randomUUID(), 'a@example.com', '123456', 'whatever-it-is'];
      const reset = (call: string, body: object) => node.call('POST', `/api/auth/store/${call}`, body);
      expect((await reset('forgot_request', { email })).statusCode).toBe(200);
      expect((await reset('validate_forgot_request', { email, code })).statusCode).toBe(400);
      expect((await reset('update_pwd', { email, code, password })).statusCode).toBe(400);
      expect((await reset('vendor_forgot_request', { store_id, email })).statusCode).toBe(200);
      expect((await reset('validate_vendor_forgot_request', { store_id, email, code })).statusCode).toBe(400);
      const limited = await reset('update_vendor_pwd', { store_id, email, code, password });
      expect(limited.statusCode).toBe(429);
      expect(limited.body).toEqual({ status: false, message: expect.stringContaining('Too many attempts') });
      // Sign-in keeps its own limit.
      expect((await node.call('POST', '/api/auth/store/login_v2', { email, password })).statusCode).toBe(401);
    } finally {
      await node.close();
    }
  });
});

describe('rate limits shared through Redis', () => {
  it('counts calls to two API nodes against one limit', async () => {
    const { Redis } = await import('ioredis');
    const redis = new Redis(REDIS_URL);
    const stale = await redis.keys('stallfront-rl-*');
    if (stale.length) await redis.del(...stale);
    await redis.quit();

    const nodeA = await startTestApp({ AUTH_RATE_LIMIT: '3', REDIS_URL });
    const nodeB = await startTestApp({ AUTH_RATE_LIMIT: '3', REDIS_URL });
    try {
      const body = { email: 'a@example.com' };
      expect((await nodeA.call('POST', '/api/auth/store/forgot_request', body)).statusCode).toBe(200);
      expect((await nodeB.call('POST', '/api/auth/store/forgot_request', body)).statusCode).toBe(200);
      expect((await nodeA.call('POST', '/api/auth/store/forgot_request', body)).statusCode).toBe(200);
      expect((await nodeB.call('POST', '/api/auth/store/forgot_request', body)).statusCode).toBe(429);
    } finally {
      await nodeA.close();
      await nodeB.close();
    }
  });
});
