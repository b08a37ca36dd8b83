import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ThemeColors, ThemeFonts, ThemeStoreType } from '@stallfront/shared';
import type { LayoutSection } from '@stallfront/shared/website';

const moment = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The platform's shop themes (/admin/themes): colours, two font stacks and a default home
 * layout per store type. A store wears one by stores.theme_id; a store without one wears the
 * default theme. A change drops the pages of every shop wearing it (the trigger in its migration).
 */
export const themes = pgTable(
  'themes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    colors: jsonb('colors').$type<ThemeColors>().notNull(),
    fonts: jsonb('fonts').$type<ThemeFonts>().notNull(),
    /** Per store type; an empty list is the platform's standard home page for the type. */
    layouts: jsonb('layouts').$type<Record<ThemeStoreType, LayoutSection[]>>().notNull(),
    active: boolean('active').notNull().default(true),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('themes_name_key').on(sql`lower(${t.name})`),
    // At most one default: two admins making different themes the default at once cannot both win.
    uniqueIndex('themes_one_default_key').on(t.isDefault).where(sql`${t.isDefault}`),
  ],
);
