import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { carts } from '../../db/schema/index.js';
import { conflict, unprocessable } from '../../platform/errors.js';
import { type CartStore, type CouponViewer, judgeCartCode, pricedCart } from './cart.service.js';

/**
 * Keeps a coupon code on the cart when it applies to it now (422 on `coupon_code` saying why
 * not). A guest's own limits (one use each, first order) wait for the checkout's email.
 */
export async function applyCartCoupon(
  db: Db,
  store: CartStore,
  cartId: string | null,
  code: string,
  viewer: CouponViewer,
) {
  const priced = await pricedCart(db, store, cartId);
  if (!priced.cart || priced.view.lines.length === 0) throw conflict('coupon_code: Add something to your cart first.');
  const judged = await judgeCartCode(db, store, priced, code, viewer);
  if (judged.problem) throw unprocessable(`coupon_code: ${judged.problem}`);
  await db
    .update(carts)
    .set({ couponCode: code, updatedAt: viewer.now })
    .where(and(eq(carts.id, priced.cart.id), eq(carts.storeId, store.id)));
}

export async function removeCartCoupon(db: Db, storeId: string, cartId: string | null) {
  if (!cartId) return;
  await db
    .update(carts)
    .set({ couponCode: null })
    .where(and(eq(carts.id, cartId), eq(carts.storeId, storeId)));
}
