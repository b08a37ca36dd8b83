import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balances } from '../src/platform/ledger/ledger.js';
import { startTestApp, type TestApp } from './harness.js';
import {
  type RecordedProviders,
  startRecordedProviders,
  stripeGateways,
  TEST_KEYS,
} from './payment-gateway-recorded.js';
import { buy, expectBalancedLedger, item, type Marketplace, marketplace } from './settlement-fixtures.js';

/** Stripe Connect transfers as a payout method, against the local recorded Stripe API. */
let t: TestApp;
let providers: RecordedProviders;
let m: Marketplace;
let statementA: { _id: string; net: number; currency: string };
let statementB: { _id: string; net: number };

const ACCOUNT_A = 'acct_1QfZ7aVendorA00';
const ACCOUNT_B = 'acct_1QfZ7aVendorB00';

async function closeStatements() {
  const closed = await t.call('POST', '/api/store/vendor_statements/close', {}, m.token);
  return closed.body.list as { _id: string; vendor_id: string; net: number; currency: string }[];
}

beforeAll(async () => {
  providers = await startRecordedProviders();
  t = await startTestApp({ STRIPE_API_BASE: providers.url });
  m = await marketplace(t);
  const a = await item(t, m.vendorA.token);
  const b = await item(t, m.vendorB.token);
  await buy(t, m, [a.sku, b.sku]);
  const list = await closeStatements();
  statementA = list.find((s) => s.vendor_id === m.vendorA.id) as typeof statementA;
  statementB = list.find((s) => s.vendor_id === m.vendorB.id) as typeof statementB;
});
afterAll(async () => {
  await t.close();
  await providers.close();
});

const create = (body: Record<string, unknown>, token = m.token) =>
  t.call('POST', '/api/store/vendor_payouts/create', body, token);
const act = (body: Record<string, unknown>) => t.call('POST', '/api/store/vendor_payouts/action', body, m.token);
const methods = (vendorId: string, token = m.token) =>
  t.call('GET', `/api/store/vendor_payouts/methods?vendor_id=${vendorId}`, undefined, token);
const balance = async (account: string) => (await balances(t.app.ctx.db, m.id, [account])).get(account) ?? 0;
const settled = (vendorId: string) => balance(`vendor:${vendorId}:settled`);
const transferCalls = () => providers.requests.filter((r) => r.method === 'POST' && r.path === '/v1/transfers');

async function setPayoutAccount(vendorId: string, payoutAccount: string | null) {
  const { vendor } = (await t.call('GET', `/api/store/vendors/${vendorId}`, undefined, m.token)).body.data;
  return t.call(
    'PUT',
    '/api/store/vendors',
    {
      _id: vendorId,
      name: vendor.name,
      company_name: vendor.company_name,
      mobile: vendor.mobile,
      commission: vendor.commission,
      vendor_features: vendor.vendor_features,
      payout_account: payoutAccount,
    },
    m.token,
  );
}

