import { z } from 'zod';
import { isWebLink } from '../rules/links.js';
import './messages.js';

/** No control characters (C0, DEL, C1); `LINES` lets tab, line feed and carriage return through. */
const ONE_LINE = /^\P{Cc}*$/u;
const LINES = /^(?:[\t\n\r]|\P{Cc})*$/u;
export const CONTROL_CHARACTERS_MESSAGE = 'Remove the invisible control characters';

export interface TextOptions {
  /** Least length after trimming; 0 lets an empty text through. */
  min?: number;
  /** Trim surrounding white space first (true unless the text is a secret or markup). */
  trim?: boolean;
  /** Tabs and line breaks belong in it (descriptions, messages). */
  lines?: boolean;
  /** What an empty field says when `min` is above 0, such as "Enter a name". */
  required?: string;
}

/**
 * Every text a request carries goes through here: bounded, and free of control characters,
 * which PostgreSQL refuses (NUL) or no person means to send.
 */
export function text(
  max: number,
  { min = 0, trim = true, lines = false, required = 'Fill this in' }: TextOptions = {},
) {
  return (trim ? z.string({ error: required }).trim() : z.string({ error: required }))
    .min(min, { abort: true, error: (issue) => (issue.input === '' ? required : `${min} characters at least`) })
    .max(max, `${max} characters at most`)
    .regex(lines ? LINES : ONE_LINE, CONTROL_CHARACTERS_MESSAGE);
}

/** Field building blocks. Every string has a max length so huge inputs get a 400. */
export const trimmed = (max: number, min = 1, required?: string) => text(max, { min, required });
/** An email address, with the message for an empty field ("Enter the recipient's email address"). */
export const emailFieldWith = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .toLowerCase()
    .max(254, '254 characters at most')
    .pipe(
      z.email({
        error: (issue) => (issue.input === '' ? required : 'Enter an email address like name@example.com'),
      }),
    );
export const emailField = emailFieldWith('Enter your email address');
export const passwordField = text(128, { min: 8, trim: false, required: 'Enter a password' });
/**
 * A password as typed at sign-in: never re-validated against today's rule (a password set
 * before the control-character rule still signs in), only bounded; it is hashed, never stored.
 */
export const passwordInput = z
  .string({ error: 'Enter your password' })
  .min(1, 'Enter your password')
  .max(128, '128 characters at most');
export const mobileField = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 -]{5,19}$/, 'Enter a phone number of 6 to 20 digits');
export const idField = z.uuid();
export const isoDate = z.iso.datetime({ offset: true });
/** A calendar day: a form's empty date picker asks for one; a caller of the API learns the format. */
export const isoDay = z.iso.date({
  error: (issue) => (issue.input ? 'must be a date like 2026-05-31' : 'Choose a date'),
});
/** A website: an http(s) address with a host (see isWebLink). */
export const urlField = text(2048).refine(isWebLink, 'Enter a web address starting with http:// or https://');
/** This store's uploaded media (see POST /store/media) or an https address. */
export const isImageAddress = (u: string): boolean => /^\/media\/[^/\\]/.test(u) || isWebLink(u, { secure: true });
export const IMAGE_MESSAGE = 'Upload an image or give an https address';
/** An image: this store's uploaded media (see POST /store/media) or an https address. */
export const imageField = text(2048).refine(isImageAddress, IMAGE_MESSAGE);
export const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Enter a colour like #1a2b3c');
/** Lower-case letters, digits and hyphens, 3 to 40 long: a store's address on the platform. */
export const subDomainField = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{1,38})[a-z0-9]$/, 'Use 3-40 lower-case letters, digits or hyphens');

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
