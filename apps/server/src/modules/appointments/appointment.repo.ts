import { and, asc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  APPOINTMENT_CALENDAR_MAX,
  type AppointmentDetail,
  type AppointmentEvent,
  type AppointmentFilters,
  type AppointmentRow,
  allowedAppointmentActions,
  type appointmentCalendarQuery,
  type appointmentListBody,
  calendarDays,
  DEFAULT_OPENING_HOURS,
  dayIn,
} from '@stallfront/shared';
import type { Db, Tx } from '../../db/client.js';
import { type BookingEventRow, bookingEvents, bookings, products } from '../../db/schema/index.js';
import { cappedCount } from '../../platform/list/count.js';
import { containing } from '../../platform/list/contact-search.js';
import { dateCursor, type KeysetSort, keysetAfter, keysetOrder, keysetPage } from '../../platform/list/keyset.js';
import { foundOr404, owned } from '../../platform/store-scope.js';
import type { AppointmentCaller } from './caller.js';
import { timeIn } from './local-time.js';

type ListBody = z.output<typeof appointmentListBody>;

/** A day of the store's calendar at its start, as an instant. */
const dayStart = (day: string, timeZone: string) => sql`((${day}::date)::timestamp at time zone ${timeZone})`;

/** The search: the text anywhere in the customer's name or email, or the service's name. */
function searchMatch(search: string | undefined): SQL | undefined {
  const typed = search?.trim();
  if (!typed) return undefined;
  const pattern = containing(typed);
  return or(
    ilike(bookings.name, pattern),
    ilike(bookings.email, pattern),
    // Spelled out: the list joins products too, and the count does not.
    sql`exists (select 1 from products s where s.id = "bookings"."product_id" and s.name ilike ${pattern})`,
  );
}

/** Every filter as SQL, shared by the list, its count and the calendar; from and to are store days, inclusive. */
function appointmentConditions(caller: AppointmentCaller, filters: AppointmentFilters): SQL {
  return owned(
    bookings,
    caller.storeId,
    filters.status ? eq(bookings.status, filters.status) : undefined,
    filters.from ? sql`${bookings.startsAt} >= ${dayStart(filters.from, caller.timeZone)}` : undefined,
    filters.to ? sql`${bookings.startsAt} < ${dayStart(filters.to, caller.timeZone)} + interval '1 day'` : undefined,
    searchMatch(filters.search),
  );
}

const columns = { booking: bookings, serviceName: products.name };
const selectRows = (db: Db | Tx, where: SQL) =>
  db.select(columns).from(bookings).innerJoin(products, eq(products.id, bookings.productId)).where(where);
type Joined = { booking: typeof bookings.$inferSelect; serviceName: string };

function toRow({ booking: b, serviceName }: Joined, timeZone: string): AppointmentRow {
  return {
    _id: b.id,
    service_id: b.productId,
    service_name: serviceName,
    status: b.status,
    starts_at: b.startsAt.toISOString(),
    ends_at: b.endsAt.toISOString(),
    day: dayIn(b.startsAt, timeZone),
    time: timeIn(b.startsAt, timeZone),
    end_time: timeIn(b.endsAt, timeZone),
    name: b.name,
    email: b.email,
    phone: b.phone,
    note: b.note,
    cancel_reason: b.cancelReason,
    version: b.version,
    created_on: b.createdAt.toISOString(),
  };
}

function sortOf(body: Pick<ListBody, 'sort' | 'direction'>): KeysetSort {
  const column = body.sort === 'booked' ? bookings.createdAt : bookings.startsAt;
  const key = body.sort === 'booked' ? 'createdAt' : 'startsAt';
  return {
    id: bookings.id,
    direction: body.direction,
    column,
    valueOf: (r) => dateCursor.valueOf((r.booking as Record<string, Date>)[key] as Date),
    parse: dateCursor.parse,
  };
}

export async function listAppointments(db: Db, caller: AppointmentCaller, body: ListBody) {
  const sort = sortOf(body);
  const rows = await selectRows(db, and(appointmentConditions(caller, body), keysetAfter(sort, body.cursor)) as SQL)
    .orderBy(...keysetOrder(sort))
    .limit(body.limit + 1);
  const page = keysetPage(
    rows.map((r) => ({ ...r, id: r.booking.id })),
    body.limit,
    sort,
  );
  return { list: page.list.map((r) => toRow(r, caller.timeZone)), next_cursor: page.next_cursor };
}

export const countAppointments = (db: Db, caller: AppointmentCaller, filters: AppointmentFilters) =>
  cappedCount(db, bookings, appointmentConditions(caller, filters));

/** A day or a week of the calendar, in time order, with the hours it lays them out on. */
export async function appointmentCalendar(
  db: Db,
  caller: AppointmentCaller,
  query: z.output<typeof appointmentCalendarQuery>,
  now: Date,
) {
  const today = dayIn(now, caller.timeZone);
  const days = calendarDays(query.day ?? today, query.view);
  const where = appointmentConditions(caller, { ...query, from: days[0], to: days.at(-1) });
  const rows = await selectRows(db, where)
    .orderBy(asc(bookings.startsAt), asc(bookings.id))
    .limit(APPOINTMENT_CALENDAR_MAX + 1);
  const hours = DEFAULT_OPENING_HOURS;
  return {
    days,
    today,
    time_zone: caller.timeZone,
    hours: { days: hours.days, opens: hours.opens, closes: hours.closes, slot_minutes: hours.slotMinutes },
    appointments: rows.slice(0, APPOINTMENT_CALENDAR_MAX).map((r) => toRow(r, caller.timeZone)),
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
  const joined = foundOr404(await selectRows(db, owned(bookings, caller.storeId, eq(bookings.id, id))), 'appointment');
  const events = await db
    .select()
    .from(bookingEvents)
    .where(owned(bookingEvents, caller.storeId, eq(bookingEvents.bookingId, id)))
    .orderBy(asc(bookingEvents.createdAt), asc(bookingEvents.id));
  const b = joined.booking;
  const booked: AppointmentEvent = {
    _id: b.id,
    action: 'booked',
    by: `${b.name} <${b.email}>`,
    at: b.createdAt.toISOString(),
    from_starts_at: null,
    to_starts_at: null,
    detail: b.note,
  };
  return {
    ...toRow(joined, caller.timeZone),
    time_zone: caller.timeZone,
    timeline: [booked, ...events.map(toEvent)],
    allowed_actions: allowedAppointmentActions(b.status),
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
