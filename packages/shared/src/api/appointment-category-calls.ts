import { z } from 'zod';
import { APPOINTMENT_CATEGORY_ACCESS, type DayHours, hoursProblems } from '../rules/appointment-categories.js';
import { text } from '../schemas/common.js';
import { simpleResource } from './simple-resource.js';

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time like 09:00');

/** One weekday: closed, or open from `opens` to `closes` in the store's time zone. */
export const dayHours = z.object({ open: z.boolean(), opens: clock, closes: clock });

/** /setting/appointment-categories: how the services attached to a category are booked. */
export const APPOINTMENT_CATEGORY = simpleResource({
  noun: 'appointment category',
  plural: 'appointment categories',
  path: '/store/appointment-category',
  access: APPOINTMENT_CATEGORY_ACCESS,
  fields: {
    duration_minutes: z
      .number({ error: 'Enter how long an appointment takes, in minutes' })
      .int('Enter whole minutes')
      .min(5, '5 minutes at least')
      .max(480, '8 hours at most')
      .multipleOf(5, 'Use steps of 5 minutes'),
    /** In minor units; 0 leaves the price to each service (product). */
    price: z
      .number({ error: 'Enter a price, or 0' })
      .int('Enter the price in cents')
      .min(0, '0 at least')
      .max(100_000_000),
    staff: z.array(text(80, { min: 1, required: 'Enter a name' })).max(30, '30 people at most'),
    hours: z.array(dayHours).length(7, 'Give the hours of all seven days'),
    buffer_minutes: z
      .number({ error: 'Enter the minutes kept free after each appointment, or 0' })
      .int('Enter whole minutes')
      .min(0, '0 at least')
      .max(120, '2 hours at most'),
  },
  attach: ['products'],
  check: (value) => (Array.isArray(value.hours) ? hoursProblems(value.hours as DayHours[]) : []),
});
export type AppointmentCategory = z.infer<typeof APPOINTMENT_CATEGORY.schemas.item>;
