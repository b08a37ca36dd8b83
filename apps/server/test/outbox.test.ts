import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outboxEvents, stores } from '../src/db/schema/index.js';
import type { OutboxEvent } from '../src/platform/outbox/dispatcher.js';
import { OUTBOX_SWEEP } from '../src/platform/outbox/dispatcher.js';
import { OutboxEventError, recordEvent } from '../src/platform/outbox/record-event.js';
import { signUpStore } from './fixtures.js';
import { type TestApp, startTestApp } from './harness.js';

type Heard = { subscriber: string; event: OutboxEvent<'live_order'> };

describe('the outbox', () => {
  let t: TestApp;
  let storeId: string;
  const heard: Heard[] = [];
  /** Order ids whose next delivery the second subscriber fails. */
  const failFor = new Set<string>();

  beforeAll(async () => {
    t = await startTestApp({}, undefined, {
      beforeStart: (app) => {
        app.ctx.outbox.onEvent(
          'live_order',
          'alerts',
          async (event) => void heard.push({ subscriber: 'alerts', event }),
        );
        app.ctx.outbox.onEvent('live_order', 'push', async (event) => {
          if (failFor.delete(event.payload.order_id)) throw new Error('push service unreachable');
          heard.push({ subscriber: 'push', event });
        });
      },
    });
    await signUpStore(t);
    const [store] = await t.app.ctx.db.select({ id: stores.id }).from(stores).limit(1);
    storeId = store?.id ?? '';
  });
  afterAll(() => t.close());

  const heardFor = (orderId: string) => heard.filter((h) => h.event.payload.order_id === orderId);
  const rowOf = async (id: string) => {
    const [row] = await t.app.ctx.db.select().from(outboxEvents).where(eq(outboxEvents.id, id));
    return row;
  };
  const delivered = (id: string) =>
    vi.waitFor(
      async () => {
        const row = await rowOf(id);
        if (!row?.deliveredAt) throw new Error('not delivered yet');
        return row;
      },
      { timeout: 20_000, interval: 20 },
    );

  it('delivers an event of a committed transaction once to each subscriber, with its id', async () => {
    const orderId = randomUUID();
    const id = await t.app.ctx.db.transaction((tx) =>
      recordEvent(tx, { storeId, type: 'live_order', payload: { order_id: orderId } }),
    );
    const row = await delivered(id);
    expect(row).toMatchObject({ attempts: 1, lastError: null, storeId, type: 'live_order' });
    // Another pass, and the sweep job, find nothing more to deliver.
    expect(await t.app.ctx.outbox.dispatch()).toBe(0);
    expect(heardFor(orderId).map((h) => [h.subscriber, h.event.id, h.event.attempt])).toEqual([
      ['alerts', id, 1],
      ['push', id, 1],
    ]);
    expect(heardFor(orderId)[0]?.event).toMatchObject({ storeId, type: 'live_order', payload: { order_id: orderId } });
  });

  it('never delivers an event of a rolled-back transaction', async () => {
    const rolledBack = randomUUID();
    let id = '';
    await expect(
      t.app.ctx.db.transaction(async (tx) => {
        id = await recordEvent(tx, { storeId, type: 'live_order', payload: { order_id: rolledBack } });
        throw new Error('payment declined');
      }),
    ).rejects.toThrow('payment declined');
    // A later committed event is delivered; the rolled-back one was never there to deliver.
    const later = await recordEvent(t.app.ctx.db, { storeId, type: 'live_order', payload: { order_id: randomUUID() } });
    await delivered(later);
    expect(await t.app.ctx.outbox.dispatch()).toBe(0);
    expect(await rowOf(id)).toBeUndefined();
    expect(heardFor(rolledBack)).toEqual([]);
  });

  it('delivers again after a failing subscriber, keeping the error, until it succeeds', async () => {
    const orderId = randomUUID();
    failFor.add(orderId);
    const id = await recordEvent(t.app.ctx.db, { storeId, type: 'live_order', payload: { order_id: orderId } });
    const failed = await vi.waitFor(
      async () => {
        const row = await rowOf(id);
        if (!row?.lastError) throw new Error('no attempt failed yet');
        return row;
      },
      { timeout: 20_000, interval: 20 },
    );
    expect(failed).toMatchObject({ attempts: 1, deliveredAt: null, lastError: 'push: push service unreachable' });
    // The app's own subscribers (popup, web push, mail) and this test's first one succeeded; push did not.
    expect(failed.handled).toContain('alerts');
    expect(failed.handled).not.toContain('push');
    // Not due until its backoff has passed.
    expect(await t.app.ctx.outbox.dispatch()).toBe(0);

    // As if the backoff had passed; the sweep job then finds it due.
    await t.app.ctx.db.update(outboxEvents).set({ nextAttemptAt: sql`now()` }).where(eq(outboxEvents.id, id));
    await t.app.ctx.jobs.send(OUTBOX_SWEEP, {});
    const row = await delivered(id);
    expect(row).toMatchObject({ attempts: 2, lastError: null });
    expect(row.handled).toEqual(expect.arrayContaining(['alerts', 'push']));
    // Only the subscriber that failed hears it again, with the same id: the other is not repeated.
    expect(heardFor(orderId).map((h) => [h.subscriber, h.event.id, h.event.attempt])).toEqual([
      ['alerts', id, 1],
      ['push', id, 2],
    ]);
  });

  it('delivers an event that any writer inserts (the notice comes from a trigger)', async () => {
    const orderId = randomUUID();
    const inserted = (await t.app.ctx.db.execute(
      sql`insert into outbox_events (store_id, type, payload) values (${storeId}, 'live_order', ${JSON.stringify({ order_id: orderId })}::jsonb) returning id`,
    )) as { rows: { id: string }[] };
    await delivered(inserted.rows[0]?.id ?? '');
    expect(heardFor(orderId)).toHaveLength(2);
  });

  it('refuses a payload that does not fit its type, and writes nothing', async () => {
    const before = await t.app.ctx.db.$count(outboxEvents);
    const bad = { storeId, type: 'live_order', payload: { order_id: 'not-an-id' } } as const;
    await expect(recordEvent(t.app.ctx.db, bad)).rejects.toBeInstanceOf(OutboxEventError);
    await expect(recordEvent(t.app.ctx.db, bad)).rejects.toThrow(
      'Outbox event "live_order" refused: payload.order_id:',
    );
    const unknown = { storeId, type: 'lost_order', payload: {} } as unknown as Parameters<typeof recordEvent>[1];
    await expect(recordEvent(t.app.ctx.db, unknown)).rejects.toBeInstanceOf(OutboxEventError);
    expect(await t.app.ctx.db.$count(outboxEvents)).toBe(before);
  });

  it('takes subscribers only before the queue starts', () => {
    expect(() => t.app.ctx.outbox.onEvent('live_order', 'late', async () => {})).toThrow('before the job queue starts');
  });
});

