import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';
import type { SortDirection } from '@stallfront/shared';
import { badRequest } from '../errors.js';

/** The sort key and id of the last row of a page: the next page starts after it. */
type CursorValue = string | number;

export function encodeCursor(value: CursorValue, id: string): string {
  return Buffer.from(JSON.stringify([value, id])).toString('base64url');
}

export function decodeCursor(cursor: string): [CursorValue, string] {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      (typeof parsed[0] === 'string' || typeof parsed[0] === 'number') &&
      typeof parsed[1] === 'string'
    ) {
      return [parsed[0], parsed[1]];
    }
  } catch {}
  throw badRequest('cursor: is not a cursor this list gave out; start again from the first page');
}

export interface KeysetSort {
  column: AnyColumn;
  id: AnyColumn;
  direction: SortDirection;
  /** How a row's sort value goes into a cursor (dates as ISO text). */
  valueOf: (row: Record<string, unknown>) => CursorValue;
  /** How a cursor value becomes a value to compare the column with. */
  parse?: (value: CursorValue) => unknown;
}

/** The ORDER BY of a keyset page: the sort column, then the id to break ties. */
export function keysetOrder(sort: KeysetSort): SQL[] {
  const dir = sort.direction === 'asc' ? asc : desc;
  return [dir(sort.column), dir(sort.id)];
}

/**
 * The WHERE that starts a page after the cursor's row, or nothing on the first page. A row
 * comparison, `(column, id) < (value, id)`, is what PostgreSQL turns into an index range;
 * the spelled-out `a < v or (a = v and id < x)` is only a filter, read row by row from the start.
 */
export function keysetAfter(sort: KeysetSort, cursor: string | null | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const [raw, id] = decodeCursor(cursor);
  const parsed = sort.parse ? sort.parse(raw) : raw;
  const value = parsed instanceof Date ? parsed.toISOString() : parsed;
  const beyond = sql.raw(sort.direction === 'asc' ? '>' : '<');
  return sql`(${sort.column}, ${sort.id}) ${beyond} (${value}, ${id})`;
}

/**
 * A page from rows fetched with limit + 1: the extra row only says another page exists.
 * The cursor names the last row shown.
 */
export function keysetPage<Row extends { id: string }>(rows: Row[], limit: number, sort: KeysetSort) {
  const list = rows.slice(0, limit);
  const last = list.at(-1);
  const next_cursor =
    rows.length > limit && last ? encodeCursor(sort.valueOf(last as Record<string, unknown>), last.id) : null;
  return { list, next_cursor };
}

/** Dates travel in cursors as ISO text. */
export const dateCursor = {
  valueOf: (value: unknown) => (value instanceof Date ? value.toISOString() : String(value)),
  parse: (value: CursorValue) => {
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) throw badRequest('cursor: is not a cursor this list gave out');
    return date;
  },
};
