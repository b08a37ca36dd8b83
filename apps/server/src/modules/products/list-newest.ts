import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { productListBody } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { prepareFlat } from '../../db/flat-select.js';
import { products } from '../../db/schema/index.js';
import { decodeCursor } from '../../platform/list/keyset.js';
import type { ProductCaller } from './caller.js';
import { summaryColumns } from './product-view.js';

type ListBody = z.output<typeof productListBody>;

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

function prepareNewest(db: Db) {
  const page = (name: string, afterCursor: boolean) =>
    prepareFlat(db, name, summaryColumns, (select) =>
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
        .limit(sql.placeholder('limit')),
    );
  return { first: page('product_list_newest', false), after: page('product_list_newest_after', true) };
}

// Built once per database: no query building per call, and PostgreSQL parses and plans it once per connection.
const prepared = new WeakMap<Db, ReturnType<typeof prepareNewest>>();

/** The rows of a newest-first page (limit + 1 of them, as keysetPage expects). */
export function newestRows(db: Db, caller: ProductCaller, body: ListBody) {
  let statements = prepared.get(db);
  if (!statements) {
    statements = prepareNewest(db);
    prepared.set(db, statements);
  }
  const params = { store: caller.storeId, archived: body.archived, limit: body.limit + 1 };
  if (!body.cursor) return statements.first.execute(params);
  const [createdAt, id] = decodeCursor(body.cursor, 'timestamp');
  return statements.after.execute({ ...params, after_created: createdAt, after_id: id });
}
