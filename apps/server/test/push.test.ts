import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { liveOrderPushPayload } from '@stallfront/shared';
import { DEFAULT_NOTIFICATIONS } from '@stallfront/shared/store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEvents, pushDeliveries, pushSubscriptions, storeUsers, vapidKeys } from '../src/db/schema/index.js';
import { memberToken } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { browserKeys, decryptPush, type PushPeer, startPushPeer, verifyVapid } from './push-peer.js';
import { buyMugByCod, shopStore } from './shop-fixtures.js';

const SUBSCRIPTION = '/api/store/push/subscription';
let t: TestApp;
let peer: PushPeer;

beforeAll(async () => {
  peer = await startPushPeer();
  t = await startTestApp({ PUSH_ENDPOINT_ORIGINS: peer.origin, VAPID_SUBJECT: 'mailto:alerts@stallfront.test' });
});
afterAll(async () => {
  await t?.close();
  await peer?.close();
});

const subscribe = (token: string, body: unknown) => t.call('POST', SUBSCRIPTION, body, token);
const path = () => `/push/${randomUUID()}`;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('VAPID keys', () => {
  it('are made at first start, kept in the database and served to those who hear orders', async () => {
    const [row] = await t.app.ctx.db.select().from(vapidKeys);
    expect(Buffer.from(row?.publicKey ?? '', 'base64url')).toHaveLength(65);
    const shop = await shopStore(t);
    const res = await t.call('GET', '/api/store/push/key', undefined, shop.token);
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ status: true, data: { public_key: row?.publicKey } });
  });

  it('stay the same for a second node on the same database', async () => {
    const second = await startTestApp({}, t.app.ctx.database, { work: false });
    try {
      const shop = await shopStore(t);
      const a = await t.call('GET', '/api/store/push/key', undefined, shop.token);
      const b = await second.call('GET', '/api/store/push/key', undefined, shop.token);
      expect(b.body.data.public_key).toBe(a.body.data.public_key);
    } finally {
      await second.close();
    }
  });
});

