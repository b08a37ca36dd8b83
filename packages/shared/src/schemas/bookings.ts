import { z } from 'zod';
import { text } from './common.js';
import { shopperContactInput } from './shopper.js';

/** An appointment for a service at one of the times the shop offered. */
export const bookingInput = shopperContactInput.extend({
  starts_at: z.iso.datetime({ offset: true, error: 'Choose a time' }).transform((s) => new Date(s)),
  note: text(1000, { lines: true }).default(''),
});
export type BookingInput = z.infer<typeof bookingInput>;
