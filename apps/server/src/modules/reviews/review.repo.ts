import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Review, reviewCountQuery, reviewListBody } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { productReviews, products, type ReviewRow } from '../../db/schema/index.js';
import { dateCursor, type KeysetSort, keysetAfter, keysetOrder, keysetPage } from '../../platform/list/keyset.js';
import { owned } from '../../platform/store-scope.js';
import { cappedCount } from '../../platform/list/count.js';
import { containing } from '../../platform/list/contact-search.js';

type ListBody = z.output<typeof reviewListBody>;
type CountQuery = z.output<typeof reviewCountQuery>;

function reviewConditions(storeId: string, body: CountQuery): SQL {
  const pattern = body.search ? containing(body.search) : null;
  return owned(
    productReviews,
    storeId,
    body.status ? eq(productReviews.status, body.status) : undefined,
    body.rating ? eq(productReviews.rating, body.rating) : undefined,
    body.product_id ? eq(productReviews.productId, body.product_id) : undefined,
    pattern
      ? or(
          ilike(productReviews.customerName, pattern),
          ilike(productReviews.title, pattern),
          ilike(productReviews.body, pattern),
        )
      : undefined,
  );
}

function reviewSort(body: ListBody): KeysetSort {
  const base = { id: productReviews.id, direction: body.direction };
  if (body.sort === 'rating') return { ...base, column: productReviews.rating, valueOf: (r) => Number(r.rating) };
  return {
    ...base,
    column: productReviews.createdAt,
    valueOf: (r) => dateCursor.valueOf(r.createdAt),
    parse: dateCursor.parse,
  };
}

const columns = {
  id: productReviews.id,
  productId: productReviews.productId,
  productName: products.name,
  customerName: productReviews.customerName,
  rating: productReviews.rating,
  title: productReviews.title,
  body: productReviews.body,
  status: productReviews.status,
  reply: productReviews.reply,
  repliedAt: productReviews.repliedAt,
  createdAt: productReviews.createdAt,
};

type ReviewListRow = Omit<ReviewRow, 'storeId'> & { productName: string };

const toReview = (row: ReviewListRow): Review => ({
  _id: row.id,
  product_id: row.productId,
  product_name: row.productName,
  customer_name: row.customerName,
  rating: row.rating,
  title: row.title,
  body: row.body,
  status: row.status,
  reply: row.reply,
  replied_on: row.repliedAt?.toISOString() ?? null,
  created_on: row.createdAt.toISOString(),
});

/** The store's reviews matching the list's search and filters, counted up to LIST_COUNT_CAP. */
export const countReviews = (db: Db, storeId: string, query: CountQuery) =>
  cappedCount(db, productReviews, reviewConditions(storeId, query));

/** One keyset page of the store's reviews with their product's name. */
export async function listReviews(db: Db, storeId: string, body: ListBody) {
  const sort = reviewSort(body);
  const rows = await db
    .select(columns)
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .where(and(reviewConditions(storeId, body), keysetAfter(sort, body.cursor)))
    .orderBy(...keysetOrder(sort))
    .limit(body.limit + 1);
  const page = keysetPage(rows, body.limit, sort);
  return { list: page.list.map(toReview), next_cursor: page.next_cursor };
}
