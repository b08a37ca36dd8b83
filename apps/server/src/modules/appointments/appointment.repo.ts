import { asc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  APPOINTMENT_CALENDAR_MAX,
  type AppointmentDetail,
  type AppointmentEvent,
  type AppointmentFilters,
  type AppointmentRow,
  allowedAppointmentActions,
  type appointmentCalendarQuery,
  calendarDays,
  calendarHours,
  dayIn,
} from '@stallfront/shared';
import type { Db, Tx } from '../../db/client.js';
import { type BookingEventRow, bookingEvents, bookings, products } from '../../db/schema/index.js';
import { containing } from '../../platform/list/contact-search.js';
import { listResource } from '../../platform/list/list-resource.js';
import { foundOr404, owned } from '../../platform/store-scope.js';
import { storeCategoryTimes } from '../bookings/service-times.js';
import type { AppointmentCaller } from './caller.js';
import { timeIn } from './local-time.js';

/** A day of the store's calendar at its start, as an instant. */
const dayStart = (day: string, timeZone: string) => sql`((${day}::date)::timestamp at time zone ${timeZone})`;

/** The search: the text anywhere in the customer's name or email, or the service's name. */
function searchMatch(search: string | undefined): SQL | undefined {
  const typed = search?.trim();
  if (!typed) return undefined;
  const pattern = containing(typed);
  return or(ilike(bookings.name, pattern), ilike(bookings.email, pattern), ilike(products.name, pattern));
}

/** The store's appointments with their service, by start time or by when they were booked. */
export const appointmentList = listResource({
  table: bookings,
  columns: { booking: bookings, serviceName: products.name },
  joins: (query) => query.innerJoin(products, eq(products.id, bookings.productId)),
  // From and to are store days, inclusive.
  where: (caller: AppointmentCaller, filters: AppointmentFilters) =>
    owned(
      bookings,
      caller.storeId,
      filters.status ? eq(bookings.status, filters.status) : undefined,
      filters.from ? sql`${bookings.startsAt} >= ${dayStart(filters.from, caller.timeZone)}` : undefined,
      filters.to ? sql`${bookings.startsAt} < ${dayStart(filters.to, caller.timeZone)} + interval '1 day'` : undefined,
      searchMatch(filters.search),
    ),
  sorts: { starts: bookings.startsAt, booked: bookings.createdAt },
  toItem: ({ booking: b, serviceName }, caller): AppointmentRow => ({
    _id: b.id,
    service_id: b.productId,
    service_name: serviceName,
    status: b.status,
    starts_at: b.startsAt.toISOString(),
    ends_at: b.endsAt.toISOString(),
    day: dayIn(b.startsAt, caller.timeZone),
    time: timeIn(b.startsAt, caller.timeZone),
    end_time: timeIn(b.endsAt, caller.timeZone),
    name: b.name,
    email: b.email,
    phone: b.phone,
    note: b.note,
    cancel_reason: b.cancelReason,
    held_until: b.heldUntil?.toISOString() ?? null,
    version: b.version,
    created_on: b.createdAt.toISOString(),
  }),
});

/** A day or a week of the calendar, in time order, with the hours it lays them out on. */
export async function appointmentCalendar(
  db: Db,
  caller: AppointmentCaller,
  query: z.output<typeof appointmentCalendarQuery>,
  now: Date,
) {
  const today = dayIn(now, caller.timeZone);
  const days = calendarDays(query.day ?? today, query.view);
  const where = appointmentList.where(caller, { ...query, from: days[0], to: days.at(-1) });
  const rows = await appointmentList.find(db, caller, where, {
    sort: 'starts',
    direction: 'asc',
    limit: APPOINTMENT_CALENDAR_MAX + 1,
  });
  const hours = calendarHours(await storeCategoryTimes(db, caller.storeId));
  return {
    days,
    today,
    time_zone: caller.timeZone,
    hours: { days: hours.days, opens: hours.opens, closes: hours.closes, slot_minutes: hours.slotMinutes },
    appointments: rows.slice(0, APPOINTMENT_CALENDAR_MAX),
    truncated: rows.length > APPOINTMENT_CALENDAR_MAX,
  };
}

/** The appointment if it is the caller's store's, else a 404; locked for the rest of the transaction when asked. */
export async function ownAppointment(db: Db | Tx, caller: AppointmentCaller, id: string, lock = false) {
  const query = db
    .select()
    .from(bookings)
    .where(owned(bookings, caller.storeId, eq(bookings.id, id)));
  return foundOr404(lock ? await query.for('update') : await query, 'appointment');
}

const toEvent = (row: BookingEventRow): AppointmentEvent => ({
  _id: row.id,
  action: row.action,
  by: row.actorName,
  at: row.createdAt.toISOString(),
  from_starts_at: row.fromStartsAt?.toISOString() ?? null,
  to_starts_at: row.toStartsAt?.toISOString() ?? null,
  detail: row.detail,
});

/** One appointment with its timeline; the booking itself is the timeline's first entry. */
export async function readAppointment(db: Db | Tx, caller: AppointmentCaller, id: string): Promise<AppointmentDetail> {
  const appointment = foundOr404(
    await appointmentList.find(db, caller, owned(bookings, caller.storeId, eq(bookings.id, id))),
    'appointment',
  );
  const events = await db
    .select()
    .from(bookingEvents)
    .where(owned(bookingEvents, caller.storeId, eq(bookingEvents.bookingId, id)))
    .orderBy(asc(bookingEvents.createdAt), asc(bookingEvents.id));
  const booked: AppointmentEvent = {
    _id: appointment._id,
    action: 'booked',
    by: `${appointment.name} <${appointment.email}>`,
    at: appointment.created_on,
    from_starts_at: null,
    to_starts_at: null,
    detail: appointment.note,
  };
  return {
    ...appointment,
    time_zone: caller.timeZone,
    timeline: [booked, ...events.map(toEvent)],
    allowed_actions: allowedAppointmentActions(appointment.status),
  };
}

/** The starts of the service's appointments on a day that hold their slot (all but cancelled). */
export async function takenStarts(
  db: Db | Tx,
  storeId: string,
  productId: string,
  from: Date,
  until: Date,
): Promise<Set<number>> {
  const rows = await db
    .select({ startsAt: bookings.startsAt })
    .from(bookings)
    .where(
      owned(
        bookings,
        storeId,
        eq(bookings.productId, productId),
        sql`${bookings.status} <> 'cancelled'`,
        gte(bookings.startsAt, from),
        lt(bookings.startsAt, until),
      ),
    );
  return new Set(rows.map((r) => r.startsAt.getTime()));
}
