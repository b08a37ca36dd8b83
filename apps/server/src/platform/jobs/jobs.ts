import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  type DrizzleTransactionLike,
  type PgBoss,
  type QueuePolicy,
  type SendOptions as BossSendOptions,
  fromDrizzle,
} from 'pg-boss';
import type { Database, DbOrTx } from '../../db/client.js';
import { type JobKind, checkJobData } from './job-kind.js';
import { POLLING, createBoss } from './queue-boss.js';

export interface JobContext {
  id: string;
  /** 0 on the first run, then 1, 2… on retries. */
  retryCount: number;
}

export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;

export interface DefineOptions {
  /** Retries after the first failure (default 3), spaced by `retryDelaySeconds` doubling each time. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A run that takes longer is counted failed (default 15 minutes). */
  expireInSeconds?: number;
  /** Jobs of this kind run at once on each node (default 1). */
  concurrency?: number;
  /** pg-boss queue policy, e.g. 'singleton' for one active job at a time across nodes. */
  policy?: QueuePolicy;
  /** How long a completed job is kept (default 7 days). */
  keepCompletedSeconds?: number;
}

export interface SendOptions {
  /**
   * Send inside the caller's Drizzle transaction: the job exists only if it commits. Inside a
   * transaction this is the only way to send on the embedded database, whose one connection the
   * transaction holds (a send outside it would wait for the transaction, which waits for it).
   */
  tx?: DbOrTx;
  /** Not before this time (a Date) or this many seconds from now. */
  startAfter?: Date | number;
  /** With singletonSeconds: at most one job with this key per window. */
  singletonKey?: string;
  singletonSeconds?: number;
}

/** Something that runs beside the workers: started after them, stopped before them. */
export interface Companion {
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** false: queues and schedules are made and jobs can be sent, but this node works none. */
  work?: boolean;
}

export interface Jobs {
  /** A handler for a kind of job; every kind that is sent or scheduled is defined first, before start. */
  define<T>(kind: JobKind<T>, handler: JobHandler<T>, options?: DefineOptions): void;
  /** A recurring job (cron, UTC), kept in the database so one job is sent per slot across all nodes. */
  schedule<T>(kind: JobKind<T>, cron: string, data: T): void;
  send<T>(kind: JobKind<T>, data: T, options?: SendOptions): Promise<string | null>;
  sendAfter<T>(kind: JobKind<T>, data: T, when: Date | number, options?: SendOptions): Promise<string | null>;
  attach(companion: Companion): void;
  start(options?: StartOptions): Promise<void>;
  /** Waits for running jobs (up to 10 s), then closes the queue's connections. Safe to call twice. */
  stop(): Promise<void>;
  readonly state: 'new' | 'started' | 'stopped';
  /** The recurring jobs stored in the database. */
  schedules(): Promise<{ name: string; cron: string }[]>;
  /** Jobs per kind and state, and how many of them needed more than one run (the control panel). */
  counts(): Promise<{ name: string; state: string; jobs: number; retried: number }[]>;
  /** Jobs that failed for good, newest first, with the error their last run left. */
  failed(options: { limit: number; name?: string }): Promise<FailedJobRow[]>;
  /** Runs a failed job again; false when no failed job of that kind has that id. */
  retry(name: string, id: string): Promise<boolean>;
  /** One job's state, for tests and operators. */
  find<T>(kind: JobKind<T>, id: string): Promise<{ state: string; data: T; retryCount: number } | null>;
}

export interface FailedJobRow {
  id: string;
  name: string;
  data: unknown;
  output: unknown;
  retryCount: number;
  createdOn: Date;
  completedOn: Date | null;
}

interface Definition {
  kind: JobKind<unknown>;
  handler: JobHandler<unknown>;
  options: DefineOptions;
}

const STOP_TIMEOUT_MS = 10_000;