describe('paying out by Stripe transfer', () => {
  it('is refused, saying what is missing, until the gateway, the keys and the vendor account are there', async () => {
    const stripe = { statement_id: statementA._id, method: 'stripe_transfer' };
    const noGateway = await create(stripe);
    expect(noGateway.statusCode).toBe(409);
    expect(noGateway.body.message).toMatch(/^method: .*payout gateway set to Stripe/);
    const listed = await methods(m.vendorA.id);
    expect(listed.body.list).toEqual([
      { method: 'bank_transfer', available: true, missing: null },
      { method: 'stripe_transfer', available: false, missing: expect.stringMatching(/payout gateway/) },
    ]);

    const gateway = { payout_gateway: { provider: 'stripe', enabled: false } };
    expect((await t.call('PATCH', '/api/store/details', gateway, m.token)).statusCode).toBe(200);
    expect((await create(stripe)).body.message).toMatch(/payout gateway set to Stripe and turned on/);
    gateway.payout_gateway.enabled = true;
    await t.call('PATCH', '/api/store/details', gateway, m.token);
    const noKeys = await create(stripe);
    expect(noKeys.statusCode).toBe(409);
    expect(noKeys.body.message).toMatch(/^method: .*Stripe keys/);

    const keys = await t.call('PUT', '/api/store/payment_gateway', stripeGateways(['test_card']), m.token);
    expect(keys.statusCode, JSON.stringify(keys.body)).toBe(200);
    const noAccount = await create(stripe);
    expect(noAccount.statusCode).toBe(409);
    expect(noAccount.body.message).toMatch(/^method: Vendor A has no Stripe payout account/);

    for (const bad of ['acct-123', 'acct_', 'acct_12 34', 'ba_1234', 'acct_1234;drop']) {
      const refused = await setPayoutAccount(m.vendorA.id, bad);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.body.message).toMatch(/^payout_account: /);
    }
    const saved = await setPayoutAccount(m.vendorA.id, ` ${ACCOUNT_A} `);
    expect(saved.body.data.payout_account).toBe(ACCOUNT_A);
    // Left out of an update: kept.
    const { vendor } = (await t.call('GET', `/api/store/vendors/${m.vendorA.id}`, undefined, m.token)).body.data;
    const kept = await t.call(
      'PUT',
      '/api/store/vendors',
      {
        _id: vendor._id,
        name: vendor.name,
        company_name: vendor.company_name,
        mobile: null,
        commission: vendor.commission,
        vendor_features: vendor.vendor_features,
      },
      m.token,
    );
    expect(kept.body.data.payout_account).toBe(ACCOUNT_A);
    expect((await methods(m.vendorA.id)).body.list[1]).toEqual({
      method: 'stripe_transfer',
      available: true,
      missing: null,
    });
    expect((await methods(m.vendorA.id, m.vendorA.token)).statusCode).toBe(403);
    expect((await create(stripe, m.vendorA.token)).statusCode).toBe(403);
    expect(transferCalls()).toHaveLength(0);
    expect(await settled(m.vendorA.id)).toBe(statementA.net);
  });

  it("Stripe's refusal fails it and gives the money back; a retry pays with a new key", async () => {
    providers.failNext(400, 'Insufficient funds in Stripe account. Top up your platform balance first.');
    const failed = await create({ statement_id: statementA._id, method: 'stripe_transfer' });
    expect(failed.statusCode, JSON.stringify(failed.body)).toBe(200);
    expect(failed.body.data).toMatchObject({ status: 'failed', method: 'stripe_transfer', attempts: 1 });
    expect(failed.body.data.note).toMatch(/^Stripe: Insufficient funds/);
    expect(failed.body.message).toMatch(/Stripe refused the transfer/);
    const id = failed.body.data._id as string;
    expect(await settled(m.vendorA.id)).toBe(statementA.net);
    expect(await balance('paid_out:stripe_transfer')).toBe(0);
    // Stripe answers a Stripe transfer: the owner does not mark it.
    expect((await act({ _id: id, action: 'mark_paid' })).statusCode).toBe(409);
    expect((await act({ _id: id, action: 'mark_failed' })).statusCode).toBe(409);

    const retried = await act({ _id: id, action: 'retry' });
    expect(retried.statusCode, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body.data).toMatchObject({ status: 'paid', attempts: 2, note: null });
    expect(retried.body.data.reference).toMatch(/^tr_/);
    const [first, second] = transferCalls();
    expect(first?.headers['idempotency-key']).toBe(`payout-${id}-1`);
    expect(second?.headers['idempotency-key']).toBe(`payout-${id}-2`);
    expect(second?.body).toMatchObject({
      amount: String(statementA.net),
      currency: statementA.currency.toLowerCase(),
      destination: ACCOUNT_A,
      transfer_group: `payout-${id}`,
      'metadata[payout_id]': id,
      'metadata[statement_id]': statementA._id,
    });
    expect(second?.headers.authorization).toBe(`Bearer ${TEST_KEYS.stripe_secret_key}`);
    expect(await settled(m.vendorA.id)).toBe(0);
    expect(await balance('paid_out:stripe_transfer')).toBe(statementA.net);
    expect((await act({ _id: id, action: 'retry' })).statusCode).toBe(409);
    const statement = await t.call('GET', `/api/store/vendor_statements/${statementA._id}`, undefined, m.token);
    expect(statement.body.data).toMatchObject({ paid_out: statementA.net, payout_status: 'paid' });
    await expectBalancedLedger(t, m.id);
  });

  it('an answer lost on the way back stays pending; asking again finds the transfer and never pays twice', async () => {
    await setPayoutAccount(m.vendorB.id, ACCOUNT_B);
    const before = providers.transfers.size;
    providers.dropNext(2); // the call and the SDK's own retry with the same key
    const lost = await create({ statement_id: statementB._id, method: 'stripe_transfer' });
    expect(lost.statusCode, JSON.stringify(lost.body)).toBe(200);
    expect(lost.body.data).toMatchObject({ status: 'pending', attempts: 1 });
    expect(lost.body.data.note).toMatch(/Stripe did not answer/);
    expect(await settled(m.vendorB.id)).toBe(0);
    expect(providers.transfers.size).toBe(before + 1);
    const id = lost.body.data._id as string;
    expect((await create({ statement_id: statementB._id, method: 'stripe_transfer' })).statusCode).toBe(409);

    const asked = await act({ _id: id, action: 'retry' });
    expect(asked.body.data).toMatchObject({ status: 'paid', attempts: 1, note: null });
    const made = [...providers.transfers.values()].find((tr) => tr.transfer_group === `payout-${id}`);
    expect(asked.body.data.reference).toBe(made?.id);
    expect(providers.transfers.size).toBe(before + 1);
    const keys = transferCalls()
      .filter((r) => r.body.transfer_group === `payout-${id}`)
      .map((r) => r.headers['idempotency-key']);
    expect(new Set(keys)).toEqual(new Set([`payout-${id}-1`]));
    expect(await balance('paid_out:stripe_transfer')).toBe(statementA.net + statementB.net);
    await expectBalancedLedger(t, m.id);
  });

  it('two transfers of one statement at once: one is paid, the other refused', async () => {
    await buy(t, m, [(await item(t, m.vendorA.token)).sku]);
    const next = (await closeStatements()).find((s) => s.vendor_id === m.vendorA.id);
    if (!next) throw new Error('no statement');
    const calls = transferCalls().length;
    const both = await Promise.all([
      create({ statement_id: next._id, method: 'stripe_transfer' }),
      create({ statement_id: next._id, method: 'stripe_transfer' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const paid = both.find((r) => r.statusCode === 200);
    expect(paid?.body.data.status).toBe('paid');
    expect(transferCalls()).toHaveLength(calls + 1);
    expect(await settled(m.vendorA.id)).toBe(0);
    await expectBalancedLedger(t, m.id);
  });
});
