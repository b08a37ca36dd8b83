import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/platform/config.js';
import type { Database } from '../src/db/client.js';
import { seedDemo } from '../src/seed/demo.js';
import { openTestDatabase } from './database.js';
import { openDemoDump } from './demo-dump.js';

export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
  set(date: Date): void;
}

export function createClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
    set(date) {
      current = date.getTime();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  /** JSON request; `token` becomes a bearer header. */
  call(method: InjectOptions['method'], url: string, body?: unknown, token?: string): Promise<TestResponse>;
  /**
   * After a test writes straight to the database: what a writing request does before it
   * answers, so the next call sees the change on server PostgreSQL too (AuthNotices.settle).
   */
  written(): Promise<void>;
  close(): Promise<void>;
}

export interface TestResponse {
  statusCode: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the API answered
  body: any;
  headers: Record<string, unknown>;
}

export interface TestAppOptions {
  /** Runs after the app is built and before its job queue starts: define test jobs and subscribers here. */
  beforeStart?: (app: FastifyInstance) => void;
  /** false: the queue takes jobs but this app works none (default true, as in production). */
  work?: boolean;
  /** With the demo data: this run's dump on PGlite (demo-dump.ts), else seeded here. */
  demo?: boolean;
}

/** The real app on a database of the file's own, with a clock the test controls. */
export async function startTestApp(
  env: Record<string, string> = {},
  shared?: Database,
  { beforeStart, work = true, demo = false }: TestAppOptions = {},
): Promise<TestApp> {
  const clock = createClock();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    AUTH_RATE_LIMIT: '10000',
    MEDIA_DIR: mkdtempSync(join(tmpdir(), 'stallfront-media-')),
    ...env,
  });
  // A second API node on the same database: closing it must leave the database to its owner.
  const dumped = demo && !shared ? await openDemoDump(config.MEDIA_DIR as string) : undefined;
  const database = shared ? { ...shared, close: async () => {} } : (dumped ?? (await openTestDatabase()));
  const app = await buildApp({ config, database, now: clock.now });
  await app.ready();
  beforeStart?.(app);
  await app.ctx.jobs.start({ work });
  if (demo && !dumped) await seedDemo(app.ctx);
  return {
    app,
    clock,
    async call(method, url, body, token) {
      const response = await app.inject({
        method,
        url,
        ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      let parsed: unknown = response.body;
      try {
        parsed = response.json();
      } catch {}
      return { statusCode: response.statusCode, body: parsed, headers: response.headers };
    },
    written: () => app.ctx.sessions.settle(),
    close: () => app.close(),
  };
}

/** The real app on a database of the file's own holding the demo data (demo-dump.ts). */
export const startDemoApp = (env: Record<string, string> = {}): Promise<TestApp> =>
  startTestApp(env, undefined, { demo: true });
