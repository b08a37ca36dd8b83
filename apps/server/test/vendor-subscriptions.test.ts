import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_ACCOUNTS, PACKAGE_IDS } from '@stallfront/shared';
import { ledgerEntries, stores, vendorPayments, vendors } from '../src/db/schema/index.js';
import { balanceOf } from '../src/platform/ledger/ledger.js';
import { confirmVendorPayment } from '../src/modules/vendor-subscriptions/checkout.js';
import { runVendorExpirySweep, VENDOR_EXPIRY_SWEEP } from '../src/modules/vendor-subscriptions/sweep.js';
import { memberToken, signUpStore } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';

const PAYS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';
const START = new Date('2026-11-01T09:00:00Z');
const DAY = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  t.clock.set(START);
});
afterEach(() => t.clock.set(START));
afterAll(() => t.close());

/** A multi-vendor store with vendor subscriptions, its owner's token and a plan. */
async function marketplace(features = ['vendors', 'vendor_subs']) {
  const owner = await signUpStore(t, { type: 'multi_vendor' });
  const id = owner.session.data._id as string;
  await t.app.ctx.db
    .update(stores)
    .set({ packageId: PACKAGE_IDS.professional, paidFeatures: features })
    .where(eq(stores.id, id));
  await t.written();
  return { id, token: owner.token };
}

const plan = (token: string, body: Record<string, unknown> = {}) =>
  t.call(
    'POST',
    '/api/store/vendor-plans',
    {
      name: `Plan ${randomUUID().slice(0, 6)}`,
      price: 49900,
      interval: 'month',
      features: ['add_product'],
      active: true,
      ...body,
    },
    token,
  );

/** A vendor of the store: its token and id. */
async function vendorOf(storeId: string, features: string[] = ['update_product']) {
  const ids = async () =>
    (await t.app.ctx.db.select({ id: vendors.id }).from(vendors).where(eq(vendors.storeId, storeId))).map((v) => v.id);
  const before = await ids();
  const token = await memberToken(t, storeId, 'vendor', features);
  const id = (await ids()).find((v) => !before.includes(v));
  if (!id) throw new Error('no new vendor');
  return { token, id };
}

const vendorRow = async (id: string) => (await t.app.ctx.db.select().from(vendors).where(eq(vendors.id, id)))[0];
const mine = async (token: string) => (await t.call('GET', '/api/store/vendor-billing', undefined, token)).body.data;
const pay = (token: string, planId: string, seen: string | null, extra: Record<string, unknown> = {}) =>
  t.call(
    'POST',
    '/api/store/vendor-billing/checkout',
    { plan_id: planId, card_number: PAYS, attempt_key: randomUUID(), seen_ends_at: seen, ...extra },
    token,
  );

