import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_IDS } from '@stallfront/shared';
import { auditLog, mailOutbox, storeUsers, stores, trialFeatures } from '../src/db/schema/index.js';
import { productBody, signUpStore } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const PASSWORD = 'staff-password-1';
let counter = 0;
const email = (what: string) => `${what}-${Date.now().toString(36)}${++counter}@example.com`;

/** A new store on Essential (no staff tier of its own, no trials) with the features given, its owner's token and id. */
async function storeWith(features: string[]) {
  const { token, session } = await signUpStore(t);
  const storeId = session.data._id as string;
  await t.app.ctx.db
    .update(stores)
    .set({ packageId: PACKAGE_IDS.essential, paidFeatures: features })
    .where(eq(stores.id, storeId));
  await t.app.ctx.db.delete(trialFeatures).where(eq(trialFeatures.storeId, storeId));
  await t.written();
  return { token, storeId };
}

const invite = (token: string, body: { name?: string; email: string; subuser_features?: string[] }) =>
  t.call('POST', '/api/store/users/invite', { name: 'Sam Staff', subuser_features: [], ...body }, token);

/** The token of the last invite mailed to an address, read from the outbox as the invitee's mail. */
async function inviteTokenFor(address: string): Promise<string> {
  const [mail] = await t.app.ctx.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address))
    .orderBy(desc(mailOutbox.createdAt));
  const token = mail?.textBody.match(/\/session\/accept-invite\/([\w-]+)/)?.[1];
  if (!token) throw new Error(`no invite mailed to ${address}`);
  return token;
}

async function staffJoins(owner: string, features: string[], name = 'Sam Staff') {
  const address = email('staff');
  const invited = await invite(owner, { name, email: address, subuser_features: features });
  expect(invited.statusCode, JSON.stringify(invited.body)).toBe(200);
  const accepted = await t.call('POST', '/api/auth/store/accept_invite', {
    token: await inviteTokenFor(address),
    name,
    password: PASSWORD,
  });
  expect(accepted.statusCode, JSON.stringify(accepted.body)).toBe(200);
  return { id: invited.body.data._id as string, email: address, token: accepted.body.store_token as string };
}

const staffCount = async (storeId: string) =>
  (
    await t.app.ctx.db
      .select()
      .from(storeUsers)
      .where(and(eq(storeUsers.storeId, storeId), eq(storeUsers.role, 'subuser')))
  ).length;

