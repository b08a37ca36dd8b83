import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupBody } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const raw = (payload: string, contentType: string) =>
  t.app.inject({ method: 'POST', url: '/api/others/create_store', payload, headers: { 'content-type': contentType } });

describe('bad input gets 400 with a message naming the field', () => {
  it.each([
    ['a missing field', { email: undefined }, 'email: Enter your email address'],
    ['a wrong type', { name: 42 }, 'name'],
    ['a huge string', { name: 'x'.repeat(100_000) }, 'name'],
    ['an unknown enum value', { type: 'flea_market' }, 'type'],
    ['an unknown category', { category: 'weapons' }, 'category'],
    ['a malformed email', { email: 'not-an-email' }, 'email'],
    ['a short password', { password: 'short' }, 'password'],
    ['a bad store address', { sub_domain: 'Bad Address!' }, 'sub_domain'],
    ['a control character', { name: 'Shop\u0000' }, 'name: Remove the invisible control characters'],
  ])('%s', async (_label, change, field) => {
    const res = await t.call('POST', '/api/others/create_store', { ...signupBody(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe(false);
    expect(res.body.message).toContain(field);
  });

  it('malformed JSON', async () => {
    const res = await raw('{"name": "half', 'application/json');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message: expect.stringContaining('body') });
  });

  it('a wrong content type', async () => {
    const res = await raw('name=x', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message: 'body: Send the body as application/json.' });
  });

  it('an empty JSON body', async () => {
    const res = await raw('', 'application/json');
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(false);
  });

  it('a body that is not an object', async () => {
    const res = await raw('[1,2,3]', 'application/json');
    expect(res.statusCode).toBe(400);
  });

  it('a bad query parameter', async () => {
    const res = await t.call('GET', `/api/store_details/domain_details?dom_id=${'a'.repeat(300)}`);
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toContain('dom_id');
    expect((await t.call('GET', '/api/store_details/domain_details')).body.message).toContain('dom_id');
  });

  it('a body over the 1 MiB limit gets 413 in the same envelope', async () => {
    const res = await raw(JSON.stringify({ name: 'x'.repeat(1_100_000) }), 'application/json');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status: false, message: expect.any(String) });
  });

  it('an unknown API path gets a JSON 404', async () => {
    const res = await t.call('GET', '/api/nothing/here');
    expect(res.statusCode).toBe(404);
    expect(res.body).toEqual({ status: false, message: 'No such call: GET /api/nothing/here' });
  });
});

describe('400 answers are worded for people', () => {
  it('names each missing sign-in field with what to enter, not what zod expected', async () => {
    const res = await t.call('POST', '/api/auth/store/login_v2', { email: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe('email: Enter your email address; password: Enter your password');
    const absent = await t.call('POST', '/api/auth/store/login_v2', {});
    expect(absent.body.message).toBe('email: Enter your email address; password: Enter your password');
  });

  it('words lengths and formats as a person would', async () => {
    const res = await t.call('POST', '/api/others/create_store', {
      ...signupBody(),
      name: 'x'.repeat(121),
      email: 'not-an-email',
    });
    expect(res.body.message).toContain('name: 120 characters at most');
    expect(res.body.message).toContain('email: Enter an email address like name@example.com');
    expect(res.body.message).not.toMatch(/Too small|Too big|Invalid input|expected/);
  });
});
