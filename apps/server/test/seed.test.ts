import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE_SUB_TYPES, STORE_TYPES } from '@stallfront/shared';
import { stores } from '../src/db/schema/index.js';
import { DEMO_PASSWORD, demoSignIns } from '../src/seed/demo-stores.js';
import { hasDemoData, seedDemoIfEmpty } from '../src/seed/demo.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Signs in the way the printed table says: by the console page the account uses. */
async function signIn(where: string, email: string) {
  const password = DEMO_PASSWORD;
  if (where === '/session/signin/master') return t.call('POST', '/api/auth/admin/login', { email, password });
  if (where === '/branch/signin') return t.call('POST', '/api/auth/store/branch_login', { email, password });
  if (where.startsWith('/vendor/signin/')) {
    const domain = await t.call('GET', `/api/store_details/domain_details?dom_id=${where.split('/').at(-1)}`);
    return t.call('POST', '/api/auth/store/vendor_login', { store_id: domain.body.data._id, email, password });
  }
  return t.call('POST', '/api/auth/store/login_v2', { email, password });
}

describe('demo data', () => {
  it('seeds an empty database once', async () => {
    expect(await hasDemoData(t.app.ctx)).toBe(false);
    expect(await seedDemoIfEmpty(t.app.ctx)).toBe(true);
    expect(await seedDemoIfEmpty(t.app.ctx)).toBe(false);
    expect(await hasDemoData(t.app.ctx)).toBe(true);
  });

  it('has a store of every type, every quote sub_type, two vendors and branches', async () => {
    const rows = await t.app.ctx.db.select().from(stores);
    expect(new Set(rows.map((s) => s.type))).toEqual(new Set(STORE_TYPES));
    const quoteSubTypes = rows.filter((s) => s.type === 'quot_based').map((s) => s.subType);
    expect(new Set(quoteSubTypes)).toEqual(new Set(QUOTE_SUB_TYPES));
    expect(await t.app.ctx.db.query.vendors.findMany()).toHaveLength(2);
    expect((await t.app.ctx.db.query.branches.findMany()).length).toBeGreaterThan(0);
  });

  it('lets every printed sign-in in', async () => {
    const signIns = demoSignIns();
    expect(signIns.length).toBeGreaterThan(10);
    for (const { where, email } of signIns) {
      const res = await signIn(where, email);
      expect(res.statusCode, `${email} at ${where}`).toBe(200);
    }
  });
});
