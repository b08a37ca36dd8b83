import { desc } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storeRef } from './columns.js';
import { storeUsers } from './users.js';

/**
 * A staff invite's mailed link: one live row per invited store user (a resend replaces it), only
 * the token's hash kept. Accepting it sets used_at; it goes with the invited user.
 */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    storeUserId: uuid('store_user_id')
      .notNull()
      .references(() => storeUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_invites_token_key').on(t.tokenHash),
    uniqueIndex('staff_invites_user_key').on(t.storeUserId),
  ],
);

/**
 * What a store's people changed, one row per successful writing call (platform/audit.ts). The
 * actor's name and role are copied in, so a removed staff member's rows still say who it was;
 * actor_id is not a foreign key for the same reason.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    /** support: the platform's admin, acting on the store or signed in as its owner (admin clients). */
    actorRole: text('actor_role').$type<'admin' | 'subuser' | 'support'>().notNull(),
    /** The call's summary, as the API reference names it. */
    action: text('action').notNull(),
    /** `METHOD /path` of the call. */
    call: text('call').notNull(),
    targetId: text('target_id'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_store_created_idx').on(t.storeId, desc(t.createdAt), desc(t.id)),
    index('audit_log_store_actor_created_idx').on(t.storeId, t.actorId, desc(t.createdAt), desc(t.id)),
  ],
);

export type StaffInviteRow = typeof staffInvites.$inferSelect;
export type AuditLogRow = typeof auditLog.$inferSelect;
