import { and, eq, isNull } from 'drizzle-orm';
import { storeTimeZone } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import {
  type BookingEventRow,
  type BookingRow,
  bookingEvents,
  bookings,
  products,
  stores,
} from '../../db/schema/index.js';
import type { MailMessage, Mailer } from '../../platform/mail.js';
import { spokenTime } from './local-time.js';

/** The customer's mail of a new time or a cancellation, in plain text. */
export function appointmentChangeMail(
  store: { name: string; timeZone: string },
  service: string,
  booking: BookingRow,
  event: BookingEventRow,
): MailMessage {
  const when = (at: Date) => spokenTime(at, store.timeZone);
  const moved = event.action === 'reschedule' && event.fromStartsAt && event.toStartsAt;
  const body = moved
    ? [
        `Your ${service} appointment at ${store.name} has moved.`,
        '',
        `Was:  ${when(event.fromStartsAt as Date)}`,
        `Now:  ${when(event.toStartsAt as Date)}`,
        '',
        'If the new time does not suit you, reply to this email.',
      ]
    : [
        `Your ${service} appointment at ${store.name} on ${when(booking.startsAt)} has been cancelled.`,
        ...(event.detail ? ['', `Reason: ${event.detail}`] : []),
        '',
        'You are welcome to book another time in our shop.',
      ];
  const subject = moved
    ? `New time for your ${service} appointment at ${store.name}`
    : `Your ${service} appointment at ${store.name} is cancelled`;
  return { to: booking.email, subject, text: [`Hello ${booking.name},`, '', ...body].join('\n') };
}

/**
 * Mails the customer of one change once: the first delivery of its appointment_changed event
 * claims the timeline row's mailed mark, so an event delivered again sends nothing.
 */
export async function mailAppointmentChange(db: Db, mailer: Mailer, storeId: string, eventId: string) {
  const [event] = await db
    .update(bookingEvents)
    .set({ mailedAt: new Date() })
    .where(and(eq(bookingEvents.storeId, storeId), eq(bookingEvents.id, eventId), isNull(bookingEvents.mailedAt)))
    .returning();
  if (!event) return false;
  const [row] = await db
    .select({ booking: bookings, service: products.name, store: stores })
    .from(bookings)
    .innerJoin(products, eq(products.id, bookings.productId))
    .innerJoin(stores, eq(stores.id, bookings.storeId))
    .where(eq(bookings.id, event.bookingId));
  if (!row) return false;
  const timeZone = storeTimeZone(row.store.country, row.store.timezone);
  await mailer.send(appointmentChangeMail({ name: row.store.name, timeZone }, row.service, row.booking, event));
  return true;
}
