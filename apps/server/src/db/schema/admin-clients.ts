import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ClientFilters, ClientStatusAction } from '@stallfront/shared';

/**
 * A platform admin's bulk status change (admin clients), worked by the `admin-clients.bulk` job:
 * the stores named or matching the filter when queued are listed in `store_ids` by the job's
 * first run, and `done` counts how far it got, so a retried job carries on where it stopped.
 */
export const clientBulkActions = pgTable(
  'client_bulk_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    action: text('action').$type<ClientStatusAction>().notNull(),
    adminId: uuid('admin_id').notNull(),
    adminName: text('admin_name').notNull(),
    /** The stores to act on: given, or found from `filter` when the job starts. */
    storeIds: jsonb('store_ids').$type<string[]>(),
    filter: jsonb('filter').$type<ClientFilters>(),
    state: text('state').$type<'queued' | 'running' | 'done' | 'failed'>().notNull().default('queued'),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    changed: integer('changed').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('client_bulk_actions_created_idx').on(t.createdAt)],
);

export type ClientBulkActionRow = typeof clientBulkActions.$inferSelect;
