import type { AppointmentSlots } from '@stallfront/shared';
import type { Db } from '../../db/client.js';
import { slotsOfDay } from '../bookings/booking.service.js';
import { serviceCategory, startProblem, startsOfDay } from '../bookings/service-times.js';
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
    const store = { id: caller.storeId, timeZone: caller.timeZone };
    const own = (s: Date) => s.getTime() === booking.startsAt.getTime();
    const slots = (await slotsOfDay(db, store, booking.productId, day, now, category)).filter(
      (s) => startProblem(category, s.startsAt, caller.timeZone, now) === null,
    );
    return {
      day,
      time_zone: caller.timeZone,
      slots: slots.map((s) => ({
        starts_at: s.startsAt.toISOString(),
        time: timeIn(s.startsAt, caller.timeZone),
        free: s.free,
        current: own(s.startsAt),
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
