import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, sessionPushTokens, storeUsers, twoFactorRecoveryCodes } from '../src/db/schema/index.js';
import { sendToPhones } from '../src/modules/push/phone-push.js';
import { signUpStore } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ AUTH_RATE_LIMIT: '30' });
});
afterAll(() => t.close());

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const signIn = async (email: string, password: string, userAgent?: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/store/login_v2',
    payload: { email, password },
    headers: userAgent ? { 'user-agent': userAgent } : {},
  });
  return { statusCode: res.statusCode, body: res.json() };
};
const alive = async (token: string) => (await t.call('GET', '/api/store/details', undefined, token)).statusCode === 200;

/** The 6-digit code of the newest mail to an address, as a person reads it. */
async function codeMailedTo(email: string): Promise<string> {
  const mails = await t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  const code = mails.at(-1)?.textBody.match(/\b(\d{6})\b/)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code as string;
}

/** The code an authenticator app shows for the secret at the test's clock, `steps` periods on. */
const codeAt = (secret: string, timestamp: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp, digits: 6, period: 30 });
const appCode = (secret: string, steps = 0) => codeAt(secret, t.clock.now().getTime() + steps * 30_000);

describe('name and email', () => {
  it('renames the signed-in user and shows it in the profile', async () => {
    const { token } = await signUpStore(t);
    const res = await t.call('PUT', '/api/store/account/profile', { name: '  Asha Rao ' }, token);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Asha Rao', role: 'admin', pending_email: null });
    expect((await t.call('PUT', '/api/store/account/profile', { name: '' }, token)).statusCode).toBe(400);
  });

  it('changes the email only once the code mailed to the new address comes back, and only once', async () => {
    const { token, body } = await signUpStore(t);
    const next = `new-${Date.now()}@example.com`;
    const ask = await t.call(
      'POST',
      '/api/store/account/email_change',
      { email: next, current_password: body.password },
      token,
    );
    expect(ask.statusCode).toBe(200);
    const code = await codeMailedTo(next);
    // The old address hears of it, without the code.
    const toOld = await t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, body.email));
    expect(toOld.at(-1)?.textBody).toContain(next);
    expect(toOld.at(-1)?.textBody).not.toContain(code);

    const waiting = await t.call('GET', '/api/store/account/profile', undefined, token);
    expect(waiting.body.data).toMatchObject({ email: body.email, pending_email: next });

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await t.call('POST', '/api/store/account/email_confirm', { code: wrong }, token)).statusCode).toBe(400);
    const confirmed = await t.call('POST', '/api/store/account/email_confirm', { code }, token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body.data).toMatchObject({ email: next, pending_email: null });

    const again = await t.call('POST', '/api/store/account/email_confirm', { code }, token);
    expect(again.statusCode).toBe(400);
    expect((await signIn(next, body.password)).statusCode).toBe(200);
    expect((await signIn(body.email, body.password)).statusCode).toBe(401);
  });

  it('refuses a wrong password, the same address, and an email another account uses', async () => {
    const { token, body } = await signUpStore(t);
    const other = await signUpStore(t);
    const change = (email: string, current_password = body.password) =>
      t.call('POST', '/api/store/account/email_change', { email, current_password }, token);

    const badPassword = await change(`x-${Date.now()}@example.com`, 'not-my-password');
    expect(badPassword.statusCode).toBe(400);
    expect(badPassword.body.message).toContain('current_password');
    expect((await change(body.email)).body.message).toContain('already your email');
    const taken = await change(other.body.email);
    expect(taken.statusCode).toBe(409);
    expect(taken.body.message).toMatch(/^email: another account already uses this email/);
  });

  it('refuses the confirmation when another account took the address meanwhile', async () => {
    const { token, body } = await signUpStore(t);
    const next = `race-${Date.now()}@example.com`;
    await t.call('POST', '/api/store/account/email_change', { email: next, current_password: body.password }, token);
    const code = await codeMailedTo(next);
    await signUpStore(t, { email: next });
    const res = await t.call('POST', '/api/store/account/email_confirm', { code }, token);
    expect(res.statusCode).toBe(409);
    const [me] = await t.app.ctx.db.select().from(storeUsers).where(eq(storeUsers.email, body.email));
    expect(me).toBeDefined();
  });

  it('lets the code expire', async () => {
    const { token, body } = await signUpStore(t);
    const next = `late-${Date.now()}@example.com`;
    await t.call('POST', '/api/store/account/email_change', { email: next, current_password: body.password }, token);
    const code = await codeMailedTo(next);
    t.clock.advance(31 * 60_000);
    const res = await t.call('POST', '/api/store/account/email_confirm', { code }, token);
    t.clock.set(new Date());
    expect(res.statusCode).toBe(400);
  });
});

