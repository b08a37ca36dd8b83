import { eq } from 'drizzle-orm';
import { addDays, storeDayOf } from '@stallfront/shared/dashboard';
import { storeTimeZone } from '@stallfront/shared';
import type { Tx } from '../db/client.js';
import { salesDays, shopVisitDays } from '../db/schema/index.js';
import type { DemoStore } from './demo-stores.js';

const DAYS = 90;

/**
 * Ninety days of the shop's visit counts before today, so the dashboard's funnel has a history
 * (today's come from real visits). Drawn from the day's place in the history by formula, not at
 * random: every fresh demo database gets the same. A day's checkouts are at least its orders.
 */
export async function seedDemoVisits(tx: Tx, storeId: string, demo: DemoStore, now: Date): Promise<void> {
  if (demo.type !== 'order_based') return;
  const today = storeDayOf(now, storeTimeZone(demo.country));
  const sales = await tx
    .select({ day: salesDays.day, orders: salesDays.orders })
    .from(salesDays)
    .where(eq(salesDays.storeId, storeId));
  const ordersOf = new Map(sales.map((s) => [s.day, s.orders]));
  const rows = Array.from({ length: DAYS }, (_, index) => {
    const ago = index + 1;
    const day = addDays(today, -ago);
    const weekend = [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
    // A slow climb towards today, a weekly bump and a day-to-day wobble.
    const sessions = 48 + Math.floor((DAYS - ago) / 6) + (weekend ? 18 : 0) + ((ago * 37) % 29);
    const orders = ordersOf.get(day) ?? 0;
    const checkout = Math.max(orders, Math.floor((sessions * (3 + ((ago * 11) % 4))) / 100));
    const cart = Math.max(checkout, Math.floor((sessions * (9 + ((ago * 7) % 6))) / 100));
    return {
      storeId,
      day,
      sessions,
      pageViews: sessions * 3 + ((ago * 13) % 17),
      cartSessions: cart,
      checkoutSessions: checkout,
    };
  });
  await tx.insert(shopVisitDays).values(rows).onConflictDoNothing();
}
