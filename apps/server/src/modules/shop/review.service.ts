import type { ShopReviewForm } from '@stallfront/shared/shop';
import type { Db } from '../../db/client.js';
import { productReviews } from '../../db/schema/index.js';
import { recordEvent } from '../../platform/outbox/record-event.js';

/** A shopper's review, kept pending: it shows in the shop once the store approves it in the console. */
export async function createShopReview(db: Db, storeId: string, productId: string, form: ShopReviewForm) {
  await db.transaction(async (tx) => {
    const [review] = await tx
      .insert(productReviews)
      .values({
        storeId,
        productId,
        customerName: form.customer_name,
        rating: form.rating,
        title: form.title,
        body: form.body,
        status: 'pending',
      })
      .returning({ id: productReviews.id });
    if (review) await recordEvent(tx, { storeId, type: 'review_received', payload: { review_id: review.id } });
  });
}
