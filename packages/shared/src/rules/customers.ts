import { access, anyOf } from './call-access.js';

/** The customer lists and pages: the owner, and staff with the customers or the marketing grant. */
export const CUSTOMER_ACCESS = access({ staff: anyOf('customers', 'marketing') });

/** A customer row with a password signed up; one without is a guest (made at a checkout, quote or booking). */
export const CUSTOMER_KINDS = ['signed_up', 'guest'] as const;
export type CustomerKind = (typeof CUSTOMER_KINDS)[number];

/** Most tags one customer carries, and the longest tag. */
export const CUSTOMER_TAGS_MAX = 20;
export const CUSTOMER_TAG_LENGTH = 40;
/** Most characters of one private note. */
export const CUSTOMER_NOTE_LENGTH = 2000;
/** How many of a customer's orders, quotes, enquiries and gift cards their page shows (newest first). */
export const CUSTOMER_PAGE_ROWS = 20;

/**
 * The mailbox an address delivers to: lower case, without a "+tag" after the local part
 * ("Ana+shop@x.com" is ana@x.com's). Two addresses of one mailbox are "the same email" a guest
 * may be merged by; the server's `customers.mailbox` column is the same expression in SQL.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  return `${address.slice(0, at).replace(/\+.*$/, '')}${address.slice(at)}`;
}

/** A tag as kept: trimmed, inner spaces single; tags compare without case. */
export const cleanTag = (tag: string) => tag.trim().replace(/\s+/g, ' ');

/** The tags after adding some: no repeats whatever their case, the first spelling kept. */
export function withTags(tags: readonly string[], added: readonly string[]): string[] {
  const kept = [...tags];
  for (const tag of added.map(cleanTag)) {
    if (tag && !kept.some((t) => t.toLowerCase() === tag.toLowerCase())) kept.push(tag);
  }
  return kept;
}

export const withoutTag = (tags: readonly string[], removed: string) =>
  tags.filter((t) => t.toLowerCase() !== cleanTag(removed).toLowerCase());

export interface MergeSide {
  id: string;
  email: string;
  signedUp: boolean;
  /** The customer this row was merged into, once it was. */
  mergedInto: string | null;
}

/**
 * Why a guest may not be merged into a customer, or null when it may. Merging a guest already
 * merged into the same customer is allowed (nothing is left to move: the call is idempotent).
 */
export function mergeRefusal(guest: MergeSide, into: MergeSide): string | null {
  if (guest.id === into.id) return 'A customer cannot be merged into itself.';
  if (guest.signedUp) return 'Only a guest can be merged: this customer has an account.';
  if (!into.signedUp) return 'A guest is merged into a customer with an account.';
  if (into.mergedInto) return 'That customer was itself merged into another.';
  if (guest.mergedInto && guest.mergedInto !== into.id) return 'This guest was already merged into another customer.';
  if (mailboxOf(guest.email) !== mailboxOf(into.email))
    return `The emails differ: ${guest.email} is not the same mailbox as ${into.email}.`;
  return null;
}

/** A customer's page in the console. */
export const customerPath = (id: string) => `/setting/customers/customer/${id}`;
/** The list a customer of a kind is in. */
export const customerListPath = (signedUp: boolean) =>
  signedUp ? '/setting/customers/signup-user' : '/setting/customers/guest-users';
