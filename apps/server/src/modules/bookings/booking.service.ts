import { eq, gte, lt, sql } from 'drizzle-orm';
import { type BookingInput, DEFAULT_OPENING_HOURS, slotProblem, slotsOn } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { type BookingRow, bookings } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../platform/db-errors.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { owned } from '../../platform/store-scope.js';
import { customerFor } from '../customers/guest.js';

export interface BookingStore {
  id: string;
  timeZone: string;
}

/** The slots of a service on a day, each with whether it is still free. */
export async function slotsOfDay(db: Db, store: BookingStore, productId: string, day: string, now: Date) {
  const slots = slotsOn(day, store.timeZone).filter((s) => s.getTime() > now.getTime());
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
        // A done appointment keeps its slot; a cancelled one frees it (the slot index's rule).
        sql`${bookings.status} <> 'cancelled'`,
        gte(bookings.startsAt, slots[0] as Date),
        lt(bookings.startsAt, new Date(last.getTime() + 1)),
      ),
    );
  const takenAt = new Set(taken.map((t) => t.startsAt.getTime()));
  return slots.map((startsAt) => ({ startsAt, free: !takenAt.has(startsAt.getTime()) }));
}

/** Books a slot of a service; a slot someone else booked first answers 409. */
export async function bookSlot(
  db: Db,
  store: BookingStore,
  productId: string,
  input: BookingInput,
  signedIn: string | null,
  now: Date,
): Promise<BookingRow> {
  const problem = slotProblem(input.starts_at, store.timeZone, now);
  if (problem) throw badRequest(`starts_at: ${problem}`);
  const endsAt = new Date(input.starts_at.getTime() + DEFAULT_OPENING_HOURS.slotMinutes * 60_000);
  try {
    return await db.transaction(async (tx) => {
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
