import { conflict, type HttpError, badRequest } from './errors.js';

interface PgError {
  code: string;
  constraint?: string;
}

/** The PostgreSQL error (from pg or PGlite) inside a driver or Drizzle error, if there is one. */
function pgErrorOf(error: unknown): PgError | null {
  const candidate = error as { code?: unknown; cause?: unknown } | null;
  if (!candidate || typeof candidate !== 'object') return null;
  if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate as PgError;
  return candidate.cause ? pgErrorOf(candidate.cause) : null;
}

/** True for PostgreSQL's unique_violation, from pg or PGlite, optionally on one constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = pgErrorOf(error);
  return pgError?.code === '23505' && (!constraint || pgError.constraint === constraint);
}

/**
 * What a unique constraint guards, in the words of the field it names. A race between two
 * requests that both passed the service's own check ends here, as the same 409 the check gives.
 */
const TAKEN: Record<string, string> = {
  product_skus_store_id_sku_pk: 'sku: this SKU is already the SKU of another product in your store',
  products_store_slug_key: 'slug: this address is already the address of another product in your store',
  catalogs_store_name_key: 'name: a catalog with this name already exists',
  catalogs_store_slug_key: 'name: a catalog with this name already exists',
  saved_views_name_key: 'name: you already have a view with this name on this list',
  store_users_email_key: 'email: an account with this email exists',
  vendors_store_email_key: 'email: a vendor with this email exists',
  branches_email_key: 'email: a branch with this email exists',
  stores_sub_domain_unique: 'sub_domain: this store address is taken',
  themes_name_key: 'name: there is a theme with this name already; choose another name',
  coupons_store_code_key: 'code: another coupon of your store has this code',
  coupon_codes_store_code_key: 'code: another coupon of your store has this code',
  bookings_slot_key: 'starts_at: this time is already booked; choose another',
  vendor_payouts_statement_live_key: 'statement_id: this statement already has a payout pending or paid',
};

/**
 * The 4xx a database error deserves when the request caused it, or null for our own faults.
 * Unique violations are a lost race (409); data exceptions (bad text, numbers out of range),
 * missing references and check violations are bad input (400); a serialization failure or
 * deadlock is a race the caller may retry (409).
 */
export function clientErrorOf(error: unknown): HttpError | null {
  const pgError = pgErrorOf(error);
  if (!pgError) return null;
  const { code, constraint = '' } = pgError;
  if (code === '23505')
    return conflict(TAKEN[constraint] ?? 'This was just saved by another request. Reload and try again.');
  if (code === '40001' || code === '40P01') return conflict('Another change got there first. Try again.');
  if (code.startsWith('22'))
    return badRequest('A value is not valid here (wrong type, out of range or an unreadable character).');
  if (code === '23503') return badRequest('This refers to something that does not exist (any more).');
  if (code === '23514') return badRequest('A value is outside what this field allows.');
  if (code === '54000' || code === '54001') return badRequest('The request is too large or too complex to run.');
  return null;
}
