import { z } from 'zod';
import {
  APPOINTMENT_ACTIONS,
  APPOINTMENT_CANCEL_REASON_MAX,
  APPOINTMENT_STATUSES,
  CALENDAR_VIEWS,
} from '../rules/appointments.js';
import { isoDate, isoDay, text } from './common.js';
import { listQuery, okPage } from './list.js';

const appointmentId = z.uuid({ error: 'is not an appointment id' });

/** The filters the list, its count and the calendar share: status, search, and a range of store days. */
export const appointmentFilters = z.object({
  status: z.enum(APPOINTMENT_STATUSES, { error: 'must be booked, done or cancelled' }).optional(),
  search: text(100).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
});
export type AppointmentFilters = z.infer<typeof appointmentFilters>;

/** `starts`: by the appointment's time; `booked`: by when the customer booked it. */
export const APPOINTMENT_SORTS = ['starts', 'booked'] as const;
export const appointmentListBody = listQuery(APPOINTMENT_SORTS).extend(appointmentFilters.shape);
export type AppointmentListBody = z.input<typeof appointmentListBody>;

/** One appointment; day and times are in the store's time zone, as the calendar lays them out. */
export const appointmentRow = z.object({
  _id: z.string(),
  service_id: z.string(),
  service_name: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  starts_at: isoDate,
  ends_at: isoDate,
  /** "2026-11-24" */
  day: z.string(),
  /** "09:00" */
  time: z.string(),
  end_time: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  note: z.string(),
  cancel_reason: z.string().nullable(),
  /** A shop booking waiting for the customer's emailed confirmation keeps its slot until then. */
  held_until: isoDate.nullable(),
  version: z.number().int(),
  created_on: isoDate,
});
export type AppointmentRow = z.infer<typeof appointmentRow>;
export const appointmentListResponse = okPage(appointmentRow);

/** A day or week of the calendar (Monday to Sunday), with the same status and search filters; today (the store's) by default. */
export const appointmentCalendarQuery = z.object({
  day: isoDay.optional(),
  view: z.enum(CALENDAR_VIEWS, { error: 'must be day or week' }).default('week'),
  status: appointmentFilters.shape.status,
  search: appointmentFilters.shape.search,
});
export type AppointmentCalendarQuery = z.input<typeof appointmentCalendarQuery>;

export const openingHoursView = z.object({
  /** ISO weekdays, 1 Monday to 7 Sunday. */
  days: z.array(z.number().int()),
  opens: z.string(),
  closes: z.string(),
  slot_minutes: z.number().int(),
});

export const appointmentCalendarResponse = z.object({
  status: z.literal(true),
  data: z.object({
    days: z.array(z.string()),
    /** Today in the store's time zone. */
    today: z.string(),
    time_zone: z.string(),
    hours: openingHoursView,
    appointments: z.array(appointmentRow),
    /** More appointments fall in the range than the calendar shows (APPOINTMENT_CALENDAR_MAX). */
    truncated: z.boolean(),
  }),
});
export type AppointmentCalendar = z.infer<typeof appointmentCalendarResponse>['data'];

export const appointmentEvent = z.object({
  _id: z.string(),
  action: z.enum(['booked', ...APPOINTMENT_ACTIONS]),
  by: z.string(),
  at: isoDate,
  from_starts_at: isoDate.nullable(),
  to_starts_at: isoDate.nullable(),
  detail: z.string(),
});
export type AppointmentEvent = z.infer<typeof appointmentEvent>;

export const appointmentDetail = appointmentRow.extend({
  time_zone: z.string(),
  timeline: z.array(appointmentEvent),
  /** What may be done to it now, by the shared rule. */
  allowed_actions: z.array(z.enum(APPOINTMENT_ACTIONS)),
});
export type AppointmentDetail = z.infer<typeof appointmentDetail>;
export const appointmentDetailResponse = z.object({ status: z.literal(true), data: appointmentDetail });
export const appointmentActionResponse = appointmentDetailResponse.extend({ message: z.string() });

export const appointmentIdParams = z.object({ id: appointmentId });

/** The free times of the appointment's service on a day, to move it to. */
export const appointmentSlotsQuery = z.object({ id: appointmentId, day: isoDay });
export const appointmentSlotsResponse = z.object({
  status: z.literal(true),
  data: z.object({
    day: z.string(),
    time_zone: z.string(),
    slots: z.array(
      z.object({
        starts_at: isoDate,
        time: z.string(),
        free: z.boolean(),
        /** The appointment's own time. */
        current: z.boolean(),
      }),
    ),
  }),
});
export type AppointmentSlots = z.infer<typeof appointmentSlotsResponse>['data'];

/** Which appointment, and the version the caller saw: a stale view gets a conflict, not a lost update. */
const target = {
  _id: appointmentId,
  version: z.number({ error: 'send the version of the appointment you saw' }).int().min(1),
};

export const appointmentActionInput = z.discriminatedUnion(
  'action',
  [
    z.object({
      ...target,
      action: z.literal('reschedule'),
      starts_at: z.iso.datetime({ offset: true, error: 'Choose a new time' }).transform((s) => new Date(s)),
    }),
    z.object({
      ...target,
      action: z.literal('cancel'),
      reason: text(APPOINTMENT_CANCEL_REASON_MAX, { min: 1, lines: true, required: 'Say why it is cancelled' }),
    }),
    z.object({ ...target, action: z.literal('done') }),
  ],
  { error: `must be one of ${APPOINTMENT_ACTIONS.join(', ')}` },
);
export type AppointmentActionInput = z.infer<typeof appointmentActionInput>;
export type AppointmentActionBody = z.input<typeof appointmentActionInput>;