describe('inviting staff', () => {
  it('creates a pending staff member, mails a single-use link, and signs the invitee in with their grants', async () => {
    const { token } = await storeWith(['5_staff']);
    const address = email('new');
    const sent = await invite(token, { name: 'Nia', email: address, subuser_features: ['add_product', 'orders'] });
    expect(sent.statusCode).toBe(200);
    expect(sent.body.data).toMatchObject({
      status: 'invited',
      email: address,
      subuser_features: ['add_product', 'orders'],
    });

    const overview = await t.call('GET', '/api/store/users', undefined, token);
    expect(overview.body.seats).toEqual({ limit: 5, used: 1 });
    expect(overview.body.invite_refusal).toBeNull();
    expect(overview.body.grant_groups[0].group).toBe('Products');

    // Not a working account until accepted: no password signs in.
    const early = await t.call('POST', '/api/auth/store/login_v2', { email: address, password: PASSWORD });
    expect(early.statusCode).toBe(401);

    const link = await inviteTokenFor(address);
    const details = await t.call('POST', '/api/auth/store/invite_details', { token: link });
    expect(details.body.data).toMatchObject({ email: address, name: 'Nia' });

    const accepted = await t.call('POST', '/api/auth/store/accept_invite', {
      token: link,
      name: 'Nia Kaur',
      password: PASSWORD,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.body.login_type).toBe('subuser');
    expect(accepted.body.data.subuser_features).toEqual(['add_product', 'orders']);
    expect(accepted.body.permitted_routes).toContain('products');
    expect(accepted.body.permitted_routes).not.toContain('account_users');

    const again = await t.call('POST', '/api/auth/store/accept_invite', { token: link, name: 'X', password: PASSWORD });
    expect(again.statusCode).toBe(400);
    expect(again.body.message).toMatch(/expired, was already used or was revoked/);
    const signIn = await t.call('POST', '/api/auth/store/login_v2', { email: address, password: PASSWORD });
    expect(signIn.statusCode).toBe(200);
  });

  it('expires the link, and a resend replaces it', async () => {
    const { token } = await storeWith(['5_staff']);
    const address = email('late');
    const sent = await invite(token, { email: address });
    const first = await inviteTokenFor(address);
    const resent = await t.call('POST', '/api/store/users/invite/resend', { _id: sent.body.data._id }, token);
    expect(resent.statusCode).toBe(200);
    const second = await inviteTokenFor(address);
    expect(second).not.toBe(first);
    const old = await t.call('POST', '/api/auth/store/invite_details', { token: first });
    expect(old.statusCode).toBe(400);

    t.clock.advance(8 * 86_400_000);
    try {
      const expired = await t.call('POST', '/api/auth/store/accept_invite', {
        token: second,
        name: 'L',
        password: PASSWORD,
      });
      expect(expired.statusCode).toBe(400);
    } finally {
      t.clock.advance(-8 * 86_400_000);
    }
  });

  it('revokes an invite: the link dies and the seat is free', async () => {
    const { token, storeId } = await storeWith(['1_staff']);
    const address = email('revoked');
    const sent = await invite(token, { email: address });
    const link = await inviteTokenFor(address);
    const revoked = await t.call('PATCH', '/api/store/users', { _id: sent.body.data._id }, token);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.body.message).toMatch(/invite to .* is revoked/);
    expect((await t.call('POST', '/api/auth/store/invite_details', { token: link })).statusCode).toBe(400);
    expect(await staffCount(storeId)).toBe(0);
    expect((await invite(token, { email: email('next') })).statusCode).toBe(200);
  });

  it('refuses an email already staff here, the owner’s, or any other store’s account; nothing changes', async () => {
    const { token, storeId } = await storeWith(['5_staff']);
    const other = await signUpStore(t);
    const member = email('twice');
    expect((await invite(token, { email: member })).statusCode).toBe(200);
    const same = await invite(token, { email: member.toUpperCase() });
    expect(same.statusCode).toBe(409);
    expect(same.body.message).toMatch(/^email: .* has already been invited to this store/);
    const elsewhere = await invite(token, { email: other.body.email });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.body.message).toMatch(/already has a Stallfront account with another store/);
    const [owner] = await t.app.ctx.db
      .select()
      .from(storeUsers)
      .where(and(eq(storeUsers.storeId, storeId), eq(storeUsers.role, 'admin')));
    expect((await invite(token, { email: owner?.email ?? '' })).statusCode).toBe(409);
    expect(await staffCount(storeId)).toBe(1);
  });
});