describe('password and sessions', () => {
  it('refuses a wrong current password and changes nothing', async () => {
    const { token, body } = await signUpStore(t);
    const res = await t.call(
      'POST',
      '/api/store/change_pwd',
      { current_password: 'wrong-one', new_password: 'a-new-password-1' },
      token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toContain('current_password');
    expect((await signIn(body.email, body.password)).statusCode).toBe(200);
  });

  it('ends the other sessions on a password change and keeps this one', async () => {
    const { token, body } = await signUpStore(t);
    const other = (await signIn(body.email, body.password)).body.store_token;
    const res = await t.call(
      'POST',
      '/api/store/change_pwd',
      { current_password: body.password, new_password: 'a-new-password-1' },
      token,
    );
    expect(res.statusCode).toBe(200);
    expect(await alive(token)).toBe(true);
    const ended = await t.call('GET', '/api/store/details', undefined, other);
    expect(ended.body).toMatchObject({ status: false, session_end: true });
  });

  it('lists the live sessions with their device, marks this one, and signs one out', async () => {
    const { body } = await signUpStore(t);
    const laptop = (await signIn(body.email, body.password, CHROME_MAC)).body.store_token;
    const phone = (await signIn(body.email, body.password, SAFARI_IPHONE)).body.store_token;
    const list = await t.call('GET', '/api/store/account/sessions', undefined, laptop);
    expect(list.statusCode).toBe(200);
    const devices = list.body.list.map((s: { device: string; current: boolean }) => [s.device, s.current]);
    expect(devices).toEqual(
      expect.arrayContaining([
        ['Chrome on macOS', true],
        ['Safari on iOS', false],
      ]),
    );
    expect(list.body.list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);

    const phoneId = list.body.list.find((s: { device: string }) => s.device === 'Safari on iOS')._id;
    const out = await t.call('POST', '/api/store/account/sessions/sign_out', { session_id: phoneId }, laptop);
    expect(out.statusCode).toBe(200);
    expect((await t.call('GET', '/api/store/details', undefined, phone)).body).toMatchObject({ session_end: true });
    expect(await alive(laptop)).toBe(true);
    // Gone now, and another account's session is as unknown as a gone one.
    expect(
      (await t.call('POST', '/api/store/account/sessions/sign_out', { session_id: phoneId }, laptop)).statusCode,
    ).toBe(404);
    const stranger = await signUpStore(t);
    const theirs = (await t.call('GET', '/api/store/account/sessions', undefined, stranger.token)).body.list[0]._id;
    expect(
      (await t.call('POST', '/api/store/account/sessions/sign_out', { session_id: theirs }, laptop)).statusCode,
    ).toBe(404);
    expect(await alive(stranger.token)).toBe(true);
  });

  it('signs out everywhere else', async () => {
    const { token, body } = await signUpStore(t);
    const others = [
      (await signIn(body.email, body.password)).body.store_token,
      (await signIn(body.email, body.password)).body.store_token,
    ];
    expect((await t.call('POST', '/api/store/account/sessions/sign_out_others', undefined, token)).statusCode).toBe(
      200,
    );
    for (const other of others) expect(await alive(other)).toBe(false);
    expect(await alive(token)).toBe(true);
    expect((await t.call('GET', '/api/store/account/sessions', undefined, token)).body.list).toHaveLength(1);
  });
});

/** Sets up and turns on two-step sign-in; answers the secret and the recovery codes. */
async function enableTwoFactor(token: string) {
  const setup = await t.call('POST', '/api/store/account/two_factor/setup', {}, token);
  expect(setup.statusCode).toBe(200);
  const { secret, otpauth_url, qr_code } = setup.body.data;
  expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/Stallfront:/);
  expect(qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
  const wrong = await t.call('POST', '/api/store/account/two_factor/enable', { code: appCode(secret, 10) }, token);
  expect(wrong.statusCode).toBe(400);
  const on = await t.call('POST', '/api/store/account/two_factor/enable', { code: appCode(secret) }, token);
  expect(on.statusCode).toBe(200);
  return { secret: secret as string, codes: on.body.recovery_codes as string[] };
}

describe('two-step sign-in', () => {
  it('enrols with a code and gives ten recovery codes, of which only hashes are kept', async () => {
    const { token, body } = await signUpStore(t);
    const { codes } = await enableTwoFactor(token);
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(new Set(codes).size).toBe(10);
    const [user] = await t.app.ctx.db.select().from(storeUsers).where(eq(storeUsers.email, body.email));
    const kept = await t.app.ctx.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, user?.id ?? ''));
    expect(kept).toHaveLength(10);
    for (const row of kept) for (const code of codes) expect(row.codeHash).not.toContain(code.replace('-', ''));
    const profile = await t.call('GET', '/api/store/account/profile', undefined, token);
    expect(profile.body.data.two_factor).toEqual({ enabled: true, recovery_codes_left: 10 });
    expect((await t.call('POST', '/api/store/account/two_factor/setup', {}, token)).statusCode).toBe(409);
  });

  it('asks for the second step at sign-in and signs in with the app code, once', async () => {
    const { token, body } = await signUpStore(t);
    const { secret } = await enableTwoFactor(token);
    t.clock.advance(30_000);
    const first = await signIn(body.email, body.password);
    expect(first.statusCode).toBe(200);
    expect(first.body).toMatchObject({ status: true, two_factor_required: true });
    expect(first.body.store_token).toBeUndefined();

    const code = appCode(secret);
    const wrong = await t.call('POST', '/api/auth/store/login_two_factor', {
      challenge_token: first.body.challenge_token,
      code: appCode(secret, 20),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.message).toMatch(/^code:/);
    const done = await t.call('POST', '/api/auth/store/login_two_factor', {
      challenge_token: first.body.challenge_token,
      code,
    });
    expect(done.statusCode).toBe(200);
    expect(await alive(done.body.store_token)).toBe(true);
    // The challenge is spent, and the same code does not open a second sign-in.
    const reused = await t.call('POST', '/api/auth/store/login_two_factor', {
      challenge_token: first.body.challenge_token,
      code,
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.body.message).toMatch(/^challenge_token:/);
    const second = await signIn(body.email, body.password);
    const replay = await t.call('POST', '/api/auth/store/login_two_factor', {
      challenge_token: second.body.challenge_token,
      code,
    });
    expect(replay.statusCode).toBe(400);
  });

  it('signs in with a recovery code once; the same code twice is refused', async () => {
    const { token, body } = await signUpStore(t);
    const { codes } = await enableTwoFactor(token);
    const recovery = codes[3] as string;
    const use = async (code: string) => {
      const challenge = (await signIn(body.email, body.password)).body.challenge_token;
      return t.call('POST', '/api/auth/store/login_two_factor', { challenge_token: challenge, code });
    };
    const first = await use(recovery.toUpperCase());
    expect(first.statusCode).toBe(200);
    expect(first.body.store_token).toEqual(expect.any(String));
    const twice = await use(recovery);
    expect(twice.statusCode).toBe(400);
    const profile = await t.call('GET', '/api/store/account/profile', undefined, token);
    expect(profile.body.data.two_factor.recovery_codes_left).toBe(9);
  });

  it('kills a challenge after five wrong codes', async () => {
    const { token, body } = await signUpStore(t);
    const { secret } = await enableTwoFactor(token);
    const challenge = (await signIn(body.email, body.password)).body.challenge_token;
    for (let i = 1; i <= 5; i++) {
      await t.call('POST', '/api/auth/store/login_two_factor', {
        challenge_token: challenge,
        code: appCode(secret, 40 + i),
      });
    }
    const right = await t.call('POST', '/api/auth/store/login_two_factor', {
      challenge_token: challenge,
      code: appCode(secret, 1),
    });
    expect(right.statusCode).toBe(400);
    expect(right.body.message).toMatch(/^challenge_token:/);
  });

  it('turns off only with the password and a code', async () => {
    const { token, body } = await signUpStore(t);
    const { secret } = await enableTwoFactor(token);
    const off = (current_password: string, code: string) =>
      t.call('POST', '/api/store/account/two_factor/disable', { current_password, code }, token);
    t.clock.advance(30_000);
    expect((await off('wrong-password', appCode(secret))).body.message).toContain('current_password');
    expect((await off(body.password, '000000')).statusCode).toBe(400);
    expect((await off(body.password, appCode(secret))).statusCode).toBe(200);
    const plain = await signIn(body.email, body.password);
    expect(plain.body.store_token).toEqual(expect.any(String));
  });
});

describe('new recovery codes', () => {
  it('replace every earlier code, used or not, only with the password and a code', async () => {
    const { token, body } = await signUpStore(t);
    const { codes } = await enableTwoFactor(token);
    const renew = (current_password: string, code: string) =>
      t.call('POST', '/api/store/account/two_factor/recovery_codes', { current_password, code }, token);
    expect((await renew('wrong-password', codes[0] as string)).body.message).toContain('current_password');
    expect((await renew(body.password, '000000')).statusCode).toBe(400);

    const renewed = await renew(body.password, codes[0] as string);
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.body.recovery_codes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((code) => codes.includes(code))).toEqual([]);
    const profile = await t.call('GET', '/api/store/account/profile', undefined, token);
    expect(profile.body.data.two_factor).toEqual({ enabled: true, recovery_codes_left: 10 });

    const signInWith = async (code: string) => {
      const challenge = (await signIn(body.email, body.password)).body.challenge_token;
      return t.call('POST', '/api/auth/store/login_two_factor', { challenge_token: challenge, code });
    };
    expect((await signInWith(codes[1] as string)).statusCode).toBe(400);
    expect((await signInWith(fresh[0] as string)).statusCode).toBe(200);
  });
});

