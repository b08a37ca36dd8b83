import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { addDays, type DashboardRequests, type DayRange, previousPeriod } from '@stallfront/shared/dashboard';
import type { ShopBuyMode } from '@stallfront/shared/shop';
import type { Db } from '../../db/client.js';
import { bookings, enquiries, products, quotes } from '../../db/schema/index.js';

/**
 * Quotes, enquiries and bookings counted from their own tables by the store's days, through their
 * (store, created) indexes: a shop gets far fewer of them than orders (docs/decisions.md, "Requests").
 */
export interface RequestsStore {
  id: string;
  /** What its shop takes instead of (or as) a cart. */
  mode: ShopBuyMode;
  timeZone: string;
}

const count = (condition = sql`true`) => sql<number>`(count(*) filter (where ${condition}))::int`;

/** The instants the store's days `range` start and end at, as SQL (its midnights in its zone). */
function instants(range: DayRange, timeZone: string) {
  const start = (day: string) => sql`(${day}::date)::timestamp at time zone ${timeZone}`;
  return { from: start(range.from), to: start(addDays(range.to, 1)) };
}

async function quoteFigures(db: Db, storeId: string, range: DayRange, timeZone: string) {
  const { from, to } = instants(range, timeZone);
  const [row] = await db
    .select({
      received: count(),
      replied: count(sql`${quotes.repliedAt} is not null`),
      confirmed: count(sql`${quotes.confirmedAt} is not null`),
    })
    .from(quotes)
    .where(and(eq(quotes.storeId, storeId), gte(quotes.createdAt, from), lt(quotes.createdAt, to)));
  return row ?? { received: 0, replied: 0, confirmed: 0 };
}

async function enquiryFigures(db: Db, storeId: string, range: DayRange, timeZone: string) {
  const { from, to } = instants(range, timeZone);
  const [row] = await db
    .select({
      received: count(),
      contacted: count(sql`${enquiries.status} <> 'new'`),
      closed: count(sql`${enquiries.status} = 'closed'`),
    })
    .from(enquiries)
    .where(and(eq(enquiries.storeId, storeId), gte(enquiries.createdAt, from), lt(enquiries.createdAt, to)));
  return row ?? { received: 0, contacted: 0, closed: 0 };
}

/** Bookings by when they were made; one whose hold lapsed unconfirmed was never a booking. */
async function bookingFigures(db: Db, storeId: string, range: DayRange, timeZone: string) {
  const { from, to } = instants(range, timeZone);
  const [row] = await db
    .select({
      booked: count(sql`${bookings.status} <> 'cancelled'`),
      done: count(sql`${bookings.status} = 'done'`),
      cancelled: count(sql`${bookings.status} = 'cancelled' and ${bookings.heldUntil} is null`),
    })
    .from(bookings)
    .where(and(eq(bookings.storeId, storeId), gte(bookings.createdAt, from), lt(bookings.createdAt, to)));
  return row ?? { booked: 0, done: 0, cancelled: 0 };
}

async function countOf(query: Promise<{ n: number }[]>): Promise<number> {
  return (await query)[0]?.n ?? 0;
}

/** What the shop asked of the store in `range` and the range before, by what it takes. */
export async function readRequests(
  db: Db,
  store: RequestsStore,
  range: DayRange,
  today: string,
  now: Date,
): Promise<DashboardRequests> {
  const previous = previousPeriod(range);
  const { id, mode, timeZone } = store;
  if (mode === 'quote') {
    const waiting = db
      .select({ n: count() })
      .from(quotes)
      .where(and(eq(quotes.storeId, id), eq(quotes.status, 'live')));
    const [period, before, n] = await Promise.all([
      quoteFigures(db, id, range, timeZone),
      quoteFigures(db, id, previous, timeZone),
      countOf(waiting),
    ]);
    return { kind: 'quote', period, previous: before, waiting: n };
  }
  if (mode === 'enquiry') {
    const waiting = db
      .select({ n: count() })
      .from(enquiries)
      .where(and(eq(enquiries.storeId, id), eq(enquiries.status, 'new')));
    const listings = db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.storeId, id), eq(products.archived, false), eq(products.status, 'active')));
    const [period, before, n, shown] = await Promise.all([
      enquiryFigures(db, id, range, timeZone),
      enquiryFigures(db, id, previous, timeZone),
      countOf(waiting),
      countOf(listings),
    ]);
    return { kind: 'enquiry', period, previous: before, waiting: n, listings: shown };
  }
  if (mode === 'booking') {
    const ahead = instants({ from: today, to: addDays(today, 7) }, timeZone);
    const upcoming = db
      .select({ n: count() })
      .from(bookings)
      .where(
        and(
          eq(bookings.storeId, id),
          eq(bookings.status, 'booked'),
          gte(bookings.startsAt, now),
          lt(bookings.startsAt, ahead.to),
        ),
      );
    const [period, before, n] = await Promise.all([
      bookingFigures(db, id, range, timeZone),
      bookingFigures(db, id, previous, timeZone),
      countOf(upcoming),
    ]);
    return { kind: 'booking', period, previous: before, upcoming: n };
  }
  return { kind: 'cart' };
}
