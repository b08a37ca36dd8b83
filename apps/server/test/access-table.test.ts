import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { ALL_CALLS, allows, type CallActor, type Endpoint, PACKAGE_IDS, refusalFor } from '@stallfront/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores, vendors } from '../src/db/schema/index.js';
import { storeGuard } from '../src/platform/auth/guards.js';
import { requireDeclaredRoutes } from '../src/platform/declared-routes.js';
import { DEMO_PASSWORD } from '../src/seed/demo-stores.js';
import { memberToken, signUpStore } from './fixtures.js';
import { startDemoApp, type TestApp } from './harness.js';

/** Every kind of caller, with the grants that make the access rules differ. */
interface Role {
  name: string;
  /** Null for the callers no store rule admits: no token, or a platform admin's. */
  actor: CallActor | null;
  kind: 'store' | 'master' | 'none';
  token?: string;
}

const staff = (features: string[]): CallActor => ({
  loginType: 'subuser',
  subuserFeatures: features,
  vendorFeatures: [],
});
const vendor = (features: string[], vendorActive = true): CallActor => ({
  loginType: 'vendor',
  subuserFeatures: [],
  vendorFeatures: features,
  vendorActive,
});
const branch: CallActor = { loginType: 'branch', subuserFeatures: [], vendorFeatures: [] };

let t: TestApp;
let storeId: string;
const roles: Role[] = [];

async function signInRoles(): Promise<void> {
  const owner = await signUpStore(t, { type: 'multi_vendor' });
  storeId = owner.session.data._id;
  // A paid package, so the package rules of handlers (the image library) do not blur the table.
  // Gift coupons and appointments are paid features on top of every package. A demo store, so
  // the App Store's own rule (demo stores or a master token, 403 otherwise) does not blur it either.
  await t.app.ctx.db
    .update(stores)
    .set({ packageId: PACKAGE_IDS.professional, paidFeatures: ['gift_coupon', 'appointments'], isDemo: true })
    .where(eq(stores.id, storeId));
  await t.written();
  roles.length = 0;
  roles.push({ name: 'owner', kind: 'store', actor: { loginType: 'admin', subuserFeatures: [], vendorFeatures: [] } });
  roles[0]!.token = owner.token;
  const staffGrants = [
    [],
    ['add_product'],
    ['update_product'],
    ['delete_product'],
    ['add_product', 'update_product'],
    ['settings'],
    ['orders'],
  ];
  for (const grants of staffGrants) {
    roles.push({
      name: `staff[${grants}]`,
      kind: 'store',
      actor: staff(grants),
      token: await memberToken(t, storeId, 'staff', grants),
    });
  }
  for (const grants of [[], ['add_product']]) {
    roles.push({
      name: `vendor[${grants}]`,
      kind: 'store',
      actor: vendor(grants),
      token: await memberToken(t, storeId, 'vendor', grants),
    });
  }
  const vendorIds = async () =>
    (await t.app.ctx.db.select({ id: vendors.id }).from(vendors).where(eq(vendors.storeId, storeId))).map((v) => v.id);
  const before = new Set(await vendorIds());
  const expired = await memberToken(t, storeId, 'vendor', ['add_product']);
  // It signed in while active; its subscription ends mid-session.
  const expiredId = (await vendorIds()).find((id) => !before.has(id));
  await t.app.ctx.db.update(vendors).set({ status: 'expired' }).where(eq(vendors.id, expiredId!));
  await t.written();
  roles.push({ name: 'expired vendor', kind: 'store', actor: vendor(['add_product'], false), token: expired });
  roles.push({ name: 'branch', kind: 'store', actor: branch, token: await memberToken(t, storeId, 'branch') });
  const master = await t.call('POST', '/api/auth/admin/login', {
    email: 'admin@stallfront.demo',
    password: DEMO_PASSWORD,
  });
  roles.push({ name: 'master', kind: 'master', actor: null, token: master.body.master_token });
  roles.push({ name: 'no token', kind: 'none', actor: null });
}

beforeAll(async () => {
  t = await startDemoApp();
  await signInRoles();
});
afterAll(() => t.close());

/** What the table says a role gets from a call before any input is read. */
function expected(call: Endpoint, role: Role): 'admitted' | 'forbidden' | 'session_end' {
  if (call.auth === 'store') {
    if (role.kind !== 'store' || !role.actor) return 'session_end';
    return allows(call.access, role.actor) ? 'admitted' : 'forbidden';
  }
  if (call.auth === 'master') return role.kind === 'master' ? 'admitted' : 'session_end';
  return 'admitted';
}

const send = (call: Endpoint, role: Role) =>
  t.app.inject({
    method: call.method,
    url: `/api${call.path.replace(':id', randomUUID())}`,
    // An empty body: admitted callers get past the gate to the schema (400) or the handler.
    ...(call.method === 'GET' || !call.input ? {} : { payload: {} }),
    headers: role.token ? { authorization: `Bearer ${role.token}` } : {},
  });

const signedInCalls = ALL_CALLS.filter((c) => c.auth !== 'public');
// Sign-outs end the session the other calls need: they run last.
const endsSession = (c: Endpoint) => c.path.endsWith('/logout');
const ordered = [...signedInCalls.filter((c) => !endsSession(c)), ...signedInCalls.filter(endsSession)];

describe('the access table', () => {
  it('answers every signed-in call, for every role, as its shared declaration says', async () => {
    const mismatches: string[] = [];
    let checked = 0;
    for (const call of ordered) {
      for (const role of roles) {
        const res = await send(call, role);
        // A CSV download (export, template) answers text.
        const body = res.headers['content-type']?.toString().startsWith('application/json') ? res.json() : {};
        const want = expected(call, role);
        const got =
          res.statusCode === 401 && body.session_end
            ? 'session_end'
            : res.statusCode === 403
              ? 'forbidden'
              : 'admitted';
        checked += 1;
        if (got !== want)
          mismatches.push(
            `${call.method} ${call.path} as ${role.name}: ${want}, got ${res.statusCode} ${body.message}`,
          );
        else if (want === 'forbidden' && role.actor && call.access) {
          expect(body.message).toBe(refusalFor(call.access, role.actor));
        }
        expect(res.statusCode, `${call.method} ${call.path} as ${role.name}`).toBeLessThan(500);
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBe(ordered.length * roles.length);
    console.log(`access table: ${ordered.length} signed-in calls x ${roles.length} roles = ${checked} answers checked`);
  }, 120_000);

  it('serves every declared call, and nothing under /api that is not declared', () => {
    for (const call of ALL_CALLS) {
      expect(t.app.hasRoute({ method: call.method, url: `/api${call.path}` }), `${call.method} ${call.path}`).toBe(
        true,
      );
    }
  });

  it('stops a server whose route is not declared, or skips the gate its declaration names', async () => {
    const undeclared = Fastify();
    requireDeclaredRoutes(undeclared);
    expect(() => undeclared.get('/api/store/secret', async () => ({}))).toThrow(/not declared/);

    const ungated = Fastify();
    requireDeclaredRoutes(ungated);
    expect(() => ungated.post('/api/store/product', async () => ({}))).toThrow(/gate/);

    const gated = Fastify();
    requireDeclaredRoutes(gated);
    const create = ALL_CALLS.find((c) => c.path === '/store/product' && c.method === 'POST')!;
    expect(() =>
      gated.route({
        method: 'POST',
        url: '/api/store/product',
        onRequest: storeGuard(create.access as NonNullable<typeof create.access>),
        handler: async () => ({}),
      }),
    ).not.toThrow();
  });
});
