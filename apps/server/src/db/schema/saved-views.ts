import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { SavedViewParams } from '@stallfront/shared';
import { storeRef } from './columns.js';

/** Who keeps a view: a store user (owner or staff), a vendor or a branch, by the id in its own table. */
export type ViewKeeperType = 'store_user' | 'vendor' | 'branch';

/** A person's named search, sort and filters of one console list. */
export const savedViews = pgTable(
  'saved_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    principalType: text('principal_type').$type<ViewKeeperType>().notNull(),
    principalId: uuid('principal_id').notNull(),
    listId: text('list_id').notNull(),
    name: text('name').notNull(),
    params: jsonb('params').$type<SavedViewParams>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    // Names are one per person and list, whatever their case ("Low stock" and "low stock" would be
    // confused); the index also serves the list of a person's views, led by the same columns.
    uniqueIndex('saved_views_name_key').on(t.storeId, t.principalType, t.principalId, t.listId, sql`lower(${t.name})`),
  ],
);

export type SavedViewRow = typeof savedViews.$inferSelect;
