import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupBody } from './fixtures.js';
import { startDemoApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startDemoApp();
  // The queue was running while the demo was seeded: let a pass it began finish before counting rows.
  await t.app.ctx.outbox.dispatch();
});
afterAll(() => t.close());

const TABLES = [
  'stores',
  'store_users',
  'vendors',
  'branches',
  'master_admins',
  'sessions',
  'password_resets',
  'trial_features',
  'mail_outbox',
  'signup_log',
  'platform_enquiries',
];

async function rowCounts(): Promise<string> {
  const counts = TABLES.map((name) => `(select count(*) from ${name}) as ${name}`).join(', ');
  // PGlite and node-postgres both answer execute() with { rows }.
  const result = (await t.app.ctx.db.execute(sql.raw(`select ${counts}`))) as { rows: unknown[] };
  return JSON.stringify(result.rows[0]);
}

/** Every public POST call with a valid-looking body to mutate from. */
const PUBLIC_CALLS: [string, Record<string, unknown>][] = [
  ['/api/others/signup_log', { email: 'a@example.com', step: 'email' }],
  ['/api/others/check_email', { email: 'a@example.com' }],
  ['/api/others/create_store', { ...signupBody() }],
  ['/api/others/enquiry', { type: 'sales', name: 'A', email: 'a@example.com', message: 'hi' }],
  ['/api/auth/store/login_v2', { email: 'owner@urban-threads.demo', password: 'x' }],
  ['/api/auth/store/branch_login', { email: 'tnagar@fresh-basket.demo', password: 'x' }],
  [
    '/api/auth/store/vendor_login',
    { store_id: '00000000-0000-4000-8000-000000000000', email: 'a@example.com', password: 'x' },
  ],
  ['/api/auth/store/forgot_request', { email: 'a@example.com' }],
  ['/api/auth/store/validate_forgot_request', { email: 'owner@urban-threads.demo', code: '123456' }],
  ['/api/auth/store/update_pwd', { email: 'owner@urban-threads.demo', code: '123456', password: 'long-enough-1' }],
  [
    '/api/auth/store/vendor_forgot_request',
    { store_id: '00000000-0000-4000-8000-000000000000', email: 'a@example.com' },
  ],
  [
    '/api/auth/store/validate_vendor_forgot_request',
    { store_id: '00000000-0000-4000-8000-000000000000', email: 'a@example.com', code: '123456' },
  ],
  [
    '/api/auth/store/update_vendor_pwd',
    {
      store_id: '00000000-0000-4000-8000-000000000000',
      email: 'a@example.com',
      code: '123456',
      password: 'long-enough-1',
    },
  ],
  ['/api/auth/admin/login', { email: 'admin@stallfront.demo', password: 'x' }],
];

/** Random JSON, a valid body with fields replaced by random values, or a body missing fields. */
const bodyFor = (valid: Record<string, unknown>) =>
  fc.oneof(
    fc.jsonValue(),
    fc.dictionary(fc.string(), fc.jsonValue()),
    fc
      .record(
        Object.fromEntries(
          Object.keys(valid).map((k) => [
            k,
            fc.oneof(fc.constant(valid[k]), fc.jsonValue(), fc.string({ maxLength: 5000 })),
          ]),
        ),
      )
      .map((b) => b as Record<string, unknown>),
    fc.subarray(Object.keys(valid)).map((keys) => Object.fromEntries(keys.map((k) => [k, valid[k]]))),
  );

describe('random bodies at every public endpoint', () => {
  it.each(PUBLIC_CALLS)('%s: never a 5xx, always the envelope, nothing written on refusal', async (url, valid) => {
    await fc.assert(
      fc.asyncProperty(bodyFor(valid), async (body) => {
        const before = await rowCounts();
        const res = await t.app.inject({
          method: 'POST',
          url,
          payload: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode).toBeLessThan(500);
        const json = res.json();
        expect(typeof json.status).toBe('boolean');
        if (res.statusCode >= 400) {
          expect(json).toEqual({ status: false, message: expect.any(String) });
          expect(await rowCounts()).toBe(before);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('random raw payloads and content types never give a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PUBLIC_CALLS.map(([url]) => url)),
        fc.string({ maxLength: 300 }),
        fc.constantFrom(
          'application/json',
          'text/plain',
          'application/xml',
          'multipart/form-data',
          'application/json; charset=latin1',
        ),
        async (url, payload, contentType) => {
          const res = await t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('random query strings on the public GET calls never give a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), async (value) => {
        const url = `/api/store_details/domain_details?dom_id=${encodeURIComponent(value)}`;
        const res = await t.app.inject({ method: 'GET', url });
        expect([200, 400, 404]).toContain(res.statusCode);
      }),
      { numRuns: 100 },
    );
  });
});
