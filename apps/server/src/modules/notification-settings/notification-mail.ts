import { and, eq } from 'drizzle-orm';
import { displayNumber, formatMoney, routeNamed } from '@stallfront/shared';
import {
  DEFAULT_NOTIFICATIONS,
  effectiveChoice,
  NOTIFICATION_SETTING,
  type NotificationChoice,
  type NotificationEvent,
  renderTemplate,
  type TemplateValues,
} from '@stallfront/shared/store';
import type { DbOrTx } from '../../db/client.js';
import { notificationMails, type OrderRow, type StoreRow } from '../../db/schema/index.js';
import type { MailMessage, Mailer } from '../../platform/mail.js';
import { readStoreSetting } from '../../platform/resource/store-setting.js';
import { shopBaseUrl } from '../shop/shop-url.js';

/** What the store chose for one event (its defaults until it saves), with the channels the event lacks off. */
export async function notificationOf(
  db: DbOrTx,
  storeId: string,
  event: NotificationEvent,
): Promise<NotificationChoice> {
  const saved = await readStoreSetting(db, storeId, NOTIFICATION_SETTING, DEFAULT_NOTIFICATIONS);
  return effectiveChoice(event, saved[event]);
}

/** An event's mail written from its template; `after` (an order's lines and totals) follows the body. */
export function templatedMail(choice: NotificationChoice, values: TemplateValues, to: string, after = ''): MailMessage {
  const body = renderTemplate(choice.body, values);
  return {
    to,
    subject: renderTemplate(choice.subject, values).replace(/\s+/g, ' ').trim(),
    text: after ? `${body}\n\n${after}` : body,
  };
}

/**
 * Sends one recipient's mail of an outbox event unless it was sent: a delivery of the event
 * again (at least once) sends nothing twice, short of a crash between sending and recording.
 */
export async function mailOnce(
  db: DbOrTx,
  mailer: Mailer,
  eventId: string,
  recipient: 'merchant' | 'customer',
  message: MailMessage,
): Promise<boolean> {
  const [sent] = await db
    .select({ at: notificationMails.sentAt })
    .from(notificationMails)
    .where(and(eq(notificationMails.eventId, eventId), eq(notificationMails.recipient, recipient)));
  if (sent) return false;
  await mailer.send(message);
  await db.insert(notificationMails).values({ eventId, recipient }).onConflictDoNothing();
  return true;
}

/** A console screen's address for the store's mail: `routeName`'s path with its `:id`. */
export function consoleLink(publicUrl: string, routeName: string, id = ''): string {
  return `${publicUrl.replace(/\/$/, '')}${routeNamed(routeName).path.replace(':id', id)}`;
}

/** An order's page in the shop: the link its shopper keeps (no sign-in needed). */
export function shopOrderLink(publicUrl: string, store: StoreRow, order: OrderRow): string {
  return `${shopBaseUrl(publicUrl, store)}/order/${order.id}/${order.idempotencyKey}`;
}

/** The placeholders an order fills. */
export function orderValues(publicUrl: string, store: StoreRow, order: OrderRow): TemplateValues {
  return {
    store_name: store.name,
    customer_name: order.name,
    order_number: displayNumber(order),
    order_total: formatMoney(order.total, order.currency),
    order_link: shopOrderLink(publicUrl, store, order),
    tracking_number: order.trackingNumber ?? '',
  };
}
