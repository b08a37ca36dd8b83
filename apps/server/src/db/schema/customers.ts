import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CustomerLinkPurpose } from '@stallfront/shared';
import { storeRef } from './columns.js';

/**
 * A shop's customer: a shopper of one store, never a store user. A guest checkout makes a
 * row without a password; an account has one. Guest orders of the email show in the account
 * only once the email is confirmed (docs/decisions.md, "Customer identity").
 */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    passwordHash: text('password_hash'),
    /** Set when the shopper followed a link mailed to the address (confirm, claim or reset). */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_store_email_key').on(t.storeId, t.email),
    index('customers_store_created_idx').on(t.storeId, t.createdAt),
  ],
);

export type CustomerRow = typeof customers.$inferSelect;

/**
 * A signed-in shopper's session, named by an HttpOnly cookie. Only a hash of the cookie's
 * token is kept, so a read of this table signs nobody in.
 */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('customer_sessions_token_key').on(t.tokenHash),
    index('customer_sessions_customer_idx').on(t.customerId),
  ],
);

/**
 * A single-use link mailed to a customer: confirm the email, claim an email an unconfirmed
 * account or a guest holds (with the password chosen at sign-up), or reset the password. A
 * new link of a purpose ends the earlier ones; only the token's hash is kept.
 */
export const customerEmailLinks = pgTable(
  'customer_email_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<CustomerLinkPurpose>().notNull(),
    tokenHash: text('token_hash').notNull(),
    /** A claim's name and password, set on the account when the link is followed. */
    name: text('name'),
    passwordHash: text('password_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('customer_email_links_token_key').on(t.tokenHash),
    index('customer_email_links_customer_idx').on(t.customerId, t.purpose),
  ],
);
