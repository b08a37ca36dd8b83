import { eq } from 'drizzle-orm';
import { LEDGER_ACCOUNTS } from '@stallfront/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox, stores, vendors } from '../src/db/schema/index.js';
import { post } from '../src/platform/ledger/ledger.js';
import { memberToken, productBody, signUpStore, signupBody } from './fixtures.js';
import { CHECKOUT_ADDRESS, checkoutKeys, Shopper, shopStore } from './shop-fixtures.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
type Store = { id: string; token: string; sub: string; base: string };
let market: Store;
let other: Store;
let tag = 0;
const PASSWORD = 'vendor-pass-123';

async function marketplace(features = ['vendors']): Promise<Store> {
  const shop = await shopStore(t, { type: 'multi_vendor', category: 'art_craft_photography', country: 'IN' });
  await t.app.ctx.db.update(stores).set({ paidFeatures: features }).where(eq(stores.id, shop.id));
  await t.written();
  return shop;
}

beforeAll(async () => {
  t = await startTestApp();
  market = await marketplace();
  other = await marketplace();
});
afterAll(() => t.close());

function vendorBody(overrides: Record<string, unknown> = {}) {
  tag += 1;
  return {
    name: `Seller ${tag}`,
    company_name: `Seller Co ${tag}`,
    email: `seller-${tag}-${Date.now().toString(36)}@example.com`,
    mobile: null,
    sign_in: 'password',
    password: PASSWORD,
    commission: { type: 'percent', value: 1200 },
    vendor_features: ['update_product'],
    ...overrides,
  };
}
const create = (body: Record<string, unknown>, token = market.token) =>
  t.call('POST', '/api/store/vendors', body, token);
const act = (_id: string, action: string, token = market.token) =>
  t.call('POST', '/api/store/vendors/status', { _id, action }, token);
const signIn = (email: string, storeId = market.id, password = PASSWORD) =>
  t.call('POST', '/api/auth/store/vendor_login', { store_id: storeId, email, password });
const details = (token: string) => t.call('GET', '/api/store/details', undefined, token);