describe('wrong second-step codes are rate limited', () => {
  it('counts tries per account too, so guesses from many addresses still stop', async () => {
    const limited = await startTestApp({ AUTH_RATE_LIMIT: '4' });
    try {
      const { token, body } = await signUpStore(limited);
      const setup = await limited.call('POST', '/api/store/account/two_factor/setup', {}, token);
      const secret = setup.body.data.secret as string;
      const code = codeAt(secret, limited.clock.now().getTime());
      await limited.call('POST', '/api/store/account/two_factor/enable', { code }, token);
      const login = await limited.call('POST', '/api/auth/store/login_v2', {
        email: body.email,
        password: body.password,
      });
      const statuses: number[] = [];
      for (let i = 1; i <= 5; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/auth/store/login_two_factor',
          payload: { challenge_token: login.body.challenge_token, code: '000000' },
          remoteAddress: `198.51.100.${i}`,
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('a phone app push token', () => {
  it('is kept with its session and dropped at sign-out', async () => {
    const { body } = await signUpStore(t);
    const phone = (await signIn(body.email, body.password, SAFARI_IPHONE)).body.store_token;
    const laptop = (await signIn(body.email, body.password, CHROME_MAC)).body.store_token;
    expect((await t.call('POST', '/api/others/ios_token', { token: 'bad token' }, phone)).statusCode).toBe(400);
    expect((await t.call('POST', '/api/others/ios_token', { token: 'apns-device-token-1' }, phone)).statusCode).toBe(
      200,
    );
    const list = await t.call('GET', '/api/store/account/sessions', undefined, laptop);
    expect(list.body.list.find((s: { device: string }) => s.device === 'Safari on iOS').phone_app).toBe(true);
    const rows = () =>
      t.app.ctx.db.select().from(sessionPushTokens).where(eq(sessionPushTokens.token, 'apns-device-token-1'));
    expect(await rows()).toHaveLength(1);
    await t.call('POST', '/api/store/logout', undefined, phone);
    expect(await rows()).toHaveLength(0);
  });

  it('is dropped when the session is signed out from another one, and reaches a configured provider', async () => {
    const { body } = await signUpStore(t);
    const [owner] = await t.app.ctx.db.select().from(storeUsers).where(eq(storeUsers.email, body.email));
    const storeId = owner?.storeId ?? '';
    const phone = (await signIn(body.email, body.password, SAFARI_IPHONE)).body.store_token;
    const laptop = (await signIn(body.email, body.password, CHROME_MAC)).body.store_token;
    await t.call('POST', '/api/others/ios_token', { token: 'apns-device-token-2' }, phone);

    const sent: string[][] = [];
    const provider = {
      send: async (tokens: string[]) => {
        sent.push(tokens);
        return { invalidTokens: [] };
      },
    };
    const payload = {
      title: 'New order',
      body: 'Order #1',
      data: { url: '/orders/product/live/all', keyword: 'live_order' },
    };
    expect(await sendToPhones(t.app.ctx.db, provider, storeId, payload, 'order-1', t.clock.now())).toBe(1);
    expect(sent).toEqual([['apns-device-token-2']]);

    await t.call('POST', '/api/store/account/sessions/sign_out_others', undefined, laptop);
    const left = await t.app.ctx.db
      .select()
      .from(sessionPushTokens)
      .where(and(eq(sessionPushTokens.storeId, storeId), eq(sessionPushTokens.token, 'apns-device-token-2')));
    expect(left).toHaveLength(0);
    expect(await sendToPhones(t.app.ctx.db, provider, storeId, payload, 'order-1', t.clock.now())).toBe(0);
  });
});