/** The durable job queue (pg-boss) on the app's database; see docs/architecture.md, "Jobs and the outbox". */
export function createJobs(database: Database, log: FastifyBaseLogger): Jobs {
  const definitions = new Map<string, Definition>();
  const schedules: { kind: JobKind<unknown>; cron: string; data: unknown }[] = [];
  const companions: Companion[] = [];
  let boss: PgBoss | undefined;
  let state: Jobs['state'] = 'new';
  let startedCompanions: Companion[] = [];

  const defined = <T>(kind: JobKind<T>): Definition => {
    const definition = definitions.get(kind.name);
    if (!definition || definition.kind !== kind) throw new Error(`Job "${kind.name}" is not defined`);
    return definition;
  };
  const running = (): PgBoss => {
    if (state !== 'started' || !boss)
      throw new Error(`The job queue is ${state === 'new' ? 'not started' : 'stopped'}`);
    return boss;
  };
  const beforeStart = (what: string) => {
    if (state !== 'new') throw new Error(`${what} must come before the job queue starts`);
  };

  const sendJob = async <T>(kind: JobKind<T>, data: T, options: SendOptions = {}) => {
    defined(kind);
    const checked = checkJobData(kind, data);
    const queue = running();
    const { tx, startAfter, ...rest } = options;
    const bossOptions: BossSendOptions = {
      ...rest,
      ...(startAfter === undefined ? {} : { startAfter }),
      // Both drivers answer execute() with `{ rows }`, which is what the adapter reads.
      ...(tx ? { db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) } : {}),
    };
    return queue.send(kind.name, checked as object, bossOptions);
  };

  return {
    get state() {
      return state;
    },
    define(kind, handler, options = {}) {
      beforeStart(`Defining job "${kind.name}"`);
      if (definitions.has(kind.name)) throw new Error(`Job "${kind.name}" is defined twice`);
      definitions.set(kind.name, { kind, handler: handler as JobHandler<unknown>, options });
    },
    schedule(kind, cron, data) {
      beforeStart(`Scheduling job "${kind.name}"`);
      defined(kind);
      schedules.push({ kind, cron, data: checkJobData(kind, data) });
    },
    send: (kind, data, options) => sendJob(kind, data, options),
    sendAfter: (kind, data, when, options) => sendJob(kind, data, { ...options, startAfter: when }),
    attach(companion) {
      beforeStart('Attaching a companion');
      companions.push(companion);
    },

    async start({ work = true } = {}) {
      beforeStart('Starting');
      state = 'started';
      boss = createBoss(database);
      boss.on('error', (err) => log.error({ err }, 'job queue error'));
      boss.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));
      await boss.start();
      for (const { kind, options } of definitions.values()) {
        await boss.createQueue(kind.name, {
          notify: true,
          policy: options.policy ?? 'standard',
          retryLimit: options.retryLimit ?? 3,
          retryDelay: options.retryDelaySeconds ?? 5,
          retryBackoff: true,
          retryDelayMax: 3600,
          expireInSeconds: options.expireInSeconds ?? 900,
          deleteAfterSeconds: options.keepCompletedSeconds ?? 7 * 86_400,
        });
      }
      for (const { kind, cron, data } of schedules) await boss.schedule(kind.name, cron, data as object, { tz: 'UTC' });
      if (!work) return;
      for (const definition of definitions.values()) await workOn(boss, definition, log);
      for (const companion of companions) {
        await companion.start();
        startedCompanions.push(companion);
      }
    },

    async stop() {
      if (state !== 'started') {
        state = 'stopped';
        return;
      }
      state = 'stopped';
      for (const companion of startedCompanions.reverse()) await companion.stop();
      startedCompanions = [];
      await boss?.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
    },

    async schedules() {
      const found = await running().getSchedules();
      return found.map((s) => ({ name: s.name, cron: s.cron }));
    },
    async counts() {
      const result = await database.db.execute(sql`select name, state::text as state, count(*)::int as jobs,
          count(*) filter (where retry_count > 0)::int as retried
        from pgboss.job group by 1, 2`);
      return (result as unknown as { rows: { name: string; state: string; jobs: number; retried: number }[] }).rows.map(
        (r) => ({ ...r, jobs: Number(r.jobs), retried: Number(r.retried) }),
      );
    },
    async failed({ limit, name }) {
      const result = await database.db.execute(sql`select id, name, data, output, retry_count as "retryCount",
          created_on as "createdOn", completed_on as "completedOn"
        from pgboss.job where state = 'failed' ${name ? sql`and name = ${name}` : sql``}
        order by completed_on desc nulls last, id limit ${limit}`);
      return (result as unknown as { rows: FailedJobRow[] }).rows.map((r) => ({
        ...r,
        retryCount: Number(r.retryCount),
        createdOn: new Date(r.createdOn),
        completedOn: r.completedOn ? new Date(r.completedOn) : null,
      }));
    },
    async retry(name, id) {
      if (!definitions.has(name)) return false;
      // The typings declare an empty response; the queue answers how many jobs it moved back.
      const answer = (await running().retry(name, id)) as { affected?: number };
      if (!answer.affected) return false;
      // pg-boss's retry does not wake the workers as a send does; without this the job waits for
      // their backstop poll (a minute). The channel is pg-boss's own for its default schema.
      await database.db.execute(
        sql`select pg_notify('pgboss_' || left(encode(sha224('pgboss'::bytea), 'hex'), 24), ${name})`,
      );
      return true;
    },
    async find(kind, id) {
      const [job] = await running().findJobs<unknown>(kind.name, { id });
      return job ? { state: job.state, data: job.data as never, retryCount: job.retryCount } : null;
    },
  };
}

async function workOn(boss: PgBoss, { kind, handler, options }: Definition, log: FastifyBaseLogger): Promise<void> {
  await boss.work(
    kind.name,
    { ...POLLING, batchSize: 1, localConcurrency: options.concurrency ?? 1 },
    async ([job]) => {
      if (!job) return;
      try {
        await handler(checkJobData(kind, job.data), { id: job.id, retryCount: job.retryCount ?? 0 });
      } catch (err) {
        log.warn({ err, job: kind.name, jobId: job.id }, 'job failed; pg-boss retries it while retries are left');
        throw err;
      }
    },
  );
}
