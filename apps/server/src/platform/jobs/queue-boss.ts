import { PgBoss, fromPglite } from 'pg-boss';
import type { Database } from '../../db/client.js';

/**
 * Idle costs, chosen for the embedded database, where every poll takes the one connection: workers
 * are woken by NOTIFY the moment a job is sent, so their polls are only a backstop, and the
 * housekeeping loops run once or twice a minute.
 */
export const POLLING = {
  /** Worker polls while LISTEN works (it does on both databases): a backstop only. */
  notifyPollingIntervalSeconds: 60,
  /** Worker polls if LISTEN is unavailable (a pooler in transaction mode). */
  pollingIntervalSeconds: 5,
} as const;

/** The application name of the queue's connections on a server PostgreSQL. */
export const QUEUE_CONNECTION_NAME = 'stallfront-jobs';

/** pg-boss on the app's database: through the embedded instance, or with a small pool of its own. */
export function createBoss(database: Database): PgBoss {
  const shared = {
    useListenNotify: true,
    cronWorkerIntervalSeconds: 30,
    cronMonitorIntervalSeconds: 45,
    superviseIntervalSeconds: 120,
    monitorIntervalSeconds: 120,
    queueCacheIntervalSeconds: 120,
    instanceHeartbeatSeconds: 60,
    bamIntervalSeconds: 300,
    flowIntervalSeconds: 60,
    openTelemetry: { enabled: false },
  };
  const connection = database.queueConnection;
  if (connection.kind === 'pglite') {
    return new PgBoss({ ...shared, db: fromPglite(connection.pglite), backend: 'pglite' });
  }
  return new PgBoss({
    ...shared,
    connectionString: connection.url,
    max: 4,
    application_name: QUEUE_CONNECTION_NAME,
  });
}
