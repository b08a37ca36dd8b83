import { z } from 'zod';
import { isWebLink } from '../rules/links.js';

/** No control characters (C0, DEL, C1); `LINES` lets tab, line feed and carriage return through. */
const ONE_LINE = /^\P{Cc}*$/u;
const LINES = /^(?:[\t\n\r]|\P{Cc})*$/u;
export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

export interface TextOptions {
  /** Least length after trimming; 0 lets an empty text through. */
  min?: number;
  /** Trim surrounding white space first (true unless the text is a secret or markup). */
  trim?: boolean;
  /** Tabs and line breaks belong in it (descriptions, messages). */
  lines?: boolean;
}

/**
 * Every text a request carries goes through here: bounded, and free of control characters,
 * which PostgreSQL refuses (NUL) or no person means to send.
 */
export function text(max: number, { min = 0, trim = true, lines = false }: TextOptions = {}) {
  return (trim ? z.string().trim() : z.string())
    .min(min, min === 1 ? 'is required' : `must be at least ${min} characters`)
    .max(max, `must be at most ${max} characters`)
    .regex(lines ? LINES : ONE_LINE, CONTROL_CHARACTERS_MESSAGE);
}

/** Field building blocks. Every string has a max length so huge inputs get a 400. */
export const trimmed = (max: number, min = 1) => text(max, { min });
export const emailField = z.string().trim().toLowerCase().max(254).pipe(z.email());
export const passwordField = text(128, { min: 8, trim: false });
/**
 * A password as typed at sign-in: never re-validated against today's rule (a password set
 * before the control-character rule still signs in), only bounded; it is hashed, never stored.
 */
export const passwordInput = z.string().min(1).max(128);
export const mobileField = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 -]{5,19}$/, 'must be a phone number of 6 to 20 digits');
export const idField = z.uuid();
export const isoDate = z.iso.datetime({ offset: true });
/** A website: an http(s) address with a host (see isWebLink). */
export const urlField = text(2048).refine(isWebLink, 'must be a web address starting with http:// or https://');
/** An image: this store's uploaded media (see POST /store/media) or an https address. */
export const imageField = text(2048).refine(
  (u) => /^\/media\/[^/\\]/.test(u) || isWebLink(u, { secure: true }),
  'must be an uploaded image or an https address',
);
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
