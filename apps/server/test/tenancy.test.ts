import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../src/db/schema/index.js';
import { DEMO_PASSWORD } from '../src/seed/demo-stores.js';
import { signUpStore } from './fixtures.js';
import { startDemoApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startDemoApp();
});
afterAll(() => t.close());

const fullDetails = (name: string) => ({
  name,
  email: 'hello@example.com',
  mobile: '+91 98400 12345',
  gst_no: '33ABCDE1234F1Z5',
  website: 'https://example.com',
  category: 'saree',
  country: 'IN',
  currency: 'INR',
  currency_types: [{ code: 'USD', symbol: '$', rate: 0.012 }],
  company_details: { name: `${name} Pvt Ltd`, city: 'Chennai' },
  theme_colors: { primary: '#aa3355' },
  vendor_bg: null,
  additional_features: { gift_wrap: true },
  vendor_commission: null,
  payout_gateway: null,
  wati_config: null,
});

describe('tenancy', () => {
  it("store A's token reads and changes store A only, whatever the body names", async () => {
    const a = await signUpStore(t);
    const b = await signUpStore(t);
    const bId = b.session.data._id;

    const read = await t.call('GET', `/api/store/details?_id=${bId}&store_id=${bId}`, undefined, a.token);
    expect(read.body.data._id).toBe(a.session.data._id);

    const patch = await t.call(
      'PATCH',
      '/api/store/details',
      { _id: bId, store_id: bId, name: 'Renamed by A' },
      a.token,
    );
    expect(patch.statusCode).toBe(200);
    expect(patch.body.data._id).toBe(a.session.data._id);
    expect(patch.body.data.name).toBe('Renamed by A');

    const [storeB] = await t.app.ctx.db.select().from(stores).where(eq(stores.id, bId));
    expect(storeB!.name).toBe(b.body.name);
    expect((await t.call('GET', '/api/store/details', undefined, b.token)).body.data.name).toBe(b.body.name);
  });
});

describe('PUT and PATCH /api/store/details', () => {
  it('PUT replaces the editable details and answers with the refreshed session entity', async () => {
    const { token } = await signUpStore(t);
    const res = await t.call('PUT', '/api/store/details', fullDetails('Silk Route'), token);
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Silk Route',
      gst_no: '33ABCDE1234F1Z5',
      category: 'saree',
      currency_types: [{ code: 'USD', symbol: '$', rate: 0.012 }],
      company_details: { name: 'Silk Route Pvt Ltd', city: 'Chennai' },
      additional_features: { gift_wrap: true },
    });
    expect(res.body.deployDetails.deploy_stages.colors).toBe(true);
  });

  it('PUT needs every field; PATCH needs at least one', async () => {
    const { token } = await signUpStore(t);
    const { name: _omit, ...withoutName } = fullDetails('X');
    const put = await t.call('PUT', '/api/store/details', withoutName, token);
    expect(put.statusCode).toBe(400);
    expect(put.body.message).toContain('name');
    const patch = await t.call('PATCH', '/api/store/details', {}, token);
    expect(patch.statusCode).toBe(400);
  });

  it('refuses vendor commission on a store without vendors', async () => {
    const { token } = await signUpStore(t);
    const res = await t.call(
      'PATCH',
      '/api/store/details',
      { vendor_commission: { type: 'percent', value: 1000 } },
      token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toContain('vendor_commission');
  });

  it('keeps a multi-vendor store commission and payout gateway', async () => {
    const login = await t.call('POST', '/api/auth/store/login_v2', {
      email: 'owner@bazaar-central.demo',
      password: DEMO_PASSWORD,
    });
    const res = await t.call(
      'PATCH',
      '/api/store/details',
      { vendor_commission: { type: 'percent', value: 1250 }, payout_gateway: { provider: 'razorpay', enabled: true } },
      login.body.store_token,
    );
    expect(res.body.data.vendor_commission).toEqual({ type: 'percent', value: 1250 });
    expect(res.body.data.payout_gateway).toEqual({ provider: 'razorpay', enabled: true });
  });
});

describe('roles (spec section 6)', () => {
  const signIn = async (path: string, body: object) => (await t.call('POST', path, body)).body.store_token as string;

  it('lets staff without the settings permission read but not change the store', async () => {
    const staff = await signIn('/api/auth/store/login_v2', {
      email: 'staff@urban-threads.demo',
      password: DEMO_PASSWORD,
    });
    expect((await t.call('GET', '/api/store/details', undefined, staff)).statusCode).toBe(200);
    const res = await t.call('PATCH', '/api/store/details', { name: 'Staff rename' }, staff);
    expect(res.statusCode).toBe(403);
    expect(res.body.message).toContain('settings');
  });

  it('lets staff with the settings permission change the store', async () => {
    const { storeUsers } = await import('../src/db/schema/index.js');
    await t.app.ctx.db
      .update(storeUsers)
      .set({ subuserFeatures: ['settings'] })
      .where(eq(storeUsers.email, 'staff@urban-threads.demo'));
    await t.written();
    const staff = await signIn('/api/auth/store/login_v2', {
      email: 'staff@urban-threads.demo',
      password: DEMO_PASSWORD,
    });
    expect((await t.call('PATCH', '/api/store/details', { website: 'https://urban.example' }, staff)).statusCode).toBe(
      200,
    );
  });

  it('never lets a vendor or a branch change the store', async () => {
    const [bazaar] = await t.app.ctx.db.select().from(stores).where(eq(stores.subDomain, 'bazaar-central'));
    const vendor = await signIn('/api/auth/store/vendor_login', {
      store_id: bazaar!.id,
      email: 'vendor1@bazaar-central.demo',
      password: DEMO_PASSWORD,
    });
    const branch = await signIn('/api/auth/store/branch_login', {
      email: 'tnagar@fresh-basket.demo',
      password: DEMO_PASSWORD,
    });
    for (const token of [vendor, branch]) {
      expect((await t.call('GET', '/api/store/details', undefined, token)).statusCode).toBe(200);
      expect((await t.call('PATCH', '/api/store/details', { name: 'Hijacked' }, token)).statusCode).toBe(403);
    }
  });

  it('gives an expired vendor vendor billing only', async () => {
    const [bazaar] = await t.app.ctx.db.select().from(stores).where(eq(stores.subDomain, 'bazaar-central'));
    const res = await t.call('POST', '/api/auth/store/vendor_login', {
      store_id: bazaar!.id,
      email: 'vendor2@bazaar-central.demo',
      password: DEMO_PASSWORD,
    });
    expect(res.body.data.vendor_status).toBe('expired');
    expect(res.body.permitted_routes).toEqual(['vendor_billing']);
    const details = await t.call('GET', '/api/store/details', undefined, res.body.store_token);
    expect(details.statusCode).toBe(200);
    expect(details.body.permitted_routes).toEqual(['vendor_billing']);
  });
});
