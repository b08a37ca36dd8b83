import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { DEFAULT_SIGNUP_PACKAGE_ID } from '@stallfront/shared';
import { billingPayments } from '../src/db/schema/index.js';
import { expectAdminOnly } from './admin-community-fixtures.js';
import { signUpStore, signupBody } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { masterToken } from './panels-fixtures.js';

let t: TestApp;
let master: string;

beforeAll(async () => {
  t = await startTestApp();
  master = await masterToken(t);
}, 60_000);
afterAll(() => t.close());

const createDealer = (body: Record<string, unknown>) =>
  t.call(
    'POST',
    '/api/admin/dealer',
    { name: 'North Resellers', email: 'north@example.com', code: 'NORTH-10', share_bps: 1000, ...body },
    master,
  );

/** A plan payment of the store, as billing records it (billing itself is not under test here). */
async function payment(storeId: string, amount: number, status: 'paid' | 'failed', currency = 'USD') {
  const now = t.app.ctx.now();
  await t.app.ctx.db.insert(billingPayments).values({
    storeId,
    attemptKey: randomUUID(),
    kind: 'renewal',
    packageId: DEFAULT_SIGNUP_PACKAGE_ID,
    period: 'monthly',
    amount,
    currency,
    lines: [],
    periodStart: now,
    periodEnd: now,
    status,
    provider: 'test',
    createdAt: now,
  });
}

describe('dealers', () => {
  let dealerId: string;

  it('adds a dealer with an upper-cased code, and refuses a colliding one with 409', async () => {
    const res = await createDealer({ code: ' north-10 ' });
    expect(res.statusCode).toBe(200);
    expect(res.body.data).toMatchObject({ code: 'NORTH-10', share_bps: 1000, store_count: 0, earnings: [] });
    dealerId = res.body.data._id;
    const again = await createDealer({ name: 'Copycat', code: 'North-10' });
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe("code: NORTH-10 is another dealer's code. Choose another.");
  });

  it('refuses bad input with the field named', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ code: 'ab' }, /^code: must be 3 to 24 letters, digits or dashes/],
      [{ code: 'has space' }, /^code: must be 3 to 24/],
      [{ share_bps: -1 }, /^share_bps: cannot be negative/],
      [{ share_bps: 10_001 }, /^share_bps: cannot be more than 10,000/],
      [{ share_bps: 12.5 }, /^share_bps: must be a whole number/],
      [{ email: 'nope' }, /^email:/],
      [{ name: '' }, /^name:/],
    ];
    for (const [body, message] of cases) {
      const res = await createDealer({ code: 'OTHER-1', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect((await t.call('GET', '/api/admin/dealer/not-an-id', undefined, master)).statusCode).toBe(400);
    const missing = await t.call('GET', `/api/admin/dealer/${randomUUID()}`, undefined, master);
    expect(missing.statusCode).toBe(404);
  });

  it('records the dealer of a sign-up with its code, and refuses an unknown code', async () => {
    const unknown = await t.call('POST', '/api/others/create_store', signupBody({ dealer_code: 'NOBODY' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.message).toMatch(/^dealer_code: NOBODY is not a dealer code we know/);
    const bad = await t.call('POST', '/api/others/create_store', signupBody({ dealer_code: '!' }));
    expect(bad.body.message).toMatch(/^dealer_code: must be 3 to 24/);

    const first = await signUpStore(t, { dealer_code: 'north-10' });
    t.clock.advance(1000);
    const second = await signUpStore(t, { dealer_code: 'NORTH-10' });
    await signUpStore(t); // no dealer
    await payment(first.session.data._id, 10_000, 'paid');
    await payment(first.session.data._id, 2_999, 'paid');
    await payment(first.session.data._id, 50_000, 'failed');
    await t.written();

    const detail = await t.call('GET', `/api/admin/dealer/${dealerId}`, undefined, master);
    expect(detail.statusCode).toBe(200);
    expect(detail.body.data).toMatchObject({ store_count: 2, earnings: [{ currency: 'USD', amount: 1299 }] });
    expect(detail.body.stores).toMatchObject([
      { store_name: second.body.name, paid: 0, earning: 0 },
      { store_name: first.body.name, currency: 'USD', paid: 12_999, earning: 1299 },
    ]);

    const list = await t.call('POST', '/api/admin/dealer_list', { search: 'north' }, master);
    expect(list.body.list).toMatchObject([{ code: 'NORTH-10', store_count: 2 }]);
    const count = await t.call('GET', '/api/admin/dealer_list?search=NORTH', undefined, master);
    expect(count.body.total).toBe(1);
    const csv = await t.call('POST', '/api/admin/dealer_stores/export', { id: dealerId }, master);
    expect(String(csv.headers['content-disposition'])).toContain('dealer-north-10-stores.csv');
    expect(csv.body).toMatch(/^store_name,sub_domain,package_id,joined_on,currency,paid,earning/);
    expect(csv.body).toContain(',12999,1299');
    const listCsv = await t.call('POST', '/api/admin/dealer_list/export', {}, master);
    expect(listCsv.body).toContain('NORTH-10,1000,2,USD 12.99');
  });

  it('refuses store, staff, vendor and branch tokens on every call', async () => {
    await expectAdminOnly(t, [
      ['POST', '/api/admin/dealer_list', {}],
      ['GET', '/api/admin/dealer_list'],
      ['POST', '/api/admin/dealer_list/export', {}],
      ['POST', '/api/admin/dealer', { name: 'X', email: 'x@example.com', code: 'SNEAKY', share_bps: 5000 }],
      ['GET', `/api/admin/dealer/${dealerId}`],
      ['POST', '/api/admin/dealer_stores/export', { id: dealerId }],
    ]);
    const list = await t.call('POST', '/api/admin/dealer_list', { search: 'SNEAKY' }, master);
    expect(list.body.list).toEqual([]);
  });
});
