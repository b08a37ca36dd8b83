import { and, eq, exists, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  LOW_STOCK_THRESHOLD,
  type ProductListBody,
  type productCountQuery,
  type productListBody,
} from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { PRODUCT_SEARCH_VECTOR, productBranchStock, products } from '../../db/schema/index.js';
import { type KeysetSort, keysetAfter, keysetOrder, keysetPage } from '../../platform/list/keyset.js';
import { prefixQuery } from '../../platform/list/search.js';
import { type ProductCaller, visibleTo } from './caller.js';
import { summaryColumns, toSummary } from './product-view.js';

type ListBody = z.output<typeof productListBody>;
type Filters = z.output<typeof productCountQuery>;

const STOCK: Record<'in' | 'low' | 'out', SQL> = {
  in: gt(products.stock, LOW_STOCK_THRESHOLD),
  low: and(gt(products.stock, 0), lte(products.stock, LOW_STOCK_THRESHOLD)) as SQL,
  out: lte(products.stock, 0),
};

/** Every filter of the product list as SQL; the list, its count and the CSV export share them. */
export function productConditions(caller: ProductCaller, filters: Filters): SQL {
  const query = prefixQuery(filters.search);
  return and(
    visibleTo(caller),
    eq(products.archived, filters.archived),
    filters.catalog_id ? sql`${products.catalogIds} @> array[${filters.catalog_id}]::uuid[]` : undefined,
    filters.status ? eq(products.status, filters.status) : undefined,
    filters.stock ? STOCK[filters.stock] : undefined,
    filters.vendor_id ? eq(products.vendorId, filters.vendor_id) : undefined,
    filters.branch_id
      ? // exists() puts no parentheses around raw SQL; a subquery needs them.
        exists(
          sql`(select 1 from ${productBranchStock} where ${productBranchStock.productId} = ${products.id} and ${productBranchStock.branchId} = ${filters.branch_id})`,
        )
      : undefined,
    query ? sql`${PRODUCT_SEARCH_VECTOR} @@ to_tsquery('simple', ${query})` : undefined,
  ) as SQL;
}

export function productSort(body: Pick<ProductListBody, 'sort' | 'direction'>): KeysetSort {
  const direction = body.direction ?? 'desc';
  const base = { id: products.id, direction };
  switch (body.sort ?? 'created') {
    case 'name':
      return { ...base, column: products.name, key: 'text', valueOf: (r) => r.name };
    case 'price':
      return { ...base, column: products.price, key: 'int8', valueOf: (r) => Number(r.price) };
    case 'stock':
      return { ...base, column: products.stock, key: 'int4', valueOf: (r) => Number(r.stock) };
    default:
      return { ...base, column: products.createdAt, key: 'timestamp', valueOf: (r) => r.createdAt };
  }
}

export async function listProducts(db: Db, caller: ProductCaller, body: ListBody) {
  const sort = productSort(body);
  const rows = await db
    .select(summaryColumns)
    .from(products)
    .where(and(productConditions(caller, body), keysetAfter(sort, body.cursor)))
    .orderBy(...keysetOrder(sort))
    .limit(body.limit + 1);
  const page = keysetPage(rows, body.limit, sort);
  return { list: page.list.map(toSummary), next_cursor: page.next_cursor };
}

export async function countProducts(db: Db, caller: ProductCaller, filters: Filters): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(productConditions(caller, filters));
  return row?.n ?? 0;
}
