import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SIGNUP_PACKAGE_ID, STORE_CATEGORIES, STORE_TYPES, TRIAL_FEATURES } from '@stallfront/shared';
import { signUpStore, signupBody } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('POST /api/others/create_store', () => {
  it('creates an owner store on the default Pro plan with 14 days of trial features, and signs in', async () => {
    t.clock.set(new Date('2026-11-23T10:30:00Z'));
    const { session, body } = await signUpStore(t, { sub_domain: 'first-store' });
    expect(session.status).toBe(true);
    expect(session.login_type).toBe('admin');
    expect(typeof session.store_token).toBe('string');
    expect(session.data).toMatchObject({
      name: body.name,
      email: body.email,
      login_email: body.email,
      type: 'order_based',
      sub_type: null,
      category: 'clothing',
      country: 'IN',
      currency: 'INR',
      sub_domain: 'first-store',
      signup_by: 'self',
      status: 'active',
      enable_reset: true,
      company_details: { name: body.name },
      package_info: { category: 'pro', plan: 'free' },
      package_details: {
        package_id: DEFAULT_SIGNUP_PACKAGE_ID,
        billing_status: null,
        paid_features: [],
        trial_expiry: '2026-12-07T23:59:59.999Z',
      },
    });
    const trialNames = session.deployDetails.trial_features.map((f: { name: string }) => f.name).sort();
    expect(trialNames).toEqual([...TRIAL_FEATURES].sort());
    for (const feature of TRIAL_FEATURES) expect(session.ys_features).toContain(feature);
    expect(session.permitted_routes.length).toBeGreaterThan(0);
  });

  it('accepts every store type and category of the spec', async () => {
    for (const type of STORE_TYPES) {
      const res = await t.call(
        'POST',
        '/api/others/create_store',
        signupBody({ type, sub_type: type === 'quot_based' ? 'enquiry' : undefined }),
      );
      expect(res.statusCode, type).toBe(200);
      expect(res.body.data.type).toBe(type);
    }
    const res = await t.call('POST', '/api/others/create_store', signupBody({ category: STORE_CATEGORIES.at(-1) }));
    expect(res.body.data.category).toBe('local_services');
  });

  it('keeps sub_type for quote-based stores only', async () => {
    for (const subType of ['quot', 'enquiry', 'order'] as const) {
      const res = await t.call(
        'POST',
        '/api/others/create_store',
        signupBody({ type: 'quot_based', sub_type: subType }),
      );
      expect(res.body.data.sub_type).toBe(subType);
    }
    const missing = await t.call('POST', '/api/others/create_store', signupBody({ type: 'quot_based' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.body.message).toContain('sub_type');
    const extra = await t.call('POST', '/api/others/create_store', signupBody({ sub_type: 'quot' }));
    expect(extra.statusCode).toBe(400);
    expect(extra.body.message).toContain('sub_type');
  });

  it('refuses a taken email or a taken store address with 409 and writes nothing', async () => {
    const { body } = await signUpStore(t, { sub_domain: 'taken-address' });
    const sameEmail = await t.call('POST', '/api/others/create_store', signupBody({ email: body.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.body).toEqual({ status: false, message: expect.stringContaining('email') });

    const other = signupBody({ sub_domain: 'taken-address' });
    const sameAddress = await t.call('POST', '/api/others/create_store', other);
    expect(sameAddress.statusCode).toBe(409);
    expect(sameAddress.body.message).toContain('sub_domain');
    const check = await t.call('POST', '/api/others/check_email', { email: other.email });
    expect(check.body.available).toBe(true);
  });

  it('lets one of two simultaneous sign-ups with one email win, and leaves nothing of the other', async () => {
    const { stores, storeUsers } = await import('../src/db/schema/index.js');
    const count = async () => ({
      stores: (await t.app.ctx.db.select().from(stores)).length,
      users: (await t.app.ctx.db.select().from(storeUsers)).length,
    });
    const before = await count();
    const email = `race-${Date.now()}@example.com`;
    const results = await Promise.all([
      t.call('POST', '/api/others/create_store', signupBody({ email, name: 'Race One' })),
      t.call('POST', '/api/others/create_store', signupBody({ email, name: 'Race Two' })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)?.body.message).toContain('email');
    expect(await count()).toEqual({ stores: before.stores + 1, users: before.users + 1 });
  });

  it('proposes a free address from the name when none is given', async () => {
    const a = await signUpStore(t, { name: 'Corner Bakery' });
    const b = await signUpStore(t, { name: 'Corner Bakery' });
    expect(a.session.data.sub_domain).toBe('corner-bakery');
    expect(b.session.data.sub_domain).toBe('corner-bakery-2');
  });

  it('rejects an unknown country', async () => {
    const res = await t.call('POST', '/api/others/create_store', signupBody({ country: 'XX' }));
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toContain('country');
  });

  it('sends the owner a welcome mail through the outbox', async () => {
    const { body } = await signUpStore(t);
    const rows = await t.app.ctx.db.query.mailOutbox.findMany();
    expect(rows.some((m) => m.toAddress === body.email && m.subject.includes('Welcome'))).toBe(true);
  });
});

describe('POST /api/others/check_email', () => {
  it('says whether an email is free, case-insensitively', async () => {
    const { body } = await signUpStore(t);
    const taken = await t.call('POST', '/api/others/check_email', { email: ` ${body.email.toUpperCase()} ` });
    expect(taken.body).toMatchObject({ status: true, available: false });
    const free = await t.call('POST', '/api/others/check_email', { email: 'nobody-here@example.com' });
    expect(free.body).toMatchObject({ status: true, available: true });
  });
});

describe('POST /api/others/signup_log', () => {
  it('records each step of the sign-up form', async () => {
    const res = await t.call('POST', '/api/others/signup_log', {
      email: 'lead@example.com',
      step: 'details',
      name: 'Lead',
    });
    expect(res.body).toEqual({ status: true, message: 'Noted.' });
    const rows = await t.app.ctx.db.query.signupLog.findMany();
    expect(rows.find((r) => r.email === 'lead@example.com')).toMatchObject({ step: 'details', name: 'Lead' });
  });

  it('refuses an unknown step', async () => {
    const res = await t.call('POST', '/api/others/signup_log', { email: 'lead@example.com', step: 'teleport' });
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toContain('step');
  });
});

describe('POST /api/others/enquiry', () => {
  it('stores the enquiry and acknowledges it by mail', async () => {
    const res = await t.call('POST', '/api/others/enquiry', {
      type: 'sales',
      name: 'Asha',
      email: 'asha@example.com',
      message: 'We sell 400 sarees; can you host us?',
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.app.ctx.db.query.platformEnquiries.findMany();
    expect(rows).toEqual([expect.objectContaining({ type: 'sales', email: 'asha@example.com' })]);
  });
});
