import { customType, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DocumentBatchStatus, OrderDocument } from '@stallfront/shared';
import { storeRef } from './columns.js';

/**
 * Who is calling an order route, with what the order rows and the transition rule need
 * (modules/orders/admin/caller.ts makes one). A document batch keeps its requester's.
 */
export interface OrderCaller {
  storeId: string;
  /** Set for vendors: they see orders holding their lines, and only those lines. */
  vendorId: string | null;
  /** Set for branches: they see the orders of their branch. */
  branchId: string | null;
  /** As the timeline shows them. */
  actorName: string;
  actorType: string;
  /** The store's time zone: a date filter means the store's days. */
  timeZone: string;
}

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
