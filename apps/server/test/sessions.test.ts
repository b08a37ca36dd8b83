import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { DEMO_PASSWORD } from '../src/seed/demo-stores.js';
import { signUpStore } from './fixtures.js';
import { startDemoApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startDemoApp({ SESSION_TTL_HOURS: '24' });
});
afterAll(() => t.close());

const sessionEnded = { status: false, message: expect.any(String), session_end: true };

describe('store sessions', () => {
  it('serves store calls to a live session', async () => {
    const { token, body } = await signUpStore(t);
    const res = await t.call('GET', '/api/store/details', undefined, token);
    expect(res.statusCode).toBe(200);
    expect(res.body.data.email).toBe(body.email);
  });

  it('ends the session on sign-out: the same token then gets session_end', async () => {
    const { token } = await signUpStore(t);
    const out = await t.call('POST', '/api/store/logout', undefined, token);
    expect(out.body).toEqual({ status: true, message: 'Signed out.' });
    const after = await t.call('GET', '/api/store/details', undefined, token);
    expect(after.statusCode).toBe(401);
    expect(after.body).toEqual(sessionEnded);
  });

  it('signs out one device only', async () => {
    const { body } = await signUpStore(t);
    const login = () => t.call('POST', '/api/auth/store/login_v2', { email: body.email, password: body.password });
    const phone = (await login()).body.store_token;
    const laptop = (await login()).body.store_token;
    await t.call('POST', '/api/store/logout', undefined, phone);
    expect((await t.call('GET', '/api/store/details', undefined, laptop)).statusCode).toBe(200);
  });

  it('ends the other sessions of the user on a password change, keeps this one, and the new password works', async () => {
    const { token, body } = await signUpStore(t);
    const other = (await t.call('POST', '/api/auth/store/login_v2', { email: body.email, password: body.password }))
      .body.store_token;
    const wrong = await t.call(
      'POST',
      '/api/store/change_pwd',
      { current_password: 'not-it', new_password: 'a-new-password-1' },
      token,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.message).toContain('current_password');

    const res = await t.call(
      'POST',
      '/api/store/change_pwd',
      { current_password: body.password, new_password: 'a-new-password-1' },
      token,
    );
    expect(res.statusCode).toBe(200);
    expect((await t.call('GET', '/api/store/details', undefined, other)).body).toEqual(sessionEnded);
    expect((await t.call('GET', '/api/store/details', undefined, token)).statusCode).toBe(200);
    expect(
      (await t.call('POST', '/api/auth/store/login_v2', { email: body.email, password: body.password })).statusCode,
    ).toBe(401);
    expect(
      (await t.call('POST', '/api/auth/store/login_v2', { email: body.email, password: 'a-new-password-1' }))
        .statusCode,
    ).toBe(200);
  });

  it('ends an expired session', async () => {
    const { token } = await signUpStore(t);
    t.clock.advance(25 * 3_600_000);
    const res = await t.call('GET', '/api/store/details', undefined, token);
    t.clock.set(new Date());
    expect(res.body).toEqual(sessionEnded);
  });

  it('answers session_end to a missing, malformed or forged token', async () => {
    const forged = await new SignJWT({ sid: '00000000-0000-4000-8000-000000000000' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('stallfront')
      .setAudience('store')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-secret-that-is-not-the-servers-secret'));
    for (const token of [undefined, 'not-a-jwt', forged]) {
      const res = await t.call('GET', '/api/store/details', undefined, token);
      expect(res.statusCode).toBe(401);
      expect(res.body).toEqual(sessionEnded);
    }
  });

  it('answers session_end before looking at the body', async () => {
    const { token } = await signUpStore(t);
    await t.call('POST', '/api/store/logout', undefined, token);
    const res = await t.call('PATCH', '/api/store/details', { name: 42 }, token);
    expect(res.body).toEqual(sessionEnded);
    const raw = await t.app.inject({
      method: 'PUT',
      url: '/api/store/details',
      payload: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(raw.json()).toEqual(sessionEnded);
  });

  it('ends the session of a staff account that the owner disabled', async () => {
    const staff = await t.call('POST', '/api/auth/store/login_v2', {
      email: 'staff@urban-threads.demo',
      password: DEMO_PASSWORD,
    });
    const { storeUsers } = await import('../src/db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    await t.app.ctx.db
      .update(storeUsers)
      .set({ status: 'disabled' })
      .where(eq(storeUsers.email, 'staff@urban-threads.demo'));
    await t.written();
    const res = await t.call('GET', '/api/store/details', undefined, staff.body.store_token);
    expect(res.body).toEqual(sessionEnded);
    const again = await t.call('POST', '/api/auth/store/login_v2', {
      email: 'staff@urban-threads.demo',
      password: DEMO_PASSWORD,
    });
    expect(again.statusCode).toBe(403);
    await t.app.ctx.db
      .update(storeUsers)
      .set({ status: 'active' })
      .where(eq(storeUsers.email, 'staff@urban-threads.demo'));
    await t.written();
  });
});

describe('master sessions', () => {
  const adminLogin = () =>
    t.call('POST', '/api/auth/admin/login', { email: 'admin@stallfront.demo', password: DEMO_PASSWORD });

  it('refuses a master token on store calls and a store token on master calls', async () => {
    const master = (await adminLogin()).body.master_token;
    const { token } = await signUpStore(t);
    expect((await t.call('GET', '/api/store/details', undefined, master)).body).toEqual(sessionEnded);
    const refused = await t.call('GET', '/api/admin/mail_outbox', undefined, token);
    expect(refused.statusCode).toBe(401);
    expect(refused.body.status).toBe(false);
    expect((await t.call('GET', '/api/admin/mail_outbox', undefined, master)).statusCode).toBe(200);
  });

  it('ends the master session on sign-out', async () => {
    const master = (await adminLogin()).body.master_token;
    await t.call('POST', '/api/admin/logout', undefined, master);
    expect((await t.call('GET', '/api/admin/signup_log', undefined, master)).statusCode).toBe(401);
  });
});

describe('pruning ended sessions', () => {
  it('deletes sessions that expired or were revoked over 30 days ago, and keeps the rest', async () => {
    const { pruneAuthRecords } = await import('../src/platform/auth/prune.js');
    const { sessions } = await import('../src/db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    const live = await signUpStore(t);
    const signedOut = await signUpStore(t);
    await t.call('POST', '/api/store/logout', undefined, signedOut.token);
    const ownerIds = [live.session.data.login_id, signedOut.session.data.login_id];

    const countFor = async (id: string) =>
      (await t.app.ctx.db.select().from(sessions).where(eq(sessions.principalId, id))).length;
    const day = 86_400_000;
    const now = t.clock.now().getTime();
    await pruneAuthRecords(t.app.ctx.db, new Date(now + 29 * day));
    expect(await Promise.all(ownerIds.map(countFor))).toEqual([1, 1]);

    // Half a day past the revocation's 30 days; the live session (24 h here) expired only 29.5 days before.
    await pruneAuthRecords(t.app.ctx.db, new Date(now + 30.5 * day));
    expect(await Promise.all(ownerIds.map(countFor))).toEqual([1, 0]);

    await pruneAuthRecords(t.app.ctx.db, new Date(now + 32 * day));
    expect(await Promise.all(ownerIds.map(countFor))).toEqual([0, 0]);
  });
});
