import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';
import type { SortDirection } from '@stallfront/shared';
import { badRequest } from '../errors.js';
import { isUuid } from '../uuid.js';

/**
 * The type of a sort key, which a cursor's value must have before it reaches SQL: a
 * timestamp as ISO text, a calendar day (YYYY-MM-DD), a whole number within the column's range, or text.
 */
export type KeysetKey = 'timestamp' | 'date' | 'int4' | 'int8' | 'text';

/** The sort key and id of the last row of a page: the next page starts after it. */
type CursorValue = string | number;

const INT4 = 2 ** 31;
// Years 1000-9999: PostgreSQL refuses year 0 and reads 0001 as 2001.
const ISO_INSTANT = /^[1-9]\d{3}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const ISO_DAY = /^[1-9]\d{3}-\d{2}-\d{2}$/;

/** The value a cursor may carry for each key type, as it goes into SQL; undefined when it may not. */
const CHECK: Record<KeysetKey, (value: unknown) => CursorValue | undefined> = {
  timestamp: (v) => {
    const date = typeof v === 'string' && ISO_INSTANT.test(v) ? new Date(v) : null;
    return date && !Number.isNaN(date.getTime()) ? date.toISOString() : undefined;
  },
  // A real day only: 2026-02-30 would reach PostgreSQL and fail there.
  date: (v) => {
    const day = typeof v === 'string' && ISO_DAY.test(v) ? new Date(`${v}T00:00:00.000Z`) : null;
    return day && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(v as string) ? (v as string) : undefined;
  },
  int4: (v) => (Number.isInteger(v) && Math.abs(v as number) <= INT4 - 1 ? (v as number) : undefined),
  // A bigint column read in number mode: safe integers are well inside int8.
  int8: (v) => (Number.isSafeInteger(v) ? (v as number) : undefined),
  text: (v) => (typeof v === 'string' && !v.includes('\u0000') ? v : undefined),
};

/** Key types of the column types a list sorts by, for sorts that do not declare theirs. */
const KEY_OF_COLUMN: Record<string, KeysetKey> = {
  PgTimestamp: 'timestamp',
  PgTimestampString: 'timestamp',
  PgDateString: 'date',
  PgDate: 'date',
  PgInteger: 'int4',
  PgSmallInt: 'int4',
  PgBigInt53: 'int8',
  PgText: 'text',
  PgVarchar: 'text',
};

export interface KeysetSort {
  column: AnyColumn;
  id: AnyColumn;
  direction: SortDirection;
  /** The column's key type, which every cursor is checked against; read from the column when left out. */
  key?: KeysetKey;
  /** How a row's sort value goes into a cursor (dates as ISO text). */
  valueOf: (row: Record<string, unknown>) => unknown;
  /** How a checked cursor value becomes a value to compare the column with, if it needs more. */
  parse?: (value: CursorValue) => unknown;
}

export function encodeCursor(value: unknown, id: string): string {
  const key = value instanceof Date ? value.toISOString() : value;
  return Buffer.from(JSON.stringify([key, id])).toString('base64url');
}

const badCursor = () => badRequest('cursor: is not a cursor this list gave out; start again from the first page');

/** The cursor's sort value, checked against the sort's key type, and its row id: a 400 for anything else. */
export function decodeCursor(cursor: string, key: KeysetKey): [CursorValue, string] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw badCursor();
  const value = CHECK[key](parsed[0]);
  const id: unknown = parsed[1];
  if (value === undefined || typeof id !== 'string' || !isUuid(id)) throw badCursor();
  return [value, id];
}

function keyOf(sort: KeysetSort): KeysetKey {
  const key = sort.key ?? KEY_OF_COLUMN[sort.column.columnType];
  if (!key) throw new Error(`keyset sort on ${sort.column.name}: declare its key type`);
  return key;
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
  const [checked, id] = decodeCursor(cursor, keyOf(sort));
  const parsed = sort.parse ? sort.parse(checked) : checked;
  const value = parsed instanceof Date ? parsed.toISOString() : parsed;
  const beyond = sql.raw(sort.direction === 'asc' ? '>' : '<');
  return sql`(${sort.column}, ${sort.id}) ${beyond} (${value}, ${id})`;
}

/**
 * A page from rows fetched with limit + 1: the extra row only says another page exists.
 * The cursor names the last row shown, by its sort value and its id.
 */
export function keysetPage<Row extends object>(
  rows: Row[],
  limit: number,
  sort: KeysetSort,
  idOf: (row: Row) => string = (row) => (row as { id: string }).id,
) {
  const list = rows.slice(0, limit);
  const last = list.at(-1);
  const next_cursor =
    rows.length > limit && last ? encodeCursor(sort.valueOf(last as Record<string, unknown>), idOf(last)) : null;
  return { list, next_cursor };
}