describe('vendors', () => {
  it('are only for multi-vendor stores with the vendors feature', async () => {
    const plain = await signUpStore(t);
    const res = await t.call('GET', '/api/store/vendors', undefined, plain.token);
    expect(res.statusCode).toBe(404);
    expect(res.body.message).toMatch(/multi-vendor store/);
    const without = await marketplace([]);
    expect((await create(vendorBody(), without.token)).statusCode).toBe(404);
  });

  it('creates a vendor with its commission and grants, and a sign-in that works', async () => {
    const body = vendorBody({ company_name: 'Meera Handicrafts', mobile: '+91 98400 11111' });
    const res = await create(body);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({
      company_name: 'Meera Handicrafts',
      status: 'active',
      commission: { type: 'percent', value: 1200 },
      vendor_features: ['update_product'],
      products: 0,
    });
    const [row] = await t.app.ctx.db.select().from(vendors).where(eq(vendors.id, res.body.data._id));
    expect(row?.commission).toEqual({ type: 'percent', value: 1200 });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const session = await signIn(body.email);
    expect(session.statusCode).toBe(200);
    expect(session.body.data.login_type).toBe('vendor');
  });

  it('refuses a commission over 100 %, a bad one, unknown features and a missing password, writing nothing', async () => {
    const before = (await t.call('GET', '/api/store/vendors', undefined, market.token)).body.list.length;
    const over = await create(vendorBody({ commission: { type: 'percent', value: 12000 } }));
    expect(over.statusCode).toBe(400);
    expect(over.body.message).toMatch(/commission\.value.*at most 100 %.*120 % is more/);
    const negative = await create(vendorBody({ commission: { type: 'flat', value: -5 } }));
    expect(negative.statusCode).toBe(400);
    expect(negative.body.message).toMatch(/commission\.value.*negative/);
    const fraction = await create(vendorBody({ commission: { type: 'percent', value: 12.5 } }));
    expect(fraction.statusCode).toBe(400);
    expect(fraction.body.message).toMatch(/basis points/);
    const kind = await create(vendorBody({ commission: { type: 'share', value: 5 } }));
    expect(kind.statusCode).toBe(400);
    const feature = await create(vendorBody({ vendor_features: ['update_product', 'fly'] }));
    expect(feature.statusCode).toBe(400);
    expect(feature.body.message).toMatch(/“fly” is not a vendor feature/);
    const noPassword = await create(vendorBody({ password: '' }));
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.body.message).toMatch(/password: Enter a password, or send an invite/);
    const badEmail = await create(vendorBody({ email: 'not-an-email' }));
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.body.message).toMatch(/email/);
    // 100 % exactly and a flat amount are fine.
    expect((await create(vendorBody({ commission: { type: 'percent', value: 10000 } }))).statusCode).toBe(200);
    expect((await create(vendorBody({ commission: { type: 'flat', value: 2500 } }))).statusCode).toBe(200);
    const after = (await t.call('GET', '/api/store/vendors', undefined, market.token)).body.list.length;
    expect(after).toBe(before + 2);
  });

  it('answers 409 on an email a vendor of the store has (any case); another store may use it', async () => {
    const first = vendorBody();
    expect((await create(first)).statusCode).toBe(200);
    const again = await create(vendorBody({ email: first.email.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toMatch(/email: a vendor with this email exists/);
    expect((await create(vendorBody({ email: first.email }), other.token)).statusCode).toBe(200);
  });

  it('gives a vendor its own sign-in address: branded as the store, named in the invite, its sign-out target', async () => {
    const address = `own-${Date.now().toString(36)}`;
    const body = vendorBody({ sign_in: 'invite', password: '', sub_domain: address.toUpperCase() });
    const res = await create(body);
    expect(res.statusCode).toBe(200);
    expect(res.body.data.sub_domain).toBe(address);
    const [mail] = await t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, body.email));
    expect(mail?.textBody).toContain(`/vendor/signin/${address}`);
    const page = await t.call('GET', `/api/store_details/domain_details?dom_id=${address}`);
    expect(page.statusCode).toBe(200);
    expect(page.body.data).toMatchObject({ _id: market.id, sub_domain: address, vendor_company: body.company_name });
    // The store's own address still serves every vendor of it, and names none.
    const storePage = await t.call('GET', `/api/store_details/domain_details?dom_id=${market.sub}`);
    expect(storePage.body.data.vendor_company).toBeUndefined();

    const withPassword = vendorBody({ sub_domain: `pw-${address}` });
    expect((await create(withPassword)).statusCode).toBe(200);
    const session = await signIn(withPassword.email);
    expect(session.body.data.vendor_sub_domain).toBe(`pw-${address}`);
  });

  it('refuses a sign-in address another vendor or any store has, or a malformed one, writing nothing', async () => {
    const address = `taken-${Date.now().toString(36)}`;
    const first = await create(vendorBody({ sub_domain: address }));
    expect(first.statusCode).toBe(200);
    for (const [sub_domain, token] of [
      [address, other.token],
      [market.sub, market.token],
      [other.sub, market.token],
    ] as const) {
      const taken = await create(vendorBody({ sub_domain }), token);
      expect(taken.statusCode).toBe(409);
      expect(taken.body.message).toMatch(/sub_domain: this sign-in address is taken/);
    }
    const bad = await create(vendorBody({ sub_domain: 'no spaces!' }));
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('sub_domain');
    // Editing keeps the address when the body leaves it out, clears it with null, and may not take another's.
    const id = first.body.data._id as string;
    const { sign_in: _s, password: _p, email: _e, ...fields } = vendorBody();
    const edit = (more: Record<string, unknown>) =>
      t.call('PUT', '/api/store/vendors', { ...fields, _id: id, ...more }, market.token);
    expect((await edit({})).body.data.sub_domain).toBe(address);
    expect((await edit({ sub_domain: market.sub })).statusCode).toBe(409);
    expect((await edit({ sub_domain: null })).body.data.sub_domain).toBeNull();
    // A store signing up may not take a vendor's address.
    await create(vendorBody({ sub_domain: `${address}-b` }));
    const signup = await t.call('POST', '/api/others/create_store', signupBody({ sub_domain: `${address}-b` }));
    expect(signup.statusCode).toBe(409);
    expect(signup.body.message).toMatch(/sub_domain: this store address is taken/);
  });

  it('invites by mail through the outbox; the vendor sets its password with the reset code', async () => {
    const body = vendorBody({ sign_in: 'invite', password: '' });
    const res = await create(body);
    expect(res.statusCode).toBe(200);
    const mails = await t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, body.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/invites you to sell/);
    expect(mails[0]?.textBody).toContain(`/vendor/signin/${market.sub}`);
    expect((await signIn(body.email)).statusCode).toBe(401);
    const ask = await t.call('POST', '/api/auth/store/vendor_forgot_request', {
      store_id: market.id,
      email: body.email,
    });
    expect(ask.statusCode).toBe(200);
    // The reset mail goes out after the answer: read it as a person reads their inbox.
    const code = await vi.waitFor(
      async () => {
        const mails = await t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, body.email));
        const found = mails.find((m) => /reset code/.test(m.subject))?.textBody.match(/\b(\d{6})\b/)?.[1];
        expect(found).toMatch(/^\d{6}$/);
        return found as string;
      },
      { timeout: 10_000, interval: 20 },
    );
    const set = await t.call('POST', '/api/auth/store/update_vendor_pwd', {
      store_id: market.id,
      email: body.email,
      code,
      password: 'my-own-pass-1',
    });
    expect(set.statusCode).toBe(200);
    expect((await signIn(body.email, market.id, 'my-own-pass-1')).statusCode).toBe(200);
  });

  it('a pending vendor cannot sign in until approved', async () => {
    const body = vendorBody({ status: 'pending' });
    const { _id } = (await create(body)).body.data;
    const refused = await signIn(body.email);
    expect(refused.statusCode).toBe(403);
    const pending = await t.call('GET', '/api/store/vendors?status=pending', undefined, market.token);
    expect(pending.body.list.map((v: { _id: string }) => v._id)).toContain(_id);
    expect(pending.body.list.every((v: { status: string }) => v.status === 'pending')).toBe(true);
    const approved = await act(_id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.body.message).toMatch(/approved/);
    expect((await signIn(body.email)).statusCode).toBe(200);
    const twice = await act(_id, 'approve');
    expect(twice.statusCode).toBe(409);
    expect(twice.body.message).toMatch(/is active: it cannot be approved/);
  });

  it('suspending ends the vendor’s sessions and sign-in; reactivating lets it back', async () => {
    const body = vendorBody();
    const { _id } = (await create(body)).body.data;
    const token = (await signIn(body.email)).body.store_token as string;
    expect((await details(token)).statusCode).toBe(200);
    const off = await act(_id, 'suspend');
    expect(off.statusCode).toBe(200);
    expect(off.body.message).toMatch(/sessions have ended/);
    const ended = await details(token);
    expect(ended.statusCode).toBe(401);
    expect(ended.body.session_end).toBe(true);
    expect((await signIn(body.email)).statusCode).toBe(403);
    expect((await act(_id, 'reactivate')).statusCode).toBe(200);
    expect((await signIn(body.email)).statusCode).toBe(200);
  });

  it('expiring dates the end and leaves the vendor billing only; reactivating drops the past end', async () => {
    const body = vendorBody();
    const { _id } = (await create(body)).body.data;
    const expired = await act(_id, 'expire');
    expect(expired.statusCode).toBe(200);
    const [row] = await t.app.ctx.db.select().from(vendors).where(eq(vendors.id, _id));
    expect(row?.status).toBe('expired');
    expect(row?.subscriptionEndsAt?.getTime()).toBe(t.clock.now().getTime());
    const session = await signIn(body.email);
    expect(session.statusCode).toBe(200);
    expect(session.body.data.vendor_status).toBe('expired');
    const token = session.body.store_token as string;
    expect((await t.call('GET', '/api/store/vendor_profile', undefined, token)).statusCode).toBe(403);
    expect((await act(_id, 'expire')).statusCode).toBe(409);
    expect((await act(_id, 'reactivate')).statusCode).toBe(200);
    const [back] = await t.app.ctx.db.select().from(vendors).where(eq(vendors.id, _id));
    expect(back?.status).toBe('active');
    expect(back?.subscriptionEndsAt).toBeNull();
  });

  it('searches by name, company or email; an unknown status is a 400', async () => {
    const body = vendorBody({ company_name: 'Zanzibar Looms' });
    await create(body);
    const found = await t.call('GET', '/api/store/vendors?search=zanzibar', undefined, market.token);
    expect(found.body.list.map((v: { company_name: string }) => v.company_name)).toEqual(['Zanzibar Looms']);
    const byEmail = await t.call(
      'GET',
      `/api/store/vendors?search=${encodeURIComponent(body.email)}`,
      undefined,
      market.token,
    );
    expect(byEmail.body.list).toHaveLength(1);
    const wild = await t.call('GET', '/api/store/vendors?search=%25', undefined, market.token);
    expect(wild.body.list).toHaveLength(0);
    const bad = await t.call('GET', '/api/store/vendors?status=gone', undefined, market.token);
    expect(bad.statusCode).toBe(400);
  });

  it('edits commission and grants; refuses the same bad input on edit', async () => {
    const { _id } = (await create(vendorBody())).body.data;
    const edit = (over: Record<string, unknown>) =>
      t.call(
        'PUT',
        '/api/store/vendors',
        {
          _id,
          name: 'Edited',
          company_name: 'Edited Co',
          mobile: null,
          commission: null,
          vendor_features: ['add_product', 'update_product'],
          ...over,
        },
        market.token,
      );
    const ok = await edit({ commission: { type: 'flat', value: 1500 } });
    expect(ok.statusCode).toBe(200);
    expect(ok.body.data).toMatchObject({ company_name: 'Edited Co', commission: { type: 'flat', value: 1500 } });
    expect((await edit({ commission: { type: 'percent', value: 10001 } })).statusCode).toBe(400);
    expect((await edit({ vendor_features: ['teleport'] })).statusCode).toBe(400);
    const cleared = await edit({});
    expect(cleared.body.data.commission).toBeNull();
  });

  it('a vendor’s page: products, orders, and its balance from the ledger (0 without postings)', async () => {
    const { _id } = (await create(vendorBody())).body.data;
    const empty = await t.call('GET', `/api/store/vendors/${_id}`, undefined, market.token);
    expect(empty.statusCode).toBe(200);
    expect(empty.body.data.balance).toEqual({ unsettled: 0, settled: 0, currency: expect.any(String) });
    expect(empty.body.data.orders).toEqual([]);
    const currency = empty.body.data.balance.currency;
    await t.app.ctx.db.transaction((tx) =>
      post(tx, {
        storeId: market.id,
        currency,
        memo: 'test line',
        postings: [
          { account: LEDGER_ACCOUNTS.vendorSales(), amount: -10_000 },
          { account: LEDGER_ACCOUNTS.vendorUnsettled(_id), amount: 8_800 },
          { account: LEDGER_ACCOUNTS.storeWallet(), amount: 1_200 },
        ],
      }),
    );
    await t.app.ctx.db.transaction((tx) =>
      post(tx, {
        storeId: market.id,
        currency,
        memo: 'test statement',
        postings: [
          { account: LEDGER_ACCOUNTS.vendorUnsettled(_id), amount: -3_000 },
          { account: LEDGER_ACCOUNTS.vendorSettled(_id), amount: 3_000 },
        ],
      }),
    );
    await t.written();
    const page = await t.call('GET', `/api/store/vendors/${_id}`, undefined, market.token);
    expect(page.body.data.balance).toMatchObject({ unsettled: 5_800, settled: 3_000 });
    const product = await t.call(
      'POST',
      '/api/store/product',
      productBody({ name: 'Clay vase', vendor_id: _id }),
      market.token,
    );
    expect(product.statusCode, JSON.stringify(product.body)).toBe(200);
    const list = await t.call('GET', '/api/store/vendors', undefined, market.token);
    expect(list.body.list.find((v: { _id: string }) => v._id === _id).products).toBe(1);
    // A shopper buys two of the vendor's vase and one of the store's own: the order holds one line of the vendor's.
    const own = await t.call('POST', '/api/store/product', productBody({ name: 'Store mug' }), market.token);
    const shopper = new Shopper(t);
    await shopper.post(`${market.base}/cart`, { sku: product.body.data.sku, quantity: '2' });
    await shopper.post(`${market.base}/cart`, { sku: own.body.data.sku, quantity: '1' });
    const keys = await checkoutKeys(shopper, market.base);
    const placed = await shopper.post(`${market.base}/checkout`, {
      name: 'Asha Rao',
      email: 'asha.rao@example.com',
      phone: '+91 98400 12345',
      ...CHECKOUT_ADDRESS,
      payment_method: 'test_card',
      card_number: '4242424242424242',
      ...keys,
    });
    expect(placed.status).toBe(303);
    const withOrder = await t.call('GET', `/api/store/vendors/${_id}`, undefined, market.token);
    expect(withOrder.body.data.orders).toHaveLength(1);
    expect(withOrder.body.data.orders[0]).toMatchObject({ lines: 1, currency });
    expect(withOrder.body.data.orders[0].total).toBeGreaterThanOrEqual(2 * 49900);
  });

  it('keeps stores apart: another store’s vendor is a 404 to read, edit or act on', async () => {
    const theirs = (await create(vendorBody(), other.token)).body.data._id as string;
    expect((await t.call('GET', `/api/store/vendors/${theirs}`, undefined, market.token)).statusCode).toBe(404);
    expect((await act(theirs, 'suspend')).statusCode).toBe(404);
    const edit = await t.call(
      'PUT',
      '/api/store/vendors',
      { _id: theirs, name: 'x', company_name: 'x', mobile: null, commission: null, vendor_features: [] },
      market.token,
    );
    expect(edit.statusCode).toBe(404);
    expect((await t.call('GET', `/api/store/vendor_features?id=${theirs}`, undefined, market.token)).statusCode).toBe(
      404,
    );
    const list = await t.call('GET', '/api/store/vendors', undefined, market.token);
    expect(list.body.list.map((v: { _id: string }) => v._id)).not.toContain(theirs);
    const [row] = await t.app.ctx.db.select().from(vendors).where(eq(vendors.id, theirs));
    expect(row?.status).toBe('active');
  });

  it('lists the features a store may give, and a vendor’s own', async () => {
    const { _id } = (await create(vendorBody({ vendor_features: ['ad_management'] }))).body.data;
    const all = await t.call('GET', '/api/store/vendor_features', undefined, market.token);
    expect(all.body.data.features.map((f: { key: string }) => f.key)).toEqual([
      'add_product',
      'update_product',
      'ad_management',
      'image_uploader',
    ]);
    expect(all.body.data.granted).toEqual([]);
    const one = await t.call('GET', `/api/store/vendor_features?id=${_id}`, undefined, market.token);
    expect(one.body.data.granted).toEqual(['ad_management']);
  });

  it('lets staff with the vendors grant in, and no vendor, branch or other staff', async () => {
    const granted = await memberToken(t, market.id, 'staff', ['vendors']);
    expect((await t.call('GET', '/api/store/vendors', undefined, granted)).statusCode).toBe(200);
    const plainStaff = await memberToken(t, market.id, 'staff', ['settings']);
    const refused = await t.call('GET', '/api/store/vendors', undefined, plainStaff);
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toMatch(/vendors permission/);
    const vendor = await memberToken(t, market.id, 'vendor', ['add_product', 'update_product', 'ad_management']);
    const branch = await memberToken(t, market.id, 'branch');
    for (const token of [vendor, branch]) {
      expect((await t.call('GET', '/api/store/vendors', undefined, token)).statusCode).toBe(403);
      expect((await create(vendorBody(), token)).statusCode).toBe(403);
      expect((await t.call('GET', '/api/store/vendor_features', undefined, token)).statusCode).toBe(403);
    }
  });
});

