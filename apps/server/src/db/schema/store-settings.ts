import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { editVersionColumn, storeRef } from './columns.js';

/**
 * The settings a store has once (its announcement bar, its chat button): one row per store and
 * key, the value as its shared declaration (`storeSetting`) checked it. A write is announced to
 * the shop like a catalog's (migration 0053), so its pages show it at once.
 */
export const storeSettings = pgTable(
  'store_settings',
  {
    storeId: storeRef(),
    key: text('key').notNull(),
    value: jsonb('value').$type<Record<string, unknown>>().notNull(),
    version: editVersionColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.key] })],
);
