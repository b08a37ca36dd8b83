import { asc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import {
  type BookedTime,
  type CategoryTimes,
  categorySlotProblem,
  categoryStarts,
  DEFAULT_OPENING_HOURS,
  slotProblem,
  slotsOn,
} from '@stallfront/shared';
import type { DbOrTx } from '../../db/client.js';
import { appointmentCategories, appointmentCategoryProducts, bookings } from '../../db/schema/index.js';
import { owned } from '../../platform/store-scope.js';

/** A service's appointment category, with every service it books (they share its hours and chair) and its price (0: the service's own). */
export type ServiceCategory = CategoryTimes & { productIds: string[]; price: number };

/** The category a service (product) is booked by; the oldest when it has several, null when none. */
export async function serviceCategory(db: DbOrTx, storeId: string, productId: string): Promise<ServiceCategory | null> {
  const [category] = await db
    .select({
      id: appointmentCategories.id,
      duration_minutes: appointmentCategories.durationMinutes,
      buffer_minutes: appointmentCategories.bufferMinutes,
      hours: appointmentCategories.hours,
      price: appointmentCategories.price,
    })
    .from(appointmentCategories)
    .innerJoin(appointmentCategoryProducts, eq(appointmentCategoryProducts.thingId, appointmentCategories.id))
    .where(owned(appointmentCategories, storeId, eq(appointmentCategoryProducts.targetId, productId)))
    .orderBy(asc(appointmentCategories.createdAt))
    .limit(1);
  if (!category) return null;
  const links = await db
    .select({ id: appointmentCategoryProducts.targetId })
    .from(appointmentCategoryProducts)
    .where(eq(appointmentCategoryProducts.thingId, category.id));
  return { ...category, productIds: links.map((l) => l.id) };
}

/** Every category of the store, for the calendar's hours. */
export function storeCategoryTimes(db: DbOrTx, storeId: string): Promise<CategoryTimes[]> {
  return db
    .select({
      duration_minutes: appointmentCategories.durationMinutes,
      buffer_minutes: appointmentCategories.bufferMinutes,
      hours: appointmentCategories.hours,
    })
    .from(appointmentCategories)
    .where(owned(appointmentCategories, storeId));
}

/** The starts a service offers on a day: its category's, else the fixed hours. */
export const startsOfDay = (category: ServiceCategory | null, day: string, timeZone: string) =>
  category ? categoryStarts(day, timeZone, category) : slotsOn(day, timeZone);

/** Why a service cannot be booked at a start, by its category's hours or the fixed ones; null when it can. */
export const startProblem = (category: ServiceCategory | null, start: Date, timeZone: string, now: Date) =>
  category ? categorySlotProblem(start, timeZone, now, category) : slotProblem(start, timeZone, now);

/** When an appointment from `start` ends: the category's duration, else the fixed slot's. */
export const endOf = (category: ServiceCategory | null, start: Date) =>
  new Date(start.getTime() + (category?.duration_minutes ?? DEFAULT_OPENING_HOURS.slotMinutes) * 60_000);

/**
 * The live bookings of a category's services between two instants (not cancelled, not a lapsed
 * hold), leaving out one appointment being moved.
 */
export async function bookedBetween(
  db: DbOrTx,
  storeId: string,
  category: ServiceCategory,
  from: Date,
  to: Date,
  now: Date,
  exceptId?: string,
): Promise<BookedTime[]> {
  if (category.productIds.length === 0) return [];
  return db
    .select({ startsAt: bookings.startsAt, endsAt: bookings.endsAt })
    .from(bookings)
    .where(
      owned(
        bookings,
        storeId,
        inArray(bookings.productId, category.productIds),
        sql`${bookings.status} <> 'cancelled'`,
        or(isNull(bookings.heldUntil), gt(bookings.heldUntil, now)),
        lt(bookings.startsAt, to),
        gt(bookings.endsAt, new Date(from.getTime() - category.buffer_minutes * 60_000)),
        exceptId ? ne(bookings.id, exceptId) : undefined,
      ),
    );
}
