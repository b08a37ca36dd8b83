import { type OutboxEventType, type OutboxPayload, outboxEventSchema } from '@stallfront/shared';
import { and, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { type OutboxEventRow, outboxEvents } from '../../db/schema/index.js';
import { jobKind } from '../jobs/job-kind.js';
import type { Jobs } from '../jobs/jobs.js';
import { RETRY, retryDelayMs } from './backoff.js';

/** The notice the outbox trigger sends when an insert commits (migration 0012). */
export const OUTBOX_CHANNEL = 'stallfront_outbox';
/** Its listening connection's name on a server PostgreSQL (not counted as a node by AuthNotices). */
const LISTENER_NAME = 'stallfront-outbox-listener';
/** The periodic pass that catches what no notice woke: events left by a crash, retries that came due. */
export const OUTBOX_SWEEP = jobKind('outbox.sweep', z.strictObject({}));
export const SWEEP_CRON = '* * * * *';
/** A taken event is someone else's to retry after this long (its taker may have died mid-delivery). */
const LEASE_MS = 5 * 60_000;
const BATCH = 50;

export interface OutboxEvent<T extends OutboxEventType> {
  /** The same on every delivery of the event: receivers ignore an id they have handled. */
  id: string;
  storeId: string;
  type: T;
  payload: OutboxPayload<T>;
  createdAt: Date;
  /** 1 on the first delivery, then 2, 3… */
  attempt: number;
}

export type OutboxHandler<T extends OutboxEventType> = (event: OutboxEvent<T>) => Promise<void>;

export interface Outbox {
  /**
   * A subscriber for a type of event, named uniquely for that type; before the job queue starts,
   * so no event passes unheard. A retry goes only to the subscribers that have not yet succeeded:
   * a failing mail does not make the new-order popup open again.
   */
  onEvent<T extends OutboxEventType>(type: T, name: string, handler: OutboxHandler<T>): void;
  /** Delivers every due event (what the notice and the sweep job run); answers how many were delivered. */
  dispatch(): Promise<number>;
}

interface OutboxOptions {
  database: Database;
  jobs: Jobs;
  log: FastifyBaseLogger;
}

/**
 * Delivers outbox events at least once. A commit that added events sends a notice every node
 * hears; each node then takes due rows with `FOR UPDATE SKIP LOCKED` (so nodes share them, never
 * both) and a lease, runs the subscribers outside any transaction, and marks the row delivered or
 * due again after a backoff, keeping the error and the names of the subscribers that succeeded
 * (`handled`), which the retry skips. The sweep job runs the same pass every minute.
 */
// Times are the database's (`now()`), not a node's clock: rows default to it, and nodes with
// skewed clocks still agree on what is due.
const inMs = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

export function createOutbox({ database, jobs, log }: OutboxOptions): Outbox {
  const { db } = database;
  /** Each handler receives only events of its own type: the map is keyed by that type. */
  const subscribers = new Map<string, { name: string; handler: OutboxHandler<OutboxEventType> }[]>();
  let started = false;
  let stopped = false;
  let passing: Promise<number> | undefined;
  let again = false;
  const retryTimers = new Set<NodeJS.Timeout>();
  let unlisten: (() => Promise<void>) | undefined;

  const take = async (): Promise<OutboxEventRow[]> => {
    const due = db
      .select({ id: outboxEvents.id })
      .from(outboxEvents)
      .where(
        and(
          isNull(outboxEvents.deliveredAt),
          lte(outboxEvents.nextAttemptAt, sql`now()`),
          lt(outboxEvents.attempts, RETRY.maxAttempts),
        ),
      )
      .orderBy(outboxEvents.nextAttemptAt)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(outboxEvents)
      .set({ attempts: sql`${outboxEvents.attempts} + 1`, nextAttemptAt: inMs(LEASE_MS) })
      .where(inArray(outboxEvents.id, due))
      .returning();
  };

  const deliver = async (row: OutboxEventRow): Promise<boolean> => {
    const errors: string[] = [];
    const handled = [...row.handled];
    const parsed = outboxEventSchema.safeParse({ type: row.type, payload: row.payload });
    if (!parsed.success) errors.push(`not a known event: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
    else {
      const event = {
        ...parsed.data,
        id: row.id,
        storeId: row.storeId,
        createdAt: row.createdAt,
        attempt: row.attempts,
      };
      for (const { name, handler } of subscribers.get(row.type) ?? []) {
        if (handled.includes(name)) continue;
        try {
          await handler(event);
          handled.push(name);
        } catch (err) {
          errors.push(`${name}: ${err instanceof Error ? err.message : String(err)}`);
        }
      }
    }
    if (errors.length === 0) {
      await db
        .update(outboxEvents)
        .set({ deliveredAt: sql`now()`, lastError: null, handled })
        .where(eq(outboxEvents.id, row.id));
      return true;
    }
    const delay = retryDelayMs(row.attempts);
    await db
      .update(outboxEvents)
      .set({ nextAttemptAt: inMs(delay), lastError: errors.join('\n').slice(0, 2000), handled })
      .where(eq(outboxEvents.id, row.id));
    if (row.attempts >= RETRY.maxAttempts) {
      log.error({ eventId: row.id, type: row.type, errors }, 'outbox event given up after its last attempt');
    } else {
      log.warn(
        { eventId: row.id, type: row.type, attempt: row.attempts, errors },
        'outbox event not delivered; retrying',
      );
      retryLater(delay);
    }
    return false;
  };

  const pass = async (): Promise<number> => {
    let delivered = 0;
    for (;;) {
      const rows = await take();
      for (const row of rows) if (await deliver(row)) delivered += 1;
      if (rows.length < BATCH || stopped) return delivered;
    }
  };

  // One pass at a time on a node; a wake during a pass runs one more after it.
  const dispatch = async (): Promise<number> => {
    if (passing) {
      again = true;
      return passing;
    }
    passing = (async () => {
      let delivered = 0;
      do {
        again = false;
        delivered += await pass();
      } while (again && !stopped);
      return delivered;
    })();
    try {
      return await passing;
    } finally {
      passing = undefined;
    }
  };

  const wake = () => {
    if (!started || stopped) return;
    dispatch().catch((err) => log.error({ err }, 'outbox dispatch failed'));
  };
  const retryLater = (delayMs: number) => {
    const timer = setTimeout(() => {
      retryTimers.delete(timer);
      wake();
    }, delayMs);
    timer.unref();
    retryTimers.add(timer);
  };

  jobs.define(OUTBOX_SWEEP, async () => void (await dispatch()), {
    policy: 'stately',
    retryLimit: 0,
    keepCompletedSeconds: 3600,
  });
  jobs.schedule(OUTBOX_SWEEP, SWEEP_CRON, {});
  jobs.attach({
    async start() {
      started = true;
      unlisten = await database.listen(OUTBOX_CHANNEL, wake, (listening) => listening && wake(), LISTENER_NAME);
      wake();
    },
    async stop() {
      stopped = true;
      for (const timer of retryTimers) clearTimeout(timer);
      retryTimers.clear();
      await unlisten?.();
      await passing?.catch(() => {});
    },
  });

  return {
    onEvent(type, name, handler) {
      if (jobs.state !== 'new') throw new Error(`Subscribe to "${type}" before the job queue starts`);
      const current = subscribers.get(type) ?? [];
      if (current.some((s) => s.name === name)) throw new Error(`"${type}" has a subscriber named "${name}" already`);
      subscribers.set(type, [...current, { name, handler: handler as unknown as OutboxHandler<OutboxEventType> }]);
    },
    dispatch,
  };
}
