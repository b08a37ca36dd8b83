import { and, between, eq, gte, isNotNull, lt, or, sql } from 'drizzle-orm';
import { addDays, type DayRange } from '@stallfront/shared/dashboard';
import type { Db } from '../../db/client.js';
import { carts, shopVisitDays } from '../../db/schema/index.js';

export interface VisitFigures {
  day: string;
  sessions: number;
  page_views: number;
  cart_sessions: number;
  checkout_sessions: number;
}

/** The store's visit rows of the days in the range and of one more day (its today). */
export async function visitDaysOf(db: Db, storeId: string, range: DayRange, today: string): Promise<VisitFigures[]> {
  return db
    .select({
      day: shopVisitDays.day,
      sessions: shopVisitDays.sessions,
      page_views: shopVisitDays.pageViews,
      cart_sessions: shopVisitDays.cartSessions,
      checkout_sessions: shopVisitDays.checkoutSessions,
    })
    .from(shopVisitDays)
    .where(
      and(
        eq(shopVisitDays.storeId, storeId),
        or(between(shopVisitDays.day, range.from, range.to), eq(shopVisitDays.day, today)),
      ),
    );
}

/** The first instant of a store-local day, as the database reads it in the zone. */
const startOf = (day: string, timeZone: string) => sql`(${day}::date::timestamp AT TIME ZONE ${timeZone})`;

/**
 * The store's order carts abandoned within the range of its days: a range read of
 * carts_store_abandoned_idx (the instants are worked out once, not per row).
 */
export async function cartsAbandonedIn(db: Db, storeId: string, range: DayRange, timeZone: string) {
  return db
    .select()
    .from(carts)
    .where(
      and(
        eq(carts.storeId, storeId),
        isNotNull(carts.abandonedAt),
        gte(carts.abandonedAt, startOf(range.from, timeZone)),
        lt(carts.abandonedAt, startOf(addDays(range.to, 1), timeZone)),
        eq(carts.kind, 'order'),
      ),
    );
}
