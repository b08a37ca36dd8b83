import type { AppointmentCalendar, AppointmentRow } from '@stallfront/shared/appointments';

const minutesOf = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The rows of the calendar: one per slot of the store's hours, widened to any appointment outside them. */
export function calendarRows(calendar: AppointmentCalendar): string[] {
  const step = calendar.hours.slot_minutes;
  const times = calendar.appointments.map((a) => minutesOf(a.time));
  const first = Math.min(minutesOf(calendar.hours.opens), ...times);
  const last = Math.max(minutesOf(calendar.hours.closes) - step, ...times);
  const rows: string[] = [];
  for (let t = first - (first % step); t <= last; t += step) rows.push(hhmm(t));
  return rows;
}

/** The appointments of each cell, keyed "day|row time": each sits in the row its start falls in. */
export function cellsOf(calendar: AppointmentCalendar, rows: string[]): Map<string, AppointmentRow[]> {
  const starts = rows.map(minutesOf);
  const cells = new Map<string, AppointmentRow[]>();
  for (const appointment of calendar.appointments) {
    const minute = minutesOf(appointment.time);
    const index = starts.findLastIndex((s) => s <= minute);
    const key = `${appointment.day}|${rows[Math.max(index, 0)]}`;
    cells.set(key, [...(cells.get(key) ?? []), appointment]);
  }
  return cells;
}

/** Whether the store is open on a day, by its ISO weekday. */
export const isOpenDay = (calendar: AppointmentCalendar, day: string) =>
  calendar.hours.days.includes(((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7) + 1);
