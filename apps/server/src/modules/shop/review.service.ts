import type { ShopReviewForm } from '@stallfront/shared/shop';
import type { Db } from '../../db/client.js';
import { productReviews } from '../../db/schema/index.js';

/** A shopper's review, kept pending: it shows in the shop once the store approves it in the console. */
export async function createShopReview(db: Db, storeId: string, productId: string, form: ShopReviewForm) {
  await db.insert(productReviews).values({
    storeId,
    productId,
    customerName: form.customer_name,
    rating: form.rating,
    title: form.title,
    body: form.body,
    status: 'pending',
  });
}
