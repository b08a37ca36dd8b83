import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_IDS } from '@stallfront/shared';
import { stores } from '../src/db/schema/index.js';
import { memberToken, signUpStore } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { masterToken } from './panels-fixtures.js';

let t: TestApp;
let master: string;
let a: Awaited<ReturnType<typeof signUpStore>>;
let b: Awaited<ReturnType<typeof signUpStore>>;
const idOf = (s: typeof a) => s.session.data._id as string;

beforeAll(async () => {
  t = await startTestApp();
  master = await masterToken(t);
  a = await signUpStore(t);
  b = await signUpStore(t);
}, 60_000);
afterAll(() => t.close());

const send = (kind: 'notification' | 'announcement', body: Record<string, unknown>, token = master) =>
  t.call('POST', `/api/admin/${kind}`, { body: 'Read me', ...body }, token);
const panel = (token: string, query = '') => t.call('GET', `/api/store/notifications${query}`, undefined, token);
const titles = (list: { title: string }[]) => list.map((n) => n.title);

describe('notifications reach the stores they target', () => {
  it('shows one sent to all, to the store and to its package; not another store’s or package’s', async () => {
    const tag = randomUUID().slice(0, 6);
    for (const [title, target] of [
      [`all-${tag}`, { audience: 'all' }],
      [`a-${tag}`, { audience: 'store', store_id: idOf(a) }],
      [`b-${tag}`, { audience: 'store', store_id: idOf(b) }],
      [`pro-free-${tag}`, { audience: 'package', package_id: PACKAGE_IDS.proFree }],
      [`essential-${tag}`, { audience: 'package', package_id: PACKAGE_IDS.essential }],
    ] as const) {
      const res = await send('notification', { title, ...target });
      expect(res.statusCode, title).toBe(200);
    }
    const seen = await panel(a.token);
    expect(seen.statusCode).toBe(200);
    const mine = titles(seen.body.list).filter((n) => n.endsWith(tag));
    expect(mine.sort()).toEqual([`a-${tag}`, `all-${tag}`, `pro-free-${tag}`].sort());
    expect(seen.body.list.every((n: { viewed: boolean }) => !n.viewed)).toBe(true);
    expect(seen.body.unread).toBe(seen.body.list.length + seen.body.announcements.length);
  });

  it('marks one viewed for this store only and recounts the unread', async () => {
    const sent = await send('notification', { title: 'Viewed once', audience: 'all', url: '/orders' });
    const id = sent.body.data._id as string;
    const before = await panel(a.token);
    const viewed = await panel(a.token, `?id=${id}&type=notification`);
    expect(viewed.statusCode).toBe(200);
    expect(viewed.body.list.find((n: { _id: string }) => n._id === id)).toMatchObject({ viewed: true, url: '/orders' });
    expect(viewed.body.unread).toBe(before.body.unread - 1);
    // Again: nothing changes, no error.
    expect((await panel(a.token, `?id=${id}&type=notification`)).body.unread).toBe(viewed.body.unread);
    const other = await panel(b.token);
    expect(other.body.list.find((n: { _id: string }) => n._id === id)).toMatchObject({ viewed: false });
    const listed = await t.call('POST', '/api/admin/notification_list', { search: 'Viewed once' }, master);
    expect(listed.body.list[0]).toMatchObject({ _id: id, viewed_count: 1, audience: 'all' });
  });

  it('answers 404 for an unknown id, another store’s, or the wrong type; 400 for a malformed query', async () => {
    const forB = await send('notification', { title: 'Only B', audience: 'store', store_id: idOf(b) });
    const bId = forB.body.data._id as string;
    expect((await panel(a.token, `?id=${bId}&type=notification`)).statusCode).toBe(404);
    expect((await panel(a.token, `?id=${randomUUID()}&type=notification`)).statusCode).toBe(404);
    expect((await panel(b.token, `?id=${bId}&type=announcement`)).statusCode).toBe(404);
    // B's notice stayed unviewed for B: A's attempt changed nothing.
    expect((await panel(b.token)).body.list.find((n: { _id: string }) => n._id === bId).viewed).toBe(false);
    const noType = await panel(a.token, `?id=${bId}`);
    expect(noType.statusCode).toBe(400);
    expect(noType.body.message).toMatch(/^type:/);
    const badId = await panel(a.token, '?id=42&type=notification');
    expect(badId.statusCode).toBe(400);
    expect(badId.body.message).toMatch(/^id:/);
  });

  it('lets staff read the panel; vendors, branches and signed-out callers are refused', async () => {
    expect((await panel(await memberToken(t, idOf(a), 'staff'))).statusCode).toBe(200);
    expect((await panel(await memberToken(t, idOf(a), 'vendor'))).statusCode).toBe(403);
    expect((await panel(await memberToken(t, idOf(a), 'branch'))).statusCode).toBe(403);
    expect((await t.call('GET', '/api/store/notifications')).statusCode).toBe(401);
  });

  it('keeps markup in a title as text', async () => {
    const title = '<script>alert(1)</script> Sale';
    await send('notification', { title, audience: 'store', store_id: idOf(a) });
    expect(titles((await panel(a.token)).body.list)).toContain(title);
  });
});

