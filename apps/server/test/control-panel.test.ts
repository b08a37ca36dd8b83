import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { mailOutbox, media } from '../src/db/schema/index.js';
import { jobKind } from '../src/platform/jobs/job-kind.js';
import { redisCheck } from '../src/modules/control-panel/control-panel.repo.js';
import { memberToken, signUpStore } from './fixtures.js';
import { startTestApp, type TestApp } from './harness.js';
import { masterToken } from './panels-fixtures.js';

/** Fails its first run and no more: a failed job the operator's retry mends. */
const FLAKY = jobKind('test.flaky', z.strictObject({ label: z.string() }));
const runs = new Map<string, number>();

let t: TestApp;
let master: string;
let store: Awaited<ReturnType<typeof signUpStore>>;

beforeAll(async () => {
  t = await startTestApp({}, undefined, {
    beforeStart: (app) =>
      app.ctx.jobs.define(
        FLAKY,
        async ({ label }) => {
          runs.set(label, (runs.get(label) ?? 0) + 1);
          if (runs.get(label) === 1) throw new Error(`${label}: the far end timed out`);
        },
        { retryLimit: 0 },
      ),
  });
  master = await masterToken(t);
  store = await signUpStore(t);
}, 60_000);
afterAll(() => t.close());

const status = (token = master) => t.call('GET', '/api/admin/control_panel', undefined, token);
const failedJobs = (query = '', token = master) => t.call('GET', `/api/admin/failed_jobs${query}`, undefined, token);
const retry = (body: unknown, token = master) => t.call('POST', '/api/admin/job/retry', body, token);

describe('the control panel', () => {
  it('shows the database answering, no Redis configured, the version, mail by state and storage per store', async () => {
    const storeId = store.session.data._id as string;
    const { db } = t.app.ctx;
    await db.insert(mailOutbox).values([
      { toAddress: 'a@example.com', subject: 's', textBody: 't', transport: 'smtp', sentAt: new Date() },
      {
        toAddress: 'b@example.com',
        subject: 's',
        textBody: 't',
        transport: 'smtp',
        error: 'Error: 550 mailbox unavailable',
      },
    ]);
    const image = { storeId, mime: 'image/webp', width: 10, height: 10 };
    await db.insert(media).values([
      { ...image, url: `/media/${randomUUID()}.webp`, bytes: 3000 },
      { ...image, url: `/media/${randomUUID()}.webp`, bytes: 2000 },
    ]);
    const res = await status();
    expect(res.statusCode).toBe(200);
    const d = res.body.data;
    expect(d.database).toMatchObject({ ok: true, kind: expect.stringMatching(/pglite|postgres/) });
    expect(d.redis).toBeNull();
    expect(d.version).toMatchObject({ version: '0.1.0', node: process.version });
    expect(d.mail.sent).toBeGreaterThanOrEqual(1);
    expect(d.mail.failed).toBe(1);
    expect(d.mail.waiting).toBe(0);
    expect(d.mail.transport).toBe('outbox');
    expect(d.storage.stores[0]).toEqual({ store_id: storeId, name: store.body.name, files: 2, bytes: 5000 });
    expect(d.storage).toMatchObject({ total_files: 2, total_bytes: 5000 });
  });

  it('lists a failed job with its error and runs it again on retry, counted as retried', async () => {
    const label = `job-${randomUUID().slice(0, 6)}`;
    const id = await t.app.ctx.jobs.send(FLAKY, { label });
    await expect
      .poll(async () => (await t.app.ctx.jobs.find(FLAKY, id as string))?.state, { timeout: 15_000 })
      .toBe('failed');
    const listed = await failedJobs('?name=test.flaky');
    expect(listed.statusCode).toBe(200);
    expect(listed.body.list[0]).toMatchObject({ _id: id, name: 'test.flaky', data: { label }, retry_count: 0 });
    expect(listed.body.list[0].error).toMatch(/far end timed out/);
    const before = (await status()).body.data.jobs.find((j: { name: string }) => j.name === 'test.flaky');
    expect(before).toMatchObject({ failed: 1 });

    const res = await retry({ name: 'test.flaky', id });
    expect(res.statusCode).toBe(200);
    expect(res.body.message).toBe('The test.flaky job runs again.');
    await expect
      .poll(async () => (await t.app.ctx.jobs.find(FLAKY, id as string))?.state, { timeout: 15_000 })
      .toBe('completed');
    const after = (await status()).body.data.jobs.find((j: { name: string }) => j.name === 'test.flaky');
    expect(after).toMatchObject({ failed: 0, completed: 1, retried: 1 });
    // Done: it is not failed any more, so a second retry finds nothing.
    expect((await retry({ name: 'test.flaky', id })).statusCode).toBe(404);
    expect((await failedJobs('?name=test.flaky')).body.list).toEqual([]);
  });

  it("leaves pg-boss's own queues (__pgboss__send-it) out of the job table and the failed list", async () => {
    // pg-boss carries cron schedules through its own queue; a row there as the timekeeper leaves it.
    await t.app.ctx.db.execute(
      sql`insert into pgboss.job (name, data, state, completed_on) values ('__pgboss__send-it', '{}', 'failed', now())`,
    );
    const raw = await t.app.ctx.jobs.counts();
    expect(raw.some((r) => r.name === '__pgboss__send-it')).toBe(true);
    const names = (await status()).body.data.jobs.map((j: { name: string }) => j.name);
    expect(names.filter((n: string) => n.startsWith('__pgboss__'))).toEqual([]);
    const failed = (await failedJobs()).body.list.map((j: { name: string }) => j.name);
    expect(failed.filter((n: string) => n.startsWith('__pgboss__'))).toEqual([]);
  });

  it('refuses an unknown job, a malformed kind or id, and a limit out of range', async () => {
    expect((await retry({ name: 'test.flaky', id: randomUUID() })).statusCode).toBe(404);
    expect((await retry({ name: 'no.such-kind', id: randomUUID() })).statusCode).toBe(404);
    const name = await retry({ name: "x'; drop table stores; --", id: randomUUID() });
    expect(name.statusCode).toBe(400);
    expect(name.body.message).toMatch(/^name:/);
    const id = await retry({ name: 'test.flaky', id: 'nope' });
    expect(id.statusCode).toBe(400);
    expect(id.body.message).toMatch(/^id:/);
    expect((await failedJobs('?limit=1000')).statusCode).toBe(400);
  });

  it('says Redis does not answer when the configured one is down', async () => {
    const check = await redisCheck('redis://127.0.0.1:1');
    expect(check).toMatchObject({ ok: false, ms: null });
    expect(check?.detail).not.toBe('');
  });

  it('refuses store owners, staff, vendors, branches and the signed-out', async () => {
    const storeId = store.session.data._id as string;
    const tokens = {
      owner: store.token,
      staff: await memberToken(t, storeId, 'staff'),
      vendor: await memberToken(t, storeId, 'vendor'),
      branch: await memberToken(t, storeId, 'branch'),
    };
    for (const [who, token] of Object.entries(tokens)) {
      expect((await status(token)).statusCode, who).toBe(401);
      expect((await failedJobs('', token)).statusCode, who).toBe(401);
      expect((await retry({ name: 'test.flaky', id: randomUUID() }, token)).statusCode, who).toBe(401);
    }
    expect((await t.call('GET', '/api/admin/control_panel')).statusCode).toBe(401);
  });
});
