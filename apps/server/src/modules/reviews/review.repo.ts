import { eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Review, reviewCountQuery } from '@stallfront/shared';
import { productReviews, products } from '../../db/schema/index.js';
import { containing } from '../../platform/list/contact-search.js';
import { listResource } from '../../platform/list/list-resource.js';
import { owned } from '../../platform/store-scope.js';

type CountQuery = z.output<typeof reviewCountQuery>;

/** The store's product reviews with their product's name, newest or by rating. */
export const reviewList = listResource({
  table: productReviews,
  columns: {
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
  },
  joins: (query) => query.innerJoin(products, eq(products.id, productReviews.productId)),
  where: (storeId: string, filters: CountQuery) => {
    const pattern = filters.search ? containing(filters.search) : null;
    return owned(
      productReviews,
      storeId,
      filters.status ? eq(productReviews.status, filters.status) : undefined,
      filters.rating ? eq(productReviews.rating, filters.rating) : undefined,
      filters.product_id ? eq(productReviews.productId, filters.product_id) : undefined,
      pattern
        ? or(
            ilike(productReviews.customerName, pattern),
            ilike(productReviews.title, pattern),
            ilike(productReviews.body, pattern),
          )
        : undefined,
    );
  },
  sorts: { created: productReviews.createdAt, rating: productReviews.rating },
  toItem: (row): Review => ({
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
  }),
});
