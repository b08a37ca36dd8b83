import { and, eq } from 'drizzle-orm';
import { type JoinAnswer, SOCKET_CLIENT_SETTINGS, SOCKET_EVENTS, trialExpiry } from '@stallfront/shared';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores, trialFeatures } from '../src/db/schema/index.js';
import { masterToken } from './chat-fixtures.js';
import { memberToken, signUpStore } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await startTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** A signed-up store made a demo store, as the App Store opens for demo stores. */
async function demoStore() {
  const store = await signUpStore(t);
  const storeId = store.session.data._id as string;
  await t.app.ctx.db.update(stores).set({ isDemo: true }).where(eq(stores.id, storeId));
  await t.written();
  return { ...store, storeId };
}

const details = async (token: string) => (await t.call('GET', '/api/store/details', undefined, token)).body;
const act = (action: string, feature: string, token: string) =>
  t.call('POST', `/api/store/app_store/${action}`, { feature }, token);
const appOf = (catalogue: { groups: { apps: { key: string }[] }[] }, key: string) =>
  catalogue.groups.flatMap((g) => g.apps).find((a) => a.key === key);

describe('the App Store', () => {
  it('opens for demo stores and master tokens only', async () => {
    const { token } = await signUpStore(t);
    const refused = await t.call('GET', '/api/store/app_store', undefined, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.body.message).toMatch(/demo stores/);
    expect((await act('trial', 'recipes', token)).statusCode).toBe(403);
    const withMaster = await t.app.inject({
      method: 'GET',
      url: '/api/store/app_store',
      headers: { authorization: `Bearer ${token}`, 'x-master-token': await masterToken(t) },
    });
    expect(withMaster.statusCode).toBe(200);
    // A store token is no master token.
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/store/app_store',
      headers: { authorization: `Bearer ${token}`, 'x-master-token': token },
    });
    expect(forged.statusCode).toBe(403);
  });

  it('starts a trial that every signed-in user has at their next call, until the end of its 14th day', async () => {
    const { token, storeId } = await demoStore();
    const staff = await memberToken(t, storeId, 'staff', ['store_apps']);
    expect((await details(staff)).ys_features).not.toContain('recipes');
    expect((await details(token)).permitted_routes).not.toContain('recipes');

    const started = await act('trial', 'recipes', token);
    expect(started.statusCode).toBe(200);
    expect(started.body.message).toMatch(/Recipes is on trial until the end of/);
    expect(appOf(started.body.data, 'recipes')).toMatchObject({ state: 'trial', trial_used: true });
    expect((await details(staff)).ys_features).toContain('recipes');
    const owner = await details(token);
    expect(owner.permitted_routes).toContain('recipes');
    expect(owner.deployDetails.trial_features).toContainEqual(
      expect.objectContaining({ name: 'recipes', status: true }),
    );

    const [row] = await t.app.ctx.db.select().from(trialFeatures).where(eq(trialFeatures.storeId, storeId));
    const ends = trialExpiry(t.app.ctx.now());
    expect(row).toBeDefined();
    t.clock.set(ends);
    expect((await details(staff)).ys_features).toContain('recipes');
    t.clock.set(new Date(ends.getTime() + 1));
    expect((await details(staff)).ys_features).not.toContain('recipes');
    const after = await details(token);
    expect(after.permitted_routes).not.toContain('recipes');
    const list = await t.call('GET', '/api/store/app_store', undefined, token);
    expect(appOf(list.body.data, 'recipes')).toMatchObject({ state: 'trial_ended' });
    // Twice is refused, even once it ended; installing is the way on.
    const twice = await act('trial', 'recipes', token);
    expect(twice.statusCode).toBe(409);
    expect(twice.body.message).toMatch(/once per feature/);
    expect((await act('install', 'recipes', token)).statusCode).toBe(200);
    expect((await details(staff)).ys_features).toContain('recipes');
    t.clock.set(new Date());
  });

  it('refuses a second trial, what the plan gives, an unknown feature and one the store type cannot have', async () => {
    const { token, storeId } = await demoStore();
    expect((await act('trial', 'articles', token)).statusCode).toBe(200);
    const again = await act('trial', 'articles', token);
    expect(again.statusCode).toBe(409);
    const rows = await t.app.ctx.db.select().from(trialFeatures).where(eq(trialFeatures.storeId, storeId));
    expect(rows.filter((r) => r.name === 'articles')).toHaveLength(1);
    const unknown = await act('trial', 'time_travel', token);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.message).toMatch(/feature/);
    const wallet = await act('install', 'wallet', token);
    expect(wallet.statusCode).toBe(422);
    expect(wallet.body.message).toMatch(/not available for your type of store/);
    expect((await act('uninstall', 'tax_rates', token)).statusCode).toBe(409);
    expect((await act('install', 'tax_rates', token)).statusCode).toBe(409);
    const staff = await memberToken(t, storeId, 'staff', ['store_apps', 'settings', 'billing']);
    expect((await act('install', 'recipes', staff)).statusCode).toBe(403);
    expect((await details(token)).ys_features).not.toContain('wallet');
  });

  it('uninstalls a bought feature and a running trial: menus go, the data stays', async () => {
    const { token, storeId } = await demoStore();
    expect((await act('install', 'collections', token)).statusCode).toBe(200);
    expect((await details(token)).permitted_routes).toContain('collections');
    const removed = await act('uninstall', 'collections', token);
    expect(removed.statusCode).toBe(200);
    expect(removed.body.message).toMatch(/data is kept/);
    expect((await details(token)).permitted_routes).not.toContain('collections');
    expect((await act('install', 'collections', token)).statusCode).toBe(200);

    expect((await act('trial', 'web_stories', token)).statusCode).toBe(200);
    expect((await details(token)).ys_features).toContain('web_stories');
    expect((await act('uninstall', 'web_stories', token)).statusCode).toBe(200);
    expect((await details(token)).ys_features).not.toContain('web_stories');
    const [trial] = await t.app.ctx.db
      .select()
      .from(trialFeatures)
      .where(and(eq(trialFeatures.storeId, storeId), eq(trialFeatures.name, 'web_stories')));
    expect(trial).toMatchObject({ uninstalled: true });
    // The trial was used: no second one.
    expect((await act('trial', 'web_stories', token)).statusCode).toBe(409);
    expect((await act('uninstall', 'web_stories', token)).statusCode).toBe(409);
  });

  it('tells every open console of the store over the live socket, and no other store', async () => {
    const { token, storeId } = await demoStore();
    const other = await demoStore();
    const sockets: Socket[] = [];
    const joined = async (tok: string, id: string) => {
      const socket = io(url, { ...SOCKET_CLIENT_SETTINGS, reconnection: false, forceNew: true, auth: { token: tok } });
      sockets.push(socket);
      await new Promise((resolve) => socket.once(SOCKET_EVENTS.socketId, resolve));
      const answer: JoinAnswer = await socket.timeout(5000).emitWithAck(SOCKET_EVENTS.join, { store_id: id });
      expect(answer.status).toBe(true);
      return socket;
    };
    try {
      const staffSocket = await joined(await memberToken(t, storeId, 'staff', ['orders']), storeId);
      const stranger = await joined(other.token, other.storeId);
      let strangerHeard = 0;
      stranger.on(SOCKET_EVENTS.storeChanged, () => strangerHeard++);
      const heard = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no store_changed within 5 s')), 5000);
        staffSocket.once(SOCKET_EVENTS.storeChanged, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      expect((await act('trial', 'site_gallery', token)).statusCode).toBe(200);
      await heard;
      await new Promise((r) => setTimeout(r, 200));
      expect(strangerHeard).toBe(0);
    } finally {
      for (const socket of sockets) socket.close();
    }
  });
});
