import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_IDS } from '@stallfront/shared';
import { billingPayments, billingSubscriptions, stores } from '../src/db/schema/index.js';
import { memberToken, signUpStore } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { masterToken } from './panels-fixtures.js';

let t: TestApp;
let master: string;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await startTestApp();
  master = await masterToken(t);
}, 60_000);
afterAll(() => t.close());

/** A store the sweep deactivated: its renewal failed, the grace ran out; `card` is what its subscription keeps. */
async function blockedStore(card: string | null) {
  const s = await signUpStore(t);
  const storeId = s.session.data._id as string;
  const now = t.clock.now();
  const renewedOn = new Date(now.getTime() - 20 * DAY);
  const { db } = t.app.ctx;
  await db.insert(billingSubscriptions).values({
    storeId,
    packageId: PACKAGE_IDS.essential,
    period: 'yearly',
    status: 'canceled',
    periodStart: new Date(renewedOn.getTime() - 365 * DAY),
    periodEnd: renewedOn,
    cardToken: card,
    cardBrand: card ? 'Test card' : null,
    cardLast4: card?.slice(-4) ?? null,
    endedAt: renewedOn,
    endedReason: 'unpaid',
  });
  const [failed] = await db
    .insert(billingPayments)
    .values({
      storeId,
      attemptKey: `renewal:${renewedOn.toISOString()}`,
      kind: 'renewal',
      packageId: PACKAGE_IDS.essential,
      period: 'yearly',
      amount: 29900,
      currency: 'USD',
      lines: [{ description: 'Essential (yearly), renewal', amount: 29900 }],
      periodStart: renewedOn,
      periodEnd: new Date(renewedOn.getTime() + 365 * DAY),
      status: 'failed',
      provider: 'test_card',
      message: 'Your card was declined; try another card.',
      createdAt: renewedOn,
      settledAt: renewedOn,
    })
    .returning();
  await db.update(stores).set({ status: 'inactive', billingStatus: 'overdue' }).where(eq(stores.id, storeId));
  return { storeId, paymentId: failed?.id as string, name: s.body.name, token: s.token };
}

const list = (type: string, extra: Record<string, unknown> = {}, token = master) =>
  t.call('POST', '/api/admin/payment_list', { type, limit: 100, ...extra }, token);
const retry = (id: string, token = master) => t.call('POST', '/api/admin/payment/retry', { id }, token);
const storeOf = async (id: string) => (await t.app.ctx.db.select().from(stores).where(eq(stores.id, id)))[0];

