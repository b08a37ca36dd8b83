import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_IDS, PACKAGES } from '@stallfront/shared';
import { stores, trialFeatures } from '../src/db/schema/index.js';
import { DEMO_PASSWORD, DEMO_STORES } from '../src/seed/demo-stores.js';
import { signUpStore } from './fixtures.js';
import { startDemoApp, type TestApp } from './harness.js';

let t: TestApp;
let bazaarId: string;
beforeAll(async () => {
  t = await startDemoApp();
  const [bazaar] = await t.app.ctx.db.select().from(stores).where(eq(stores.subDomain, 'bazaar-central'));
  bazaarId = bazaar!.id;
});
afterAll(() => t.close());

const login = (email: string, password = DEMO_PASSWORD) =>
  t.call('POST', '/api/auth/store/login_v2', { email, password });

describe('owner and staff sign-in (login_v2)', () => {
  it('signs an owner in with the session entity, features, deploy details, routes and a store token', async () => {
    const res = await login('owner@urban-threads.demo');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ status: true, login_type: 'admin' });
    expect(res.body.store_token.split('.')).toHaveLength(3);
    const professional = PACKAGES.find((p) => p.id === PACKAGE_IDS.professional)!;
    // The showcase store buys the order-store features its package lacks (demo-stores.ts).
    const bought = DEMO_STORES.find((s) => s.subDomain === 'urban-threads')?.paidFeatures ?? [];
    expect(bought).toEqual(expect.arrayContaining(['quick_orders', 'gift_coupon', 'chat_configuration']));
    // And it has a trial running in the App Store (one ended, which counts no more).
    const trials = DEMO_STORES.find((s) => s.subDomain === 'urban-threads')?.trials ?? [];
    const running = trials.filter((trial) => trial.startedDaysAgo < 14).map((trial) => trial.name);
    expect(running).toEqual(['chat_support']);
    expect(res.body.ys_features).toEqual([...new Set([...professional.features, ...bought, ...running])].sort());
    expect(res.body.data).toMatchObject({
      login_type: 'admin',
      login_email: 'owner@urban-threads.demo',
      type: 'order_based',
      package_info: { category: 'pro', plan: 'professional', name: 'Professional' },
      package_details: { package_id: PACKAGE_IDS.professional, billing_status: 'paid' },
    });
    expect(res.body.deployDetails).toMatchObject({ vendor_subs_status: false });
    const listed = res.body.deployDetails.trial_features.map((trial: { name: string }) => trial.name).sort();
    expect(listed).toEqual(trials.map((trial) => trial.name).sort());
    expect(res.body.permitted_routes).toEqual(expect.arrayContaining(['dashboard', 'products']));
  });

  it('signs staff in as subuser with their subuser_features', async () => {
    const res = await login('staff@urban-threads.demo');
    expect(res.statusCode).toBe(200);
    expect(res.body.login_type).toBe('subuser');
    expect(res.body.data.subuser_features).toEqual(['add_product', 'update_product', 'delete_product', 'orders']);
    const owner = await login('owner@urban-threads.demo');
    expect(res.body.permitted_routes.length).toBeLessThan(owner.body.permitted_routes.length);
    expect(res.body.permitted_routes).not.toContain('account_users');
  });

  it('answers 401 with one message for a wrong password and for an unknown email', async () => {
    const wrong = await login('owner@urban-threads.demo', 'not-the-password');
    const unknown = await login('nobody@urban-threads.demo');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.session_end).toBeUndefined();
  });
});

describe('ys_features', () => {
  it('joins package, paid and trial features, and drops the trial after the end of its 14th day', async () => {
    t.clock.set(new Date('2026-03-01T08:00:00Z'));
    const { body } = await signUpStore(t);
    const [store] = await t.app.ctx.db.select().from(stores).where(eq(stores.email, body.email));
    await t.app.ctx.db
      .update(stores)
      .set({ paidFeatures: ['vendors'] })
      .where(eq(stores.id, store!.id));

    t.clock.set(new Date('2026-03-15T23:59:59Z'));
    const during = await login(body.email, body.password);
    expect(during.body.ys_features).toEqual(expect.arrayContaining(['product_reviews', 'vendors', 'seo_editor']));

    t.clock.set(new Date('2026-03-16T00:00:01Z'));
    const after = await login(body.email, body.password);
    expect(after.body.ys_features).toContain('product_reviews');
    expect(after.body.ys_features).toContain('vendors');
    expect(after.body.ys_features).not.toContain('seo_editor');
    expect(after.body.deployDetails.trial_features.length).toBeGreaterThan(0);
    t.clock.set(new Date());
  });

  it('leaves out an uninstalled trial feature', async () => {
    const { body } = await signUpStore(t);
    const [store] = await t.app.ctx.db.select().from(stores).where(eq(stores.email, body.email));
    await t.app.ctx.db.update(trialFeatures).set({ uninstalled: true }).where(eq(trialFeatures.storeId, store!.id));
    const res = await login(body.email, body.password);
    expect(res.body.ys_features).not.toContain('seo_editor');
  });
});

