import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { loadConfig } from '../src/platform/config.js';
import { JobDataError, jobKind } from '../src/platform/jobs/job-kind.js';
import { OUTBOX_SWEEP, SWEEP_CRON } from '../src/platform/outbox/dispatcher.js';
import { reopenableTestDatabase } from './database.js';
import { deferred } from './deferred.js';
import { type TestApp, startTestApp } from './harness.js';

const GREET = jobKind('test.greet', z.strictObject({ name: z.string().min(1), times: z.int().min(1) }));
const UNDEFINED = jobKind('test.nobody-works-this', z.strictObject({}));

describe('the job queue', () => {
  let t: TestApp;
  const worked: { name: string; id: string }[] = [];
  const waiting = new Map<string, (id: string) => void>();

  beforeAll(async () => {
    t = await startTestApp({}, undefined, {
      beforeStart: (app) =>
        app.ctx.jobs.define(GREET, async (data, job) => {
          worked.push({ name: data.name, id: job.id });
          waiting.get(data.name)?.(job.id);
        }),
    });
  });
  afterAll(() => t.close());

  const workedOnce = (name: string) => {
    const heard = deferred<string>();
    waiting.set(name, heard.resolve);
    return heard.promise;
  };

  it('works a job that is sent', async () => {
    const heard = workedOnce('Ada');
    const id = await t.app.ctx.jobs.send(GREET, { name: 'Ada', times: 1 });
    expect(await heard).toBe(id);
  });

  it('refuses data that does not fit the job, and queues nothing', async () => {
    const bad = { name: '', times: 0, extra: true } as unknown as z.infer<typeof GREET.schema>;
    const sending = t.app.ctx.jobs.send(GREET, bad);
    await expect(sending).rejects.toBeInstanceOf(JobDataError);
    await expect(sending).rejects.toThrow(/name: .*; times: .*/);
    const queued = (await t.app.ctx.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'test.greet' and data->>'times' = '0'`,
    )) as { rows: unknown[] };
    expect(queued.rows[0]).toEqual({ n: 0 });
  });

  it('refuses a job that no handler is defined for', async () => {
    await expect(t.app.ctx.jobs.send(UNDEFINED, {})).rejects.toThrow('Job "test.nobody-works-this" is not defined');
  });

  it('sends inside a transaction: a rolled-back send never runs, a committed one does', async () => {
    const { db, jobs } = t.app.ctx;
    let rolledBackId: string | null = null;
    await expect(
      db.transaction(async (tx) => {
        rolledBackId = await jobs.send(GREET, { name: 'Rolled back', times: 1 }, { tx });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const heard = workedOnce('Committed');
    await db.transaction((tx) => jobs.send(GREET, { name: 'Committed', times: 1 }, { tx }));
    await heard;
    expect(rolledBackId).toEqual(expect.any(String));
    expect(await jobs.find(GREET, rolledBackId as unknown as string)).toBeNull();
    expect(worked.map((w) => w.name)).not.toContain('Rolled back');
  });

  it('keeps a send made while a transaction is open out of that transaction (one PGlite connection)', async () => {
    const { db, jobs } = t.app.ctx;
    let sending: Promise<string | null> | undefined;
    const heard = workedOnce('Beside');
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        // Not awaited: on PGlite it waits for the transaction to end, so awaiting it here would deadlock.
        sending = jobs.send(GREET, { name: 'Beside', times: 1 });
        await tx.execute(sql`select 2`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const id = await sending;
    expect(await heard).toBe(id);
  });

  it('keeps the outbox sweep on a schedule', async () => {
    expect(await t.app.ctx.jobs.schedules()).toContainEqual({ name: OUTBOX_SWEEP.name, cron: SWEEP_CRON });
  });
});

describe('a job sent before a restart', () => {
  it('is worked by the app that opens the database next', { timeout: 60_000 }, async () => {
    const store = await reopenableTestDatabase();
    try {
      const first = await appOn(await store.open(), () => {
        throw new Error('the first app works no jobs');
      });
      await first.ctx.jobs.start({ work: false });
      const id = await first.ctx.jobs.send(GREET, { name: 'Grace', times: 2 });
      await first.close();

      const heard = deferred<{ id: string; name: string; times: number }>();
      const second = await appOn(await store.open(), (data, jobId) => heard.resolve({ id: jobId, ...data }));
      await second.ctx.jobs.start();
      expect(await heard.promise).toEqual({ id, name: 'Grace', times: 2 });
      await second.close();
    } finally {
      await store.drop();
    }
  });
});

async function appOn(
  database: Database,
  onGreet: (data: z.infer<typeof GREET.schema>, id: string) => void,
): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    MEDIA_DIR: mkdtempSync(join(tmpdir(), 'stallfront-media-')),
  });
  const app = await buildApp({ config, database });
  app.ctx.jobs.define(GREET, async (data, job) => onGreet(data, job.id));
  return app;
}
