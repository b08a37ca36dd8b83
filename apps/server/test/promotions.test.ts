import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_IDS } from '@stallfront/shared';
import { billingPayments, billingSubscriptions, planPromotions } from '../src/db/schema/index.js';
import { runBillingSweep } from '../src/modules/billing/sweep.js';
import { memberToken } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { masterToken } from './panels-fixtures.js';
import { shopStore } from './shop-fixtures.js';

const PAYS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';
const START = new Date('2026-11-01T09:00:00Z');

let t: TestApp;
let master: string;
beforeAll(async () => {
  t = await startTestApp();
  t.clock.set(START);
  master = await masterToken(t);
});
afterAll(() => t.close());

const promo = (overrides: Record<string, unknown> = {}) => ({
  code: `launch${randomUUID().slice(0, 8)}`,
  kind: 'percent',
  percent: 20,
  valid_from: '2026-10-01T00:00:00Z',
  valid_to: '2026-12-01T00:00:00Z',
  max_uses: 10,
  package_ids: [PACKAGE_IDS.essential],
  ...overrides,
});
const create = (body: Record<string, unknown>, token = master) => t.call('POST', '/api/admin/promotions', body, token);
const list = (token = master) => t.call('GET', '/api/admin/promotions', undefined, token);
const quote = (token: string, promo_code: string, package_id: string = PACKAGE_IDS.essential) =>
  t.call('POST', '/api/store/billing/quote', { package_id, period: 'monthly', promo_code }, token);
const buy = (token: string, promo_code: string, card = PAYS, package_id: string = PACKAGE_IDS.essential) =>
  t.call(
    'POST',
    '/api/store/billing/checkout',
    { package_id, period: 'monthly', card_number: card, attempt_key: randomUUID(), promo_code },
    token,
  );
const usesOf = async (code: string) =>
  (await t.app.ctx.db.select().from(planPromotions).where(eq(planPromotions.code, code.toUpperCase())))[0]?.uses;

describe('admin promotions', () => {
  it('creates a promotion with a unique upper-case code and lists it with its uses', async () => {
    const res = await create(promo({ code: 'welcome-20', description: 'Launch week' }));
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ code: 'WELCOME-20', uses: 0, status: 'active', used_by: [] });
    const twice = await create(promo({ code: 'Welcome-20' }));
    expect(twice.statusCode).toBe(409);
    expect(twice.body.message).toMatch(/^code: there is a promotion WELCOME-20 already/);
    const listed = await list();
    expect(listed.body.list.map((p: { code: string }) => p.code)).toContain('WELCOME-20');
  });

  it('refuses bad input with a clear 400 and writes nothing', async () => {
    const before = (await list()).body.total;
    const cases: [Record<string, unknown>, RegExp][] = [
      [promo({ percent: 101 }), /percent: at most 100/],
      [promo({ percent: 0 }), /percent: at least 1/],
      [promo({ kind: 'amount', percent: null, amounts: { USD: -500 } }), /amounts\.USD: must be 0 or more/],
      [promo({ kind: 'amount', percent: null, amounts: {} }), /amounts: Enter the amount off/],
      [promo({ valid_to: '2026-09-01T00:00:00Z' }), /valid_to: must be after valid_from/],
      [promo({ package_ids: ['pkg_nope'] }), /package_ids: pkg_nope is not a paid store plan/],
      [promo({ package_ids: [PACKAGE_IDS.proFree] }), /is not a paid store plan/],
      [promo({ duration: 'recurring' }), /months: Enter how many months/],
      [promo({ code: 'no spaces' }), /code: letters, digits/],
    ];
    for (const [body, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect((await list()).body.total).toBe(before);
  });

  it('refuses store, vendor and branch tokens and signed-out callers on every admin call', async () => {
    const shop = await shopStore(t);
    const tokens = [shop.token, await memberToken(t, shop.id, 'vendor'), await memberToken(t, shop.id, 'branch')];
    for (const token of tokens) {
      expect([401, 403]).toContain((await list(token)).statusCode);
      expect([401, 403]).toContain((await create(promo(), token)).statusCode);
    }
    expect((await t.call('GET', '/api/admin/promotions')).statusCode).toBe(401);
  });
});

