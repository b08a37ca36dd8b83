import { and, eq, lt } from 'drizzle-orm';
import { calendarDays, DEFAULT_OPENING_HOURS, dayIn, slotsOn, storeTimeZone } from '@stallfront/shared';
import type { Tx } from '../db/client.js';
import { type BookingRow, bookingEvents, bookings, products } from '../db/schema/index.js';
import type { DemoStore } from './demo-stores.js';

const CUSTOMERS = ['Mei Lin', 'Daniel Tan', 'Priya Nair', 'Hannah Lee', 'Ahmad Rahman', 'Sarah Goh', 'Ravi Menon'];
const DAY = 86_400_000;

/**
 * A service store's calendar for this week and next, so the appointments screen opens on a
 * full one: past hours done (one cancelled), coming hours booked (one cancelled), and the older
 * bookings of the shop history marked done. Slots already taken are skipped.
 */
export async function seedDemoAppointments(tx: Tx, storeId: string, demo: DemoStore, now: Date): Promise<void> {
  if (demo.type !== 'service_based') return;
  const timeZone = storeTimeZone(demo.country);
  const services = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.storeId, storeId))
    .orderBy(products.name);
  if (services.length === 0) return;
  const finished = await tx
    .update(bookings)
    .set({ status: 'done', version: 2 })
    .where(and(eq(bookings.storeId, storeId), eq(bookings.status, 'booked'), lt(bookings.startsAt, now)))
    .returning();
  for (const row of finished) await recordDemoChange(tx, demo, row, now);

  const days = [
    ...calendarDays(dayIn(now, timeZone), 'week'),
    ...calendarDays(dayIn(new Date(now.getTime() + 7 * DAY), timeZone), 'week'),
  ];
  let n = 0;
  for (const day of days) {
    const slots = slotsOn(day, timeZone);
    // Two or three appointments a day, spread over the hours.
    for (const index of [1, 3 + (n % 3), 6].filter((i) => i < slots.length && (n + i) % 4 !== 0)) {
      n += 1;
      const startsAt = slots[index] as Date;
      const past = startsAt.getTime() < now.getTime();
      const cancelled = n === 3 || n === 17;
      const name = CUSTOMERS[n % CUSTOMERS.length] as string;
      const [row] = await tx
        .insert(bookings)
        .values({
          storeId,
          productId: (services[n % services.length] as { id: string }).id,
          startsAt,
          endsAt: new Date(startsAt.getTime() + DEFAULT_OPENING_HOURS.slotMinutes * 60_000),
          status: cancelled ? 'cancelled' : past ? 'done' : 'booked',
          cancelReason: cancelled ? 'Customer asked to cancel by phone' : null,
          version: cancelled || past ? 2 : 1,
          name,
          email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@${demo.subDomain}.shopper.demo`,
          phone: `+65 9${String(1_000_000 + n * 7_919).slice(0, 7)}`,
          note: n % 5 === 0 ? 'First visit' : '',
          createdAt: new Date(startsAt.getTime() - (3 + (n % 6)) * DAY),
        })
        .onConflictDoNothing()
        .returning();
      if (row && row.status !== 'booked') await recordDemoChange(tx, demo, row, now);
    }
  }
}

/** The timeline row of a demo appointment the owner marked done or cancelled (its mail long sent). */
async function recordDemoChange(tx: Tx, demo: DemoStore, row: BookingRow, now: Date) {
  const endsAt = row.endsAt.getTime();
  await tx.insert(bookingEvents).values({
    storeId: row.storeId,
    bookingId: row.id,
    action: row.status === 'done' ? 'done' : 'cancel',
    actorName: `${demo.name} owner`,
    actorType: 'admin',
    detail: row.cancelReason ?? '',
    mailedAt: now,
    createdAt: new Date(Math.min(now.getTime(), endsAt)),
  });
}
