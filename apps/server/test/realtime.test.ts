import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { type JoinAnswer, type LiveOrderAlert, SOCKET_CLIENT_SETTINGS, SOCKET_EVENTS } from '@stallfront/shared';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessions, storeUsers } from '../src/db/schema/index.js';
import { memberToken } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { buyMugByCod, shopStore } from './shop-fixtures.js';

const REDIS_URL = 'redis://127.0.0.1:6379';
let t: TestApp;
let url: string;
const opened: Socket[] = [];

async function listen(node: TestApp): Promise<string> {
  const address = await node.app.listen({ port: 0, host: '127.0.0.1' });
  return address;
}

beforeAll(async () => {
  t = await startTestApp();
  url = await listen(t);
});
afterEach(() => {
  for (const socket of opened.splice(0)) socket.close();
});
afterAll(() => t.close());

/** A console's socket as the web client opens it (without reconnecting, so a refusal ends it). */
function connect(token: string, at = url): Socket {
  const socket = io(at, { ...SOCKET_CLIENT_SETTINGS, reconnection: false, auth: { token }, forceNew: true });
  opened.push(socket);
  return socket;
}

function next<T>(socket: Socket, event: string, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${event}" within ${ms} ms`)), ms);
    socket.once(event, (value: T) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

/** Connected and joined to its own store's room, as the console does on `socketId`. */
async function joined(token: string, storeId: string, at = url): Promise<Socket> {
  const socket = connect(token, at);
  await next<string>(socket, SOCKET_EVENTS.socketId);
  const answer: JoinAnswer = await socket.timeout(5000).emitWithAck(SOCKET_EVENTS.join, { store_id: storeId });
  expect(answer).toEqual({ status: true, room: `store:${storeId}` });
  return socket;
}

/** Alerts a socket receives; `seen` resolves at the first one. */
function collect(socket: Socket) {
  const alerts: LiveOrderAlert[] = [];
  const seen = next<LiveOrderAlert>(socket, SOCKET_EVENTS.liveOrder, 10_000);
  socket.on(SOCKET_EVENTS.liveOrder, (alert: LiveOrderAlert) => alerts.push(alert));
  seen.catch(() => {}); // awaited by the tests that expect an alert; the others check `alerts`
  return { alerts, seen };
}

describe('the live socket’s door', () => {
  it('refuses a forged token, an empty one and one that is no token at all', async () => {
    const shop = await shopStore(t);
    const [header, , signature] = shop.token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ sid: randomUUID(), aud: 'store' })).toString('base64url')}.${signature}`;
    for (const token of [forged, '', 'not-a-token']) {
      const socket = connect(token);
      const error = await next<Error>(socket, 'connect_error');
      expect(error.message).toMatch(/session has ended/i);
      expect(socket.connected).toBe(false);
    }
  });

  it('speaks websocket only: a long-polling handshake is refused', async () => {
    const res = await fetch(`${url}/socket.io/?EIO=4&transport=polling`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: 'Transport unknown' });
  });

  it('sends the socket id, joins its own store and refuses another store’s room or a malformed join', async () => {
    const shop = await shopStore(t);
    const other = await shopStore(t);
    const socket = await joined(shop.token, shop.id);
    const refused: JoinAnswer = await socket.timeout(5000).emitWithAck(SOCKET_EVENTS.join, { store_id: other.id });
    expect(refused).toEqual({ status: false, message: 'store_id: you may join only your own store’s room' });
    const malformed: JoinAnswer = await socket.timeout(5000).emitWithAck(SOCKET_EVENTS.join, { store_id: 'admin' });
    expect(malformed.status).toBe(false);
    expect(malformed.status === false && malformed.message).toMatch(/^store_id: /);
    const extra: JoinAnswer = await socket
      .timeout(5000)
      .emitWithAck(SOCKET_EVENTS.join, { store_id: shop.id, room: `store:${other.id}` });
    expect(extra.status).toBe(false);
    // The other store's alerts never reach it.
    const { alerts } = collect(socket);
    t.app.ctx.realtime.alertLiveOrder(other.id, {
      event_id: randomUUID(),
      order_id: randomUUID(),
      number: 1001,
      display_number: '#1001',
      total: 100,
      currency: 'INR',
      customer_name: 'Someone',
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(alerts).toEqual([]);
  });

  it('drops a socket at once when its session is signed out', async () => {
    const shop = await shopStore(t);
    const socket = await joined(shop.token, shop.id);
    const ended = next<string>(socket, SOCKET_EVENTS.sessionEnd);
    const gone = next<string>(socket, 'disconnect');
    expect((await t.call('POST', '/api/store/logout', undefined, shop.token)).statusCode).toBe(200);
    expect(await ended).toMatch(/session has ended/i);
    expect(await gone).toBe('io server disconnect');
    // And it cannot come back with the same token.
    const again = connect(shop.token);
    expect((await next<Error>(again, 'connect_error')).message).toMatch(/session has ended/i);
  });

  it('drops a socket when its session expires by the app’s clock', async () => {
    const shop = await shopStore(t);
    const socket = await joined(shop.token, shop.id);
    const ended = next<string>(socket, SOCKET_EVENTS.sessionEnd);
    // The session now ends a second from the app's (test) clock; the clock then passes it.
    await t.app.ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(t.clock.now().getTime() + 1000) })
      .where(eq(sessions.storeId, shop.id));
    await t.written();
    await new Promise((r) => setTimeout(r, 100));
    expect(socket.connected).toBe(true);
    t.clock.advance(1500);
    expect(await ended).toMatch(/session has ended/i);
  });

  it('drops a staff socket when the account is disabled, and keeps the owner’s', async () => {
    const shop = await shopStore(t);
    const staffToken = await memberToken(t, shop.id, 'staff', ['orders']);
    const staff = await joined(staffToken, shop.id);
    const owner = await joined(shop.token, shop.id);
    const gone = next<string>(staff, 'disconnect');
    await t.app.ctx.db
      .update(storeUsers)
      .set({ status: 'disabled' })
      .where(and(eq(storeUsers.storeId, shop.id), eq(storeUsers.role, 'subuser')));
    await t.written();
    expect(await gone).toBe('io server disconnect');
    await new Promise((r) => setTimeout(r, 200));
    expect(owner.connected).toBe(true);
  });
});

describe('new-order alerts', () => {
  it('bring an order placed in the shop to its store’s socket, and not to another store’s', async () => {
    const shop = await shopStore(t);
    const other = await shopStore(t);
    const mine = collect(await joined(shop.token, shop.id));
    const theirs = collect(await joined(other.token, other.id));
    const orderId = await buyMugByCod(t, shop, 'Asha Rao', 2);
    const alert = await mine.seen;
    expect(alert).toMatchObject({ order_id: orderId, number: 1001, currency: 'INR', customer_name: 'Asha Rao' });
    expect(alert.total).toBeGreaterThanOrEqual(50_000);
    await new Promise((r) => setTimeout(r, 300));
    expect(mine.alerts).toHaveLength(1);
    expect(theirs.alerts).toEqual([]);
  });

  it('reach staff granted orders, and not staff without it, vendors or branches', async () => {
    const shop = await shopStore(t);
    const granted = collect(await joined(await memberToken(t, shop.id, 'staff', ['orders']), shop.id));
    const ungranted = collect(await joined(await memberToken(t, shop.id, 'staff', ['add_product']), shop.id));
    const vendor = collect(await joined(await memberToken(t, shop.id, 'vendor'), shop.id));
    const branch = collect(await joined(await memberToken(t, shop.id, 'branch'), shop.id));
    const orderId = await buyMugByCod(t, shop, 'Ravi Kumar', 2);
    expect((await granted.seen).order_id).toBe(orderId);
    await new Promise((r) => setTimeout(r, 300));
    expect([ungranted.alerts, vendor.alerts, branch.alerts]).toEqual([[], [], []]);
  });
});

describe('grants that change', () => {
  it('stop the alerts of staff whose orders grant is taken away, without dropping the socket', async () => {
    const shop = await shopStore(t);
    const socket = await joined(await memberToken(t, shop.id, 'staff', ['orders']), shop.id);
    await t.app.ctx.db
      .update(storeUsers)
      .set({ subuserFeatures: ['add_product'] })
      .where(and(eq(storeUsers.storeId, shop.id), eq(storeUsers.role, 'subuser')));
    await t.written();
    await new Promise((r) => setTimeout(r, 200));
    const { alerts } = collect(socket);
    await buyMugByCod(t, shop, 'Late Buyer', 2);
    await new Promise((r) => setTimeout(r, 500));
    expect(alerts).toEqual([]);
    expect(socket.connected).toBe(true);
  });
});

describe('two API nodes over Redis', () => {
  let nodeA: TestApp;
  let nodeB: TestApp;
  let urlB: string;
  beforeAll(async () => {
    nodeA = await startTestApp({ REDIS_URL });
    nodeB = await startTestApp({ REDIS_URL }, nodeA.app.ctx.database, { work: false });
    await listen(nodeA);
    urlB = await listen(nodeB);
  });
  afterAll(async () => {
    await nodeB?.close();
    await nodeA?.close();
  });

  it('carry an alert sent on node A to a socket on node B', async () => {
    const shop = await shopStore(nodeA);
    const onB = collect(await joined(shop.token, shop.id, urlB));
    const alert = {
      event_id: randomUUID(),
      order_id: randomUUID(),
      number: 1042,
      display_number: '#1042',
      total: 12_345,
      currency: 'INR',
      customer_name: 'Node A',
    };
    nodeA.app.ctx.realtime.alertLiveOrder(shop.id, alert);
    expect(await onB.seen).toEqual(alert);
  });

  it('bring an order placed on node A to the store’s socket on node B', async () => {
    const shop = await shopStore(nodeA);
    const onB = collect(await joined(shop.token, shop.id, urlB));
    const orderId = await buyMugByCod(nodeA, shop, 'Meena Iyer', 2);
    expect((await onB.seen).order_id).toBe(orderId);
  });

  it('drop the socket on node B when the session signs out on node A', async () => {
    const shop = await shopStore(nodeA);
    const onB = await joined(shop.token, shop.id, urlB);
    const gone = next<string>(onB, 'disconnect');
    expect((await nodeA.call('POST', '/api/store/logout', undefined, shop.token)).statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });
});
