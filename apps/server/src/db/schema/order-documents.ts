import { customType, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DocumentBatchStatus, OrderDocument } from '@stallfront/shared';
import type { OrderCaller } from '../../modules/orders/admin/caller.js';
import { storeRef } from './columns.js';

/** Raw bytes; PGlite reads them as Uint8Array and node-postgres as Buffer, so both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Invoices or packing slips of many orders, made into one PDF by a background job. The file
 * is kept in the database so any API node can answer its download; batches older than a day
 * are deleted when the store queues its next one.
 */
export const orderDocumentBatches = pgTable(
  'order_document_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeRef(),
    /** The principal who queued it ("vendor:<id>"): only they may read it. */
    requestedBy: text('requested_by').notNull(),
    /** What the requester could see when they asked: a vendor's file holds its lines only. */
    caller: jsonb('caller').$type<OrderCaller>().notNull(),
    document: text('document').$type<OrderDocument>().notNull(),
    orderIds: jsonb('order_ids').$type<string[]>().notNull(),
    status: text('status').$type<DocumentBatchStatus>().notNull().default('queued'),
    error: text('error'),
    file: bytea('file'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('order_document_batches_store_idx').on(t.storeId, t.createdAt)],
);

export type OrderDocumentBatchRow = typeof orderDocumentBatches.$inferSelect;