describe('a store uses a promotion on its plan', () => {
  it('shows the discounted price, charges it, and counts the use with the store', async () => {
    await create(promo({ code: 'SAVE20' }));
    const shop = await shopStore(t, { name: 'Promo Corner' });
    const q = await quote(shop.token, ' save20 ');
    expect(q.statusCode).toBe(200);
    expect(q.body.data).toMatchObject({ due: 1520, discount: 380, promo_code: 'SAVE20' });
    expect(q.body.data.lines.at(-1)).toEqual({ description: 'Promotion SAVE20 (20 % off)', amount: -380 });

    const paid = await buy(shop.token, 'save20');
    expect(paid.body).toMatchObject({ outcome: 'paid' });
    const payment = await t.call('GET', `/api/store/billing/payments/${paid.body.payment_id}`, undefined, shop.token);
    expect(payment.body.data).toMatchObject({ amount: 1520, status: 'paid' });
    const row = (await list()).body.list.find((p: { code: string }) => p.code === 'SAVE20');
    expect(row).toMatchObject({ uses: 1 });
    expect(row.used_by).toEqual([
      expect.objectContaining({ store_id: shop.id, store_name: 'Promo Corner', discount: 380, currency: 'USD' }),
    ]);
    // Once per store.
    const again = await quote(shop.token, 'SAVE20', PACKAGE_IDS.professional);
    expect(again.statusCode).toBe(400);
  });

  it('refuses an unknown, expired or not yet valid code, or one for another plan, with a 400', async () => {
    await create(promo({ code: 'OLD', valid_to: '2026-10-15T00:00:00Z' }));
    await create(promo({ code: 'SOON', valid_from: '2026-11-20T00:00:00Z' }));
    await create(promo({ code: 'ESSONLY' }));
    await create(promo({ code: 'RUPEES', kind: 'amount', percent: null, amounts: { INR: 10_000 } }));
    const shop = await shopStore(t);
    const cases: [string, string, RegExp][] = [
      ['NOPE', PACKAGE_IDS.essential, /^promo_code: there is no promotion NOPE/],
      ['OLD', PACKAGE_IDS.essential, /^promo_code: OLD expired on 2026-10-15/],
      ['SOON', PACKAGE_IDS.essential, /^promo_code: SOON starts on 2026-11-20/],
      ['ESSONLY', PACKAGE_IDS.professional, /^promo_code: ESSONLY is not for this plan/],
      ['RUPEES', PACKAGE_IDS.essential, /cannot be used with prices in USD/],
    ];
    for (const [code, pkg, message] of cases) {
      const q = await quote(shop.token, code, pkg);
      expect(q.statusCode, code).toBe(400);
      expect(q.body.message).toMatch(message);
      const paid = await buy(shop.token, code, PAYS, pkg);
      expect(paid.statusCode, code).toBe(400);
    }
    const payments = await t.app.ctx.db.select().from(billingPayments).where(eq(billingPayments.storeId, shop.id));
    expect(payments).toHaveLength(0);
  });

  it('gives the use back when the card is declined', async () => {
    await create(promo({ code: 'DECLINEME', max_uses: 1 }));
    const shop = await shopStore(t);
    expect((await buy(shop.token, 'DECLINEME', DECLINED)).body.outcome).toBe('failed');
    expect(await usesOf('DECLINEME')).toBe(0);
    expect((await buy(shop.token, 'DECLINEME')).body.outcome).toBe('paid');
    expect(await usesOf('DECLINEME')).toBe(1);
  });

  it('two stores taking the last use at once: one wins, the other is refused and charged nothing', async () => {
    await create(promo({ code: 'LASTONE', max_uses: 1 }));
    const [a, b] = [await shopStore(t), await shopStore(t)];
    const answers = await Promise.all([buy(a.token, 'LASTONE'), buy(b.token, 'LASTONE')]);
    const won = answers.filter((r) => r.statusCode === 200 && r.body.outcome === 'paid');
    const lost = answers.filter((r) => r.statusCode !== 200);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect([400, 409]).toContain(lost[0]?.statusCode);
    expect(lost[0]?.body.message).toMatch(/LASTONE has (just )?been used up/);
    expect(await usesOf('LASTONE')).toBe(1);
    const loser = won[0] === answers[0] ? b : a;
    const payments = await t.app.ctx.db.select().from(billingPayments).where(eq(billingPayments.storeId, loser.id));
    expect(payments).toHaveLength(0);
  });

  it('a fixed amount off, and a recurring promotion that discounts renewals for its months', async () => {
    await create(
      promo({
        code: 'FIVEOFF3',
        kind: 'amount',
        percent: null,
        amounts: { USD: 500 },
        duration: 'recurring',
        months: 2,
      }),
    );
    const shop = await shopStore(t);
    const paid = await buy(shop.token, 'fiveoff3');
    expect(paid.body.outcome).toBe('paid');
    const first = await t.call('GET', `/api/store/billing/payments/${paid.body.payment_id}`, undefined, shop.token);
    expect(first.body.data.amount).toBe(1400);
    const renewals = async () =>
      (await t.app.ctx.db.select().from(billingPayments).where(eq(billingPayments.storeId, shop.id)))
        .filter((p) => p.kind === 'renewal')
        .sort((x, y) => x.periodStart.getTime() - y.periodStart.getTime())
        .map((p) => p.amount);
    // Month 2 starts within the 2 months: discounted; month 3 starts at the end of them: full price.
    t.clock.set(new Date('2026-12-01T09:00:00Z'));
    await runBillingSweep(t.app.ctx, t.clock.now());
    t.clock.set(new Date('2027-01-01T09:00:00Z'));
    await runBillingSweep(t.app.ctx, t.clock.now());
    expect(await renewals()).toEqual([1400, 1900]);
    const [sub] = await t.app.ctx.db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.storeId, shop.id));
    expect(sub?.periodEnd.toISOString()).toBe('2027-02-01T09:00:00.000Z');
    t.clock.set(START);
  });
});