describe('vendor plans (owner)', () => {
  it('adds, lists and changes plans; names are unique in the store; bad input is a 400 that says why', async () => {
    const shop = await marketplace();
    const made = await plan(shop.token, { name: 'Starter', price: 0, interval: 'year', features: [] });
    expect(made.statusCode).toBe(200);
    expect(made.body.data).toMatchObject({
      name: 'Starter',
      price: 0,
      currency: 'INR',
      interval: 'year',
      active: true,
    });

    expect((await plan(shop.token, { name: 'starter' })).body).toEqual({
      status: false,
      message: 'name: another plan of your store has this name',
    });
    const negative = await plan(shop.token, { price: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.body.message).toMatch(/price.*cannot be below 0/);
    expect((await plan(shop.token, { price: 10.5 })).statusCode).toBe(400);
    expect((await plan(shop.token, { interval: 'week' })).body.message).toMatch(/interval/);
    expect((await plan(shop.token, { features: ['orders'] })).body.message).toMatch(/features/);

    const changed = await t.call(
      'PUT',
      '/api/store/vendor-plans',
      {
        _id: made.body.data._id,
        name: 'Starter yearly',
        price: 100,
        interval: 'year',
        features: ['add_product'],
        active: false,
      },
      shop.token,
    );
    expect(changed.body.data).toMatchObject({
      name: 'Starter yearly',
      price: 100,
      active: false,
      features: ['add_product'],
    });
    const list = (await t.call('GET', '/api/store/vendor-plans', undefined, shop.token)).body.list;
    expect(list.map((p: { name: string }) => p.name)).toEqual(['Starter yearly']);
  });

  it('keeps each store to its own plans and vendors: another store’s plan or vendor is a 404', async () => {
    const a = await marketplace();
    const b = await marketplace();
    const bPlan = (await plan(b.token)).body.data._id;
    const aVendor = await vendorOf(a.id);
    const bVendor = await vendorOf(b.id);
    const put = await t.call(
      'PUT',
      '/api/store/vendor-plans',
      { _id: bPlan, name: 'Taken over', price: 1, interval: 'month', features: [], active: true },
      a.token,
    );
    expect(put.statusCode).toBe(404);
    const assignOther = await t.call(
      'POST',
      '/api/store/vendor-subscriptions/assign',
      { vendor_id: aVendor.id, plan_id: bPlan },
      a.token,
    );
    expect(assignOther.statusCode).toBe(404);
    expect(assignOther.body.message).toBe('This plan does not exist in your store.');
    const otherVendor = await t.call(
      'GET',
      `/api/store/vendor-subscriptions/${bVendor.id}/payments`,
      undefined,
      a.token,
    );
    expect(otherVendor.statusCode).toBe(404);
    // A vendor paying for another store's plan: 404 too, and nothing is written.
    const res = await pay(aVendor.token, bPlan, null);
    expect(res.statusCode).toBe(404);
    expect(await t.app.ctx.db.select().from(vendorPayments).where(eq(vendorPayments.vendorId, aVendor.id))).toEqual([]);
    const ids = (await t.call('GET', '/api/store/vendor-subscriptions', undefined, a.token)).body.list.map(
      (v: { vendor_id: string }) => v.vendor_id,
    );
    expect(ids).toEqual([aVendor.id]);
  });

  it('answers 404 where the store has no vendor_subs, and lets only the owner and vendors-staff in', async () => {
    const plain = await marketplace(['vendors']);
    const res = await t.call('GET', '/api/store/vendor-plans', undefined, plain.token);
    expect(res.statusCode).toBe(404);

    const shop = await marketplace();
    const staff = await memberToken(t, shop.id, 'staff', ['vendors']);
    const otherStaff = await memberToken(t, shop.id, 'staff', ['settings']);
    const vendor = await vendorOf(shop.id);
    expect((await t.call('GET', '/api/store/vendor-plans', undefined, staff)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/store/vendor-plans', undefined, otherStaff)).statusCode).toBe(403);
    for (const [method, url, body] of [
      ['GET', '/api/store/vendor-plans', undefined],
      ['POST', '/api/store/vendor-plans', { name: 'Mine', price: 0, interval: 'month', features: [], active: true }],
      ['GET', '/api/store/vendor-subscriptions', undefined],
      ['POST', '/api/store/vendor-subscriptions/assign', { vendor_id: vendor.id, plan_id: null }],
    ] as const) {
      const refused = await t.call(method, url, body, vendor.token);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
    }
    // The owner has no vendor billing of its own.
    expect((await t.call('GET', '/api/store/vendor-billing', undefined, shop.token)).statusCode).toBe(403);
  });
});

describe('vendor billing (the vendor pays)', () => {
  it('pays a plan: extends the end, grants the plan’s features, posts provider → store wallet once', async () => {
    const shop = await marketplace();
    const p = (await plan(shop.token, { name: 'Pro seller', price: 49900, features: ['add_product', 'ad_management'] }))
      .body.data;
    const vendor = await vendorOf(shop.id);
    const endsAt = new Date(START.getTime() + 10 * DAY);
    await t.app.ctx.db.update(vendors).set({ subscriptionEndsAt: endsAt }).where(eq(vendors.id, vendor.id));

    const before = await mine(vendor.token);
    expect(before).toMatchObject({ offered: true, status: 'active', ends_at: endsAt.toISOString(), plan: null });
    expect(before.plans.map((x: { name: string }) => x.name)).toEqual(['Pro seller']);

    const res = await pay(vendor.token, p._id, endsAt.toISOString());
    expect(res.statusCode).toBe(200);
    // Paid ahead: the month runs from the current end, not from today.
    expect(res.body).toMatchObject({ outcome: 'paid', ends_at: '2026-12-11T09:00:00.000Z' });
    const row = await vendorRow(vendor.id);
    expect(row?.subscriptionEndsAt?.toISOString()).toBe('2026-12-11T09:00:00.000Z');
    expect(row?.vendorFeatures.sort()).toEqual(['ad_management', 'add_product', 'update_product']);

    const after = await mine(vendor.token);
    expect(after.plan).toMatchObject({ _id: p._id, name: 'Pro seller' });
    expect(after.payments).toHaveLength(1);
    expect(after.payments[0]).toMatchObject({
      status: 'paid',
      amount: 49900,
      currency: 'INR',
      period_start: endsAt.toISOString(),
      period_end: '2026-12-11T09:00:00.000Z',
    });
    expect(await balanceOf(t.app.ctx.db, shop.id, LEDGER_ACCOUNTS.storeWallet())).toBe(49900);
    expect(await balanceOf(t.app.ctx.db, shop.id, LEDGER_ACCOUNTS.provider('test_card'))).toBe(-49900);

    // The owner sees it.
    const subs = (await t.call('GET', '/api/store/vendor-subscriptions', undefined, shop.token)).body.list;
    expect(subs[0]).toMatchObject({
      vendor_id: vendor.id,
      plan_name: 'Pro seller',
      status: 'active',
      ends_at: '2026-12-11T09:00:00.000Z',
      last_payment: { status: 'paid', amount: 49900 },
    });
    const plans = (await t.call('GET', '/api/store/vendor-plans', undefined, shop.token)).body.list;
    expect(plans[0]).toMatchObject({ vendors: 1 });

    // A replayed confirmation of the same payment: the first outcome, no second extension or posting.
    const replay = await confirmVendorPayment(
      t.app.ctx.db,
      res.body.payment_id,
      { status: 'paid', reference: 'again' },
      START,
    );
    expect(replay.replayed).toBe(true);
    expect((await vendorRow(vendor.id))?.subscriptionEndsAt?.toISOString()).toBe('2026-12-11T09:00:00.000Z');
    expect(await balanceOf(t.app.ctx.db, shop.id, LEDGER_ACCOUNTS.storeWallet())).toBe(49900);
  });

  it('answers a resent form (same attempt key) with the first outcome and charges once', async () => {
    const shop = await marketplace();
    const p = (await plan(shop.token)).body.data;
    const vendor = await vendorOf(shop.id);
    const key = randomUUID();
    const first = await pay(vendor.token, p._id, null, { attempt_key: key });
    const again = await pay(vendor.token, p._id, null, { attempt_key: key });
    expect(again.body).toEqual(first.body);
    const rows = await t.app.ctx.db.select().from(vendorPayments).where(eq(vendorPayments.vendorId, vendor.id));
    expect(rows).toHaveLength(1);
    const postings = await t.app.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.storeId, shop.id));
    expect(postings).toHaveLength(2);
  });

  it('takes one of two payments made at once and refuses the other (409), extending once', async () => {
    const shop = await marketplace();
    const p = (await plan(shop.token)).body.data;
    const vendor = await vendorOf(shop.id);
    const both = await Promise.all([pay(vendor.token, p._id, null), pay(vendor.token, p._id, null)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.app.ctx.db.select().from(vendorPayments).where(eq(vendorPayments.vendorId, vendor.id));
    expect(rows).toHaveLength(1);
    expect((await vendorRow(vendor.id))?.subscriptionEndsAt?.toISOString()).toBe('2026-12-01T09:00:00.000Z');
  });

  it('reactivates an expired vendor from today; a declined card changes nothing', async () => {
    const shop = await marketplace();
    const p = (await plan(shop.token, { interval: 'year' })).body.data;
    const vendor = await vendorOf(shop.id);
    const ended = new Date(START.getTime() - 12 * DAY);
    await t.app.ctx.db
      .update(vendors)
      .set({ status: 'expired', subscriptionEndsAt: ended })
      .where(eq(vendors.id, vendor.id));
    await t.written();
    // Expired: vendor billing only.
    expect((await t.call('GET', '/api/store/vendor-billing', undefined, vendor.token)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/store/products/count', undefined, vendor.token)).statusCode).not.toBe(200);

    const declined = await pay(vendor.token, p._id, ended.toISOString(), { card_number: DECLINED });
    expect(declined.body).toMatchObject({ outcome: 'failed' });
    expect(await vendorRow(vendor.id)).toMatchObject({ status: 'expired', subscriptionEndsAt: ended });
    expect(await balanceOf(t.app.ctx.db, shop.id, LEDGER_ACCOUNTS.storeWallet())).toBe(0);

    const unknownCard = await pay(vendor.token, p._id, ended.toISOString(), { card_number: '1234' });
    expect(unknownCard.statusCode).toBe(400);
    expect(unknownCard.body.message).toMatch(/^card_number: /);

    const stale = await pay(vendor.token, p._id, null);
    expect(stale.statusCode).toBe(409);

    const paid = await pay(vendor.token, p._id, ended.toISOString());
    expect(paid.body).toMatchObject({ outcome: 'paid', ends_at: '2027-11-01T09:00:00.000Z' });
    expect(await vendorRow(vendor.id)).toMatchObject({ status: 'active' });
    await t.written();
    const session = await t.call('GET', '/api/store/details', undefined, vendor.token);
    expect(session.body.data.vendor_status).toBe('active');
  });

  it('refuses an inactive plan the vendor is not on, and answers 404 where the store sells no subscriptions', async () => {
    const shop = await marketplace();
    const off = (await plan(shop.token, { active: false })).body.data;
    const vendor = await vendorOf(shop.id);
    const res = await pay(vendor.token, off._id, null);
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toMatch(/^plan_id: /);
    expect((await mine(vendor.token)).plans).toEqual([]);

    const plain = await marketplace(['vendors']);
    const plainVendor = await vendorOf(plain.id);
    expect(await mine(plainVendor.token)).toMatchObject({ offered: false, plans: [] });
    expect((await pay(plainVendor.token, off._id, null)).statusCode).toBe(404);
  });

  it('the owner assigns a plan; the vendor then sees it as its plan', async () => {
    const shop = await marketplace();
    const p = (await plan(shop.token, { name: 'Assigned' })).body.data;
    const vendor = await vendorOf(shop.id);
    const res = await t.call(
      'POST',
      '/api/store/vendor-subscriptions/assign',
      { vendor_id: vendor.id, plan_id: p._id },
      shop.token,
    );
    expect(res.statusCode).toBe(200);
    expect((await mine(vendor.token)).plan).toMatchObject({ name: 'Assigned' });
    const bad = await t.call(
      'POST',
      '/api/store/vendor-subscriptions/assign',
      { vendor_id: 'x', plan_id: p._id },
      shop.token,
    );
    expect(bad.statusCode).toBe(400);
  });
});

describe('expiry on the job queue', () => {
  it('expires an active vendor at its end without payment, and only then', async () => {
    const shop = await marketplace();
    const vendor = await vendorOf(shop.id);
    const ends = new Date(START.getTime() + 3 * DAY);
    await t.app.ctx.db.update(vendors).set({ subscriptionEndsAt: ends }).where(eq(vendors.id, vendor.id));

    expect(await runVendorExpirySweep(t.app.ctx.db, new Date(ends.getTime() - 1000))).toBe(0);
    expect((await vendorRow(vendor.id))?.status).toBe('active');
    t.clock.set(new Date(ends.getTime() + 1000));
    await t.app.ctx.jobs.send(VENDOR_EXPIRY_SWEEP, {});
    await expect
      .poll(async () => (await vendorRow(vendor.id))?.status, { timeout: 20_000, interval: 200 })
      .toBe('expired');
    await t.written();
    // Its session now reaches vendor billing only.
    const refused = await t.call('GET', '/api/store/vendor-plans', undefined, vendor.token);
    expect(refused.statusCode).toBe(403);
    expect((await t.call('GET', '/api/store/vendor-billing', undefined, vendor.token)).statusCode).toBe(200);
  });
});
