import { z } from 'zod';

/** Field building blocks. Every string has a max length so huge inputs get a 400. */
export const trimmed = (max: number, min = 1) => z.string().trim().min(min).max(max);
export const emailField = z.string().trim().toLowerCase().max(254).pipe(z.email());
export const passwordField = z
  .string()
  .min(8, 'must be at least 8 characters')
  .max(128, 'must be at most 128 characters');
/** A password as typed at sign-in: never re-validated against today's rule, only bounded. */
export const passwordInput = z.string().min(1).max(128);
export const mobileField = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 -]{5,19}$/, 'must be a phone number of 6 to 20 digits');
export const idField = z.uuid();
export const isoDate = z.iso.datetime({ offset: true });
export const urlField = z.url().max(2048);
export const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #1a2b3c');
/** Lower-case letters, digits and hyphens, 3 to 40 long: a store's address on the platform. */
export const subDomainField = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{1,38})[a-z0-9]$/, 'must be 3-40 lower-case letters, digits or hyphens');

/** A refused row of an uploaded file: where, which column and why. */
export const csvRowError = z.object({ row: z.number().int(), column: z.string().nullable(), message: z.string() });
export type CsvRowError = z.infer<typeof csvRowError>;

export const errorBody = z.object({
  status: z.literal(false),
  message: z.string(),
  session_end: z.literal(true).optional(),
  /** Row-level problems of an uploaded file; nothing was written. */
  errors: z.array(csvRowError).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const okMessage = z.object({ status: z.literal(true), message: z.string() });

export const okData = <T extends z.ZodType>(data: T) => z.object({ status: z.literal(true), data });
export const okList = <T extends z.ZodType>(item: T) =>
  z.object({ status: z.literal(true), list: z.array(item), total: z.number().int().nonnegative() });
