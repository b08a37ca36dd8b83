import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CLIENT_CALLS, type Endpoint, PACKAGE_IDS } from '@stallfront/shared';
import { mailOutbox, stores } from '../src/db/schema/index.js';
import { clientConditions } from '../src/modules/admin-clients/clients.repo.js';
import { memberToken, signUpStore } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { masterToken } from './panels-fixtures.js';

let t: TestApp;
let master: string;

beforeAll(async () => {
  t = await startTestApp();
  master = await masterToken(t);
}, 60_000);
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST', path: string, body?: unknown) => t.call(method, `/api${path}`, body, master);
const list = (body: Record<string, unknown> = {}) => admin('POST', '/admin/client_list', body);
const detail = (id: string) => admin('GET', `/admin/client/${id}`);
const details = (token: string) => t.call('GET', '/api/store/details', undefined, token);
const signIn = (email: string, password: string) => t.call('POST', '/api/auth/store/login_v2', { email, password });

/** A call of the group with a harmless input, for the token checks. */
function sample(call: Endpoint): { url: string; body?: unknown } {
  const id = '00000000-0000-4000-8000-000000000000';
  const url = `/api${call.path.replace(':id', id)}`;
  return call.method === 'GET' ? { url } : { url, body: { _id: id, action: 'activate', ids: [id] } };
}

describe('who may call', () => {
  it('refuses store, vendor and branch tokens on every admin clients call', async () => {
    const store = await signUpStore(t, { type: 'multi_vendor' });
    const storeId = store.session.data._id;
    const tokens = {
      owner: store.token,
      vendor: await memberToken(t, storeId, 'vendor'),
      branch: await memberToken(t, storeId, 'branch'),
      staff: await memberToken(t, storeId, 'staff'),
    };
    for (const call of Object.values(ADMIN_CLIENT_CALLS) as Endpoint[]) {
      const { url, body } = sample(call);
      for (const [who, token] of Object.entries(tokens)) {
        const res = await t.call(call.method, url, body, token);
        expect(res.statusCode, `${who} ${call.method} ${call.path}`).toBe(401);
        expect(res.body.status).toBe(false);
      }
      expect((await t.call(call.method, url, body)).statusCode, `nobody ${call.path}`).toBe(401);
    }
  });
});

