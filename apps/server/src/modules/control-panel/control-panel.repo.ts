import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Database, Db } from '../../db/client.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const elapsed = (since: number) => Math.round((performance.now() - since) * 10) / 10;
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function databaseCheck(database: Database) {
  const since = performance.now();
  try {
    await database.ping();
    return { ok: true, ms: elapsed(since), detail: 'Answering', kind: database.kind };
  } catch (error) {
    return { ok: false, ms: null, detail: reason(error), kind: database.kind };
  }
}

/** A PING on a connection of its own, closed after; null when no Redis is configured. */
export async function redisCheck(url: string | undefined) {
  if (!url) return null;
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  const since = performance.now();
  try {
    await redis.connect();
    const answer = await redis.ping();
    return {
      ok: answer === 'PONG',
      ms: elapsed(since),
      detail: answer === 'PONG' ? 'Answering' : `Answered ${answer}`,
    };
  } catch (error) {
    return { ok: false, ms: null, detail: reason(error) };
  } finally {
    redis.disconnect();
  }
}

/** The outbox by state (rules/admin-operations.ts, mailState): one pass over its rows. */
export async function mailCounts(db: Db) {
  const [row] = rowsOf<Record<'sent' | 'failed' | 'waiting' | 'kept', number>>(
    await db.execute(sql`select count(*) filter (where sent_at is not null)::int as sent,
      count(*) filter (where sent_at is null and error is not null)::int as failed,
      count(*) filter (where sent_at is null and error is null and transport <> 'outbox')::int as waiting,
      count(*) filter (where sent_at is null and error is null and transport = 'outbox')::int as kept
      from mail_outbox`),
  );
  const n = (v: unknown) => Number(v ?? 0);
  return { sent: n(row?.sent), failed: n(row?.failed), waiting: n(row?.waiting), kept: n(row?.kept) };
}

/** Uploaded media per store, the biggest first, and the totals over every store. */
export async function storageUse(db: Db, top: number) {
  const [stores, totals] = await Promise.all([
    db.execute(sql`select m.store_id, s.name, m.files, m.bytes from (
        select store_id, count(*)::int as files, sum(bytes)::bigint as bytes from media group by store_id
        order by 3 desc limit ${top}) m join stores s on s.id = m.store_id order by m.bytes desc`),
    db.execute(sql`select count(*)::int as files, coalesce(sum(bytes), 0)::bigint as bytes from media`),
  ]);
  const [total] = rowsOf<{ files: number; bytes: unknown }>(totals);
  return {
    total_bytes: Number(total?.bytes ?? 0),
    total_files: Number(total?.files ?? 0),
    stores: rowsOf<{ store_id: string; name: string; files: number; bytes: unknown }>(stores).map((r) => ({
      store_id: r.store_id,
      name: r.name,
      files: Number(r.files),
      bytes: Number(r.bytes),
    })),
  };
}
