import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AddonFileType, VendorDocumentKind } from '@stallfront/shared';
import { storeRef } from './columns.js';
import { vendors } from './users.js';

/**
 * A vendor's papers (identity, tax registration, bank proof, agreement): the bytes sit in the
 * private files (platform/files/private-files.ts), never under /media; only the store's console
 * and the vendor itself download them (modules/vendors/vendor-documents.ts).
 */
export const vendorDocuments = pgTable(
  'vendor_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<VendorDocumentKind>().notNull(),
    /** The file's name as it was sent, given back to the download. */
    name: text('name').notNull(),
    type: text('type').$type<AddonFileType>().notNull(),
    bytes: integer('bytes').notNull(),
    /** Who sent it: the store's side (owner or staff) or the vendor. */
    uploadedBy: text('uploaded_by').$type<'store' | 'vendor'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vendor_documents_vendor_idx').on(t.vendorId, t.createdAt)],
);
export type VendorDocumentRow = typeof vendorDocuments.$inferSelect;