describe('the clients list', () => {
  it('searches name, sub-domain and owner email, filters and sorts', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const a = await signUpStore(t, { name: `Alpha ${tag}`, country: 'US', type: 'quot_based', sub_type: 'quot' });
    const b = await signUpStore(t, { name: `Beta ${tag}`, email: `beta-${tag}@example.com` });
    const byName = await list({ search: `alpha ${tag}` });
    expect(byName.statusCode).toBe(200);
    expect(byName.body.list.map((s: { _id: string }) => s._id)).toEqual([a.session.data._id]);
    expect(byName.body.list[0]).toMatchObject({
      name: `Alpha ${tag}`,
      owner_email: a.body.email,
      package_id: PACKAGE_IDS.proFree,
      package_name: 'Pro Free',
      status: 'active',
      country: 'US',
      type: 'quot_based',
    });
    expect((await list({ search: b.session.data.sub_domain })).body.list).toHaveLength(1);
    expect((await list({ search: `beta-${tag}@` })).body.list[0]._id).toBe(b.session.data._id);
    expect((await list({ search: tag, country: 'US' })).body.list).toHaveLength(1);
    expect((await list({ search: tag, type: 'order_based' })).body.list).toHaveLength(1);
    expect((await list({ search: tag, package_id: PACKAGE_IDS.essential })).body.list).toHaveLength(0);
    expect((await list({ search: tag, status: 'inactive' })).body.list).toHaveLength(0);
    const today = t.clock.now().toISOString().slice(0, 10);
    expect((await list({ search: tag, from: today, to: today })).body.list).toHaveLength(2);
    expect((await list({ search: tag, to: '2020-01-01' })).body.list).toHaveLength(0);
    const sorted = await list({ search: tag, sort: 'name', direction: 'asc' });
    expect(sorted.body.list.map((s: { name: string }) => s.name)).toEqual([`Alpha ${tag}`, `Beta ${tag}`]);
    const paged = await list({ search: tag, sort: 'name', direction: 'asc', limit: 1 });
    const next = await list({ search: tag, sort: 'name', direction: 'asc', limit: 1, cursor: paged.body.next_cursor });
    expect(next.body.list[0].name).toBe(`Beta ${tag}`);
    const count = await admin('GET', `/admin/client_list?search=${tag}`);
    expect(count.body).toMatchObject({ total: 2, capped: false });
  });

  it('searches on the trigram indexes (pg_trgm, PGlite included) rather than reading every store', async () => {
    const { db } = t.app.ctx;
    const ext = await db.execute(sql`select extname from pg_extension where extname = 'pg_trgm'`);
    expect((ext as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    const query = db
      .select({ id: stores.id })
      .from(stores)
      .where(clientConditions({ search: 'owner-store-77@' }));
    const { sql: text, params } = query.toSQL();
    const literal = text.replace(/\$(\d+)/g, (_, i) => `'${String(params[Number(i) - 1]).replace(/'/g, "''")}'`);
    // A few test stores make a scan the cheaper plan; without scans, the plan shows which indexes serve.
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
      const rows = (await tx.execute(sql.raw(`explain ${literal}`))) as unknown as { rows: Record<string, string>[] };
      return rows.rows.map((r) => Object.values(r)[0]).join('\n');
    });
    for (const index of [
      'stores_name_trgm_idx',
      'stores_sub_domain_trgm_idx',
      'stores_email_trgm_idx',
      'store_users_owner_email_trgm_idx',
    ])
      expect(plan).toContain(index);
  });

  it('says what is wrong with a bad filter', async () => {
    const bad = await list({ type: 'shop', country: 'India', from: 'yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/type/);
  });
});

describe("a store's page and support's actions", () => {
  it('shows the owner, package, features, trials and usage; 404 for another id', async () => {
    const store = await signUpStore(t);
    const page = await detail(store.session.data._id);
    expect(page.statusCode).toBe(200);
    expect(page.body.data).toMatchObject({
      owner: { email: store.body.email, status: 'active' },
      package: { _id: PACKAGE_IDS.proFree, name: 'Pro Free' },
      usage: { products: 0, orders: 0, staff: 0 },
      invoices: [],
      subscription: null,
    });
    expect(page.body.data.trials.length).toBeGreaterThan(0);
    expect(page.body.data.features).toContain('blogs');
    expect((await detail('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it("deactivates a store: its people's sessions end, it signs in inactive, and the owner sees who did it", async () => {
    const store = await signUpStore(t);
    const id = store.session.data._id;
    const staff = await memberToken(t, id, 'staff');
    const off = await admin('POST', '/admin/client/status', { _id: id, action: 'deactivate' });
    expect(off.statusCode).toBe(200);
    for (const token of [store.token, staff]) {
      const ended = await details(token);
      expect(ended.statusCode).toBe(401);
      expect(ended.body.session_end).toBe(true);
    }
    const again = await admin('POST', '/admin/client/status', { _id: id, action: 'deactivate' });
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toMatch(/already inactive/);
    const back = await signIn(store.body.email, store.body.password);
    expect(back.statusCode).toBe(200);
    expect(back.body.data.status).toBe('inactive');
    expect((await admin('POST', '/admin/client/status', { _id: id, action: 'activate' })).statusCode).toBe(200);
    expect((await details(back.body.store_token)).body.data.status).toBe('active');
    const audit = await t.call('POST', '/api/store/users/audit_list', {}, back.body.store_token);
    const support = audit.body.list.filter((row: { actor_role: string }) => row.actor_role === 'support');
    // Both at the test clock's one moment: their order is not the point.
    expect(
      support.map((row: { action: string; actor_name: string }) => `${row.action} / ${row.actor_name}`).sort(),
    ).toEqual(['Store activated by support / Platform', 'Store deactivated by support / Platform']);
    expect((await detail(id)).body.data.support_log).toHaveLength(2);
  });

  it("changes the package: the owner's features and routes follow; an unknown package is a 400", async () => {
    const store = await signUpStore(t);
    const id = store.session.data._id;
    const unknown = await admin('POST', '/admin/client/package', { _id: id, package_id: 'pkg_gold' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.message).toMatch(/no package "pkg_gold"/);
    const same = await admin('POST', '/admin/client/package', { _id: id, package_id: PACKAGE_IDS.proFree });
    expect(same.statusCode).toBe(409);
    // Past the trial, Pro Free has no blogs; Professional gives them.
    t.clock.advance(20 * 86_400_000);
    try {
      const before = await details(store.token);
      expect(before.body.ys_features).not.toContain('blogs');
      const moved = await admin('POST', '/admin/client/package', { _id: id, package_id: PACKAGE_IDS.professional });
      expect(moved.statusCode).toBe(200);
      expect(moved.body.message).toMatch(/Professional/);
      const after = await details(store.token);
      expect(after.body.ys_features).toContain('blogs');
      expect(after.body.data.package_details.package_id).toBe(PACKAGE_IDS.professional);
      expect(after.body.permitted_routes.length).toBeGreaterThan(before.body.permitted_routes.length);
    } finally {
      t.clock.advance(-20 * 86_400_000);
    }
  });

  it('extends a trial by the days asked; a feature not in trial is a 400', async () => {
    const store = await signUpStore(t);
    const id = store.session.data._id;
    const trial = (await detail(id)).body.data.trials.find((x: { name: string }) => x.name === 'blogs');
    const extended = await admin('POST', '/admin/client/trial', { _id: id, feature: 'blogs', days: 7 });
    expect(extended.statusCode).toBe(200);
    const after = (await detail(id)).body.data.trials.find((x: { name: string }) => x.name === 'blogs');
    expect(Date.parse(after.ends_on) - Date.parse(trial.ends_on)).toBe(7 * 86_400_000);
    const missing = await admin('POST', '/admin/client/trial', { _id: id, feature: 'product_reviews', days: 7 });
    expect(missing.statusCode).toBe(400);
    expect(missing.body.message).toMatch(/not in trial/);
    const tooLong = await admin('POST', '/admin/client/trial', { _id: id, feature: 'blogs', days: 400 });
    expect(tooLong.statusCode).toBe(400);
  });

  it('mails the owner a reset code, as the forgot-password page does', async () => {
    const store = await signUpStore(t);
    const res = await admin('POST', '/admin/client/reset_password', { _id: store.session.data._id });
    expect(res.statusCode).toBe(200);
    const mails = await t.app.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, store.body.email));
    expect(mails.some((m) => /reset code is \d{6}/.test(m.textBody))).toBe(true);
  });

  it("signs in as the owner for 30 minutes, marked, and the owner's audit log names the admin", async () => {
    const store = await signUpStore(t);
    const id = store.session.data._id;
    const res = await admin('POST', '/admin/client/sign_in_as', { _id: id });
    expect(res.statusCode).toBe(200);
    expect(res.body.support.admin_name).toBe('Platform');
    expect(Date.parse(res.body.support.expires_on) - t.clock.now().getTime()).toBe(30 * 60_000);
    const token = res.body.store_token;
    const read = await details(token);
    expect(read.body.support).toMatchObject({ admin_name: 'Platform' });
    expect((await details(store.token)).body.support).toBeUndefined();
    // What support changes while signed in is the support's in the log, not the owner's.
    const saved = await t.call('PATCH', '/api/store/details', { mobile: '+919876543210' }, token);
    expect(saved.statusCode).toBe(200);
    const audit = await t.call('POST', '/api/store/users/audit_list', {}, store.token);
    const rows = audit.body.list as { actor_role: string; actor_name: string; action: string }[];
    expect(rows.map((r) => `${r.actor_role} ${r.actor_name}: ${r.action}`).sort()).toEqual([
      "support Platform: Change some of the store's details",
      'support Platform: Signed in as the owner by support (30 minutes)',
    ]);
    t.clock.advance(31 * 60_000);
    try {
      expect((await details(token)).statusCode).toBe(401);
      expect((await details(store.token)).statusCode).toBe(200);
    } finally {
      t.clock.advance(-31 * 60_000);
    }
  });
});

describe('bulk actions', () => {
  const waitFor = async (id: string) => {
    for (let i = 0; i < 100; i++) {
      const state = await admin('GET', `/admin/client_bulk/${id}`);
      if (state.body.data.state === 'done' || state.body.data.state === 'failed') return state.body.data;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the bulk action did not finish');
  };

  it('deactivates the selected stores on the job queue, then activates all matching a filter', async () => {
    const tag = `bulk${Date.now().toString(36)}`;
    const stores = [
      await signUpStore(t, { name: `${tag} one` }),
      await signUpStore(t, { name: `${tag} two` }),
      await signUpStore(t, { name: `${tag} three` }),
    ];
    const ids = stores.slice(0, 2).map((s) => s.session.data._id);
    const queued = await admin('POST', '/admin/client_bulk', { action: 'deactivate', ids });
    expect(queued.statusCode).toBe(200);
    expect(queued.body.data).toMatchObject({ total: 2, done: 0, state: 'queued' });
    expect(await waitFor(queued.body.data._id)).toMatchObject({ state: 'done', done: 2, changed: 2, skipped: 0 });
    expect((await details(stores[0]?.token ?? '')).statusCode).toBe(401);
    expect((await details(stores[2]?.token ?? '')).statusCode).toBe(200);
    const none = await admin('POST', '/admin/client_bulk', { action: 'deactivate', ids });
    expect(none.statusCode).toBe(409);
    expect(none.body.message).toMatch(/already inactive/);
    const all = await admin('POST', '/admin/client_bulk', { action: 'activate', filter: { search: tag } });
    expect(all.body.data.total).toBe(2);
    expect(await waitFor(all.body.data._id)).toMatchObject({ state: 'done', changed: 2 });
    expect((await list({ search: tag, status: 'inactive' })).body.list).toHaveLength(0);
  });

  it('refuses both ids and a filter, or neither', async () => {
    const both = await admin('POST', '/admin/client_bulk', {
      action: 'activate',
      ids: [crypto.randomUUID()],
      filter: {},
    });
    expect(both.statusCode).toBe(400);
    const neither = await admin('POST', '/admin/client_bulk', { action: 'activate' });
    expect(neither.statusCode).toBe(400);
    const bad = await admin('POST', '/admin/client_bulk', { action: 'delete', filter: {} });
    expect(bad.statusCode).toBe(400);
  });
});