describe('the staff limit', () => {
  it('refuses the 21st staff member on 20_staff with a clear message, nothing written', async () => {
    const { token, storeId } = await storeWith(['5_staff', '20_staff']);
    await t.app.ctx.db.insert(storeUsers).values(
      Array.from({ length: 20 }, (_, i) => ({
        storeId,
        role: 'subuser',
        name: `Staff ${i}`,
        email: email(`seat${i}`),
        passwordHash: 'x',
      })),
    );
    const overview = await t.call('GET', '/api/store/users', undefined, token);
    expect(overview.body.seats).toEqual({ limit: 20, used: 20 });
    expect(overview.body.invite_refusal).toMatch(/allows 20 staff members and every seat is taken/);
    const refused = await invite(token, { email: email('21st') });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toMatch(/allows 20 staff members/);
    expect(await staffCount(storeId)).toBe(20);
  });

  it('counts pending invites, and refuses a store without a staff tier', async () => {
    const one = await storeWith(['1_staff']);
    expect((await invite(one.token, { email: email('first') })).statusCode).toBe(200);
    const second = await invite(one.token, { email: email('second') });
    expect(second.statusCode).toBe(409);
    expect(second.body.message).toMatch(/allows 1 staff member/);

    const none = await storeWith([]);
    const refused = await invite(none.token, { email: email('none') });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toMatch(/no staff accounts/);
  });

  it('lets only one of two invites racing for the last seat in', async () => {
    const { token, storeId } = await storeWith(['1_staff']);
    const answers = await Promise.all([
      invite(token, { email: email('raceA') }),
      invite(token, { email: email('raceB') }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.body.message).toMatch(/every seat is taken/);
    expect(await staffCount(storeId)).toBe(1);
  });
});

describe('grants', () => {
  it('refuses a grant that does not exist or opens nothing here; nothing changes', async () => {
    const { token, storeId } = await storeWith(['5_staff']);
    const unknown = await invite(token, { email: email('g'), subuser_features: ['add_product', 'launch_rockets'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.message).toMatch(/^subuser_features: "launch_rockets" is not a permission/);
    const elsewhere = await invite(token, { email: email('g'), subuser_features: ['vendors'] });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.body.message).toMatch(/"vendors" opens nothing in this store/);
    expect(await staffCount(storeId)).toBe(0);

    const staff = await staffJoins(token, ['add_product']);
    const bad = await t.call('PUT', '/api/store/users/features', { _id: staff.id, subuser_features: ['nope'] }, token);
    expect(bad.statusCode).toBe(400);
    const [row] = await t.app.ctx.db.select().from(storeUsers).where(eq(storeUsers.id, staff.id));
    expect(row?.subuserFeatures).toEqual(['add_product']);
  });

  it('takes effect on the staff member’s next call', async () => {
    const { token } = await storeWith(['5_staff']);
    const staff = await staffJoins(token, ['add_product']);
    expect((await t.call('POST', '/api/store/product', productBody(), staff.token)).statusCode).toBe(200);
    const changed = await t.call(
      'PUT',
      '/api/store/users/features',
      { _id: staff.id, subuser_features: ['orders'] },
      token,
    );
    expect(changed.statusCode).toBe(200);
    const refused = await t.call('POST', '/api/store/product', productBody(), staff.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toMatch(/needs the add_product permission/);
  });
});

describe('disable, enable and remove', () => {
  it('ends a disabled member’s sessions at once, and lets them back in when enabled', async () => {
    const { token } = await storeWith(['5_staff']);
    const staff = await staffJoins(token, ['add_product']);
    expect((await t.call('POST', '/api/store/product', productBody(), staff.token)).statusCode).toBe(200);
    const disabled = await t.call('PUT', '/api/store/users/status', { _id: staff.id, status: 'disabled' }, token);
    expect(disabled.statusCode).toBe(200);
    const ended = await t.call('POST', '/api/store/product', productBody(), staff.token);
    expect(ended.statusCode).toBe(401);
    expect(ended.body.session_end).toBe(true);
    const blocked = await t.call('POST', '/api/auth/store/login_v2', { email: staff.email, password: PASSWORD });
    expect(blocked.statusCode).toBe(403);

    expect(
      (await t.call('PUT', '/api/store/users/status', { _id: staff.id, status: 'active' }, token)).statusCode,
    ).toBe(200);
    const back = await t.call('POST', '/api/auth/store/login_v2', { email: staff.email, password: PASSWORD });
    expect(back.statusCode).toBe(200);
  });

  it('removes a member: sessions end, their audit rows keep their name', async () => {
    const { token, storeId } = await storeWith(['5_staff']);
    const staff = await staffJoins(token, ['add_product'], 'Rita Removed');
    expect((await t.call('POST', '/api/store/product', productBody(), staff.token)).statusCode).toBe(200);
    expect((await t.call('PATCH', '/api/store/users', { _id: staff.id }, token)).statusCode).toBe(200);
    expect((await t.call('POST', '/api/store/product', productBody(), staff.token)).statusCode).toBe(401);
    expect(await staffCount(storeId)).toBe(0);
    const log = await t.call('POST', '/api/store/users/audit_list', { search: 'Rita' }, token);
    expect(log.body.list).toHaveLength(1);
    expect(log.body.list[0]).toMatchObject({
      actor_name: 'Rita Removed',
      actor_role: 'subuser',
      action: 'Add a product',
    });
  });

  it('refuses another store’s staff member as not found', async () => {
    const mine = await storeWith(['5_staff']);
    const theirs = await storeWith(['5_staff']);
    const staff = await staffJoins(theirs.token, []);
    const res = await t.call('PATCH', '/api/store/users', { _id: staff.id }, mine.token);
    expect(res.statusCode).toBe(404);
  });
});

describe('owner only', () => {
  it('refuses every staff call to a staff member', async () => {
    const { token } = await storeWith(['5_staff']);
    const staff = await staffJoins(token, ['add_product', 'update_product', 'settings']);
    for (const [method, url, body] of [
      ['GET', '/api/store/users', undefined],
      ['POST', '/api/store/users/invite', { name: 'X', email: email('x'), subuser_features: [] }],
      ['PUT', '/api/store/users/features', { _id: staff.id, subuser_features: ['orders'] }],
      ['PATCH', '/api/store/users', { _id: staff.id }],
      ['POST', '/api/store/users/audit_list', {}],
    ] as const) {
      const res = await t.call(method, url, body, staff.token);
      expect(res.statusCode, url).toBe(403);
    }
  });
});

describe('the audit log', () => {
  it('records a staff member’s product update with who, what, which row, when and from where', async () => {
    const { token, storeId } = await storeWith(['5_staff']);
    const created = await t.call('POST', '/api/store/product', productBody(), token);
    const product = created.body.data;
    const staff = await staffJoins(token, ['update_product'], 'Uma Update');
    const before = (await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.storeId, storeId))).length;

    // Reads leave nothing.
    expect((await t.call('POST', '/api/store/product_list', {}, staff.token)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/store/product/${product._id}`, undefined, staff.token)).statusCode).toBe(200);
    const saved = await t.call(
      'PUT',
      '/api/store/product/overall',
      {
        _id: product._id,
        name: 'Renamed',
        sku: product.sku,
        slug: product.slug,
        price: 100,
        stock: 1,
        status: 'draft',
      },
      staff.token,
    );
    expect(saved.statusCode).toBe(200);
    // A refused write leaves nothing either.
    expect((await t.call('PATCH', '/api/store/product', { _id: product._id }, staff.token)).statusCode).toBe(403);

    const rows = await t.app.ctx.db.select().from(auditLog).where(eq(auditLog.storeId, storeId));
    expect(rows.length).toBe(before + 1);
    const log = await t.call('POST', '/api/store/users/audit_list', { actor_id: staff.id }, token);
    expect(log.statusCode).toBe(200);
    expect(log.body.list).toHaveLength(1);
    expect(log.body.list[0]).toMatchObject({
      actor_id: staff.id,
      actor_name: 'Uma Update',
      actor_role: 'subuser',
      action: 'Save name, SKU, price, stock, status and variants',
      call: 'PUT /store/product/overall',
      target_id: product._id,
      ip: '127.0.0.1',
    });
    const count = await t.call('GET', `/api/store/users/audit_list?actor_id=${staff.id}`, undefined, token);
    expect(count.body.total).toBe(1);
  });

  it('filters by days of the store’s calendar', async () => {
    const { token } = await storeWith(['5_staff']);
    await t.call('POST', '/api/store/product', productBody(), token);
    const all = await t.call('POST', '/api/store/users/audit_list', {}, token);
    expect(all.body.list.length).toBeGreaterThan(0);
    const future = await t.call('POST', '/api/store/users/audit_list', { from: '2999-01-01' }, token);
    expect(future.body.list).toHaveLength(0);
    const past = await t.call('POST', '/api/store/users/audit_list', { to: '2000-01-01' }, token);
    expect(past.body.list).toHaveLength(0);
    const bad = await t.call('POST', '/api/store/users/audit_list', { from: 'yesterday' }, token);
    expect(bad.statusCode).toBe(400);
  });
});
