import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { editVersionColumn, storeRef } from './columns.js';

export const catalogs = pgTable(
  'catalogs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    status: text('status').$type<'active' | 'hidden'>().notNull().default('active'),
    /** Order among the highlighted catalogs; null when not highlighted. */
    highlightPosition: integer('highlight_position'),
    /** Its category in Google's product taxonomy (rules/taxonomy.ts); its products inherit it. */
    googleCategoryId: integer('google_category_id'),
    /** The store's cut of vendors' lines in this catalog, unless the vendor has its own rate. */
    vendorCommission: jsonb('vendor_commission').$type<{ type: 'percent' | 'flat'; value: number }>(),
    version: editVersionColumn(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('catalogs_store_name_key').on(t.storeId, t.name),
    uniqueIndex('catalogs_store_slug_key').on(t.storeId, t.slug),
  ],
);

export const navigationSections = pgTable(
  'catalog_navigation_sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('catalog_navigation_sections_store_idx').on(t.storeId, t.position)],
);

export const navigations = pgTable(
  'catalog_navigations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => navigationSections.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    catalogId: uuid('catalog_id').references(() => catalogs.id, { onDelete: 'set null' }),
    link: text('link'),
    position: integer('position').notNull(),
  },
  (t) => [index('catalog_navigations_section_idx').on(t.sectionId, t.position)],
);

export type CatalogRow = typeof catalogs.$inferSelect;
export type NavigationRow = typeof navigations.$inferSelect;
