import type { Disk } from 'flydrive';
import type { Config } from './config.js';
import type { PrivateFiles } from './files/private-files.js';
import type { Database, Db } from '../db/client.js';
import type { Mailer } from './mail.js';
import type { ChangeNotices } from './auth/session-cache-wiring.js';
import type { SessionService } from './auth/sessions.js';
import type { Jobs } from './jobs/jobs.js';
import type { Outbox } from './outbox/dispatcher.js';
import type { Realtime } from './realtime/realtime.js';

/** What every module needs, built once in buildApp and reached through `app.ctx`. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
  /** Uploaded media: this machine's disk, or the S3-compatible bucket every node shares (MEDIA_DRIVER). */
  media: Disk;
  /** Files only a store's console reads (shoppers' add-on files): DATA_DIR/private, or the private bucket. */
  privateFiles: PrivateFiles;
  sessions: SessionService;
  /** The durable job queue: define handlers and schedules while building, start once built. */
  jobs: Jobs;
  /** Subscribers to outbox events (written with `recordEvent` in the writer's transaction). */
  outbox: Outbox;
  onChange: ChangeNotices;
  /** The live socket (Socket.IO on this server): sends to a store's room on every node. */
  realtime: Realtime;
  /** The clock; tests move it to check expiry rules through HTTP. */
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
