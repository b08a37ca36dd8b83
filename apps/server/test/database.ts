import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client.js';
import { migratedDump } from './pglite-dumps.js';

/**
 * A database of the test file's own: PGlite in memory by default, loaded from the migrated dump;
 * with DATABASE_URL a new database on that server, dropped when the file is done.
 */
export async function openTestDatabase(): Promise<Database> {
  const baseUrl = process.env.DATABASE_URL;
  return baseUrl
    ? openScratchDatabase(baseUrl, `stallfront_test_${process.pid}`)
    : openDatabase({ loadDataDir: await migratedDump() });
}

/** A new, migrated database on the server at baseUrl; closing it drops it. */
export async function openScratchDatabase(baseUrl: string, prefix: string): Promise<Database & { name: string }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(baseUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...database,
    name,
    async close() {
      await database.close();
      await withAdminClient(baseUrl, async (client) => {
        // The pool's sockets close a moment after pool.end(); forcing the drop before then
        // kills them mid-close, which surfaces as an unhandled error in the test run.
        for (let tries = 0; tries < 50; tries += 1) {
          const open = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
          if (open.rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await client.query(`drop database if exists ${name} with (force)`);
      });
    },
  };
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A database that can be opened, closed and opened again (a restart), then dropped. */
export interface ReopenableDatabase {
  open(): Promise<Database>;
  drop(): Promise<void>;
}

/** PGlite in a temporary folder, or with DATABASE_URL a scratch database on that server. */
export async function reopenableTestDatabase(): Promise<ReopenableDatabase> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const dataDir = mkdtempSync(join(tmpdir(), 'stallfront-pglite-'));
    let loadDataDir: Blob | undefined = await migratedDump();
    return {
      open: () => {
        // The dump fills the empty folder on the first open; later opens find its data there.
        const database = openDatabase({ dataDir, loadDataDir });
        loadDataDir = undefined;
        return database;
      },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const scratch = await openScratchDatabase(baseUrl, `stallfront_test_${process.pid}`);
  const url = new URL(baseUrl);
  url.pathname = `/${scratch.name}`;
  return { open: () => openDatabase({ databaseUrl: url.toString() }), drop: () => scratch.close() };
}
