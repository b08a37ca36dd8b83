import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.js';

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

  it('does not limit ordinary calls', async () => {
    for (let i = 0; i < 6; i++)
      expect((await t.call('POST', '/api/others/check_email', { email: 'a@example.com' })).statusCode).toBe(200);
  });
});