describe('the vendor’s and the branch’s own profiles', () => {
  it('a vendor reads and edits its own profile only; the store’s terms stay the store’s', async () => {
    const body = vendorBody({ company_name: 'Own Co', commission: { type: 'percent', value: 1000 } });
    const { _id } = (await create(body)).body.data;
    const token = (await signIn(body.email)).body.store_token as string;
    const mine = await t.call('GET', '/api/store/vendor_profile', undefined, token);
    expect(mine.statusCode).toBe(200);
    expect(mine.body.data).toMatchObject({ _id, company_name: 'Own Co', commission: { type: 'percent', value: 1000 } });
    const saved = await t.call(
      'PUT',
      '/api/store/vendor_profile',
      // Fields beyond its own (commission, features, another id) are not its to set.
      {
        _id: 'someone-else',
        name: 'New Name',
        company_name: 'Renamed Co',
        mobile: '+91 98400 22222',
        commission: { type: 'percent', value: 0 },
        vendor_features: ['image_uploader'],
      },
      token,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data).toMatchObject({
      _id,
      name: 'New Name',
      company_name: 'Renamed Co',
      mobile: '+91 98400 22222',
      commission: { type: 'percent', value: 1000 },
      vendor_features: ['update_product'],
    });
    const blank = await t.call(
      'PUT',
      '/api/store/vendor_profile',
      { name: '', company_name: 'x', mobile: null },
      token,
    );
    expect(blank.statusCode).toBe(400);
    expect(blank.body.message).toMatch(/name/);
    const badPhone = await t.call(
      'PUT',
      '/api/store/vendor_profile',
      { name: 'a', company_name: 'x', mobile: 'call me' },
      token,
    );
    expect(badPhone.statusCode).toBe(400);
    // Another vendor of the same store is untouched.
    const neighbour = await memberToken(t, market.id, 'vendor', ['update_product']);
    const theirs = await t.call('GET', '/api/store/vendor_profile', undefined, neighbour);
    expect(theirs.body.data._id).not.toBe(_id);
    expect(theirs.body.data.company_name).toBe('Vendor Co');
    // The owner, staff and branches have no vendor profile.
    expect((await t.call('GET', '/api/store/vendor_profile', undefined, market.token)).statusCode).toBe(403);
    const branch = await memberToken(t, market.id, 'branch');
    expect((await t.call('GET', '/api/store/vendor_profile', undefined, branch)).statusCode).toBe(403);
  });

  it('a vendor’s password change ends its other sessions and keeps this one', async () => {
    const body = vendorBody();
    await create(body);
    const here = (await signIn(body.email)).body.store_token as string;
    const elsewhere = (await signIn(body.email)).body.store_token as string;
    const wrong = await t.call(
      'POST',
      '/api/store/change_pwd',
      { current_password: 'not-it-at-all', new_password: 'brand-new-pass' },
      here,
    );
    expect(wrong.statusCode).toBe(400);
    const changed = await t.call(
      'POST',
      '/api/store/change_pwd',
      { current_password: PASSWORD, new_password: 'brand-new-pass' },
      here,
    );
    expect(changed.statusCode).toBe(200);
    expect((await details(here)).statusCode).toBe(200);
    expect((await details(elsewhere)).body.session_end).toBe(true);
    expect((await signIn(body.email, market.id, 'brand-new-pass')).statusCode).toBe(200);
  });

  it('a branch reads its own profile and edits its phone only', async () => {
    const branch = await memberToken(t, market.id, 'branch');
    const mine = await t.call('GET', '/api/store/branch_profile', undefined, branch);
    expect(mine.statusCode).toBe(200);
    expect(mine.body.data).toMatchObject({ name: 'Test branch', hours: expect.any(Array) });
    expect(mine.body.data.hours).toHaveLength(7);
    const saved = await t.call(
      'PUT',
      '/api/store/branch_profile',
      { mobile: '+91 98400 33333', name: 'Hijacked', address: 'Elsewhere' },
      branch,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data).toMatchObject({ _id: mine.body.data._id, name: 'Test branch', mobile: '+91 98400 33333' });
    expect((await t.call('PUT', '/api/store/branch_profile', { mobile: 'x' }, branch)).statusCode).toBe(400);
    const another = await memberToken(t, market.id, 'branch');
    const theirs = await t.call('GET', '/api/store/branch_profile', undefined, another);
    expect(theirs.body.data._id).not.toBe(mine.body.data._id);
    expect(theirs.body.data.mobile).toBeNull();
    const vendor = await memberToken(t, market.id, 'vendor');
    for (const token of [vendor, market.token]) {
      expect((await t.call('GET', '/api/store/branch_profile', undefined, token)).statusCode).toBe(403);
      expect((await t.call('PUT', '/api/store/branch_profile', { mobile: null }, token)).statusCode).toBe(403);
    }
  });
});