describe('subscribing a browser', () => {
  it('refuses a bad endpoint, naming the field', async () => {
    const shop = await shopStore(t);
    const keys = browserKeys();
    const good = peer.subscription(path(), keys);
    for (const [endpoint, message] of [
      ['not a url', /^endpoint: /],
      ['ftp://fcm.googleapis.com/x', /^endpoint: /],
      ['https://evil.example.com/fcm/send/1', /^endpoint: is not a known browser push service/],
      ['http://fcm.googleapis.com/fcm/send/1', /^endpoint: must be an https address/],
      [`https://fcm.googleapis.com/${'x'.repeat(2100)}`, /^endpoint: /],
    ] as const) {
      const res = await subscribe(shop.token, { ...good, endpoint });
      expect(res.statusCode, endpoint.slice(0, 40)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect(await t.app.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.storeId, shop.id))).toEqual(
      [],
    );
  });

  it('refuses bad keys, naming the field', async () => {
    const shop = await shopStore(t);
    const good = peer.subscription(path(), browserKeys());
    const offCurve = `B${'A'.repeat(86)}`;
    for (const [keys, message] of [
      [{ auth: good.keys.auth }, /^keys\.p256dh: /],
      [{ ...good.keys, p256dh: 'abc' }, /^keys\.p256dh: must be the 65-byte/],
      [{ ...good.keys, p256dh: offCurve }, /^keys\.p256dh: is not a P-256 public key/],
      [{ ...good.keys, auth: 'c2hvcnQ' }, /^keys\.auth: must be the 16-byte/],
      [{ ...good.keys, auth: 'tBHItJI5svbpez7KI4C+Xg' }, /^keys\.auth: /],
    ] as const) {
      const res = await subscribe(shop.token, { ...good, keys });
      expect(res.statusCode).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect((await subscribe(shop.token, { endpoint: good.endpoint })).body.message).toMatch(/^keys: /);
  });

  it('is for the owner and staff granted orders only', async () => {
    const shop = await shopStore(t);
    const body = () => peer.subscription(path(), browserKeys());
    expect((await subscribe(shop.token, body())).statusCode).toBe(200);
    expect((await subscribe(await memberToken(t, shop.id, 'staff', ['orders']), body())).statusCode).toBe(200);
    for (const token of [
      await memberToken(t, shop.id, 'staff', ['add_product']),
      await memberToken(t, shop.id, 'vendor'),
      await memberToken(t, shop.id, 'branch'),
    ]) {
      expect((await subscribe(token, body())).statusCode).toBe(403);
      expect((await t.call('GET', '/api/store/push/key', undefined, token)).statusCode).toBe(403);
      expect((await t.call('PATCH', SUBSCRIPTION, { endpoint: `${peer.origin}/x` }, token)).statusCode).toBe(403);
    }
    expect((await subscribe('', body())).body.session_end).toBe(true);
  });

  it('unsubscribes its own store’s browser, and answers 404 for another store’s, changing nothing', async () => {
    const shop = await shopStore(t);
    const other = await shopStore(t);
    const sub = peer.subscription(path(), browserKeys());
    expect((await subscribe(shop.token, sub)).body).toMatchObject({ status: true });
    const refused = await t.call('PATCH', SUBSCRIPTION, { endpoint: sub.endpoint }, other.token);
    expect(refused.statusCode).toBe(404);
    const kept = await t.app.ctx.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, sub.endpoint));
    expect(kept).toHaveLength(1);
    expect(kept[0]?.storeId).toBe(shop.id);
    expect((await t.call('PATCH', SUBSCRIPTION, { endpoint: 'nope' }, shop.token)).statusCode).toBe(400);
    const done = await t.call('PATCH', SUBSCRIPTION, { endpoint: sub.endpoint }, shop.token);
    expect(done.statusCode).toBe(200);
    expect(done.body.message).toMatch(/no longer receives/);
    expect(
      await t.app.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint)),
    ).toEqual([]);
    expect((await t.call('PATCH', SUBSCRIPTION, { endpoint: sub.endpoint }, shop.token)).statusCode).toBe(404);
  });

  it('moves a browser to the account that subscribed it last (signed in to another store)', async () => {
    const shop = await shopStore(t);
    const other = await shopStore(t);
    const sub = peer.subscription(path(), browserKeys());
    await subscribe(shop.token, sub);
    await subscribe(shop.token, sub);
    expect((await subscribe(other.token, sub)).statusCode).toBe(200);
    const rows = await t.app.ctx.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, sub.endpoint));
    expect(rows.map((r) => r.storeId)).toEqual([other.id]);
  });
});

