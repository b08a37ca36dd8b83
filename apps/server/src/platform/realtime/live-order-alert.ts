import { and, eq } from 'drizzle-orm';
import { displayNumber, type LiveOrderAlert } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import type { Outbox } from '../outbox/dispatcher.js';
import type { Realtime } from './realtime.js';

/** What the console's popup shows of an order. */
export async function liveOrderAlertOf(db: Db, storeId: string, orderId: string, eventId: string) {
  const [order] = await db
    .select({
      number: orders.number,
      reference: orders.reference,
      total: orders.total,
      currency: orders.currency,
      name: orders.name,
    })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), eq(orders.id, orderId)));
  if (!order) return null;
  const alert: LiveOrderAlert = {
    event_id: eventId,
    order_id: orderId,
    number: order.number,
    display_number: displayNumber(order),
    total: order.total,
    currency: order.currency,
    customer_name: order.name,
  };
  return alert;
}

/**
 * Each `live_order` event goes to the store's sockets that hear order alerts. Delivery is at
 * least once (a crash between the send and the outbox's mark sends again): the console ignores
 * an order id it has already shown.
 */
export function deliverLiveOrderAlerts(outbox: Outbox, db: Db, realtime: Realtime): void {
  outbox.onEvent('live_order', 'console-popup', async (event) => {
    const alert = await liveOrderAlertOf(db, event.storeId, event.payload.order_id, event.id);
    if (alert) realtime.alertLiveOrder(event.storeId, alert);
  });
}
