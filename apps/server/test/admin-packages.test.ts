import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_IDS, type PackageItem } from '@stallfront/shared';
import { billingSubscriptions } from '../src/db/schema/index.js';
import { storePackageOf } from '../src/modules/admin-packages/catalogue.js';
import { memberToken, signUpStore } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { masterToken } from './panels-fixtures.js';

let t: TestApp;
let master: string;
let store: Awaited<ReturnType<typeof signUpStore>>;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await startTestApp();
  master = await masterToken(t);
  store = await signUpStore(t);
}, 60_000);
afterAll(() => t.close());

const list = async (): Promise<PackageItem[]> =>
  (await t.call('GET', '/api/admin/packages', undefined, master)).body.list;
const packageNamed = async (id: string) => {
  const found = (await list()).find((p) => p._id === id);
  if (!found) throw new Error(`no package ${id}`);
  return found;
};
const save = (pkg: PackageItem, changes: Record<string, unknown>, token = master) => {
  const { category: _c, plan: _p, currency: _cu, monthly_price: _m, stores: _s, ...body } = pkg;
  return t.call('PUT', '/api/admin/packages', { ...body, ...changes }, token);
};

describe('the package catalogue', () => {
  it('lists the seeded packages with their prices, fee, staff tier and store count', async () => {
    const all = await list();
    expect(all.map((p) => p._id).sort()).toEqual(Object.values(PACKAGE_IDS).sort());
    const pro = all.find((p) => p._id === PACKAGE_IDS.professional);
    expect(pro).toMatchObject({ prices: { USD: 4900 }, transaction_fee_bps: 150, staff_tier: '5_staff', version: 1 });
    expect(all.find((p) => p._id === PACKAGE_IDS.proFree)?.stores).toBeGreaterThanOrEqual(1);
  });

  it('refuses a negative price, an unknown feature, a fee above 100 %, an unknown currency, a stale version', async () => {
    const essential = await packageNamed(PACKAGE_IDS.essential);
    const negative = await save(essential, { prices: { USD: -1 } });
    expect(negative.statusCode).toBe(400);
    expect(negative.body.message).toMatch(/cannot be negative/);
    const unknown = await save(essential, { features: [...essential.features, 'teleport'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.message).toMatch(/Unknown feature: teleport/);
    const fee = await save(essential, { transaction_fee_bps: 10_001 });
    expect(fee.statusCode).toBe(400);
    expect(fee.body.message).toMatch(/above 100 %/);
    const currency = await save(essential, { prices: { USD: 1900, XYZ: 10 } });
    expect(currency.statusCode).toBe(400);
    expect(currency.body.message).toMatch(/XYZ/);
    const noBase = await save(essential, { prices: { EUR: 1700 } });
    expect(noBase.statusCode).toBe(400);
    expect(noBase.body.message).toMatch(/price in USD/);
    const stale = await save(essential, { version: 99 });
    expect(stale.statusCode).toBe(409);
    expect((await packageNamed(PACKAGE_IDS.essential)).version).toBe(1);
  });

  it('keeps a paying store on its version until its next renewal, unless the change is immediate', async () => {
    const now = t.clock.now();
    const storeId = store.session.data._id as string;
    await t.app.ctx.db.insert(billingSubscriptions).values({
      storeId,
      packageId: PACKAGE_IDS.essential,
      period: 'monthly',
      status: 'active',
      periodStart: new Date(now.getTime() - 10 * DAY),
      periodEnd: new Date(now.getTime() + 20 * DAY),
    });
    const db = t.app.ctx.db;
    const before = await packageNamed(PACKAGE_IDS.essential);
    const later = await save(before, { transaction_fee_bps: 300, prices: { USD: 2100, EUR: 1900 } });
    expect(later.statusCode).toBe(200);
    expect(later.body.message).toMatch(/next renewal/);
    expect(later.body.data).toMatchObject({ version: 2, monthly_price: 2100 });
    expect((await storePackageOf(db, storeId, PACKAGE_IDS.essential))?.transactionFeeBps).toBe(200);

    const now2 = await save(later.body.data, { transaction_fee_bps: 250, immediate: true });
    expect(now2.statusCode).toBe(200);
    expect(now2.body.message).toMatch(/now, for every store/);
    expect((await storePackageOf(db, storeId, PACKAGE_IDS.essential))?.transactionFeeBps).toBe(250);

    const versions = await t.call('GET', `/api/admin/packages/${PACKAGE_IDS.essential}/versions`, undefined, master);
    expect(versions.body.list.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    expect((await t.call('GET', '/api/admin/packages/nope/versions', undefined, master)).statusCode).toBe(404);
  });

  it("prices the store's plans and its quote from the catalogue", async () => {
    const other = await signUpStore(t);
    const essential = await packageNamed(PACKAGE_IDS.essential);
    expect((await save(essential, { prices: { ...essential.prices, USD: 2500 }, immediate: true })).statusCode).toBe(
      200,
    );
    const plans = await t.call('GET', '/api/store/plans', undefined, other.token);
    expect(plans.statusCode).toBe(200);
    expect(plans.body.list.find((p: { id: string }) => p.id === PACKAGE_IDS.essential).monthlyPrice).toBe(2500);
    const quote = await t.call(
      'POST',
      '/api/store/billing/quote',
      { package_id: PACKAGE_IDS.essential, period: 'monthly' },
      other.token,
    );
    expect(quote.statusCode).toBe(200);
    expect(quote.body.data.due).toBe(2500);
  });

  it("edits a package's highlights, which the store's plans page shows, and keeps them in the version", async () => {
    const professional = await packageNamed(PACKAGE_IDS.professional);
    const lines = ['Five staff accounts', 'Custom domain and your own brand', '1.5 % per order'];
    const saved = await save(professional, { highlights: lines.map((l) => `  ${l} `) });
    expect(saved.statusCode).toBe(200);
    expect(saved.body.data.highlights).toEqual(lines);
    const other = await signUpStore(t);
    const plans = await t.call('GET', '/api/store/plans', undefined, other.token);
    expect(plans.body.list.find((p: { id: string }) => p.id === PACKAGE_IDS.professional).highlights).toEqual(lines);
    const versions = await t.call('GET', `/api/admin/packages/${PACKAGE_IDS.professional}/versions`, undefined, master);
    expect(versions.body.list[0].snapshot.highlights).toEqual(lines);
    expect(versions.body.list[1].snapshot.highlights).toEqual(professional.highlights);

    const now = await packageNamed(PACKAGE_IDS.professional);
    const refused: [string[], RegExp][] = [
      [['Fine', '   '], /cannot be empty/],
      [['x'.repeat(121)], /at most 120 characters/],
      [Array.from({ length: 11 }, (_, i) => `Line ${i}`), /at most 10 highlight lines/],
      [['Same', 'Same'], /listed twice/],
    ];
    for (const [highlights, message] of refused) {
      const res = await save(now, { highlights });
      expect(res.statusCode, JSON.stringify(highlights)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect((await packageNamed(PACKAGE_IDS.professional)).version).toBe(now.version);
  });

  it('gives the staff tier as the package’s one staff feature', async () => {
    const pro = await packageNamed(PACKAGE_IDS.professional);
    const res = await save(pro, { staff_tier: '10_staff' });
    expect(res.statusCode).toBe(200);
    expect(res.body.data.features).toContain('10_staff');
    expect(res.body.data.features).not.toContain('5_staff');
    const bad = await save(res.body.data, { staff_tier: 'blogs' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toMatch(/not a staff feature/);
  });

  it('refuses store, vendor and branch tokens on every admin call', async () => {
    const storeId = store.session.data._id as string;
    const tokens = [store.token, await memberToken(t, storeId, 'vendor'), await memberToken(t, storeId, 'branch')];
    const essential = await packageNamed(PACKAGE_IDS.essential);
    for (const token of tokens) {
      expect((await t.call('GET', '/api/admin/packages', undefined, token)).statusCode).toBe(401);
      expect((await save(essential, {}, token)).statusCode).toBe(401);
      const versions = await t.call('GET', `/api/admin/packages/${PACKAGE_IDS.essential}/versions`, undefined, token);
      expect(versions.statusCode).toBe(401);
    }
  });
});
