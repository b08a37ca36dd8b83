import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  type AnyPgColumn,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
    /** The mailbox the email delivers to (rules/customers.ts `mailboxOf`): a guest merges by it. */
    mailbox: text('mailbox').notNull().generatedAlwaysAs(sql`regexp_replace(lower(email), '\\+[^@]*@', '@')`),
    /**
     * The customer's orders that were not cancelled: how many, their totals in minor units and the
     * newest one's time. Kept by `refreshCustomerStats` wherever an order is written, cancelled or
     * moved, so the lists filter and sort by them without reading orders.
     */
    ordersCount: integer('orders_count').notNull().default(0),
    totalSpent: bigint('total_spent', { mode: 'number' }).notNull().default(0),
    lastOrderAt: timestamp('last_order_at', { withTimezone: true }),
    /** The merchant's labels ("VIP", "wholesale"); names are the store's own, compared without case. */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** A guest merged into an account: its orders moved there, and the shop's forms of its email follow. */
    mergedInto: uuid('merged_into').references((): AnyPgColumn => customers.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('customers_store_email_key').on(t.storeId, t.email),
    index('customers_store_created_idx').on(t.storeId, t.createdAt),
    index('customers_store_mailbox_idx').on(t.storeId, t.mailbox),
    // The lists' search: the start of the name, email or phone.
    index('customers_store_name_idx').on(t.storeId, sql`lower(name) text_pattern_ops`),
    index('customers_store_email_idx').on(t.storeId, sql`lower(email) text_pattern_ops`),
    index('customers_store_phone_idx').on(t.storeId, sql`phone text_pattern_ops`),
    // The lists' sorts: each led by the store, the id breaking ties.
    index('customers_store_last_order_idx').on(t.storeId, t.lastOrderAt, t.id),
    index('customers_store_spent_idx').on(t.storeId, t.totalSpent, t.id),
    index('customers_store_orders_idx').on(t.storeId, t.ordersCount, t.id),
    index('customers_tags_idx').using('gin', t.tags),
  ],
);

/** The merchant's private notes on a customer, never shown in the shop. */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** Who wrote it, as "name <email>" of the store user. */
    author: text('author').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_notes_customer_idx').on(t.customerId, t.createdAt)],
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
