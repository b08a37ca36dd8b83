import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { productCountQuery } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { prepareFlat } from '../../db/flat-select.js';
import { products } from '../../db/schema/index.js';
import { decodeCursor } from '../../platform/list/keyset.js';
import type { PageRequest } from '../../platform/list/list-resource.js';
import type { ProductCaller } from './caller.js';
import { summaryColumns } from './product-view.js';

type ListBody = z.output<typeof productCountQuery> & PageRequest;

/**
 * Whether a list call asks for what most do: an owner's or staff member's products, newest
 * first, with no search or filter but archived. That one is a prepared statement.
 */
export function isNewestView(caller: ProductCaller, body: ListBody): boolean {
  const filtered = body.search || body.catalog_id || body.status || body.stock || body.vendor_id || body.branch_id;
  return (
    !caller.vendorId && !filtered && (body.sort ?? 'created') === 'created' && (body.direction ?? 'desc') === 'desc'
  );
}

/** A LIMIT written into the statement's text: Drizzle sends a number as a parameter, and writes its SQL in place. */
const inlineLimit = (rows: number) => sql.raw(String(rows)) as unknown as number;

/**
 * The newest-first statements for pages of `rows` rows. The row count is written into the SQL
 * rather than sent as a parameter: with `limit $n` PostgreSQL costs a plan that does not know
 * the limit as reading a tenth of the table, so it plans the statement anew on every call
 * (0.1 ms here, more than running it takes); with the count written in, the plan made once for
 * any store serves every call after the first five.
 */
function prepareNewest(db: Db, rows: number) {
  if (!Number.isSafeInteger(rows) || rows < 1) throw new Error(`a page of ${rows} rows`);
  const page = (name: string, afterCursor: boolean) =>
    prepareFlat(db, `${name}_${rows}`, summaryColumns, (select) =>
      select
        .from(products)
        .where(
          and(
            eq(products.storeId, sql.placeholder('store')),
            eq(products.archived, sql.placeholder('archived')),
            afterCursor
              ? sql`(${products.createdAt}, ${products.id}) < (${sql.placeholder('after_created')}::timestamptz, ${sql.placeholder('after_id')}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(inlineLimit(rows)),
    );
  return { first: page('product_list_newest', false), after: page('product_list_newest_after', true) };
}

// Built once per database and page size: no query building per call, and PostgreSQL parses the
// statement once per connection.
const prepared = new WeakMap<Db, Map<number, ReturnType<typeof prepareNewest>>>();

function statementsFor(db: Db, rows: number) {
  let bySize = prepared.get(db);
  if (!bySize) {
    bySize = new Map();
    prepared.set(db, bySize);
  }
  let statements = bySize.get(rows);
  if (!statements) {
    statements = prepareNewest(db, rows);
    bySize.set(rows, statements);
  }
  return statements;
}

/** The rows of a newest-first page (limit + 1 of them, as keysetPage expects). */
export function newestRows(db: Db, caller: ProductCaller, body: ListBody) {
  const statements = statementsFor(db, body.limit + 1);
  const params = { store: caller.storeId, archived: body.archived };
  if (!body.cursor) return statements.first.execute(params);
  const [createdAt, id] = decodeCursor(body.cursor, 'timestamp');
  return statements.after.execute({ ...params, after_created: createdAt, after_id: id });
}