describe('editing and ending a promotion', () => {
  const edit = (body: Record<string, unknown>, token = master) => t.call('PUT', '/api/admin/promotions', body, token);
  const end = (_id: string, token = master) => t.call('POST', '/api/admin/promotions/end', { _id }, token);
  const editBody = (view: Record<string, unknown>, overrides: Record<string, unknown> = {}) => {
    const { code: _code, uses: _u, status: _s, created_on: _c, used_by: _b, changes: _ch, ...rest } = view;
    return { ...rest, ...overrides };
  };

  it('edits anything of an unused promotion but its code, and keeps who changed what', async () => {
    const made = (await create(promo({ code: 'EDITME' }))).body.data;
    const res = await edit(editBody(made, { percent: 30, description: 'Autumn', max_uses: null }));
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ code: 'EDITME', percent: 30, description: 'Autumn', max_uses: null });
    expect(res.body.data.changes).toEqual([
      expect.objectContaining({
        action: 'edited',
        admin_name: expect.any(String),
        changed: ['description', 'percent', 'max_uses'],
      }),
    ]);
    // The same values again: nothing changed, nothing written.
    const again = await edit(editBody(res.body.data));
    expect(again.body.data.changes).toHaveLength(1);
    expect((await quote((await shopStore(t)).token, 'EDITME')).body.data).toMatchObject({ due: 1330, discount: 570 });
  });

  it('once used: the end date, max uses and description change; the discount, plans and terms are a 409', async () => {
    const made = (await create(promo({ code: 'USEDONE', max_uses: 5 }))).body.data;
    const shop = await shopStore(t);
    expect((await buy(shop.token, 'USEDONE')).body.outcome).toBe('paid');
    const used = (await list()).body.list.find((p: { code: string }) => p.code === 'USEDONE');
    const refused: [Record<string, unknown>, RegExp][] = [
      [{ percent: 50 }, /^percent: USEDONE has been used once, so its percent cannot change/],
      [{ kind: 'amount', percent: null, amounts: { USD: 100 } }, /^kind: .*kind, percent, amounts cannot change/],
      [{ package_ids: [] }, /^package_ids: /],
      [{ valid_from: '2026-10-15T00:00:00Z' }, /^valid_from: /],
      [{ duration: 'recurring', months: 3 }, /^duration: /],
    ];
    for (const [overrides, message] of refused) {
      const res = await edit(editBody(used, overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(409);
      expect(res.body.message).toMatch(message);
    }
    const tooLow = await edit(editBody(used, { max_uses: 0 }));
    expect(tooLow.statusCode).toBe(400);
    const ok = await edit(editBody(used, { description: 'Extended', valid_to: '2027-01-01T00:00:00Z', max_uses: 1 }));
    expect(ok.statusCode).toBe(200);
    expect(ok.body.data).toMatchObject({
      percent: 20,
      max_uses: 1,
      status: 'used_up',
      description: 'Extended',
      uses: 1,
    });
    expect(ok.body.data.valid_to).toBe('2027-01-01T00:00:00.000Z');
    expect(ok.body.data.used_by).toHaveLength(1);
    expect(made._id).toBe(ok.body.data._id);
  });

  it('ends a promotion now: stores can no longer use it, a second end is a 409', async () => {
    const made = (await create(promo({ code: 'STOPNOW' }))).body.data;
    const ended = await end(made._id);
    expect(ended.statusCode).toBe(200);
    expect(ended.body.data).toMatchObject({ status: 'expired', valid_to: START.toISOString() });
    expect(ended.body.data.changes[0]).toMatchObject({ action: 'ended', changed: ['valid_to'] });
    const q = await quote((await shopStore(t)).token, 'STOPNOW');
    expect(q.statusCode).toBe(400);
    expect(q.body.message).toMatch(/^promo_code: STOPNOW expired on 2026-11-01/);
    const twice = await end(made._id);
    expect(twice.statusCode).toBe(409);
    expect(twice.body.message).toMatch(/STOPNOW has ended already/);
    // A promotion that had not started ends as well: it never will.
    const later = (await create(promo({ code: 'NEVER', valid_from: '2026-11-20T00:00:00Z' }))).body.data;
    expect((await end(later._id)).body.data).toMatchObject({ status: 'expired', valid_from: START.toISOString() });
  });

  it('answers 404 for an unknown promotion, 400 for bad input, and refuses store, vendor and branch tokens', async () => {
    const made = (await create(promo({ code: 'GUARDED' }))).body.data;
    expect((await end(randomUUID())).statusCode).toBe(404);
    expect((await edit(editBody(made, { _id: randomUUID() }))).statusCode).toBe(404);
    expect((await end('not-an-id')).statusCode).toBe(400);
    const bad = await edit(editBody(made, { valid_to: '2026-09-01T00:00:00Z' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toMatch(/valid_to: must be after valid_from/);
    expect((await edit({ ...editBody(made), code: 'RENAMED' })).statusCode).toBe(400);
    const shop = await shopStore(t);
    for (const token of [
      shop.token,
      await memberToken(t, shop.id, 'vendor'),
      await memberToken(t, shop.id, 'branch'),
    ]) {
      expect([401, 403]).toContain((await edit(editBody(made, { percent: 90 }), token)).statusCode);
      expect([401, 403]).toContain((await end(made._id, token)).statusCode);
    }
    const after = (await list()).body.list.find((p: { code: string }) => p.code === 'GUARDED');
    expect(after).toMatchObject({ percent: 20, status: 'active', changes: [] });
  });
});
