import { and, eq, isNull } from 'drizzle-orm';
import { formatMoney, lineDetailsText } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { type OrderLineRow, type OrderRow, orderLines, orders, stores } from '../../db/schema/index.js';
import type { Mailer } from '../../platform/mail.js';
import { notificationOf, orderValues, templatedMail } from '../notification-settings/notification-mail.js';

/** An order's lines, totals, payment and address: what follows the template of its confirmation. */
export function orderSummaryText(order: OrderRow, lines: OrderLineRow[]): string {
  const money = (minor: number) => formatMoney(minor, order.currency);
  const rest = order.total - order.giftCardPaid;
  const byMethod =
    order.paymentMethod === 'gift_card'
      ? []
      : [order.paymentStatus === 'cod_due' ? `Pay ${money(rest)} on delivery.` : `Paid ${money(rest)} by card.`];
  const payment = [
    ...(order.giftCardPaid > 0 ? [`Paid ${money(order.giftCardPaid)} by gift card.`] : []),
    ...byMethod,
  ].join(' ');
  return [
    ...lines.flatMap((l) => [
      `${l.quantity} × ${l.name} (${l.sku})  ${money(l.subtotal)}`,
      ...[lineDetailsText(l), l.discountNote ?? ''].filter(Boolean).map((more) => `    ${more}`),
    ]),
    '',
    `Subtotal  ${money(order.subtotal)}`,
    ...(order.couponCode ? [`Coupon ${order.couponCode}: ${money(order.couponDiscount)} off`] : []),
    `Tax       ${money(order.tax)}`,
    `Delivery  ${money(order.shipping)}`,
    `Total     ${money(order.total)}`,
    '',
    payment,
    `Delivering to: ${[order.shippingAddress.line1, order.shippingAddress.line2, order.shippingAddress.city, order.shippingAddress.postal_code, order.shippingAddress.country].filter(Boolean).join(', ')}`,
    ...(order.customerNote ? ['', `Your note: ${order.customerNote}`] : []),
  ].join('\n');
}

/**
 * Sends an order's confirmation once, when the store mails customers of new orders: the first
 * delivery of its live_order event claims the order's mailed mark, so an event delivered again
 * sends nothing.
 */
export async function mailOrderConfirmation(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  storeId: string,
  orderId: string,
): Promise<boolean> {
  const choice = await notificationOf(db, storeId, 'new_order');
  if (!choice.customer_email) return false;
  const [claimed] = await db
    .update(orders)
    .set({ confirmationMailedAt: new Date() })
    .where(and(eq(orders.storeId, storeId), eq(orders.id, orderId), isNull(orders.confirmationMailedAt)))
    .returning();
  if (!claimed) return false;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
  if (!store) return false;
  const values = orderValues(publicUrl, store, claimed);
  await mailer.send(templatedMail(choice, values, claimed.email, orderSummaryText(claimed, lines)));
  return true;
}

/** Sends an order's shipped mail once, as the confirmation is sent (its shipped mark is claimed). */
export async function mailOrderShipped(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  storeId: string,
  orderId: string,
): Promise<boolean> {
  const choice = await notificationOf(db, storeId, 'order_shipped');
  if (!choice.customer_email) return false;
  const [claimed] = await db
    .update(orders)
    .set({ shippedMailedAt: new Date() })
    .where(and(eq(orders.storeId, storeId), eq(orders.id, orderId), isNull(orders.shippedMailedAt)))
    .returning();
  if (!claimed) return false;
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
  if (!store) return false;
  await mailer.send(templatedMail(choice, orderValues(publicUrl, store, claimed), claimed.email));
  return true;
}
