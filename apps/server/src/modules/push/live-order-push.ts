import { LIVE_ORDER_KEYWORD, type PushPayload, liveOrderNotice } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import type { Outbox } from '../../platform/outbox/dispatcher.js';
import { liveOrderAlertOf } from '../../platform/realtime/live-order-alert.js';
import { notificationOf } from '../notification-settings/notification-mail.js';
import type { PushSender } from './push-sender.js';

/**
 * Each `live_order` event also goes by web push to the browsers of the store's users who hear
 * new orders, unless the store's notification settings turned the push off. The notification's tag is the order id, so a repeat (a retry after a crash
 * between sending and recording) replaces the shown one instead of adding a second.
 */
export function deliverLiveOrderPushes(outbox: Outbox, db: Db, sender: PushSender): void {
  outbox.onEvent('live_order', 'web-push', async (event) => {
    if (!(await notificationOf(db, event.storeId, 'new_order')).merchant_push) return;
    const alert = await liveOrderAlertOf(db, event.storeId, event.payload.order_id, event.id);
    if (!alert) return;
    const notice = liveOrderNotice(alert);
    const payload: PushPayload = {
      title: notice.title,
      body: notice.body,
      data: { url: notice.url, keyword: LIVE_ORDER_KEYWORD, alert },
    };
    await sender.sendToStore(event.storeId, event.id, payload, alert.order_id);
  });
}
