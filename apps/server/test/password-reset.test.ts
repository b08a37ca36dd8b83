import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RESET_CODE_MAX_ATTEMPTS } from '@stallfront/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { mailOutbox, passwordResets, storeUsers, stores, vendors } from '../src/db/schema/index.js';
import { RESET_REQUESTED } from '../src/modules/auth/reset.service.js';
import { DEMO_PASSWORD } from '../src/seed/demo-stores.js';
import { signUpStore } from './fixtures.js';
import { startDemoApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startDemoApp();
});
afterAll(() => t.close());

const resetMailsTo = async (email: string) =>
  (await t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)))
    .filter((m) => m.subject.includes('reset'))
    .sort((a, b) => +a.createdAt - +b.createdAt);

/** The code in the reset mail after the `before`-th, read as a person reads their inbox; it goes out after the answer. */
const nextCode = (email: string, before: number) =>
  vi.waitFor(
    async () => {
      const mails = await resetMailsTo(email);
      expect(mails.length).toBeGreaterThan(before);
      const code = mails.at(-1)?.textBody.match(/\b(\d{6})\b/)?.[1];
      expect(code).toMatch(/^\d{6}$/);
      return code as string;
    },
    { timeout: 5000, interval: 10 },
  );

type Target = { email: string; store_id?: string };

async function askForCode(url: string, target: Target): Promise<string> {
  const before = (await resetMailsTo(target.email)).length;
  const asked = await t.call('POST', url, target);
  expect(asked.body).toEqual({ status: true, message: RESET_REQUESTED });
  return nextCode(target.email, before);
}

const STORE_FORGOT = '/api/auth/store/forgot_request';
const VENDOR_FORGOT = '/api/auth/store/vendor_forgot_request';

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('store password reset', () => {
  it('mails a code, validates it, sets the new password once and ends old sessions', async () => {
    const { body, token } = await signUpStore(t);
    const code = await askForCode(STORE_FORGOT, { email: body.email });

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
    const code = await askForCode(STORE_FORGOT, { email: body.email });
    t.clock.advance(16 * 60_000);
    const res = await t.call('POST', '/api/auth/store/validate_forgot_request', { email: body.email, code });
    t.clock.set(new Date());
    expect(res.statusCode).toBe(400);
  });

  it('kills a code after five wrong guesses', async () => {
    const { body } = await signUpStore(t);
    const code = await askForCode(STORE_FORGOT, { email: body.email });
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
    const first = await askForCode(STORE_FORGOT, { email: body.email });
    t.clock.advance(1000);
    const second = await askForCode(STORE_FORGOT, { email: body.email });
    t.clock.set(new Date());
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
    const code = await askForCode(STORE_FORGOT, { email: body.email });
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
    const code = await askForCode(VENDOR_FORGOT, target);
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

const storeOwner = async () => ({ forgot: STORE_FORGOT, target: { email: (await signUpStore(t)).body.email } });
const bazaarVendor = async () => {
  const [bazaar] = await t.app.ctx.db.select().from(stores).where(eq(stores.subDomain, 'bazaar-central'));
  return { forgot: VENDOR_FORGOT, target: { store_id: bazaar!.id, email: 'vendor2@bazaar-central.demo' } as Target };
};
const answerOf = (res: { statusCode: number; body: unknown }) => ({ statusCode: res.statusCode, body: res.body });

describe('reset requests do not tell known emails from unknown ones', () => {
  it.each([
    ['store user', storeOwner],
    ['vendor', bazaarVendor],
  ])('answers a known %s email as an unknown one, and still mails the code', async (_, who) => {
    const { forgot, target } = await who();
    const before = (await resetMailsTo(target.email)).length;
    const known = await t.call('POST', forgot, target);
    const unknown = await t.call('POST', forgot, { ...target, email: 'ghost@example.com' });
    expect(answerOf(known)).toEqual(answerOf(unknown));
    expect(known.body).toEqual({ status: true, message: RESET_REQUESTED });
    expect(await nextCode(target.email, before)).toMatch(/^\d{6}$/);
  });

  // The answer must not wait for the mail: a mail that fails (or is slow) would show the email is known.
  it.each([
    ['store user', storeOwner],
    ['vendor', bazaarVendor],
  ])('answers a known %s email as an unknown one when the mail cannot be sent', async (_, who) => {
    const { forgot, target } = await who();
    const { mailer } = t.app.ctx;
    let attempted: () => void = () => {};
    const mailAttempted = new Promise<void>((resolve) => {
      attempted = resolve;
    });
    t.app.ctx.mailer = {
      send: async () => {
        attempted();
        throw new Error('SMTP is down');
      },
    };
    try {
      const known = await t.call('POST', forgot, target);
      const unknown = await t.call('POST', forgot, { ...target, email: 'ghost@example.com' });
      expect(answerOf(known)).toEqual(answerOf(unknown));
      await mailAttempted;
    } finally {
      t.app.ctx.mailer = mailer;
    }
  });
});

describe('reset codes guessed in parallel', () => {
  async function liveResetOf(target: Target) {
    const principal = target.store_id
      ? eq(
          passwordResets.principalId,
          t.app.ctx.db
            .select({ id: vendors.id })
            .from(vendors)
            .where(and(eq(vendors.storeId, target.store_id), eq(vendors.email, target.email))),
        )
      : eq(
          passwordResets.principalId,
          t.app.ctx.db.select({ id: storeUsers.id }).from(storeUsers).where(eq(storeUsers.email, target.email)),
        );
    const rows = await t.app.ctx.db
      .select()
      .from(passwordResets)
      .where(and(principal, isNull(passwordResets.usedAt)));
    expect(rows).toHaveLength(1);
    return rows[0]!;
  }

  it.each([
    ['validate_forgot_request', storeOwner],
    ['update_pwd', storeOwner],
    ['validate_vendor_forgot_request', bazaarVendor],
    ['update_vendor_pwd', bazaarVendor],
  ])('compares at most five of 50 guesses sent at once to %s, then refuses the right code', async (call, who) => {
    const { forgot, target } = await who();
    const code = await askForCode(forgot, target);
    const reset = await liveResetOf(target);
    const guess = (c: string) =>
      t.call('POST', `/api/auth/store/${call}`, { ...target, code: c, password: 'brand-new-secret' });

    const answers = await Promise.all(Array.from({ length: 50 }, () => guess(wrongCode(code))));
    expect(answers.every((a) => a.statusCode === 400)).toBe(true);
    // Each wrong guess compared is counted: exactly five were, and the code is spent.
    const [after] = await t.app.ctx.db.select().from(passwordResets).where(eq(passwordResets.id, reset.id));
    expect(after).toMatchObject({ attempts: RESET_CODE_MAX_ATTEMPTS, usedAt: expect.any(Date) });
    expect((await guess(code)).statusCode).toBe(400);
  });
});
