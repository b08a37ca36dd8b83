import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';

type Reads = readonly (() => PromiseLike<unknown>)[];
type ResultsOf<R extends Reads> = { -readonly [K in keyof R]: Awaited<ReturnType<R[K]>> };

/**
 * Runs reads side by side on the pool, or one after another in a transaction: a transaction holds
 * one connection, where side-by-side queries would only queue, and node-postgres warns that its
 * next major version refuses a query sent while another is running on the same client.
 */
export async function readAll<R extends Reads>(db: DbOrTx, reads: R): Promise<ResultsOf<R>> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as ResultsOf<R>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as ResultsOf<R>;
}
