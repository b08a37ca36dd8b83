import { type AnyPgColumn, index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { catalogs } from './catalogs.js';
import { storeRef } from './columns.js';
import { products } from './products.js';

const TARGETS = { products, catalogs };

/**
 * Which products or catalogs show a named thing. A link goes with its thing and with its
 * target: deleting a product takes its footnotes off it.
 */
export function attachments(tableName: string, things: { id: AnyPgColumn }, target: keyof typeof TARGETS) {
  return pgTable(
    tableName,
    {
      storeId: storeRef(),
      thingId: uuid('thing_id')
        .notNull()
        .references(() => things.id, { onDelete: 'cascade' }),
      targetId: uuid('target_id')
        .notNull()
        .references(() => TARGETS[target].id, { onDelete: 'cascade' }),
    },
    (t) => [primaryKey({ columns: [t.thingId, t.targetId] }), index(`${tableName}_target_idx`).on(t.targetId)],
  );
}
