import { TZDate } from '@date-fns/tz';
import { access, anyOf } from './call-access.js';
import { DEFAULT_OPENING_HOURS, dayIn, type OpeningHours, timeProblem } from './bookings.js';

/** Who writes appointment categories: the owner, and staff granted orders (appointments sit there). */
export const APPOINTMENT_CATEGORY_ACCESS = {
  read: access({ staff: anyOf('orders') }),
  write: access({ staff: anyOf('orders') }),
};

/** Monday first, as the hours list is kept. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** One weekday's hours: closed, or open from `opens` to `closes` ("09:00"). */
export interface DayHours {
  open: boolean;
  opens: string;
  closes: string;
}

/** What the booking rules need of a category. */
export interface CategoryTimes {
  duration_minutes: number;
  buffer_minutes: number;
  /** Seven days, Monday first. */
  hours: DayHours[];
}

/** A booked appointment's time, as another booking sees it. */
export interface BookedTime {
  startsAt: Date;
  endsAt: Date;
}

export const minutesOfDay = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** Monday to Saturday 9:00–18:00, Sunday closed: a new category's hours, as the shop kept before. */
export const STANDARD_WEEK: DayHours[] = WEEKDAYS.map((_, i) => ({ open: i < 6, opens: '09:00', closes: '18:00' }));

/** The hours of a day ("2026-11-24") for a category, in the zone: null when closed. */
export function hoursOn(day: string, timeZone: string, times: CategoryTimes): DayHours | null {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const isoWeekday = ((new TZDate(y, m - 1, d, 12, 0, timeZone).getDay() + 6) % 7) + 1;
  const hours = times.hours[isoWeekday - 1];
  return hours?.open ? hours : null;
}

/**
 * The start of every appointment a category offers on a day: from opening, one every duration
 * plus buffer, the last one ending at closing at the latest (its buffer may run past closing).
 */
export function categoryStarts(day: string, timeZone: string, times: CategoryTimes): Date[] {
  const hours = hoursOn(day, timeZone, times);
  if (!hours) return [];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const starts: Date[] = [];
  const step = times.duration_minutes + times.buffer_minutes;
  for (let t = minutesOfDay(hours.opens); t + times.duration_minutes <= minutesOfDay(hours.closes); t += step) {
    starts.push(new Date(new TZDate(y, m - 1, d, Math.floor(t / 60), t % 60, timeZone).getTime()));
  }
  return starts;
}

/** Whether an appointment from `start` (with its buffer after) overlaps a booked one (with the buffer after it). */
export function clashes(start: Date, times: CategoryTimes, booked: BookedTime[]): boolean {
  const buffer = times.buffer_minutes * 60_000;
  const end = start.getTime() + times.duration_minutes * 60_000 + buffer;
  return booked.some((b) => b.startsAt.getTime() < end && b.endsAt.getTime() + buffer > start.getTime());
}

/** A day's starts of a category, each free unless it overlaps a booking of the category's services. */
export function categorySlots(day: string, timeZone: string, times: CategoryTimes, booked: BookedTime[]) {
  return categoryStarts(day, timeZone, times).map((startsAt) => ({
    startsAt,
    free: !clashes(startsAt, times, booked),
  }));
}

/** Why a start cannot be booked in a category (past, too far, not one of its times), or null. */
export function categorySlotProblem(start: Date, timeZone: string, now: Date, times: CategoryTimes): string | null {
  const problem = timeProblem(start, now);
  if (problem) return problem;
  const offered = categoryStarts(dayIn(start, timeZone), timeZone, times).some((s) => s.getTime() === start.getTime());
  return offered ? null : 'Choose one of the times offered: this service is not booked at that time';
}

/** Backwards or missing hours, each on its day's field ("hours.2.closes"). */
export function hoursProblems(hours: DayHours[]): { field: string; message: string }[] {
  return hours.flatMap((h, i) =>
    h.open && minutesOfDay(h.opens) >= minutesOfDay(h.closes)
      ? [{ field: `hours.${i}.closes`, message: `${WEEKDAYS[i]} must close after it opens` }]
      : [],
  );
}

const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The hours the console's calendar lays a week on: every weekday some category opens, from the
 * earliest opening to the latest closing, in hour rows; the fixed hours when there is no category.
 */
export function calendarHours(categories: CategoryTimes[]): OpeningHours {
  const open = categories.flatMap((c) => c.hours.map((h, i) => ({ ...h, weekday: i + 1 })).filter((h) => h.open));
  if (open.length === 0) return DEFAULT_OPENING_HOURS;
  return {
    days: [...new Set(open.map((h) => h.weekday))].sort((a, b) => a - b),
    opens: clockOf(Math.min(...open.map((h) => minutesOfDay(h.opens)))),
    closes: clockOf(Math.max(...open.map((h) => minutesOfDay(h.closes)))),
    slotMinutes: DEFAULT_OPENING_HOURS.slotMinutes,
  };
}

/** An appointment's length in words: 45 → "45 minutes", 60 → "1 hour", 90 → "1 hour 30 minutes". */
export function durationWords(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    hours ? `${hours} hour${hours === 1 ? '' : 's'}` : '',
    rest ? `${rest} minute${rest === 1 ? '' : 's'}` : '',
  ];
  return parts.filter(Boolean).join(' ');
}