describe('the outbox on two nodes of one database', () => {
  it('delivers each event on one node only', { timeout: 60_000 }, async () => {
    const heard: string[] = [];
    const subscribe = (node: string) => (app: TestApp['app']) =>
      app.ctx.outbox.onEvent('live_order', 'node', async (event) => void heard.push(`${node}:${event.id}`));
    const one = await startTestApp({}, undefined, { beforeStart: subscribe('one') });
    const two = await startTestApp({}, one.app.ctx.database, { beforeStart: subscribe('two') });
    try {
      await signUpStore(one);
      const [store] = await one.app.ctx.db.select({ id: stores.id }).from(stores).limit(1);
      const ids = await one.app.ctx.db.transaction(async (tx) => {
        const written: string[] = [];
        for (let i = 0; i < 20; i += 1) {
          written.push(
            await recordEvent(tx, {
              storeId: store?.id ?? '',
              type: 'live_order',
              payload: { order_id: randomUUID() },
            }),
          );
        }
        return written;
      });
      await vi.waitFor(
        async () => {
          const left = await one.app.ctx.db.$count(outboxEvents, sql`${outboxEvents.deliveredAt} is null`);
          if (left > 0) throw new Error(`${left} events not delivered yet`);
        },
        { timeout: 20_000, interval: 20 },
      );
      expect(heard.map((h) => h.split(':')[1]).sort()).toEqual([...ids].sort());
    } finally {
      await two.close();
      await one.close();
    }
  });
});
