import { and, eq, exists, gt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { LOW_STOCK_THRESHOLD, type productCountQuery } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { selectFlat } from '../../db/flat-select.js';
import { PRODUCT_NAME_WORDS, PRODUCT_SKU_KEY, productBranchStock, products } from '../../db/schema/index.js';
import { type KeysetSort, keysetAfter, keysetOrder } from '../../platform/list/keyset.js';
import { listResource, type PageRequest } from '../../platform/list/list-resource.js';
import { isCodePrefix, likePrefix, prefixQuery, rowsAs, substringsOf, walkBudget } from '../../platform/list/search.js';
import { type ProductCaller, visibleTo } from './caller.js';
import { isNewestView, newestRows } from './list-newest.js';
import { summaryColumns, toSummary } from './product-view.js';

type Filters = z.output<typeof productCountQuery>;
type ListBody = Filters & PageRequest;

const STOCK: Record<'in' | 'low' | 'out', SQL> = {
  in: gt(products.stock, LOW_STOCK_THRESHOLD),
  low: and(gt(products.stock, 0), lte(products.stock, LOW_STOCK_THRESHOLD)) as SQL,
  out: lte(products.stock, 0),
};

/**
 * A search: every word starts a word of the name, or the text is the SKU, whole and in any
 * case; a text that reads as a code ("TEE-RE") also finds the SKUs it starts. Undefined when
 * the text has no word.
 */
export function searchMatch(search: string | undefined): SQL | undefined {
  const query = prefixQuery(search);
  if (!search || !query) return undefined;
  const typed = search.trim();
  const name = and(
    ...substringsOf(search).map((w) => sql`strpos(lower(${products.name}), ${w}) > 0`),
    sql`${PRODUCT_NAME_WORDS} @@ to_tsquery('simple', ${query})`,
  );
  const sku = isCodePrefix(typed)
    ? sql`${PRODUCT_SKU_KEY} like lower(${likePrefix(typed)})`
    : sql`${PRODUCT_SKU_KEY} = lower(${typed})`;
  return or(name, sku);
}

/**
 * The product list: every filter as SQL (the page, the count and the CSV export share them) and
 * its sorts; its pages are found by pageRows, tuned for a million products.
 */
export const productList = listResource({
  table: products,
  columns: summaryColumns,
  where: (caller: ProductCaller, filters: Filters) =>
    and(
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
      searchMatch(filters.search),
    ),
  // Pages read summaryColumns, where each sort key has a name of its own.
  sorts: {
    created: { column: products.createdAt, key: 'timestamp', cursorValue: (r) => r.createdAt },
    name: { column: products.name, key: 'text', cursorValue: (r) => r.name },
    price: { column: products.price, key: 'int8', cursorValue: (r) => Number(r.price) },
    stock: { column: products.stock, key: 'int4', cursorValue: (r) => Number(r.stock) },
  },
  pageRows,
  toItem: toSummary,
});

/** A list sort by name and direction (the shop's sorts too). */
export const productSort = (body: Pick<PageRequest, 'sort' | 'direction'>): KeysetSort => productList.sortOf(body);

/** A page's rows (limit + 1): the default view is prepared, a search takes its own plan, filters walk the sort index. */
function pageRows(db: Db, caller: ProductCaller, body: ListBody, { sort, where }: { sort: KeysetSort; where: SQL }) {
  if (isNewestView(caller, body)) return newestRows(db, caller, body);
  if (prefixQuery(body.search)) return searchPage(db, caller, body, sort, where);
  return selectFlat(db, summaryColumns, (select) =>
    select
      .from(products)
      .where(and(where, keysetAfter(sort, body.cursor)))
      .orderBy(...keysetOrder(sort))
      .limit(body.limit + 1),
  );
}

/**
 * A page of a search without sorting every match. First the sort's own index is walked from
 * the cursor, at most walkBudget rows, each tested: a common word fills the page in a few
 * hundred rows. Row number `budget` comes back match or not, as a sign the walk stopped short;
 * then the matches are rare, so they are found through the search indexes and sorted (the
 * subquery's offset 0 keeps the planner from walking the sort index for them).
 */
async function searchPage(db: Db, caller: ProductCaller, body: ListBody, sort: KeysetSort, where: SQL) {
  const after = keysetAfter(sort, body.cursor);
  const budget = walkBudget(body.search ?? '', body.limit);
  const order = sql.join(keysetOrder(sort), sql`, `);
  // The walk filters only on what leads the sort's index, so the budget counts rows read;
  // aliased as the table, the list's own filters and columns then read the walked rows.
  const walk = rowsAs(
    products,
    sql`select ${products}.*, (row_number() over (order by ${order}))::int as walk_n from ${products}
      where ${and(eq(products.storeId, caller.storeId), eq(products.archived, body.archived), after)}
      order by ${order} limit ${budget}`,
  );
  const walkedColumns = { ...summaryColumns, hit: sql<boolean | null>`${where}`, walkN: sql<number>`walk_n` };
  const walked = await selectFlat(db, walkedColumns, (select) =>
    select
      .from(walk)
      .where(sql`${where} or walk_n = ${budget}`)
      .orderBy(...keysetOrder(sort))
      .limit(body.limit + 1),
  );
  const hits = walked.filter((row) => row.hit);
  if (hits.length > body.limit || !walked.some((row) => row.walkN === budget)) return hits;
  const matches = rowsAs(products, sql`select * from ${products} where ${and(where, after)} offset 0`);
  return db.transaction(async (tx) => {
    // A prefix search's row estimate is a fixed guess, often high enough for parallel workers,
    // which take longer to start than a few rare matches take to sort.
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return selectFlat(tx, summaryColumns, (select) =>
      select
        .from(matches)
        .orderBy(...keysetOrder(sort))
        .limit(body.limit + 1),
    );
  });
}
