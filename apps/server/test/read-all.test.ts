import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database, DbOrTx } from '../src/db/client.js';
import { readAll } from '../src/db/read-all.js';
import { openTestDatabase } from './database.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** Reads that note when each starts and ends, each a short query. */
function reads(db: DbOrTx, log: string[]) {
  const read = (name: string) => async () => {
    log.push(`start ${name}`);
    await db.execute(sql`select pg_sleep(0.01)`);
    log.push(`end ${name}`);
    return name;
  };
  return [read('a'), read('b'), read('c')] as const;
}

it('runs reads side by side on the pool', async () => {
  const log: string[] = [];
  expect(await readAll(database.db, reads(database.db, log))).toEqual(['a', 'b', 'c']);
  expect(log.slice(0, 3)).toEqual(['start a', 'start b', 'start c']);
});

it('runs them one after another in a transaction, which holds one connection', async () => {
  const log: string[] = [];
  const results = await database.db.transaction((tx) => readAll(tx, reads(tx, log)));
  expect(results).toEqual(['a', 'b', 'c']);
  expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
});
