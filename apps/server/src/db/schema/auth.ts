import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Who a session or reset code belongs to. Not a foreign key: four tables can hold the principal. */
export type PrincipalType = 'store_user' | 'vendor' | 'branch' | 'master';

/** Every issued JWT names one row here; revoking the row ends the token. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    principalType: text('principal_type').$type<PrincipalType>().notNull(),
    principalId: uuid('principal_id').notNull(),
    storeId: uuid('store_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** A platform admin's "sign in as the owner" session: the admin (master_admins) and their name then. */
    supportAdminId: uuid('support_admin_id'),
    supportName: text('support_name'),
  },
  (t) => [index('sessions_principal_idx').on(t.principalType, t.principalId)],
);

/** Single-use password reset codes; only a hash of the code is kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    principalType: text('principal_type').$type<PrincipalType>().notNull(),
    principalId: uuid('principal_id').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_principal_idx').on(t.principalType, t.principalId)],
);

export type SessionRow = typeof sessions.$inferSelect;
export type PasswordResetRow = typeof passwordResets.$inferSelect;
