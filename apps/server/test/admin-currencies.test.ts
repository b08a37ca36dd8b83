import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_IDS } from '@stallfront/shared';
import { memberToken, signUpStore } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { masterToken } from './panels-fixtures.js';

let t: TestApp;
let master: string;
let store: Awaited<ReturnType<typeof signUpStore>>;

beforeAll(async () => {
  t = await startTestApp();
  master = await masterToken(t);
  store = await signUpStore(t);
}, 60_000);
afterAll(() => t.close());

const list = async () => (await t.call('GET', '/api/admin/currencies', undefined, master)).body.list;
const save = (body: Record<string, unknown>, token = master) => t.call('PUT', '/api/admin/currencies', body, token);

describe('the billing currencies', () => {
  it('lists the base first, adds one, and a package may then be priced in it', async () => {
    const before = await list();
    expect(before[0]).toMatchObject({ code: 'USD', base: true, rate: 1, packages: 4 });
    const added = await save({ code: 'JPY', symbol: '¥', rate: 150.5, active: true });
    expect(added.statusCode).toBe(200);
    expect(added.body.message).toMatch(/JPY added/);
    expect((await list()).find((c: { code: string }) => c.code === 'JPY')).toMatchObject({ rate: 150.5, packages: 0 });
    const pkgs = (await t.call('GET', '/api/admin/packages', undefined, master)).body.list;
    const {
      category: _c,
      plan: _p,
      currency: _cu,
      monthly_price: _m,
      stores: _s,
      ...essential
    } = pkgs.find((p: { _id: string }) => p._id === PACKAGE_IDS.essential);
    const priced = await t.call(
      'PUT',
      '/api/admin/packages',
      { ...essential, prices: { USD: 1900, JPY: 2900 } },
      master,
    );
    expect(priced.statusCode).toBe(200);
    expect((await list()).find((c: { code: string }) => c.code === 'JPY').packages).toBe(1);
  });

  it('refuses a bad code or rate, a base with another rate, and deactivating a currency packages price in', async () => {
    expect((await save({ code: 'usd', symbol: '$', rate: 1, active: true })).body.message).toMatch(/ISO 4217/);
    expect((await save({ code: 'CHF', symbol: 'Fr', rate: 0, active: true })).statusCode).toBe(400);
    const base = await save({ code: 'USD', symbol: '$', rate: 2, active: true });
    expect(base.statusCode).toBe(400);
    expect(base.body.message).toMatch(/base currency/);
    const used = await save({ code: 'JPY', symbol: '¥', rate: 150.5, active: false });
    expect(used.statusCode).toBe(409);
    expect(used.body.message).toMatch(/Essential has a price in JPY/);
    expect((await save({ code: 'GBP', symbol: '£', rate: 0.8, active: false })).statusCode).toBe(200);
  });

  it('refuses store, vendor and branch tokens on every admin call', async () => {
    const storeId = store.session.data._id as string;
    const tokens = [store.token, await memberToken(t, storeId, 'vendor'), await memberToken(t, storeId, 'branch')];
    for (const token of tokens) {
      expect((await t.call('GET', '/api/admin/currencies', undefined, token)).statusCode).toBe(401);
      expect((await save({ code: 'CHF', symbol: 'Fr', rate: 0.9, active: true }, token)).statusCode).toBe(401);
    }
  });
});
