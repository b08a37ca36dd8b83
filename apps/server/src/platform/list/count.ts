import { type SQL, sql } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { LIST_COUNT_CAP } from '@stallfront/shared';
import type { Db } from '../../db/client.js';

/**
 * How many rows of a table match, reading at most one past LIST_COUNT_CAP: a list's count stays
 * cheap at a million rows, and `capped` says there are more (docs/decisions.md, "Counts").
 * `joins` adds the tables the conditions read.
 */
export async function cappedCount(
  db: Db,
  table: PgTable,
  where: SQL,
  joins?: (query: PgSelect) => PgSelect,
): Promise<{ total: number; capped: boolean }> {
  const from = db
    .select({ one: sql`1`.as('one') })
    .from(table)
    .$dynamic();
  const matching = (joins ? joins(from) : from)
    .where(where)
    .limit(LIST_COUNT_CAP + 1)
    .as('matching');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matching);
  const n = row?.n ?? 0;
  return { total: Math.min(n, LIST_COUNT_CAP), capped: n > LIST_COUNT_CAP };
}
