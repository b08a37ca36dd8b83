import type { ShopFeedbackInput } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { type ShopFeedbackRow, shopFeedback } from '../../db/schema/index.js';

/** Keeps what a shopper sent from the shop's feedback page; `signedIn` is their account, if any. */
export async function sendShopFeedback(
  db: Db,
  storeId: string,
  input: ShopFeedbackInput,
  signedIn: string | null,
  now: Date,
): Promise<ShopFeedbackRow> {
  const [row] = await db
    .insert(shopFeedback)
    .values({
      storeId,
      customerId: signedIn,
      name: input.name,
      email: input.email,
      rating: input.rating,
      message: input.message,
      orderNumber: input.order_number,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row as ShopFeedbackRow;
}
