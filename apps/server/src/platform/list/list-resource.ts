import { type AnyColumn, and, type SQL, sql } from 'drizzle-orm';
import type { PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { SortDirection } from '@stallfront/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { toCsv } from '../files/csv.js';
import { cappedCount } from './count.js';
import { type KeysetKey, type KeysetSort, keysetAfter, keysetOrder, keysetPage } from './keyset.js';

/** What every paged list body carries besides its filters (schemas/list.ts `listQuery`). */
export interface PageRequest {
  sort: string;
  direction: SortDirection;
  cursor?: string | null;
  limit: number;
}

/** A sort key of a list: a column, with its key type when the column's own type does not say it. */
export type SortDeclaration =
  | AnyColumn
  | {
      column: AnyColumn;
      key?: KeysetKey;
      /** Where a custom page's rows (pageRows) keep the sort key; the declared select adds its own. */
      cursorValue?: (row: Record<string, unknown>) => unknown;
    };

export type RowOf<Columns extends SelectedFields> = SelectResultFields<Columns>;
type Page<Item> = { list: Item[]; next_cursor: string | null };

export interface FindOrder {
  sort?: string;
  direction?: SortDirection;
  limit?: number;
}

/** The CSV export of a list: its columns, each item as a CSV row, the file's name. */
export interface CsvDeclaration<Item, Body> {
  columns: readonly string[];
  row?: (item: Item) => Record<string, unknown>;
  fileName: string | ((body: Body) => string);
  /** Most rows one export carries; a store with more narrows the filter. */
  maxRows?: number;
}

/**
 * A paged list declared once: its table, the one conditions function (the store's scope, the
 * caller's and every filter), the sorts, the row it reads and the item it answers. The page,
 * the capped count and the CSV export all run the same conditions, so they cannot disagree.
 */
export interface ListDeclaration<Scope, Filters, Columns extends SelectedFields, Item> {
  /** The table paged and counted; its `id` breaks ties between equal sort keys. */
  table: PgTable & { id: AnyColumn };
  /** What a row reads: the same for every caller, or per caller (a vendor's share of an order). */
  columns: Columns | ((scope: Scope) => Columns);
  /** The joins the columns or the conditions read; the count joins them too. */
  joins?: (query: PgSelect) => PgSelect;
  where: (scope: Scope, filters: Filters) => SQL | undefined;
  /** By the names the list body's `sort` takes. */
  sorts: Record<string, SortDeclaration>;
  toItem?: (row: RowOf<Columns>, scope: Scope) => Item;
  /** Instead of toItem: a page's items at once (one more read for the whole page). */
  toItems?: (rows: RowOf<Columns>[], scope: Scope, db: DbOrTx) => Promise<Item[]>;
  /** Instead of the declared select: a page's rows (limit + 1) found another way, under the same conditions. */
  pageRows?: (
    db: Db,
    scope: Scope,
    body: Filters & PageRequest,
    plan: { sort: KeysetSort; where: SQL },
  ) => Promise<RowOf<Columns>[]>;
  csv?: CsvDeclaration<Item, Filters & PageRequest>;
}

export interface ListResource<Scope, Filters, Item> {
  page(db: Db, scope: Scope, body: Filters & PageRequest): Promise<Page<Item>>;
  count(db: Db, scope: Scope, filters: Filters): Promise<{ total: number; capped: boolean }>;
  /** Every matching item in the list's order, up to the export's cap. */
  all(db: Db, scope: Scope, body: Filters & PageRequest): Promise<Item[]>;
  csv(db: Db, scope: Scope, body: Filters & PageRequest): Promise<{ name: string; file: string }>;
  /**
   * The items of other conditions than the list's (one row by id, a calendar's week), read as the
   * list reads them, in a declared sort's order (the first one's, newest first, unless named).
   * The conditions are the caller's whole: they name the store as every query does.
   */
  find(db: DbOrTx, scope: Scope, conditions: SQL, order?: FindOrder): Promise<Item[]>;
  where(scope: Scope, filters: Filters): SQL;
  sortOf(body: Pick<PageRequest, 'sort' | 'direction'>): KeysetSort;
}

/** Where a page's rows carry their sort key and id, so any row shape can give the next cursor. */
const SORT_VALUE = '_sort';
const ROW_ID = '_id';
const DEFAULT_EXPORT_MAX = 50_000;
/** A look-up by other conditions is for a row or a few, never a whole list. */
const FIND_MAX = 500;

/** A page row's id: the one the select adds, or a custom page's own `id`. */
const idOf = (row: object) => String((row as Record<string, unknown>)[ROW_ID] ?? (row as { id: unknown }).id);

export function listResource<Scope, Filters, Columns extends SelectedFields, Item>(
  spec: ListDeclaration<Scope, Filters, Columns, Item>,
): ListResource<Scope, Filters, Item> {
  const idColumn = spec.table.id;
  const columnsFor = (scope: Scope) => (typeof spec.columns === 'function' ? spec.columns(scope) : spec.columns);
  const where = (scope: Scope, filters: Filters) => and(spec.where(scope, filters)) ?? sql`true`;

  function sortOf(body: Pick<PageRequest, 'sort' | 'direction'>): KeysetSort {
    const declared = spec.sorts[body.sort] ?? Object.values(spec.sorts)[0];
    if (!declared) throw new Error('a list declares at least one sort');
    const { column, key, cursorValue } = 'column' in declared ? declared : { column: declared, key: undefined };
    return {
      column,
      id: idColumn,
      direction: body.direction,
      key,
      valueOf: cursorValue ?? ((row) => row[SORT_VALUE]),
    };
  }

  /** The rows of the conditions in the sort's order, with the sort key and id beside the columns. */
  function select(db: DbOrTx, scope: Scope, sort: KeysetSort, conditions: SQL | undefined, limit: number) {
    const fields = { ...columnsFor(scope), [SORT_VALUE]: sort.column, [ROW_ID]: idColumn };
    const from = db.select(fields).from(spec.table).$dynamic();
    return (spec.joins ? spec.joins(from) : from)
      .where(conditions)
      .orderBy(...keysetOrder(sort))
      .limit(limit) as unknown as Promise<RowOf<Columns>[]>;
  }

  async function itemsOf(db: DbOrTx, scope: Scope, rows: RowOf<Columns>[]): Promise<Item[]> {
    if (spec.toItems) return spec.toItems(rows, scope, db);
    if (!spec.toItem) throw new Error('a list declares toItem or toItems');
    const toItem = spec.toItem;
    return rows.map((row) => toItem(row, scope));
  }

  async function all(db: Db, scope: Scope, body: Filters & PageRequest) {
    const rows = await select(db, scope, sortOf(body), where(scope, body), spec.csv?.maxRows ?? DEFAULT_EXPORT_MAX);
    return itemsOf(db, scope, rows);
  }

  return {
    where,
    sortOf,
    all,
    async find(db, scope, conditions, { sort = '', direction = 'desc', limit = FIND_MAX } = {}) {
      return itemsOf(db, scope, await select(db, scope, sortOf({ sort, direction }), conditions, limit));
    },
    async page(db, scope, body) {
      const sort = sortOf(body);
      const rows = spec.pageRows
        ? await spec.pageRows(db, scope, body, { sort, where: where(scope, body) })
        : await select(db, scope, sort, and(where(scope, body), keysetAfter(sort, body.cursor)), body.limit + 1);
      const page = keysetPage(rows, body.limit, sort, idOf);
      return { list: await itemsOf(db, scope, page.list), next_cursor: page.next_cursor };
    },
    count: (db, scope, filters) => cappedCount(db, spec.table, where(scope, filters), spec.joins),
    async csv(db, scope, body) {
      const csv = spec.csv;
      if (!csv) throw new Error('this list declares no CSV export');
      const items = await all(db, scope, body);
      const rows = items.map((item) => (csv.row ? csv.row(item) : (item as Record<string, unknown>)));
      const name = typeof csv.fileName === 'function' ? csv.fileName(body) : csv.fileName;
      return { name, file: toCsv(csv.columns, rows) };
    },
  };
}

/** A column of a left-joined table, read as what it is there: null when no row joined. */
export const orNull = <T>(column: AnyColumn & { _: { data: T } }) => sql<T | null>`${column}`.mapWith(column);
