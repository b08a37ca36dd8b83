import { and, eq, isNull } from 'drizzle-orm';
import { formatMoney, lineDetailsText } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { type OrderLineRow, type OrderRow, orderLines, orders, stores } from '../../db/schema/index.js';
import type { MailMessage, Mailer } from '../../platform/mail.js';

/** The shopper's confirmation of a live order, in plain text. */
export function orderConfirmationMail(storeName: string, order: OrderRow, lines: OrderLineRow[]): MailMessage {
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
  const text = [
    `Hello ${order.name},`,
    '',
    `Thank you for your order #${order.number} at ${storeName}.`,
    '',
    ...lines.flatMap((l) => [
      `${l.quantity} × ${l.name} (${l.sku})  ${money(l.subtotal)}`,
      ...[lineDetailsText(l), l.discountNote ?? ''].filter(Boolean).map((more) => `    ${more}`),
    ]),
    '',
    `Subtotal  ${money(order.subtotal)}`,
    `Tax       ${money(order.tax)}`,
    `Delivery  ${money(order.shipping)}`,
    `Total     ${money(order.total)}`,
    '',
    payment,
    `Delivering to: ${[order.shippingAddress.line1, order.shippingAddress.line2, order.shippingAddress.city, order.shippingAddress.postal_code, order.shippingAddress.country].filter(Boolean).join(', ')}`,
  ].join('\n');
  return { to: order.email, subject: `Your order #${order.number} at ${storeName}`, text };
}

/**
 * Sends an order's confirmation once: the first delivery of its live_order event claims the
 * order's mailed mark, so an event delivered again sends nothing.
 */
export async function mailOrderConfirmation(
  db: Db,
  mailer: Mailer,
  storeId: string,
  orderId: string,
): Promise<boolean> {
  const [claimed] = await db
    .update(orders)
    .set({ confirmationMailedAt: new Date() })
    .where(and(eq(orders.storeId, storeId), eq(orders.id, orderId), isNull(orders.confirmationMailedAt)))
    .returning();
  if (!claimed) return false;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  const [store] = await db.select({ name: stores.name }).from(stores).where(eq(stores.id, storeId));
  await mailer.send(orderConfirmationMail(store?.name ?? 'our shop', claimed, lines));
  return true;
}
