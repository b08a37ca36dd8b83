import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.js';
import { balancesOf, buy, expectBalancedLedger, item, type Marketplace, marketplace } from './settlement-fixtures.js';

let t: TestApp;
let m: Marketplace;
let statementA: { _id: string; net: number };
let statementB: { _id: string; net: number };

beforeAll(async () => {
  t = await startTestApp();
  m = await marketplace(t);
  const a = await item(t, m.vendorA.token);
  const b = await item(t, m.vendorB.token);
  await buy(t, m, [a.sku, b.sku]);
  const closed = await t.call('POST', '/api/store/vendor_statements/close', {}, m.token);
  const list = closed.body.list as { _id: string; vendor_id: string; net: number }[];
  statementA = list.find((s) => s.vendor_id === m.vendorA.id) as typeof statementA;
  statementB = list.find((s) => s.vendor_id === m.vendorB.id) as typeof statementB;
});
afterAll(() => t.close());

const create = (token: string, body: Record<string, unknown>) =>
  t.call('POST', '/api/store/vendor_payouts/create', body, token);
const act = (token: string, body: Record<string, unknown>) =>
  t.call('POST', '/api/store/vendor_payouts/action', body, token);
const payouts = (token: string, body: Record<string, unknown> = {}) =>
  t.call('POST', '/api/store/vendor_payouts', body, token);
const settledA = async () => (await balancesOf(t, m))[`vendor:${m.vendorA.id}:settled`];

describe('paying a statement out', () => {
  it('refuses a payout above the statement or the settled balance, and a vendor paying itself', async () => {
    expect(statementA.net).toBe(8_850);
    const above = await create(m.token, { statement_id: statementA._id, reference: 'UTR-1', amount: 8_851 });
    expect(above.statusCode).toBe(400);
    expect(above.body.message).toMatch(/^amount: /);
    const noRef = await create(m.token, { statement_id: statementA._id, reference: '' });
    expect(noRef.statusCode).toBe(400);
    expect(noRef.body.message).toMatch(/reference/);
    expect((await create(m.vendorA.token, { statement_id: statementA._id, reference: 'UTR-1' })).statusCode).toBe(403);
    expect(await settledA()).toBe(8_850);
  });

  it('pending moves settled to paid_out; failed brings it back; retry sends it again; paid ends it', async () => {
    const made = await create(m.token, { statement_id: statementA._id, reference: 'UTR-100' });
    expect(made.statusCode, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data).toMatchObject({ status: 'pending', amount: 8_850, method: 'bank_transfer', attempts: 1 });
    const id = made.body.data._id as string;
    expect(await settledA()).toBe(0);
    // Nothing is left to pay this statement with another payout while one is live.
    expect((await create(m.token, { statement_id: statementA._id, reference: 'UTR-101' })).statusCode).toBe(409);

    const failed = await act(m.token, { _id: id, action: 'mark_failed', note: 'Account closed' });
    expect(failed.body.data).toMatchObject({ status: 'failed', note: 'Account closed' });
    expect(await settledA()).toBe(8_850);
    expect((await act(m.token, { _id: id, action: 'mark_paid' })).statusCode).toBe(409);

    const retried = await act(m.token, { _id: id, action: 'retry', reference: 'UTR-102' });
    expect(retried.body.data).toMatchObject({ status: 'pending', reference: 'UTR-102', attempts: 2 });
    expect(await settledA()).toBe(0);
    const paid = await act(m.token, { _id: id, action: 'mark_paid' });
    expect(paid.body.data.status).toBe('paid');
    expect((await act(m.token, { _id: id, action: 'retry' })).statusCode).toBe(409);
    const balances = await balancesOf(t, m);
    expect(balances['paid_out:bank_transfer']).toBe(8_850);
    const statement = await t.call('GET', `/api/store/vendor_statements/${statementA._id}`, undefined, m.vendorA.token);
    expect(statement.body.data).toMatchObject({ paid_out: 8_850, payout_status: 'paid' });
    await expectBalancedLedger(t, m.id);
  });

  it('two payouts of one statement at once: one is made, the other refused', async () => {
    const both = await Promise.all([
      create(m.token, { statement_id: statementB._id, reference: 'UTR-200' }),
      create(m.token, { statement_id: statementB._id, reference: 'UTR-201' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const settledB = (await balancesOf(t, m))[`vendor:${m.vendorB.id}:settled`];
    expect(settledB).toBe(0);
    await expectBalancedLedger(t, m.id);
  });

  it('a vendor lists only its own payouts and never reads another’s; the CSV has every row', async () => {
    const mine = (await payouts(m.vendorA.token)).body.list as { vendor_id: string }[];
    expect(mine.length).toBe(1);
    expect(mine.every((p) => p.vendor_id === m.vendorA.id)).toBe(true);
    const filtered = (await payouts(m.vendorA.token, { vendor_id: m.vendorB.id })).body.list as { vendor_id: string }[];
    expect(filtered.every((p) => p.vendor_id === m.vendorA.id)).toBe(true);
    expect(((await payouts(m.token)).body.list as unknown[]).length).toBe(2);
    expect(
      (await t.call('GET', `/api/store/vendor_statements/${statementB._id}`, undefined, m.vendorA.token)).statusCode,
    ).toBe(404);
    const csv = await t.call('POST', '/api/store/vendor_payouts/export', {}, m.token);
    expect(csv.statusCode).toBe(200);
    const rows = (csv.body as string).trim().split('\n');
    expect(rows[0]).toMatch(/^vendor_name,amount,currency,method,reference,status/);
    expect(rows).toHaveLength(3);
    const mineCsv = await t.call('POST', '/api/store/vendor_payouts/export', {}, m.vendorA.token);
    expect((mineCsv.body as string).trim().split('\n')).toHaveLength(2);
  });
});
