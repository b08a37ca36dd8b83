import { and, eq, gt, gte, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import {
  BOOKING_HOLD_MINUTES,
  BOOKING_HOLDS_PER_EMAIL,
  type BookingInput,
  categorySlots,
  clashes,
} from '@stallfront/shared';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { bookingEvents, type BookingRow, bookings } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { badRequest, conflict, HttpError } from '../../platform/errors.js';
import { owned } from '../../platform/store-scope.js';
import { customerFor } from '../customers/guest.js';
import {
  bookedBetween,
  endOf,
  type ServiceCategory,
  serviceCategory,
  startProblem,
  startsOfDay,
} from './service-times.js';

export interface BookingStore {
  id: string;
  timeZone: string;
}

/**
 * The slots of a service on a day, each with whether it is still free: by its category's hours,
 * length and buffer (taken where any of the category's bookings overlaps), else the fixed hours.
 */
export async function slotsOfDay(
  db: Db,
  store: BookingStore,
  productId: string,
  day: string,
  now: Date,
  category: ServiceCategory | null = null,
) {
  if (category) {
    const starts = startsOfDay(category, day, store.timeZone);
    const first = starts[0];
    const last = starts.at(-1);
    if (!first || !last) return [];
    const booked = await bookedBetween(db, store.id, category, first, endOf(category, last), now);
    return categorySlots(day, store.timeZone, category, booked).filter((s) => s.startsAt.getTime() > now.getTime());
  }
  const slots = startsOfDay(null, day, store.timeZone).filter((s) => s.getTime() > now.getTime());
  if (slots.length === 0) return [];
  const last = slots.at(-1) as Date;
  const taken = await db
    .select({ startsAt: bookings.startsAt })
    .from(bookings)
    .where(
      owned(
        bookings,
        store.id,
        eq(bookings.productId, productId),
        // A done appointment keeps its slot; a cancelled one frees it (the slot index's rule),
        // and so does a hold whose confirmation did not come in time.
        sql`${bookings.status} <> 'cancelled'`,
        or(isNull(bookings.heldUntil), gt(bookings.heldUntil, now)),
        gte(bookings.startsAt, slots[0] as Date),
        lt(bookings.startsAt, new Date(last.getTime() + 1)),
      ),
    );
  const takenAt = new Set(taken.map((t) => t.startsAt.getTime()));
  return slots.map((startsAt) => ({ startsAt, free: !takenAt.has(startsAt.getTime()) }));
}

/** An unconfirmed shop booking's hold: until when it keeps the slot, and its link's token hash. */
export interface BookingHold {
  until: Date;
  tokenHash: string;
}

/**
 * Books a slot of a service; a slot someone else booked first answers 409. With a `hold`, the
 * booking waits for its mailed link, and an email may hold only BOOKING_HOLDS_PER_EMAIL at once.
 */
export async function bookSlot(
  db: Db,
  store: BookingStore,
  productId: string,
  input: BookingInput,
  signedIn: string | null,
  now: Date,
  hold: BookingHold | null = null,
): Promise<BookingRow> {
  const category = await serviceCategory(db, store.id, productId);
  const problem = startProblem(category, input.starts_at, store.timeZone, now);
  if (problem) throw badRequest(`starts_at: ${problem}`);
  const endsAt = endOf(category, input.starts_at);
  try {
    return await db.transaction(async (tx) => {
      await lapseHolds(tx, now, and(eq(bookings.productId, productId), eq(bookings.startsAt, input.starts_at)));
      if (category) await refuseClash(tx, store.id, category, input.starts_at, now);
      if (hold && (await liveHoldsOf(tx, store.id, input.email, now)) >= BOOKING_HOLDS_PER_EMAIL) {
        throw new HttpError(429, 'email: confirm the bookings we sent to this email first; then book more.');
      }
      const [row] = await tx
        .insert(bookings)
        .values({
          storeId: store.id,
          productId,
          startsAt: input.starts_at,
          endsAt,
          customerId: await customerFor(tx, store.id, signedIn, input),
          name: input.name,
          email: input.email,
          phone: input.phone,
          note: input.note,
          heldUntil: hold?.until ?? null,
          confirmTokenHash: hold?.tokenHash ?? null,
          createdAt: now,
        })
        .returning();
      return row as BookingRow;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'bookings_slot_key')) {
      throw conflict('starts_at: someone has just booked this time; choose another');
    }
    throw error;
  }
}

/** A category's appointment (with its buffer) may not overlap another of its services' bookings. */
export async function refuseClash(
  tx: Tx,
  storeId: string,
  category: ServiceCategory,
  start: Date,
  now: Date,
  exceptId?: string,
) {
  const booked = await bookedBetween(tx, storeId, category, start, endOf(category, start), now, exceptId);
  if (clashes(start, category, booked)) throw conflict('starts_at: someone has just booked this time; choose another');
}

async function liveHoldsOf(tx: Tx, storeId: string, email: string, now: Date): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      owned(bookings, storeId, eq(bookings.email, email), eq(bookings.status, 'booked'), gt(bookings.heldUntil, now)),
    );
  return row?.n ?? 0;
}

/** The store's booking a link's token names, while it is held and its hold has not lapsed. */
const stillHeld = (storeId: string, tokenHash: string, now: Date) =>
  owned(
    bookings,
    storeId,
    eq(bookings.confirmTokenHash, tokenHash),
    eq(bookings.status, 'booked'),
    gt(bookings.heldUntil, now),
  );

/** The held booking a mailed link names, confirmed; null when the link is unknown, used or lapsed. */
export async function confirmBooking(db: Db, storeId: string, tokenHash: string, now: Date) {
  const [row] = await db
    .update(bookings)
    .set({ heldUntil: null, confirmTokenHash: null, updatedAt: now })
    .where(stillHeld(storeId, tokenHash, now))
    .returning();
  return row ?? null;
}

/** A held booking by its link, still waiting; null otherwise. */
export async function heldBooking(db: Db, storeId: string, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(bookings)
    .where(stillHeld(storeId, tokenHash, now));
  return row ?? null;
}

export const LAPSED_HOLD_REASON = `Not confirmed within ${BOOKING_HOLD_MINUTES} minutes: the time went back on sale.`;

/**
 * Cancels the holds whose confirmation did not come in time (of one slot with `where`, else
 * every store's), each with the reason on its timeline, so the slots are free again.
 */
export async function lapseHolds(db: DbOrTx, now: Date, where?: SQL): Promise<number> {
  const lapsed = await db
    .update(bookings)
    .set({
      status: 'cancelled',
      cancelReason: LAPSED_HOLD_REASON,
      heldUntil: null,
      confirmTokenHash: null,
      version: sql`${bookings.version} + 1`,
      updatedAt: now,
    })
    .where(and(eq(bookings.status, 'booked'), lte(bookings.heldUntil, now), where))
    .returning({ id: bookings.id, storeId: bookings.storeId, startsAt: bookings.startsAt });
  if (lapsed.length === 0) return 0;
  await db.insert(bookingEvents).values(
    lapsed.map((b) => ({
      storeId: b.storeId,
      bookingId: b.id,
      action: 'cancel' as const,
      actorName: 'Stallfront',
      actorType: 'system',
      fromStartsAt: b.startsAt,
      detail: LAPSED_HOLD_REASON,
      createdAt: now,
    })),
  );
  return lapsed.length;
}
