import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AddonFileType } from '@stallfront/shared';
import { storeRef } from './columns.js';

/**
 * Files shoppers sent for file add-ons (a photo to print). The bytes sit on disk under the data
 * folder, never under /media: only the store's console downloads them (modules/carts/addon-files.ts).
 */
export const addonFiles = pgTable(
  'addon_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    /** The name the shopper's file had, shown to the merchant and given to the download. */
    name: text('name').notNull(),
    type: text('type').$type<AddonFileType>().notNull(),
    bytes: integer('bytes').notNull(),
    /** Set when an order line took the file: kept from then on; the sweep deletes the others left on no cart. */
    orderedAt: timestamp('ordered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addon_files_unordered_idx').on(t.createdAt).where(sql`${t.orderedAt} is null`)],
);
export type AddonFileRow = typeof addonFiles.$inferSelect;