describe('a new order', () => {
  it('reaches the store’s subscribed browsers as an encrypted, VAPID-signed push of the order', async () => {
    const shop = await shopStore(t);
    const other = await shopStore(t);
    const keys = browserKeys();
    const at = path();
    const theirs = path();
    await subscribe(shop.token, peer.subscription(at, keys));
    await subscribe(other.token, peer.subscription(theirs, browserKeys()));
    const arriving = peer.next(at);
    const orderId = await buyMugByCod(t, shop, 'Asha Rao');
    const push = await arriving;

    const { key, claims } = await verifyVapid(push, peer.origin);
    expect(key).toBe((await t.call('GET', '/api/store/push/key', undefined, shop.token)).body.data.public_key);
    expect(claims.sub).toBe('mailto:alerts@stallfront.test');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.ttl).toBe('3600');
    expect(push.headers.urgency).toBe('high');
    expect(push.headers.topic).toBe(orderId.replaceAll('-', ''));

    const payload = liveOrderPushPayload.parse(JSON.parse(decryptPush(push, keys)));
    expect(payload.title).toBe('New order #1001');
    expect(payload.body).toContain('from Asha Rao');
    expect(payload.data).toMatchObject({ url: '/orders/product/live/all', keyword: 'live_order' });
    expect(payload.data.alert).toMatchObject({ order_id: orderId, number: 1001, customer_name: 'Asha Rao' });
    // Someone else's key cannot read it.
    expect(() => decryptPush(push, browserKeys())).toThrow();
    await pause(300);
    expect(peer.received.filter((p) => p.path === theirs)).toEqual([]);
  });

  it('is not sent when the store turned the new-order push off in its notification settings', async () => {
    const shop = await shopStore(t);
    const at = path();
    await subscribe(shop.token, peer.subscription(at, browserKeys()));
    const quiet = { ...DEFAULT_NOTIFICATIONS, new_order: { ...DEFAULT_NOTIFICATIONS.new_order, merchant_push: false } };
    expect((await t.call('PUT', '/api/store/notification_settings', quiet, shop.token)).statusCode).toBe(200);
    await buyMugByCod(t, shop, 'Kiran Rao');
    await t.app.ctx.outbox.dispatch();
    const handled = async () => {
      const [event] = await t.app.ctx.db
        .select({ handled: outboxEvents.handled, deliveredAt: outboxEvents.deliveredAt })
        .from(outboxEvents)
        .where(eq(outboxEvents.storeId, shop.id));
      return event?.deliveredAt ? event.handled : [];
    };
    await expect.poll(handled, { timeout: 20_000 }).toContain('web-push');
    expect(peer.received.filter((p) => p.path === at)).toEqual([]);
  });

  it('reaches staff granted orders, and not staff whose grant was taken away', async () => {
    const shop = await shopStore(t);
    const granted = path();
    const revoked = path();
    await subscribe(await memberToken(t, shop.id, 'staff', ['orders']), peer.subscription(granted, browserKeys()));
    const revokedToken = await memberToken(t, shop.id, 'staff', ['orders']);
    await subscribe(revokedToken, peer.subscription(revoked, browserKeys()));
    const [row] = await t.app.ctx.db
      .select({ userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, `${peer.origin}${revoked}`));
    await t.app.ctx.db
      .update(storeUsers)
      .set({ subuserFeatures: ['add_product'] })
      .where(eq(storeUsers.id, row?.userId ?? ''));
    const arriving = peer.next(granted);
    await buyMugByCod(t, shop, 'Ravi Kumar');
    await arriving;
    await pause(300);
    expect(peer.received.filter((p) => p.path === revoked)).toEqual([]);
  });

  it('deletes a subscription whose push service answers 410 Gone', async () => {
    const shop = await shopStore(t);
    const gone = path();
    peer.answer(gone, 410);
    await subscribe(shop.token, peer.subscription(gone, browserKeys()));
    const arriving = peer.next(gone);
    await buyMugByCod(t, shop, 'Gone Buyer');
    await arriving;
    await pause(300);
    const left = await t.app.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.storeId, shop.id));
    expect(left).toEqual([]);
    const [event] = await t.app.ctx.db.select().from(outboxEvents).where(eq(outboxEvents.storeId, shop.id));
    expect(event?.deliveredAt).not.toBeNull();
  });

  it('is sent once per subscription: a passing failure retries the event for that browser alone', async () => {
    const shop = await shopStore(t);
    const steady = path();
    const flaky = path();
    peer.answer(flaky, 503, 201);
    await subscribe(shop.token, peer.subscription(steady, browserKeys()));
    await subscribe(shop.token, peer.subscription(flaky, browserKeys()));
    const firstFlaky = peer.next(flaky);
    const firstSteady = peer.next(steady);
    const orderId = await buyMugByCod(t, shop, 'Retry Buyer');
    await Promise.all([firstFlaky, firstSteady]);
    await pause(300);
    const [pending] = await t.app.ctx.db.select().from(outboxEvents).where(eq(outboxEvents.storeId, shop.id));
    expect(pending?.deliveredAt).toBeNull();
    expect(pending?.lastError).toMatch(/push not delivered to 1 subscription/);
    expect(
      await t.app.ctx.db
        .select()
        .from(pushDeliveries)
        .where(eq(pushDeliveries.eventId, pending?.id ?? '')),
    ).toHaveLength(1);

    // The retry comes due (the outbox waits 5 s; the test does not).
    await t.app.ctx.db
      .update(outboxEvents)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(outboxEvents.id, pending?.id ?? ''));
    const retried = peer.next(flaky);
    await t.app.ctx.outbox.dispatch();
    expect((await retried).headers.topic).toBe(orderId.replaceAll('-', ''));
    await pause(200);
    expect(peer.received.filter((p) => p.path === steady)).toHaveLength(1);
    expect(peer.received.filter((p) => p.path === flaky)).toHaveLength(2);
    const [done] = await t.app.ctx.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.id, pending?.id ?? ''));
    expect(done?.deliveredAt).not.toBeNull();
  });
});
