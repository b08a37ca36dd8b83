import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { LISTENER_NAME, listenOnPostgres } from './pg-listener.js';
import * as schema from './schema/index.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A Drizzle transaction on Db, as `db.transaction` hands it to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Where a write can go: the database itself or a transaction on it. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * How the job queue reaches this database: the one embedded instance (its queries queue behind
   * Drizzle's), or the server's URL for a pool of its own.
   */
  queueConnection: { kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; url: string };
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Notices sent with pg_notify on a channel. The embedded database delivers them before the
   * statement that sent them returns; a server PostgreSQL some time after the commit, in commit
   * order, so `notify` and waiting for its echo is how a node knows it has heard everything
   * committed before. `onState` says when notices may have been missed (a lost connection).
   */
  listen(
    channel: string,
    onNotice: (payload: string) => void,
    onState: (listening: boolean) => void,
    /** The listening connection's name on a server PostgreSQL; only the default one counts as a node. */
    connectionName?: string,
  ): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /** How many nodes listen on this database (their listening connections). */
  countListeners(): Promise<number>;
}

/** The migrations folder, found from src/ (tsx, tests) and from dist/ (the bundle). */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const fromSrc = resolve(here, '../../drizzle');
  const fromDist = resolve(here, '../drizzle');
  return here.endsWith(join('src', 'db')) ? fromSrc : fromDist;
}

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite data folder; undefined keeps PGlite in memory (tests). */
  dataDir?: string;
  /** PGlite: start from a data folder PGlite dumped (`dumpDataDir`), as the tests do. */
  loadDataDir?: Blob;
}

/** Opens the database and applies committed migrations before anything else touches it. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const database = options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : await openPglite(options.dataDir, options.loadDataDir);
  await database.migrate();
  return database;
}

function openPostgres(url: string): Database & { migrate(): Promise<void> } {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that dies (a server restart, a dropped database) is discarded by the
  // pool; without a listener its error would crash the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    queueConnection: { kind: 'postgres', url },
    migrate: () => migratePg(db, { migrationsFolder: migrationsFolder() }),
    listen: (channel, onNotice, onState, connectionName) =>
      listenOnPostgres(url, channel, onNotice, onState, connectionName),
    notify: async (channel, payload) => void (await pool.query('select pg_notify($1, $2)', [channel, payload])),
    countListeners: async () => {
      const { rows } = await pool.query(
        'select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = $1',
        [LISTENER_NAME],
      );
      return rows[0].n as number;
    },
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database & { migrate(): Promise<void> }> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm backs the platform admin's substring searches (migration admin_clients_trigram).
  const client = await PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    queueConnection: { kind: 'pglite', pglite: client },
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    listen: (channel, onNotice) => client.listen(channel, onNotice),
    notify: async (channel, payload) => void (await client.query('select pg_notify($1, $2)', [channel, payload])),
    countListeners: async () => 1,
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}