describe('an inactive store', () => {
  it('signs in to deployment and billing only', async () => {
    const { body } = await signUpStore(t);
    await t.app.ctx.db.update(stores).set({ status: 'inactive' }).where(eq(stores.email, body.email));
    const res = await login(body.email, body.password);
    expect(res.statusCode).toBe(200);
    expect(res.body.data.status).toBe('inactive');
    expect([...res.body.permitted_routes].sort()).toEqual(['billing', 'deployment_plans']);
  });
});

describe('enable_reset', () => {
  it('is true for stores created from 2023-01-01 and false before', async () => {
    const { body } = await signUpStore(t);
    await t.app.ctx.db
      .update(stores)
      .set({ createdAt: new Date('2022-06-01T00:00:00Z') })
      .where(eq(stores.email, body.email));
    const old = await login(body.email, body.password);
    expect(old.body.data.enable_reset).toBe(false);
    expect((await login('owner@urban-threads.demo')).body.data.enable_reset).toBe(true);
  });
});

describe('branch, vendor and platform-admin sign-in', () => {
  it('signs a branch in with branch_login', async () => {
    const res = await t.call('POST', '/api/auth/store/branch_login', {
      email: 'annanagar@fresh-basket.demo',
      password: DEMO_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.login_type).toBe('branch');
    expect(res.body.data).toMatchObject({ branch_name: 'Anna Nagar', name: 'Fresh Basket' });
    expect(res.body.data.wati_config).toBeUndefined();
  });

  it('signs a vendor in on its store, with branding found by domain_details', async () => {
    const domain = await t.call('GET', '/api/store_details/domain_details?dom_id=bazaar-central');
    expect(domain.body).toMatchObject({
      status: true,
      data: { _id: bazaarId, sub_domain: 'bazaar-central', theme_colors: { primary: expect.any(String) } },
    });
    const res = await t.call('POST', '/api/auth/store/vendor_login', {
      store_id: domain.body.data._id,
      email: 'vendor1@bazaar-central.demo',
      password: DEMO_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.login_type).toBe('vendor');
    expect(res.body.data).toMatchObject({ vendor_status: 'active', vendor_company: 'Meera Handicrafts' });
    expect(Date.parse(res.body.data.vendor_subscription_ends_at)).toBeGreaterThan(Date.now());
  });

  it('tells an expired vendor when the subscription ended, for the billing page to say so', async () => {
    const res = await t.call('POST', '/api/auth/store/vendor_login', {
      store_id: bazaarId,
      email: 'vendor2@bazaar-central.demo',
      password: DEMO_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.vendor_status).toBe('expired');
    expect(Date.parse(res.body.data.vendor_subscription_ends_at)).toBeLessThan(Date.now());
  });

  it('does not sign a vendor in on another store', async () => {
    const [other] = await t.app.ctx.db.select().from(stores).where(eq(stores.subDomain, 'urban-threads'));
    const res = await t.call('POST', '/api/auth/store/vendor_login', {
      store_id: other!.id,
      email: 'vendor1@bazaar-central.demo',
      password: DEMO_PASSWORD,
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers 404 for the branding of an unknown address or a store without vendors', async () => {
    expect((await t.call('GET', '/api/store_details/domain_details?dom_id=no-such-store')).statusCode).toBe(404);
    expect((await t.call('GET', '/api/store_details/domain_details?dom_id=urban-threads')).statusCode).toBe(404);
  });

  it('signs the platform admin in with a master token', async () => {
    const res = await t.call('POST', '/api/auth/admin/login', {
      email: 'admin@stallfront.demo',
      password: DEMO_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ status: true, data: { email: 'admin@stallfront.demo' } });
    expect(typeof res.body.master_token).toBe('string');
    expect(res.body.store_token).toBeUndefined();
  });

  it('does not let store credentials into the admin sign-in', async () => {
    const res = await t.call('POST', '/api/auth/admin/login', {
      email: 'owner@urban-threads.demo',
      password: DEMO_PASSWORD,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/store_details/country_list', () => {
  it('lists countries with dialling code and currency, by name', async () => {
    const res = await t.call('GET', '/api/store_details/country_list');
    expect(res.body.total).toBeGreaterThan(50);
    expect(res.body.list).toContainEqual({ code: 'IN', name: 'India', dial_code: '+91', currency: 'INR' });
    const names = res.body.list.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en')));
  });
});