describe('announcements and the announcement bar', () => {
  const pri = { name: 'See plans', link: '/deployment/plans', link_type: 'internal' };
  const sec = { name: 'Read more', link: 'https://example.com/news', link_type: 'external' };

  it('carries its buttons to the panel and shows on the bar of a self-signed-up Pro owner', async () => {
    const sent = await send('announcement', { title: 'Pro week', audience: 'all', pri_btn: pri, sec_btn: sec });
    expect(sent.statusCode).toBe(200);
    const seen = await panel(a.token);
    expect(seen.body.announcements[0]).toMatchObject({ title: 'Pro week', pri_btn: pri, sec_btn: sec, viewed: false });
    const id = seen.body.announcements[0]._id;
    const viewed = await panel(a.token, `?id=${id}&type=announcement`);
    expect(viewed.body.announcements[0].viewed).toBe(true);
    const bar = await t.call('GET', '/api/store/announce_bar', undefined, a.token);
    expect(bar.body).toMatchObject({ status: true, data: { title: 'Pro week', pri_btn: pri } });
  });

  it('keeps the bar empty once the store has a billing status, and refuses staff', async () => {
    await t.app.ctx.db
      .update(stores)
      .set({ billingStatus: 'paid' })
      .where(eq(stores.id, idOf(b)));
    await t.written();
    const bar = await t.call('GET', '/api/store/announce_bar', undefined, b.token);
    expect(bar.body).toEqual({ status: true, data: null });
    const staff = await memberToken(t, idOf(a), 'staff');
    expect((await t.call('GET', '/api/store/announce_bar', undefined, staff)).statusCode).toBe(403);
  });

  it('leaves out a blank button and refuses a half-filled or mistyped one', async () => {
    const blank = { name: '', link: '', link_type: 'internal' };
    const ok = await send('announcement', { title: 'No buttons', audience: 'all', pri_btn: blank, sec_btn: blank });
    expect(ok.body.data).toMatchObject({ pri_btn: null, sec_btn: null });
    const external = await send('announcement', {
      title: 'x',
      audience: 'all',
      pri_btn: { ...pri, link: 'https://example.com' },
      sec_btn: blank,
    });
    expect(external.statusCode).toBe(400);
    expect(external.body.message).toMatch(/pri_btn\.link/);
    const noName = await send('announcement', {
      title: 'x',
      audience: 'all',
      pri_btn: blank,
      sec_btn: { ...sec, name: '' },
    });
    expect(noName.body.message).toMatch(/sec_btn\.name/);
  });
});

describe('the platform admin’s side', () => {
  it('refuses an unknown package or store, a missing target and a bad link with 400 naming the field', async () => {
    const pkg = await send('notification', { title: 'x', audience: 'package', package_id: 'pkg_nope' });
    expect(pkg.statusCode).toBe(400);
    expect(pkg.body.message).toMatch(/^package_id:/);
    const store = await send('notification', { title: 'x', audience: 'store', store_id: randomUUID() });
    expect(store.statusCode).toBe(400);
    expect(store.body.message).toMatch(/^store_id:/);
    const missing = await send('notification', { title: 'x', audience: 'store' });
    expect(missing.body.message).toMatch(/store_id/);
    const url = await send('notification', { title: 'x', audience: 'all', url: 'javascript:alert(1)' });
    expect(url.statusCode).toBe(400);
    expect(url.body.message).toMatch(/^url:/);
    const noTitle = await send('notification', { title: ' ', audience: 'all' });
    expect(noTitle.body.message).toMatch(/^title:/);
  });

  it('pages, counts, searches and deletes; store tokens are refused', async () => {
    for (const n of [1, 2, 3]) {
      t.clock.advance(1000);
      await send('notification', { title: `Paged ${n}`, audience: 'all' });
    }
    const first = await t.call('POST', '/api/admin/notification_list', { search: 'Paged', limit: 2 }, master);
    expect(titles(first.body.list)).toEqual(['Paged 3', 'Paged 2']);
    const second = await t.call(
      'POST',
      '/api/admin/notification_list',
      { search: 'Paged', limit: 2, cursor: first.body.next_cursor },
      master,
    );
    expect(titles(second.body.list)).toEqual(['Paged 1']);
    expect(second.body.next_cursor).toBeNull();
    const count = await t.call('GET', '/api/admin/notification_list?search=Paged', undefined, master);
    expect(count.body).toMatchObject({ total: 3, capped: false });
    const ids = first.body.list.map((n: { _id: string }) => n._id);
    const gone = await t.call('PATCH', '/api/admin/notification', { ids }, master);
    expect(gone.body.message).toBe('2 notifications deleted.');
    expect(titles((await panel(a.token)).body.list)).not.toContain('Paged 3');
    // An announcement id is not a notification: nothing deleted.
    const ann = await send('announcement', { title: 'Kept', audience: 'all' });
    const none = await t.call('PATCH', '/api/admin/notification', { ids: [ann.body.data._id] }, master);
    expect(none.body.message).toBe('0 notifications deleted.');
    expect((await t.call('POST', '/api/admin/notification_list', {}, a.token)).statusCode).toBe(401);
  });

  it('finds stores for the one-store target by name or sub-domain', async () => {
    const found = await t.call(
      'GET',
      `/api/admin/store_options?search=${encodeURIComponent(a.body.name.slice(0, 14))}`,
      undefined,
      master,
    );
    expect(found.body.list.map((s: { _id: string }) => s._id)).toContain(idOf(a));
  });
});
