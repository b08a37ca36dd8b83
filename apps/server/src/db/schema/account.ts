import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sessions } from './auth.js';
import { storeRef } from './columns.js';
import { storeUsers } from './users.js';

const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => storeUsers.id, { onDelete: 'cascade' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A store user's email change waiting for its code, sent to the new address. The email
 * changes only when the code comes back; a newer request spends the older one.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    userId: userRef(),
    newEmail: text('new_email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('email_changes_user_idx').on(t.userId)],
);

/**
 * A store user's authenticator secret, sealed at rest. Without `enabled_at` it is an enrolment
 * not yet confirmed with a code, and sign-in does not ask for it.
 */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => storeUsers.id, { onDelete: 'cascade' }),
  storeId: storeRef(),
  secretSealed: text('secret_sealed').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  enabledAt: at('enabled_at'),
  /** The 30-second step of the last code taken: the same code is not taken twice. */
  lastStep: integer('last_step'),
});

/** Single-use recovery codes of a user with two-step sign-in; only their hashes. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [uniqueIndex('two_factor_recovery_codes_user_code_key').on(t.userId, t.codeHash)],
);

/** A sign-in whose password was right and that waits for its second step; the token's hash only. */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    tokenHash: text('token_hash').notNull().unique('two_factor_challenges_token_key'),
    attempts: integer('attempts').notNull().default(0),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('two_factor_challenges_user_idx').on(t.userId)],
);

/**
 * A phone app's push token (POST /others/ios_token), one per session: it goes when the session
 * ends (a trigger on sessions.revoked_at, and the cascade when a session row is pruned).
 */
export const sessionPushTokens = pgTable(
  'session_push_tokens',
  {
    sessionId: uuid('session_id')
      .primaryKey()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    storeId: storeRef(),
    token: text('token').notNull(),
    platform: text('platform').notNull().default('ios'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('session_push_tokens_store_idx').on(t.storeId)],
);
