import { and, eq, gt, lt } from 'drizzle-orm';
import { UNPAID_ORDER_HOLD_MINUTES } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { carts, orderEvents, orderLines, orders, payments } from '../../db/schema/index.js';
import { returnGiftCardPayments } from '../gift-cards/redeem.js';
import { returnCouponUse } from '../coupons/cart-coupon.js';
import { returnStock } from './stock.repo.js';
import { refreshCustomerStats } from '../customers/customer-stats.js';

/** What the order says once released, in the console and on its page. */
export const UNPAID_RELEASE_REASON = `Not paid within ${UNPAID_ORDER_HOLD_MINUTES} minutes: its items went back on sale.`;
/** A try being charged now is left to finish; one older than this never came back (the process stopped). */
const CHARGE_GRACE_MS = 10 * 60_000;
const BATCH = 200;

/**
 * Cancels the orders written at checkout and still unpaid after UNPAID_ORDER_HOLD_MINUTES
 * (a declined card not tried again, or a crash between the write and the charge): their stock
 * goes back on sale, a gift card's part back to the card, the cart back to the shopper, and
 * the order says why. Answers how many it released.
 */
export async function releaseUnpaidOrders(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - UNPAID_ORDER_HOLD_MINUTES * 60_000);
  const due = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'inactive'), lt(orders.createdAt, cutoff)))
    .limit(BATCH);
  let released = 0;
  for (const { id } of due) if (await releaseOne(db, id, now)) released++;
  return released;
}

async function releaseOne(db: Db, orderId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.status, 'inactive')))
      .for('update');
    if (!order) return false;
    const charging = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.orderId, order.id),
          eq(payments.status, 'pending'),
          gt(payments.createdAt, new Date(now.getTime() - CHARGE_GRACE_MS)),
        ),
      );
    if (charging.length) return false;
    // The test gateway answers at once; with a real provider this would ask it for the try's outcome.
    await tx
      .update(payments)
      .set({ status: 'failed', message: 'No answer came back from the payment provider.' })
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending')));
    const lines = await tx
      .select({ sku: orderLines.sku, quantity: orderLines.quantity })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id));
    await returnStock(tx, order.storeId, lines);
    await returnGiftCardPayments(tx, order);
    await returnCouponUse(tx, order.id);
    if (order.cartId) await tx.update(carts).set({ orderedAt: null }).where(eq(carts.id, order.cartId));
    await tx
      .update(orders)
      .set({
        status: 'cancelled',
        paymentStatus: 'failed',
        giftCardPaid: 0,
        cancelReason: UNPAID_RELEASE_REASON,
        version: order.version + 1,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id));
    await tx.insert(orderEvents).values({
      storeId: order.storeId,
      orderId: order.id,
      action: 'cancel',
      actorName: 'Stallfront',
      actorType: 'system',
      fromStatus: order.status,
      fromStage: order.stage,
      toStatus: 'cancelled',
      toStage: order.stage,
      detail: UNPAID_RELEASE_REASON,
      createdAt: now,
    });
    await refreshCustomerStats(tx, [order.customerId]);
    return true;
  });
}
