import { and, eq, isNull } from 'drizzle-orm';
import { formatMoney, lineDetailsText } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { type OrderLineRow, type OrderRow, orderLines, orders, stores } from '../../db/schema/index.js';
import type { MailMessage, Mailer } from '../../platform/mail.js';
import { shopBaseUrl } from '../shop/shop-url.js';

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
    ...(order.couponCode ? [`Coupon ${order.couponCode}: ${money(order.couponDiscount)} off`] : []),
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

/** The shopper's word that the order left, with the carrier's tracking number and the order's page. */
export function orderShippedMail(storeName: string, order: OrderRow, orderUrl: string): MailMessage {
  const text = [
    `Hello ${order.name},`,
    '',
    `Your order #${order.number} from ${storeName} is on its way.`,
    '',
    `Tracking number: ${order.trackingNumber ?? ''}`,
    '',
    `Your order: ${orderUrl}`,
  ].join('\n');
  return { to: order.email, subject: `Your order #${order.number} from ${storeName} has shipped`, text };
}

/** Sends an order's shipped mail once, as the confirmation is sent (its shipped mark is claimed). */
export async function mailOrderShipped(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  storeId: string,
  orderId: string,
): Promise<boolean> {
  const [claimed] = await db
    .update(orders)
    .set({ shippedMailedAt: new Date() })
    .where(and(eq(orders.storeId, storeId), eq(orders.id, orderId), isNull(orders.shippedMailedAt)))
    .returning();
  if (!claimed) return false;
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
  if (!store) return false;
  const orderUrl = `${shopBaseUrl(publicUrl, store)}/order/${claimed.id}/${claimed.idempotencyKey}`;
  await mailer.send(orderShippedMail(store.name, claimed, orderUrl));
  return true;
}
