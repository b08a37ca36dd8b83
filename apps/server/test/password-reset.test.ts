import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, stores } from '../src/db/schema/index.js';
import { DEMO_PASSWORD } from '../src/seed/demo-stores.js';
import { seedDemo } from '../src/seed/demo.js';
import { signUpStore } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t.app.ctx);
});
afterAll(() => t.close());

/** The code in the newest reset mail to `email`, read from the outbox as a person reads their inbox. */
async function codeSentTo(email: string): Promise<string> {
  const mails = await t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  const latest = mails.filter((m) => m.subject.includes('reset')).sort((a, b) => +b.createdAt - +a.createdAt)[0];
  const code = latest?.textBody.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no reset code mailed to ${email}`);
  return code;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('store password reset', () => {
  it('mails a code, validates it, sets the new password once and ends old sessions', async () => {
    const { body, token } = await signUpStore(t);
    const asked = await t.call('POST', '/api/auth/store/forgot_request', { email: body.email });
    expect(asked.body.status).toBe(true);
    const code = await codeSentTo(body.email);

    expect(
      (await t.call('POST', '/api/auth/store/validate_forgot_request', { email: body.email, code })).statusCode,
    ).toBe(200);
    const done = await t.call('POST', '/api/auth/store/update_pwd', {
      email: body.email,
      code,
      password: 'brand-new-secret',
    });
    expect(done.statusCode).toBe(200);

    expect((await t.call('GET', '/api/store/details', undefined, token)).body.session_end).toBe(true);
    expect(
      (await t.call('POST', '/api/auth/store/login_v2', { email: body.email, password: 'brand-new-secret' }))
        .statusCode,
    ).toBe(200);

    const reused = await t.call('POST', '/api/auth/store/update_pwd', {
      email: body.email,
      code,
      password: 'another-secret-1',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.body.message).toContain('code');
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = await t.app.ctx.db.select().from(mailOutbox);
    const res = await t.call('POST', '/api/auth/store/forgot_request', { email: 'ghost@example.com' });
    expect(res.body.status).toBe(true);
    expect(await t.app.ctx.db.select().from(mailOutbox)).toHaveLength(before.length);
  });

  it('lets a code expire after 15 minutes', async () => {
    const { body } = await signUpStore(t);
    await t.call('POST', '/api/auth/store/forgot_request', { email: body.email });
    const code = await codeSentTo(body.email);
    t.clock.advance(16 * 60_000);
    const res = await t.call('POST', '/api/auth/store/validate_forgot_request', { email: body.email, code });
    t.clock.set(new Date());
    expect(res.statusCode).toBe(400);
  });

  it('kills a code after five wrong guesses', async () => {
    const { body } = await signUpStore(t);
    await t.call('POST', '/api/auth/store/forgot_request', { email: body.email });
    const code = await codeSentTo(body.email);
    for (let i = 0; i < 5; i++) {
      const res = await t.call('POST', '/api/auth/store/validate_forgot_request', {
        email: body.email,
        code: wrongCode(code),
      });
      expect(res.statusCode).toBe(400);
    }
    expect(
      (await t.call('POST', '/api/auth/store/validate_forgot_request', { email: body.email, code })).statusCode,
    ).toBe(400);
  });

  it('makes an earlier code useless once a new one is asked for', async () => {
    const { body } = await signUpStore(t);
    await t.call('POST', '/api/auth/store/forgot_request', { email: body.email });
    const first = await codeSentTo(body.email);
    t.clock.advance(1000);
    await t.call('POST', '/api/auth/store/forgot_request', { email: body.email });
    t.clock.set(new Date());
    const second = await codeSentTo(body.email);
    if (first !== second) {
      expect(
        (await t.call('POST', '/api/auth/store/validate_forgot_request', { email: body.email, code: first }))
          .statusCode,
      ).toBe(400);
    }
    expect(
      (await t.call('POST', '/api/auth/store/validate_forgot_request', { email: body.email, code: second })).statusCode,
    ).toBe(200);
  });

  it('rejects a weak new password without spending the code', async () => {
    const { body } = await signUpStore(t);
    await t.call('POST', '/api/auth/store/forgot_request', { email: body.email });
    const code = await codeSentTo(body.email);
    const weak = await t.call('POST', '/api/auth/store/update_pwd', { email: body.email, code, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.body.message).toContain('password');
    expect(
      (await t.call('POST', '/api/auth/store/update_pwd', { email: body.email, code, password: 'long-enough-now' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('vendor password reset', () => {
  it('resets a vendor password on its own store', async () => {
    const [bazaar] = await t.app.ctx.db.select().from(stores).where(eq(stores.subDomain, 'bazaar-central'));
    const target = { store_id: bazaar!.id, email: 'vendor1@bazaar-central.demo' };
    await t.call('POST', '/api/auth/store/vendor_forgot_request', target);
    const code = await codeSentTo(target.email);
    expect(
      (await t.call('POST', '/api/auth/store/validate_vendor_forgot_request', { ...target, code })).statusCode,
    ).toBe(200);
    expect(
      (await t.call('POST', '/api/auth/store/update_vendor_pwd', { ...target, code, password: 'vendor-new-pass' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.call('POST', '/api/auth/store/vendor_login', { ...target, password: DEMO_PASSWORD })).statusCode,
    ).toBe(401);
    expect(
      (await t.call('POST', '/api/auth/store/vendor_login', { ...target, password: 'vendor-new-pass' })).statusCode,
    ).toBe(200);
  });
});
