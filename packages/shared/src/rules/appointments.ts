import { access, anyOf } from './call-access.js';

/** An appointment is booked until the store marks it done or it is cancelled. */
export const APPOINTMENT_STATUSES = ['booked', 'done', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const APPOINTMENT_ACTIONS = ['reschedule', 'cancel', 'done'] as const;
export type AppointmentAction = (typeof APPOINTMENT_ACTIONS)[number];

export const APPOINTMENT_ACTION_LABELS: Record<AppointmentAction, string> = {
  reschedule: 'Reschedule',
  cancel: 'Cancel appointment',
  done: 'Mark done',
};

export const APPOINTMENT_CANCEL_REASON_MAX = 500;
/** The calendar answers at most this many appointments for one day or week. */
export const APPOINTMENT_CALENDAR_MAX = 500;

export type AppointmentActionResult =
  | {
      ok: true;
      next: AppointmentStatus;
      /** False when the action leaves it as it was (cancelling twice). */
      changed: boolean;
    }
  | { ok: false; message: string };

const refuse = (message: string): AppointmentActionResult => ({ ok: false, message });

/**
 * What an action does to an appointment in this state, or why it may not: booked moves to
 * done or cancelled and nowhere else; only a booked one is rescheduled; cancelling a cancelled
 * one is allowed and changes nothing, so a second click or a retry is harmless.
 */
export function applyAppointmentAction(status: AppointmentStatus, action: AppointmentAction): AppointmentActionResult {
  if (action === 'cancel') {
    if (status === 'cancelled') return { ok: true, next: status, changed: false };
    if (status === 'done') return refuse('A done appointment cannot be cancelled.');
    return { ok: true, next: 'cancelled', changed: true };
  }
  if (status !== 'booked') {
    const verb = action === 'done' ? 'marked done' : 'rescheduled';
    return refuse(`Only a booked appointment can be ${verb}; this one is ${status}.`);
  }
  return { ok: true, next: action === 'done' ? 'done' : 'booked', changed: true };
}

/** The actions that do something to an appointment in this state, for the console's buttons. */
export const allowedAppointmentActions = (status: AppointmentStatus): AppointmentAction[] =>
  APPOINTMENT_ACTIONS.filter((action) => {
    const result = applyAppointmentAction(status, action);
    return result.ok && result.changed;
  });

/** Whether the customer hears of the action by email: a new time or a cancellation, not the store's own "done". */
export const mailsCustomer = (action: AppointmentAction) => action !== 'done';

/**
 * Who reaches appointments: they are orders for a service (the Orders menu), so the owner and
 * staff with the orders grant. Vendors and branches have no appointments (docs/decisions.md).
 */
export const APPOINTMENT_ACCESS = access({ staff: anyOf('orders') });
export const APPOINTMENT_FEATURE = 'appointments';

export const CALENDAR_VIEWS = ['day', 'week'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

const DAY_MS = 86_400_000;
const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);
const dayText = (date: Date) => date.toISOString().slice(0, 10);

/** The day `days` after (or before) a day, both "2026-11-24". */
export const addDays = (day: string, days: number) => dayText(new Date(utcDay(day).getTime() + days * DAY_MS));

/** The days a calendar shows for a day: that day, or its week from Monday to Sunday. */
export function calendarDays(day: string, view: CalendarView): string[] {
  if (view === 'day') return [day];
  const isoWeekday = ((utcDay(day).getUTCDay() + 6) % 7) + 1;
  const monday = addDays(day, 1 - isoWeekday);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** Where the calendar's previous and next buttons go from a day: a day or a week away. */
export const calendarStep = (day: string, view: CalendarView, direction: 1 | -1) =>
  addDays(day, direction * (view === 'day' ? 1 : 7));

/** How long a booking made in the shop holds its slot while the mailed link waits to confirm it. */
export const BOOKING_HOLD_MINUTES = 30;
/** Bookings one address, email or customer may make in the shop an hour. */
export const BOOKINGS_PER_HOUR = 6;
/** Unconfirmed holds one email may have at once: confirm them before booking more. */
export const BOOKING_HOLDS_PER_EMAIL = 2;
