import { LIVE_ORDER_KEYWORD, type PushPayload, liveOrderNotice } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import type { Outbox } from '../../platform/outbox/dispatcher.js';
import { liveOrderAlertOf } from '../../platform/realtime/live-order-alert.js';
import { notificationOf } from '../notification-settings/notification-mail.js';
import { type PhonePushProvider, sendToPhones } from './phone-push.js';
import type { PushSender } from './push-sender.js';

/**
 * Each `live_order` event also goes by web push to the browsers of the store's users who hear
 * new orders, unless the store's notification settings turned the push off. The notification's tag is the order id, so a repeat (a retry after a crash
 * between sending and recording) replaces the shown one instead of adding a second.
 */
export function deliverLiveOrderPushes(
  outbox: Outbox,
  db: Db,
  sender: PushSender,
  phones?: { provider: PhonePushProvider; now: () => Date },
): void {
  const payloadOf = async (storeId: string, orderId: string, eventId: string) => {
    if (!(await notificationOf(db, storeId, 'new_order')).merchant_push) return null;
    const alert = await liveOrderAlertOf(db, storeId, orderId, eventId);
    if (!alert) return null;
    const notice = liveOrderNotice(alert);
    const payload: PushPayload = {
      title: notice.title,
      body: notice.body,
      data: { url: notice.url, keyword: LIVE_ORDER_KEYWORD, alert },
    };
    return { payload, orderId: alert.order_id };
  };
  outbox.onEvent('live_order', 'web-push', async (event) => {
    const push = await payloadOf(event.storeId, event.payload.order_id, event.id);
    if (push) await sender.sendToStore(event.storeId, event.id, push.payload, push.orderId);
  });
  // Phone apps' tokens (POST /others/ios_token) only when a phone push service is configured:
  // without one they are kept and nothing pretends to deliver them. Its own subscriber, so a
  // failure of one channel does not resend the other.
  if (!phones) return;
  outbox.onEvent('live_order', 'phone-push', async (event) => {
    const push = await payloadOf(event.storeId, event.payload.order_id, event.id);
    if (push) await sendToPhones(db, phones.provider, event.storeId, push.payload, push.orderId, phones.now());
  });
}
