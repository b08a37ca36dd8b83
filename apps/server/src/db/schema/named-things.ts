import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  type PgColumnBuilderBase,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { editVersionColumn, storeRef } from './columns.js';

/**
 * The table of a simple resource (packages/shared `simpleResource`): a store's named things, the
 * name unique in the store whatever its case (`<table>_store_name_key`), and the columns of its
 * own fields, keyed as the fields in camelCase.
 */
export function namedThings<Extra extends Record<string, PgColumnBuilderBase>>(
  tableName: string,
  extra: Extra,
  /** Own fields that are unique in the store whatever their case, as the name is (`<table>_store_<column>_key`). */
  unique: readonly (keyof Extra & string)[] = [],
) {
  return pgTable(
    tableName,
    {
      id: uuid('id').primaryKey().defaultRandom(),
      storeId: storeRef(),
      name: text('name').notNull(),
      ...extra,
      version: editVersionColumn(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      uniqueIndex(`${tableName}_store_name_key`).on(t.storeId, sql`lower(${t.name})`),
      index(`${tableName}_store_created_idx`).on(t.storeId, t.createdAt),
      ...unique.map((key) => {
        const column = t[key] as unknown as AnyPgColumn;
        return uniqueIndex(`${tableName}_store_${column.name}_key`).on(t.storeId, sql`lower(${column})`);
      }),
    ],
  );
}
