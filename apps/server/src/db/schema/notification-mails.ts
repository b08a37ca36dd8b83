import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { outboxEvents } from './outbox.js';

/**
 * The notification mails an outbox event has sent, one row per recipient (merchant, customer):
 * a delivery of the event again sends only what is not here.
 */
export const notificationMails = pgTable(
  'notification_mails',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => outboxEvents.id, { onDelete: 'cascade' }),
    recipient: text('recipient', { enum: ['merchant', 'customer'] }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.recipient] })],
);
