import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storeRef } from './columns.js';

/**
 * A shop's customer: a shopper of one store, never a store user. A guest checkout makes a
 * row without a password; signing up later with the same email sets it.
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