describe('the inactive list: failed plan payments and the stores they block', () => {
  it('lists a failed renewal with its inactive store, retryable; the active list leaves it out', async () => {
    const blocked = await blockedStore('4242424242424242');
    const inactive = await list('inactive', { search: blocked.name });
    expect(inactive.statusCode).toBe(200);
    expect(inactive.body.list).toHaveLength(1);
    expect(inactive.body.list[0]).toMatchObject({
      _id: blocked.paymentId,
      store_id: blocked.storeId,
      store_status: 'inactive',
      status: 'failed',
      kind: 'renewal',
      retryable: true,
      retry_refusal: null,
    });
    const active = await list('active', { search: blocked.name });
    expect(active.body.list).toEqual([]);
    const count = await t.call(
      'GET',
      `/api/admin/payment_list?type=inactive&search=${encodeURIComponent(blocked.name)}`,
      undefined,
      master,
    );
    expect(count.body).toMatchObject({ total: 1, capped: false });
  });

  it('charges it again with the card on file: paid, the store is active and the old try is history', async () => {
    const blocked = await blockedStore('4242424242424242');
    const res = await retry(blocked.paymentId);
    expect(res.statusCode).toBe(200);
    expect(res.body.data.outcome).toBe('paid');
    expect(res.body.message).toMatch(/paid/i);
    const store = await storeOf(blocked.storeId);
    expect(store).toMatchObject({ status: 'active', billingStatus: 'paid', packageId: PACKAGE_IDS.essential });
    const active = await list('active', { search: blocked.name });
    expect(active.body.list[0]).toMatchObject({
      _id: res.body.data.payment_id,
      status: 'paid',
      store_status: 'active',
    });
    const inactive = await list('inactive', { search: blocked.name });
    expect(inactive.body.list[0]).toMatchObject({
      retryable: false,
      retry_refusal: expect.stringMatching(/later payment/),
    });
    // Again, or twice at once: nothing is charged twice.
    const again = await retry(blocked.paymentId);
    expect(again.statusCode).toBe(409);
    const payments = await t.app.ctx.db
      .select()
      .from(billingPayments)
      .where(eq(billingPayments.storeId, blocked.storeId));
    expect(payments.filter((p) => p.status === 'paid')).toHaveLength(1);
  });

  it('charges once when two retries of the same payment arrive together', async () => {
    const blocked = await blockedStore('4242424242424242');
    const answers = await Promise.all([retry(blocked.paymentId), retry(blocked.paymentId)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const payments = await t.app.ctx.db
      .select()
      .from(billingPayments)
      .where(eq(billingPayments.storeId, blocked.storeId));
    expect(payments.map((p) => p.status).sort()).toEqual(['failed', 'paid']);
  });

  it('answers a declined card with the outcome and keeps the store blocked; the new failure is the one to retry', async () => {
    const blocked = await blockedStore('4000000000000002');
    const res = await retry(blocked.paymentId);
    expect(res.statusCode).toBe(200);
    expect(res.body.data.outcome).toBe('failed');
    expect(res.body.message).toMatch(/declined/);
    expect((await storeOf(blocked.storeId))?.status).toBe('inactive');
    const inactive = await list('inactive', { search: blocked.name });
    expect(inactive.body.list.map((p: { _id: string; retryable: boolean }) => [p._id, p.retryable])).toEqual([
      [res.body.data.payment_id, true],
      [blocked.paymentId, false],
    ]);
  });

  it('refuses a store without a card, a paid payment, an unknown id and a malformed one', async () => {
    const noCard = await blockedStore(null);
    const refused = await retry(noCard.paymentId);
    expect(refused.statusCode).toBe(409);
    expect(refused.body.message).toMatch(/no card on file/);
    const listed = await list('inactive', { search: noCard.name });
    expect(listed.body.list[0]).toMatchObject({ retryable: false, retry_refusal: expect.stringMatching(/no card/) });
    const paid = await blockedStore('4242424242424242');
    const ok = await retry(paid.paymentId);
    expect((await retry(ok.body.data.payment_id)).body.message).toMatch(/Only a failed payment/);
    expect((await retry(randomUUID())).statusCode).toBe(404);
    const bad = await retry('42');
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toMatch(/^id:/);
  });

  it('refuses a list type it does not know, a missing one and a cursor it never gave', async () => {
    const wrong = await list('lapsed');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body.message).toMatch(/^type:/);
    expect((await t.call('POST', '/api/admin/payment_list', {}, master)).statusCode).toBe(400);
    expect((await t.call('GET', '/api/admin/payment_list', undefined, master)).statusCode).toBe(400);
    const cursor = await list('active', { cursor: 'not a cursor!' });
    expect(cursor.statusCode).toBe(400);
  });
});

describe('who may see and retry plan payments', () => {
  it('refuses store owners, staff, vendors, branches and the signed-out', async () => {
    const blocked = await blockedStore('4242424242424242');
    const tokens = {
      owner: blocked.token,
      staff: await memberToken(t, blocked.storeId, 'staff'),
      vendor: await memberToken(t, blocked.storeId, 'vendor'),
      branch: await memberToken(t, blocked.storeId, 'branch'),
    };
    for (const [who, token] of Object.entries(tokens)) {
      expect((await list('inactive', {}, token)).statusCode, who).toBe(401);
      expect((await retry(blocked.paymentId, token)).statusCode, who).toBe(401);
    }
    expect((await t.call('POST', '/api/admin/payment_list', { type: 'active' })).statusCode).toBe(401);
    expect((await storeOf(blocked.storeId))?.status).toBe('inactive');
  });
});
