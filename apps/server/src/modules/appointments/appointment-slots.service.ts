import { type AppointmentSlots, clashes } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { bookedBetween, endOf, serviceCategory, startProblem, startsOfDay } from '../bookings/service-times.js';
import type { AppointmentCaller } from './caller.js';
import { ownAppointment, takenStarts } from './appointment.repo.js';
import { timeIn } from './local-time.js';

/**
 * The times of the appointment's service on a day that a reschedule may choose (ahead of now,
 * within the booking window, on the store's hours), each free or taken; its own time is marked.
 */
export async function appointmentSlots(
  db: Db,
  caller: AppointmentCaller,
  id: string,
  day: string,
  now: Date,
): Promise<AppointmentSlots> {
  const booking = await ownAppointment(db, caller, id);
  const category = await serviceCategory(db, caller.storeId, booking.productId);
  if (category) {
    // The appointment being moved does not block the times around it; its own stays taken.
    const own = (s: Date) => s.getTime() === booking.startsAt.getTime();
    const starts = startsOfDay(category, day, caller.timeZone).filter(
      (s) => startProblem(category, s, caller.timeZone, now) === null,
    );
    const first = starts[0];
    const last = starts.at(-1);
    const booked =
      first && last
        ? await bookedBetween(db, caller.storeId, category, first, endOf(category, last), now, booking.id)
        : [];
    return {
      day,
      time_zone: caller.timeZone,
      slots: starts.map((s) => ({
        starts_at: s.toISOString(),
        time: timeIn(s, caller.timeZone),
        free: !own(s) && !clashes(s, category, booked),
        current: own(s),
      })),
    };
  }
  const slots = startsOfDay(null, day, caller.timeZone).filter(
    (s) => startProblem(null, s, caller.timeZone, now) === null,
  );
  const first = slots[0];
  const last = slots.at(-1);
  const taken =
    first && last
      ? await takenStarts(db, caller.storeId, booking.productId, first, new Date(last.getTime() + 1))
      : new Set<number>();
  return {
    day,
    time_zone: caller.timeZone,
    slots: slots.map((s) => ({
      starts_at: s.toISOString(),
      time: timeIn(s, caller.timeZone),
      free: !taken.has(s.getTime()),
      current: s.getTime() === booking.startsAt.getTime(),
    })),
  };
}
