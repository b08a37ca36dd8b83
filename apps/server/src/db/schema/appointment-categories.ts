import { sql } from 'drizzle-orm';
import { bigint, integer, jsonb, text } from 'drizzle-orm/pg-core';
import type { DayHours } from '@stallfront/shared/appointment-categories';
import { attachments } from './attachments.js';
import { namedThings } from './named-things.js';

/**
 * How a service store's services are booked (APPOINTMENT_CATEGORY in packages/shared): the
 * length of an appointment, the free minutes after it, and the hours of each weekday (seven,
 * Monday first). A write drops the store's kept shop pages, whose booking forms draw it.
 */
export const appointmentCategories = namedThings('appointment_categories', {
  durationMinutes: integer('duration_minutes').notNull(),
  price: bigint('price', { mode: 'number' }).notNull(),
  staff: text('staff').array().notNull().default(sql`'{}'::text[]`),
  hours: jsonb('hours').$type<DayHours[]>().notNull(),
  bufferMinutes: integer('buffer_minutes').notNull(),
});

/** The services (products) a category books. */
export const appointmentCategoryProducts = attachments(
  'appointment_category_products',
  appointmentCategories,
  'products',
);
